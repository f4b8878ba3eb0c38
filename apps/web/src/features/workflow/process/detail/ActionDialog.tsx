import { Form, Input, Select } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { WfInstanceDetail } from '@zcps/contracts';
import { hintOf } from '../../../../components/crud';
import { ModalForm, useModalForm } from '../../../../components/form';
import { OssUpload, UserPicker } from '../../../../components/form-schema';
import { instanceApi, taskApi, type TaskAction } from '../../shared/api';

/** The actions a task can take here: the task routes plus 终止, which ends the whole instance. */
export type DetailAction = TaskAction | 'terminate';

interface Values {
  comment?: string;
  ossIds?: string;
  targetElementId?: string;
  userId?: number;
  userIds?: number[];
  childTaskIds?: number[];
}

const COMMENT_REQUIRED: readonly DetailAction[] = ['reject', 'return', 'terminate'];

/** Builds the route body of an action from the dialog's values. */
export function actionBody(action: DetailAction, taskId: number, values: Values) {
  const base = {
    taskId,
    comment: values.comment?.trim() || null,
    ossIds: values.ossIds ? values.ossIds.split(',') : [],
    variables: {},
  };
  switch (action) {
    case 'return':
      return { ...base, targetElementId: values.targetElementId! };
    case 'delegate':
    case 'transfer':
      return { ...base, userId: values.userId! };
    case 'addSign':
    case 'cc':
      return { ...base, userIds: values.userIds ?? [] };
    case 'reduceSign':
      return { ...base, childTaskIds: values.childTaskIds ?? [] };
    default:
      return base;
  }
}

/** One dialog for every action: comment and attachments, plus what the action needs (target, users). */
export function ActionDialog({
  action,
  taskId,
  detail,
  onClose,
  onDone,
}: {
  action: DetailAction | null;
  taskId: number;
  detail: WfInstanceDetail;
  onClose: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const targets = useQuery({
    queryKey: ['workflow/task/returnTargets', taskId],
    queryFn: async () => (await taskApi.returnTargets(taskId)).data,
    enabled: action === 'return',
  });
  const kit = useModalForm<Values>({
    open: action !== null,
    target: action,
    save: (values) => {
      if (action === 'terminate')
        return instanceApi.terminate(detail.instance.instanceId, { comment: values.comment?.trim() || null });
      const body = actionBody(action!, taskId, values);
      return taskApi.act(action!, body as never);
    },
    onSaved: onDone,
    onClose,
  });
  const required = action !== null && COMMENT_REQUIRED.includes(action);
  const others = detail.openTasks.filter((task) => task.taskId !== taskId);

  return (
    <ModalForm
      kit={kit}
      title={action ? t(`workflow.${action}`) : ''}
      testId="wf-action-form"
      formProps={{ name: 'wfAction' }}
    >
      {action === 'return' && (
        <Form.Item
          name="targetElementId"
          label={t('workflow.returnTarget')}
          rules={[{ required: true, message: hintOf('select', t('workflow.returnTarget')) }]}
        >
          <Select
            loading={targets.isFetching}
            options={(targets.data ?? []).map((target) => ({ value: target.elementId, label: target.name }))}
          />
        </Form.Item>
      )}
      {(action === 'delegate' || action === 'transfer') && (
        <Form.Item
          name="userId"
          label={t('workflow.targetUser')}
          rules={[{ required: true, message: hintOf('select', t('workflow.targetUser')) }]}
        >
          <UserPicker />
        </Form.Item>
      )}
      {(action === 'addSign' || action === 'cc') && (
        <Form.Item
          name="userIds"
          label={t('workflow.targetUsers')}
          rules={[{ required: true, message: hintOf('select', t('workflow.targetUsers')) }]}
        >
          <UserPicker multiple />
        </Form.Item>
      )}
      {action === 'reduceSign' && (
        <Form.Item
          name="childTaskIds"
          label={t('workflow.childTasks')}
          rules={[{ required: true, message: hintOf('select', t('workflow.childTasks')) }]}
        >
          <Select
            mode="multiple"
            options={others.map((task) => ({
              value: task.taskId,
              label: `${task.taskName}（${task.assigneeName ?? task.candidateNames.join('、')}）`,
            }))}
          />
        </Form.Item>
      )}
      <Form.Item
        name="comment"
        label={t('workflow.comment')}
        rules={[
          { required, whitespace: true, message: hintOf('input', t('workflow.comment')) },
          { max: 1000 },
        ]}
      >
        <Input.TextArea rows={3} placeholder={hintOf('input', t('workflow.comment'))} />
      </Form.Item>
      {action !== 'terminate' && (
        <Form.Item name="ossIds" label={t('workflow.attachments')}>
          <OssUpload maxCount={20} />
        </Form.Item>
      )}
    </ModalForm>
  );
}
