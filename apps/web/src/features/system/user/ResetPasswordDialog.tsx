import { useState } from 'react';
import { Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import type { UserListVo } from '@zcps/contracts';
import { useUserStore } from '../../../stores/user-store';
import { feedback } from '../../../lib/feedback';
import { userApi } from './api';

/** Sets a user's password (sent encrypted); the server ends that user's sessions. */
export function ResetPasswordDialog({ user, onClose }: { user: UserListVo | null; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ password: string }>();
  const [saving, setSaving] = useState(false);
  const passwordLength = useUserStore((s) => s.passwordLength);

  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values || !user) return;
    setSaving(true);
    try {
      await userApi.resetPassword({ userId: user.userId, password: values.password });
      feedback().message.success(t('userAdmin.resetOk'));
      onClose();
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open={user !== null}
      title={t('userAdmin.resetPwdTitle')}
      confirmLoading={saving}
      onOk={() => void submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" preserve={false}>
        <Form.Item
          label={t('userAdmin.resetPwdHint', { name: user?.userName ?? '' })}
          name="password"
          rules={[
            { required: true, message: t('userAdmin.required', { field: t('userAdmin.password') }) },
            { ...passwordLength, message: t('userAdmin.passwordLength', passwordLength) },
          ]}
        >
          <Input.Password maxLength={passwordLength.max} autoComplete="new-password" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
