import { useMemo } from 'react';
import { Menu } from 'antd';
import { useLocation, useNavigate } from 'react-router';
import { usePermissionStore } from '../stores/permission-store';
import { MenuIcon } from '../components/icon-map';
import { firstLeaf, topKeyOf } from './top-nav';

/** Top navigation: the first menu level in the header; the sidebar shows the chosen entry's children. */
export function TopNav() {
  const menu = usePermissionStore((s) => s.sidebarRoutes);
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const items = useMemo(
    () => menu.map((node) => ({ key: node.key, label: node.title, icon: <MenuIcon name={node.icon} /> })),
    [menu],
  );
  const active = topKeyOf(menu, pathname);
  return (
    <Menu
      mode="horizontal"
      className="zcps-topnav"
      items={items}
      selectedKeys={active ? [active] : []}
      data-testid="top-nav"
      onClick={({ key }) => {
        const node = menu.find((candidate) => candidate.key === key);
        const leaf = node && firstLeaf(node);
        if (leaf?.externalLink) window.open(leaf.externalLink, '_blank', 'noopener,noreferrer');
        else if (leaf?.path) navigate(leaf.path);
      }}
    />
  );
}
