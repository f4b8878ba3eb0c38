import { useEffect, useState } from 'react';
import { Form, Input, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { RecordCheckBody } from '@zcps/contracts';

export type Verdict = RecordCheckBody['action'];
export interface CheckTarget {
  ids: number[];
  action: Verdict;
}

/** The checker's verdict on the chosen records; returning and rejecting need a remark (the server agrees). */
export function CheckDialog({
  target,
  onCheck,
  onClose,
  onDone,
}: {
  target: CheckTarget | null;
  onCheck: (body: RecordCheckBody) => Promise<unknown>;
  onClose: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ checkRemark?: string }>();
  const [saving, setSaving] = useState(false);
  const needsRemark = target?.action !== 'approve';

  useEffect(() => {
    if (target) form.resetFields();
  }, [target, form]);

  const submit = async () => {
    if (!target) return;
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    setSaving(true);
    try {
      await onCheck({
        recordIds: target.ids,
        action: target.action,
        checkRemark: values.checkRemark?.trim() || undefined,
      });
      onDone();
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open={!!target}
      title={target ? t('record.checkTitle', { action: t(`record.${target.action}`) }) : ''}
      onCancel={onClose}
      onOk={() => void submit()}
      confirmLoading={saving}
      okButtonProps={{ danger: target?.action === 'reject' }}
      destroyOnHidden
      forceRender
    >
      <Typography.Paragraph type="secondary">
        {t('record.checkCount', { count: target?.ids.length ?? 0 })}
      </Typography.Paragraph>
      <Form form={form} layout="vertical" data-testid="record-check-form">
        <Form.Item
          name="checkRemark"
          label={t('record.checkRemark')}
          rules={[
            { required: needsRemark, whitespace: true, message: t('record.remarkRequired') },
            { max: 500 },
          ]}
        >
          <Input.TextArea rows={3} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
