import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Empty, Space, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { WorkflowPermission as P, type TaskButton } from '@zcps/contracts';
import { useAuth } from '../../../../components/Auth';
import { feedback } from '../../../../lib/feedback';
import { instanceApi, taskApi } from '../../shared/api';
import { DiagramViewer } from '../../viewer/DiagramViewer';
import { ActionDialog, type DetailAction } from './ActionDialog';
import { InstanceActions } from './InstanceActions';
import { FormData, HistoryTimeline, InstanceInfo, OpenTasks } from './panels';

/** The permission each task button needs, as the server checks it. */
export const BUTTON_PERMISSION: Record<TaskButton, string> = {
  approve: P.TODO_APPROVE,
  cc: P.TODO_APPROVE,
  reject: P.TODO_REJECT,
  return: P.TODO_REJECT,
  terminate: P.TODO_REJECT,
  delegate: P.TODO_TRANSFER,
  transfer: P.TODO_TRANSFER,
  addSign: P.TODO_TRANSFER,
  reduceSign: P.TODO_TRANSFER,
};

/**
 * 流程详情 (/workflow/process/detail?instanceId=&taskId=): the instance, its form data, history and diagram with
 * the path taken; with the caller's open task, the actions that task offers.
 */
export function Page() {
  const { t } = useTranslation();
  const auth = useAuth();
  const [params] = useSearchParams();
  const instanceId = Number(params.get('instanceId')) || 0;
  const taskId = Number(params.get('taskId')) || 0;
  const [action, setAction] = useState<DetailAction | null>(null);
  const detail = useQuery({
    queryKey: ['workflow/instance/detail', instanceId],
    queryFn: async () => (await instanceApi.detail(instanceId)).data,
    enabled: instanceId > 0,
    staleTime: 0,
  });
  const task = useQuery({
    queryKey: ['workflow/task', taskId],
    queryFn: async () => (await taskApi.get(taskId)).data,
    enabled: taskId > 0,
    staleTime: 0,
  });

  if (instanceId <= 0 || detail.isError) return <Empty description={t('workflow.instanceMissing')} />;
  if (!detail.data) return <Spin />;
  const data = detail.data;
  const open = task.data?.status === 'open' && task.data.instanceId === instanceId ? task.data : null;
  const buttons = (open?.buttons ?? []).filter((b) => auth.hasPermi(BUTTON_PERMISSION[b]));

  const done = async () => {
    setAction(null);
    feedback().message.success(t('workflow.actionOk'));
    await Promise.all([detail.refetch(), task.refetch()]);
  };

  return (
    <div className="zcps-page-card">
      <Space direction="vertical" size="middle" style={{ width: '100%' }}>
        {open && (
          <Alert
            type="info"
            showIcon
            title={t('workflow.myTask', { name: open.taskName })}
            description={open.buttons.length === 0 && open.businessKey ? t('workflow.byBusiness') : undefined}
            action={
              <Space wrap data-testid="wf-actions">
                {buttons.map((b) => (
                  <Button
                    key={b}
                    type={b === 'approve' ? 'primary' : 'default'}
                    danger={b === 'reject' || b === 'terminate'}
                    onClick={() => setAction(b)}
                  >
                    {t(`workflow.${b}`)}
                  </Button>
                ))}
              </Space>
            }
          />
        )}
        <InstanceInfo detail={data} />
        <InstanceActions detail={data} onDone={() => void Promise.all([detail.refetch(), task.refetch()])} />
        <Card size="small" title={t('workflow.formData')}>
          <FormData
            variables={data.variables}
            fieldLabels={data.fieldLabels}
            fieldPermissions={open?.fieldPermissions}
          />
        </Card>
        <Card size="small" title={t('workflow.diagram')}>
          <DiagramViewer xml={data.xml} markers={data.markers} />
        </Card>
        {data.openTasks.length > 0 && (
          <Card size="small" title={t('workflow.openTasks')}>
            <OpenTasks tasks={data.openTasks} />
          </Card>
        )}
        <Card size="small" title={t('workflow.timeline')}>
          <HistoryTimeline timeline={data.timeline} />
        </Card>
      </Space>
      {open && (
        <ActionDialog
          action={action}
          taskId={open.taskId}
          detail={data}
          onClose={() => setAction(null)}
          onDone={() => void done()}
        />
      )}
    </div>
  );
}
