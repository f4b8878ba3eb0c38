import { useEffect, useState } from 'react';
import { Form, Input, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AttachmentVo } from '@zcps/contracts';
import { attachmentApi } from './api';

export type CheckVerdict = 'approve' | 'return' | 'reject';
export interface CheckTarget {
  rows: AttachmentVo[];
  action: CheckVerdict;
}

/** The office's verdict on the chosen attachments; returning and rejecting need a remark (the server agrees). */
export function CheckDialog({
  target,
  onClose,
  onDone,
}: {
  target: CheckTarget | null;
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
    const { checkRemark } = values;
    setSaving(true);
    try {
      await attachmentApi.check({
        recordIds: target.rows.map((r) => r.recordId),
        action: target.action,
        checkRemark: checkRemark?.trim() || undefined,
      });
      onDone();
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open={!!target}
      title={target ? t('attachment.checkTitle', { action: t(`attachment.${target.action}`) }) : ''}
      onCancel={onClose}
      onOk={() => void submit()}
      confirmLoading={saving}
      okButtonProps={{ danger: target?.action === 'reject' }}
      destroyOnHidden
      forceRender
    >
      <Typography.Paragraph type="secondary">
        {t('attachment.checkCount', { count: target?.rows.length ?? 0 })}:{' '}
        {target?.rows.map((r) => r.fileName).join('、')}
      </Typography.Paragraph>
      <Form form={form} layout="vertical" data-testid="attachment-check-form">
        <Form.Item
          name="checkRemark"
          label={t('attachment.checkRemark')}
          rules={[
            { required: needsRemark, whitespace: true, message: t('attachment.remarkRequired') },
            { max: 500 },
          ]}
        >
          <Input.TextArea rows={3} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
