import { Card, Space, Tag, Timeline, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { WfBusinessTrace } from '@zcps/contracts';
import { DiagramViewer } from '../../workflow/viewer/DiagramViewer';

const COLORS = { approve: 'green', reject: 'red', return: 'orange' } as const;

/** The declaration's 预审 process: where it is now, the steps taken, and the diagram with the path. */
export function PreReviewCard({ process }: { process: WfBusinessTrace }) {
  const { t } = useTranslation();
  return (
    <Card
      size="small"
      style={{ marginTop: 16 }}
      data-testid="pre-review-process"
      title={`${t('reviewTrail.preReview')}：${process.definitionName}（v${process.version}）`}
      extra={<Tag>{t(`workflow.status_${process.status}`)}</Tag>}
    >
      <Space direction="vertical" style={{ width: '100%' }}>
        {process.currentTasks.length > 0 && (
          <Typography.Text>
            {t('reviewTrail.preReviewNow')}
            <Typography.Text strong>{process.currentTasks.join('、')}</Typography.Text>
          </Typography.Text>
        )}
        <DiagramViewer xml={process.xml} markers={process.markers} height={260} />
        <Timeline
          items={process.steps.map((step, i) => ({
            key: i,
            color: COLORS[step.action],
            content: (
              <span>
                <Typography.Text strong>{step.taskName}</Typography.Text>{' '}
                {t(`workflow.action_${step.action}`)}{' '}
                <Typography.Text type="secondary">{step.time}</Typography.Text>
              </span>
            ),
          }))}
        />
      </Space>
    </Card>
  );
}
