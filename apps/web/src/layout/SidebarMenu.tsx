import { useEffect, useMemo, useState } from 'react';
import { Menu } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { usePermissionStore } from '../app/stores/permission-store';
import { Logo } from '../components/Logo';
import { ancestorKeys, indexMenu, toMenuItems, uniqueOpenKeys } from './menu-items';

interface SidebarMenuProps {
  collapsed: boolean;
  /** Called after an entry is chosen (the mobile drawer closes itself). */
  onNavigate?: () => void;
}

export function SidebarMenu({ collapsed, onNavigate }: SidebarMenuProps) {
  const { t } = useTranslation();
  const menu = usePermissionStore((s) => s.sidebarRoutes);
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const items = useMemo(() => toMenuItems(menu), [menu]);
  const byKey = useMemo(() => indexMenu(menu), [menu]);
  const [openKeys, setOpenKeys] = useState<string[]>(() => ancestorKeys(menu, pathname));

  useEffect(() => {
    setOpenKeys(ancestorKeys(menu, pathname));
  }, [menu, pathname]);

  const onClick = ({ key }: { key: string }) => {
    const node = byKey.get(key);
    if (!node) return;
    if (node.externalLink) {
      window.open(node.externalLink, '_blank', 'noopener,noreferrer');
      return;
    }
    if (!node.path) return;
    const search = node.query ? `?${new URLSearchParams(node.query).toString()}` : '';
    navigate(node.path + search);
    onNavigate?.();
  };

  return (
    <div className="zcps-sidebar" data-testid="sidebar">
      <div className="zcps-sidebar-logo" onClick={() => navigate('/index')} role="link" tabIndex={0}>
        <Logo size={28} />
        {!collapsed && <span className="zcps-sidebar-title">{t('common.sidebarTitle')}</span>}
      </div>
      <Menu
        theme="dark"
        mode="inline"
        items={items}
        selectedKeys={[pathname]}
        inlineCollapsed={collapsed}
        {...(collapsed ? {} : { openKeys })}
        onOpenChange={(keys) => setOpenKeys(uniqueOpenKeys(openKeys, keys))}
        onClick={onClick}
        className="zcps-sidebar-menu"
      />
    </div>
  );
}
