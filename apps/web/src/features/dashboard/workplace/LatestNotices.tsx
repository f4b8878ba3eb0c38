import { Badge, Card, Empty } from 'antd';
import { useTranslation } from 'react-i18next';
import type { WorkplaceNotice } from '@zcps/contracts';
import { DictTag } from '../../../components/crud';
import { useDict } from '../../../lib/dict';

/** The tenant's five latest notices; the navbar's message box opens and marks them. */
export function LatestNotices({ notices }: { notices: WorkplaceNotice[] }) {
  const { t } = useTranslation();
  const types = useDict('sys_notice_type');
  return (
    <Card variant="borderless" title={t('workplace.notices')} data-testid="workplace-notices">
      {notices.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('workplace.noticesEmpty')} />
      ) : (
        <ul className="zcps-notices">
          {notices.map((n) => (
            <li key={n.noticeId} className="zcps-notice" data-read={n.read}>
              <span className="zcps-notice-type">
                <DictTag options={types} value={n.noticeType} />
              </span>
              <Badge dot={!n.read} offset={[4, 2]} title={n.read ? undefined : t('workplace.unread')}>
                <span className="zcps-notice-title">{n.noticeTitle}</span>
              </Badge>
              <span className="zcps-notice-meta">
                {n.createByName ? `${n.createByName} · ` : ''}
                {n.createTime?.slice(0, 10)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
