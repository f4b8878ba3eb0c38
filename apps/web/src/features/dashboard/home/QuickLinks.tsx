import { useMemo } from 'react';
import { Card, Empty } from 'antd';
import { useTranslation } from 'react-i18next';
import { flattenMenu } from '../../../lib/build-routes';
import { usePermissionStore } from '../../../stores/permission-store';
import { MenuIcon } from '../../../components/icon-map';
import { useStableNavigate } from '../../../lib/use-stable-navigate';

const MAX_LINKS = 8;

/** The first entries of the user's own menu, so the home page only offers what they can open. */
export function QuickLinks() {
  const { t } = useTranslation();
  const navigate = useStableNavigate();
  const menu = usePermissionStore((s) => s.sidebarRoutes);
  const entries = useMemo(() => flattenMenu(menu).filter((m) => m.path), [menu]);
  const links = entries.slice(0, MAX_LINKS);

  return (
    <Card
      title={t('home.quickLinks')}
      variant="borderless"
      className="zcps-home-card"
      extra={<span className="zcps-home-muted">{t('home.menusCount', { count: entries.length })}</span>}
      data-testid="home-quick-links"
    >
      {links.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('home.noQuickLinks')} />
      ) : (
        <div className="zcps-home-links">
          {links.map((link) => (
            <button
              type="button"
              key={link.key}
              className="zcps-home-link"
              onClick={() => link.path && navigate(link.path)}
            >
              <span className="zcps-home-link-icon">
                <MenuIcon name={link.icon} />
              </span>
              <span className="zcps-home-link-title">{link.title}</span>
            </button>
          ))}
        </div>
      )}
    </Card>
  );
}
