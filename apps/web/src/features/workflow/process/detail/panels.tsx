import { Button, Descriptions, Empty, Space, Table, Timeline, Typography } from 'antd';
import { PaperClipOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { WfInstanceDetail } from '@zcps/contracts';
import { downloadOss } from '../../../../lib/download';
import { parseFieldPermissions } from '../../designer/props';
import { ActionTag, InstanceStatusTag } from '../../shared/labels';
import '../../shared/workflow.css';

export function InstanceInfo({ detail }: { detail: WfInstanceDetail }) {
  const { t } = useTranslation();
  const i = detail.instance;
  return (
    <Descriptions size="small" column={{ xs: 1, sm: 2, lg: 3 }} bordered>
      <Descriptions.Item label={t('workflow.definitionName')}>
        {i.definitionName} <Typography.Text type="secondary">v{i.version}</Typography.Text>
      </Descriptions.Item>
      <Descriptions.Item label={t('workflow.instanceStatus')}>
        <InstanceStatusTag status={i.status} />
      </Descriptions.Item>
      <Descriptions.Item label={t('workflow.businessKey')}>{i.businessKey ?? '-'}</Descriptions.Item>
      <Descriptions.Item label={t('workflow.initiator')}>{i.initiatorName ?? '-'}</Descriptions.Item>
      <Descriptions.Item label={t('workflow.startTime')}>{i.startTime ?? '-'}</Descriptions.Item>
      <Descriptions.Item label={t('workflow.endTime')}>{i.endTime ?? '-'}</Descriptions.Item>
      <Descriptions.Item label={t('workflow.currentTasks')} span={3}>
        {i.currentTasks.join('、') || '-'}
      </Descriptions.Item>
    </Descriptions>
  );
}

const shown = (value: unknown) =>
  value === null || value === undefined
    ? '-'
    : typeof value === 'object'
      ? JSON.stringify(value)
      : String(value);

/**
 * The process variables (the submitted form), without the fields the open task hides. With a form, its fields
 * by label in its order (engine bookkeeping such as approver lists stays out); without one, every variable.
 */
export function FormData({
  variables,
  fieldLabels = [],
  fieldPermissions,
}: {
  variables: Record<string, unknown>;
  fieldLabels?: { field: string; label: string }[];
  fieldPermissions?: string | null;
}) {
  const { t } = useTranslation();
  const hidden = new Set(
    parseFieldPermissions(fieldPermissions ?? '')
      .filter((p) => p.permission === 'hidden')
      .map((p) => p.field),
  );
  const labelled = fieldLabels.length
    ? fieldLabels.filter((f) => f.field in variables).map((f) => [f.field, f.label] as const)
    : Object.keys(variables).map((key) => [key, key] as const);
  const entries = labelled.filter(([key]) => !hidden.has(key));
  if (!entries.length)
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('workflow.noFormData')} />;
  return (
    <Descriptions size="small" column={{ xs: 1, sm: 2 }} bordered data-testid="wf-form-data">
      {entries.map(([key, label]) => (
        <Descriptions.Item key={key} label={label}>
          {shown(variables[key])}
        </Descriptions.Item>
      ))}
    </Descriptions>
  );
}

const dotColors: Record<string, string> = {
  approve: 'green',
  reject: 'red',
  return: 'orange',
  terminate: 'red',
};

/** The history: who did what on which step, with the comment and the users an action went to. */
export function HistoryTimeline({ timeline }: { timeline: WfInstanceDetail['timeline'] }) {
  const { t } = useTranslation();
  if (!timeline.length) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />;
  return (
    <Timeline
      data-testid="wf-timeline"
      items={timeline.map((log) => ({
        key: log.logId,
        color: dotColors[log.action] ?? 'blue',
        content: (
          <div>
            <Typography.Text strong>{log.taskName ?? log.elementId ?? ''}</Typography.Text>{' '}
            <ActionTag action={log.action} /> {log.userName}
            {log.targets.length > 0 && (
              <Typography.Text type="secondary">
                {' '}
                → {log.targets.map((u) => u.userName ?? u.userId).join('、')}
              </Typography.Text>
            )}
            <Typography.Text type="secondary" style={{ marginLeft: 8 }}>
              {log.createTime}
            </Typography.Text>
            {log.comment && <div className="zcps-wf-comment">{log.comment}</div>}
            {log.attachments.length > 0 && (
              <Space size={0} wrap>
                {log.attachments.map((ossId, i) => (
                  <Button
                    key={ossId}
                    type="link"
                    size="small"
                    icon={<PaperClipOutlined />}
                    onClick={() => void downloadOss(ossId, `attachment-${i + 1}`)}
                  >
                    {t('workflow.attachments')} {i + 1}
                  </Button>
                ))}
              </Space>
            )}
          </div>
        ),
      }))}
    />
  );
}

export function OpenTasks({ tasks }: { tasks: WfInstanceDetail['openTasks'] }) {
  const { t } = useTranslation();
  return (
    <Table
      rowKey="taskId"
      size="small"
      pagination={false}
      dataSource={tasks}
      columns={[
        { title: t('workflow.taskName'), dataIndex: 'taskName' },
        { title: t('workflow.assignee'), dataIndex: 'assigneeName', render: (v: string | null) => v ?? '-' },
        {
          title: t('workflow.candidates'),
          dataIndex: 'candidateNames',
          render: (names: string[]) => names.join('、') || '-',
        },
      ]}
    />
  );
}
