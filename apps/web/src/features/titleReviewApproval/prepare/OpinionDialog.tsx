import { useEffect, useState } from 'react';
import { Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';

/** The opinion of a pass (optional) or a rejection (required) of the eligibility check. */
export function OpinionDialog({
  open,
  title,
  required,
  onClose,
  onConfirm,
}: {
  open: boolean;
  title: string;
  required: boolean;
  onClose: () => void;
  onConfirm: (opinion: string | null) => Promise<void>;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ opinion?: string }>();
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    if (open) form.resetFields();
  }, [open, form]);

  const submit = async () => {
    const checked = await form.validateFields().catch(() => null);
    if (!checked) return;
    setSaving(true);
    try {
      await onConfirm(checked.opinion?.trim() || null);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open={open}
      title={title}
      onCancel={onClose}
      onOk={() => void submit()}
      confirmLoading={saving}
      destroyOnHidden
      forceRender
    >
      <Form form={form} layout="vertical">
        <Form.Item
          name="opinion"
          label={t('reviewPrepare.opinion')}
          rules={[{ required, whitespace: required, max: 2000 }]}
        >
          <Input.TextArea rows={4} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
