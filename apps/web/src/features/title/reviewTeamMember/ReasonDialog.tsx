import { useEffect } from 'react';
import { Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';

/** Asks for the reason a member change needs (logged with it); sends nothing without one. */
export function ReasonDialog({
  title,
  open,
  onClose,
  onSubmit,
}: {
  title: string;
  open: boolean;
  onClose: () => void;
  onSubmit: (reason: string) => Promise<void>;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ reason: string }>();
  useEffect(() => {
    if (open) form.resetFields();
  }, [open, form]);
  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    await onSubmit(values.reason.trim());
  };
  return (
    <Modal open={open} title={title} onCancel={onClose} onOk={() => void submit()} destroyOnHidden>
      <Form form={form} layout="vertical" data-testid="reason-form">
        <Form.Item
          label={t('reviewTeam.reason')}
          name="reason"
          rules={[
            { required: true, whitespace: true, message: t('reviewTeam.reasonRequired') },
            { max: 500 },
          ]}
        >
          <Input.TextArea rows={3} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
