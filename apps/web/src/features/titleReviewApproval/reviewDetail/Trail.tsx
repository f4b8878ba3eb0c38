import { Empty, Tag, Timeline, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ReviewTrailVo } from '@zcps/contracts';

const COLOURS: Record<string, string> = { '1': 'green', '2': 'red', '3': 'orange', '5': 'red', '6': 'blue' };

/** A declaration's trail as a timeline: when, what, from → to in words, who, the opinion and return reasons. */
export function Trail({ rows }: { rows: ReviewTrailVo[] }) {
  const { t } = useTranslation();
  if (!rows.length) return <Empty description={t('reviewTrail.empty')} />;
  return (
    <Timeline
      data-testid="review-trail"
      items={rows.map((r) => ({
        key: r.detailId,
        color: COLOURS[r.toStatus] ?? 'blue',
        children: (
          <div>
            <Typography.Text strong>{r.actionText}</Typography.Text>{' '}
            <Typography.Text type="secondary">{r.createTime}</Typography.Text>
            <div>
              {r.fromText && <Tag>{r.fromText}</Tag>}→ <Tag color="processing">{r.toText}</Tag>
            </div>
            {/* An applicant is not told who acted in the experts' stages: the server leaves the name out. */}
            {r.operatorName && (
              <div>
                {t('reviewTrail.operator')}: {r.operatorName}
              </div>
            )}
            {r.opinion && (
              <div>
                {t('reviewTrail.opinion')}: {r.opinion}
              </div>
            )}
            {r.items?.map((i) => (
              <div key={`${i.item}-${i.reason}`}>
                · {i.item}: {i.reason}
              </div>
            ))}
          </div>
        ),
      }))}
    />
  );
}
