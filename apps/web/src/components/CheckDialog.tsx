import { Form, Input, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { recordCheckBodySchema, type RecordCheckBody } from '@zcps/contracts';
import { ModalForm, rulesFrom, useModalForm } from './form';

export type CheckVerdict = RecordCheckBody['action'];
export interface CheckTarget {
  ids: number[];
  action: CheckVerdict;
  /** Named after the count, e.g. the chosen files. */
  names?: string[];
}

/** The screens that check submissions, each with its own texts (title, count, remark label and rule). */
export type CheckTexts = 'record' | 'attachment';

/** The checker's verdict on the chosen items; returning and rejecting need a remark (the server agrees). */
export function CheckDialog({
  target,
  texts,
  testId,
  onCheck,
  onClose,
  onDone,
}: {
  target: CheckTarget | null;
  texts: CheckTexts;
  testId: string;
  onCheck: (body: RecordCheckBody) => Promise<unknown>;
  onClose: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const needsRemark = target?.action !== 'approve';
  const kit = useModalForm<{ checkRemark?: string }>({
    open: !!target,
    target,
    save: async ({ checkRemark }) => {
      if (!target) return;
      await onCheck({
        recordIds: target.ids,
        action: target.action,
        checkRemark: checkRemark?.trim() || undefined,
      });
    },
    onSaved: onDone,
    onClose,
  });

  return (
    <ModalForm
      kit={kit}
      title={target ? t(`${texts}.checkTitle`, { action: t(`${texts}.${target.action}`) }) : ''}
      okButtonProps={{ danger: target?.action === 'reject' }}
      testId={testId}
      header={
        <Typography.Paragraph type="secondary">
          {t(`${texts}.checkCount`, { count: target?.ids.length ?? 0 })}
          {target?.names && <>: {target.names.join('、')}</>}
        </Typography.Paragraph>
      }
    >
      <Form.Item
        name="checkRemark"
        label={t(`${texts}.checkRemark`)}
        rules={[
          { required: needsRemark, whitespace: true, message: t(`${texts}.remarkRequired`) },
          ...rulesFrom(recordCheckBodySchema, 'checkRemark'),
        ]}
      >
        <Input.TextArea rows={3} />
      </Form.Item>
    </ModalForm>
  );
}
