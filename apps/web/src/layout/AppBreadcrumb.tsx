import { Breadcrumb } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useRouteMetaResolver } from './route-meta';

export function AppBreadcrumb() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const trail = useRouteMetaResolver()(pathname)?.breadcrumb ?? [];
  const items = [
    { key: 'home', title: trail.length ? <Link to="/index">{t('nav.home')}</Link> : t('nav.home') },
    ...trail.map((title, index) => ({ key: `${index}-${title}`, title })),
  ];
  return <Breadcrumb className="zcps-breadcrumb" items={items} data-testid="breadcrumb" />;
}
