import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import type { UserListVo } from '@zcps/contracts';
import { useUserStore } from '../../../stores/user-store';
import { ModalForm, useModalForm } from '../../../components/form';
import { feedback } from '../../../lib/feedback';
import { userApi } from './api';

/** Sets a user's password (sent encrypted); the server ends that user's sessions. */
export function ResetPasswordDialog({ user, onClose }: { user: UserListVo | null; onClose: () => void }) {
  const { t } = useTranslation();
  const passwordLength = useUserStore((s) => s.passwordLength);
  const kit = useModalForm<{ password: string }>({
    open: user !== null,
    target: user,
    save: async ({ password }) => {
      if (!user) return false;
      await userApi.resetPassword({ userId: user.userId, password });
      feedback().message.success(t('userAdmin.resetOk'));
    },
    onSaved: onClose,
    onClose,
  });

  return (
    <ModalForm
      kit={kit}
      title={t('userAdmin.resetPwdTitle')}
      forceRender={false}
      formProps={{ preserve: false }}
    >
      <Form.Item
        label={t('userAdmin.resetPwdHint', { name: user?.userName ?? '' })}
        name="password"
        rules={[
          // The lengths are the tenant's policy (getInfo), not resetPasswordSchema's.
          { required: true, message: t('userAdmin.required', { field: t('userAdmin.password') }) },
          { ...passwordLength, message: t('userAdmin.passwordLength', passwordLength) },
        ]}
      >
        <Input.Password maxLength={passwordLength.max} autoComplete="new-password" />
      </Form.Item>
    </ModalForm>
  );
}
