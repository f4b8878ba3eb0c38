import { Card, Empty } from 'antd';
import { useTranslation } from 'react-i18next';
import type { WorkplaceShortcut } from '@zcps/contracts';
import { MenuIcon } from '../../../components/icon-map';
import { useStableNavigate } from '../../../lib/use-stable-navigate';

/** Pages of the user's own menu, the review work first. */
export function Shortcuts({ shortcuts }: { shortcuts: WorkplaceShortcut[] }) {
  const { t } = useTranslation();
  const navigate = useStableNavigate();
  return (
    <Card variant="borderless" title={t('workplace.shortcuts')} data-testid="workplace-shortcuts">
      {shortcuts.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('workplace.shortcutsEmpty')} />
      ) : (
        <div className="zcps-shortcuts">
          {shortcuts.map((s) => (
            <button type="button" key={s.path} className="zcps-shortcut" onClick={() => navigate(s.path)}>
              <span className="zcps-shortcut-icon">
                <MenuIcon name={s.icon} />
              </span>
              <span className="zcps-shortcut-title">{s.title}</span>
            </button>
          ))}
        </div>
      )}
    </Card>
  );
}
