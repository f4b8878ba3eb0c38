import { Button, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { WorkflowPermission as P, type WfInstanceDetail } from '@zcps/contracts';
import { Auth } from '../../../../components/Auth';
import { confirmAction } from '../../../../components/crud';
import { feedback } from '../../../../lib/feedback';
import { useUserStore } from '../../../../stores/user-store';
import { instanceApi } from '../../shared/api';

/** What the instance itself offers: 撤回 to its initiator, 挂起/激活 to process administrators. */
export function InstanceActions({ detail, onDone }: { detail: WfInstanceDetail; onDone: () => void }) {
  const { t } = useTranslation();
  const userId = useUserStore((s) => s.userId);
  const { instance } = detail;
  const mine = String(instance.initiator) === String(userId);
  const name = instance.definitionName;

  const run = async (question: string, act: () => Promise<unknown>, done: string) => {
    if (!(await confirmAction(question))) return;
    await act();
    feedback().message.success(done);
    onDone();
  };

  return (
    <Space wrap data-testid="wf-instance-actions">
      {mine && instance.status === 'running' && (
        <Auth perm={P.OWN_CANCEL}>
          <Button
            onClick={() =>
              void run(
                t('workflow.confirmWithdraw', { name }),
                () => instanceApi.withdraw(instance.instanceId),
                t('workflow.withdrawOk'),
              )
            }
          >
            {t('workflow.withdraw')}
          </Button>
        </Auth>
      )}
      {(instance.status === 'running' || instance.status === 'suspended') && (
        <Auth perm={P.DEPLOY_SUSPEND}>
          {instance.status === 'running' ? (
            <Button
              onClick={() =>
                void run(
                  t('workflow.confirmSuspendInstance', { name }),
                  () => instanceApi.suspend(instance.instanceId),
                  t('workflow.suspendOk'),
                )
              }
            >
              {t('workflow.suspend')}
            </Button>
          ) : (
            <Button
              onClick={() =>
                void run(
                  t('workflow.confirmActivateInstance', { name }),
                  () => instanceApi.activate(instance.instanceId),
                  t('workflow.activateOk'),
                )
              }
            >
              {t('workflow.activate')}
            </Button>
          )}
        </Auth>
      )}
    </Space>
  );
}
