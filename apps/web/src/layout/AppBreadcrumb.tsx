import { useMemo } from 'react';
import { Breadcrumb } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, matchPath, useLocation } from 'react-router';
import { allowedStaticRoutes } from '../app/routes/static-routes';
import { usePermissionStore } from '../app/stores/permission-store';
import { useUserStore } from '../app/stores/user-store';

export function useCurrentTrail(): string[] {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const routes = usePermissionStore((s) => s.routes);
  const permissions = useUserStore((s) => s.permissions);
  return useMemo(() => {
    if (pathname === '/index' || pathname === '/') return [];
    const menuRoute = routes.find((r) => matchPath(r.path, pathname));
    if (menuRoute) return menuRoute.breadcrumb;
    const staticRoute = allowedStaticRoutes(permissions).find((r) => matchPath(r.path, pathname));
    return staticRoute ? [t(`routes.${staticRoute.titleKey}`)] : [];
  }, [pathname, routes, permissions, t]);
}

export function AppBreadcrumb() {
  const { t } = useTranslation();
  const trail = useCurrentTrail();
  const items = [
    { key: 'home', title: trail.length ? <Link to="/index">{t('nav.home')}</Link> : t('nav.home') },
    ...trail.map((title, index) => ({ key: `${index}-${title}`, title })),
  ];
  return <Breadcrumb className="zcps-breadcrumb" items={items} data-testid="breadcrumb" />;
}
