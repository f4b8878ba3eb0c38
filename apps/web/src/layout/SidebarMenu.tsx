import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import type { MenuNode } from '../lib/build-routes';
import { usePermissionStore } from '../stores/permission-store';
import { Logo } from '../components/Logo';
import { useStableNavigate } from '../lib/use-stable-navigate';
import { ancestorKeys, uniqueOpenKeys } from './menu-items';
import { SidebarNav } from './sidebar/SidebarNav';
import { effectiveSideTheme } from './settings/layout-settings';
import { useSettingsStore } from './settings/settings-store';
import { sidebarFor, topKeyOf } from './top-nav';

interface SidebarMenuProps {
  collapsed: boolean;
  /** Called after an entry is chosen (the mobile drawer closes itself). */
  onNavigate?: () => void;
}

export function SidebarMenu({ collapsed, onNavigate }: SidebarMenuProps) {
  const { t } = useTranslation();
  const allMenu = usePermissionStore((s) => s.sidebarRoutes);
  const { pathname } = useLocation();
  const settings = useSettingsStore((s) => s.settings);
  const topNav = settings.topNav;
  const topKey = topNav ? topKeyOf(allMenu, pathname) : undefined;
  const menu = useMemo(() => sidebarFor(allMenu, topNav, topKey), [allMenu, topNav, topKey]);
  const sideTheme = effectiveSideTheme(settings) === 'theme-dark' ? 'dark' : 'light';
  const navigate = useStableNavigate();
  const activeKeys = useMemo(() => ancestorKeys(menu, pathname), [menu, pathname]);
  const [openKeys, setOpenKeys] = useState<string[]>(activeKeys);
  const openNow = useRef(openKeys);
  openNow.current = openKeys;

  useEffect(() => {
    // Only when the route moves, and only when the open groups really change (most tab switches stay in the
    // open one); a group the user closed by hand stays closed until then.
    if (activeKeys.every((key) => openNow.current.includes(key))) return;
    setOpenKeys(activeKeys);
  }, [activeKeys]);

  const onToggle = useCallback(
    (key: string) =>
      setOpenKeys((open) =>
        open.includes(key)
          ? open.filter((k) => k !== key && !k.startsWith(`${key}/`))
          : uniqueOpenKeys(open, [...open, key]),
      ),
    [],
  );
  const onOpen = useCallback(
    (node: MenuNode) => {
      if (!node.path) return;
      const search = node.query ? `?${new URLSearchParams(node.query).toString()}` : '';
      navigate(node.path + search);
      onNavigate?.();
    },
    [navigate, onNavigate],
  );

  return (
    <div
      className={`zcps-sidebar zcps-sidebar-${sideTheme}`}
      data-testid="sidebar"
      data-side-theme={sideTheme}
    >
      {settings.sidebarLogo && (
        <div
          className="zcps-sidebar-logo"
          onClick={() => navigate('/index')}
          onKeyDown={(event) => event.key === 'Enter' && navigate('/index')}
          role="link"
          tabIndex={0}
          data-testid="sidebar-logo"
        >
          <Logo size={28} />
          {!collapsed && <span className="zcps-sidebar-title">{t('common.sidebarTitle')}</span>}
        </div>
      )}
      <nav className="zcps-sidebar-menu" aria-label={t('nav.menu')}>
        <SidebarNav
          nodes={menu}
          selectedPath={pathname}
          activeKeys={activeKeys}
          openKeys={openKeys}
          collapsed={collapsed}
          theme={sideTheme}
          onToggle={onToggle}
          onOpen={onOpen}
        />
      </nav>
    </div>
  );
}
