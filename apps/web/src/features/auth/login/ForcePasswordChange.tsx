import { useState } from 'react';
import { Alert, Button, Form, Input } from 'antd';
import { LockOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useUserStore } from '../../../stores/user-store';
import { ModalForm, useModalForm } from '../../../components/form';
import { feedback } from '../../../lib/feedback';
import { updatePassword } from '../../system/user/profile/api';
import { PasswordPair } from './code-fields';

interface ChangeValues {
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
}

/**
 * sys.account.initPasswordModify: a user signed in with a password someone else gave them changes it before
 * anything else. The dialog cannot be dismissed; logging out is the only other way.
 */
export function ForcePasswordChange() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const required = useUserStore((s) => s.passwordChangeRequired);
  const changed = useUserStore((s) => s.passwordChanged);
  const passwordLength = useUserStore((s) => s.passwordLength);
  const logout = useUserStore((s) => s.logout);
  const [error, setError] = useState<string | null>(null);
  // The dialog closes itself once the store says the password is changed; a refusal shows in the dialog.
  const kit = useModalForm<ChangeValues>({
    open: required,
    save: async ({ oldPassword, newPassword }) => {
      setError(null);
      try {
        await updatePassword({ oldPassword, newPassword });
        changed();
        feedback().message.success(t('forcePassword.ok'));
      } catch (e) {
        setError(e instanceof Error ? e.message : String(e));
        return false;
      }
    },
    onSaved: () => {},
    onClose: () => {},
  });
  if (!required) return null;
  // Hand-written, not rulesFrom(updatePasswordSchema): the shell's chunk keeps clear of zod, and the new
  // password's lengths are the tenant's policy (PasswordPair).
  const rule = { required: true, message: t('validation.required') };

  return (
    <ModalForm
      kit={kit}
      title={t('forcePassword.title')}
      closable={false}
      mask={{ closable: false }}
      keyboard={false}
      footer={null}
      width={420}
      header={<p style={{ color: '#595959' }}>{t('forcePassword.desc')}</p>}
      formProps={{ onFinish: () => void kit.submit() }}
    >
      {error && (
        <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} data-testid="force-error" />
      )}
      <Form.Item name="oldPassword" label={t('forcePassword.oldPassword')} rules={[rule]}>
        <Input.Password prefix={<LockOutlined />} autoComplete="current-password" data-testid="force-old" />
      </Form.Item>
      <PasswordPair
        names={['newPassword', 'confirmPassword']}
        texts={[t('forcePassword.newPassword'), t('forcePassword.confirmPassword')]}
        testIds={['force-new', 'force-confirm']}
        length={passwordLength}
      />
      <div style={{ display: 'flex', gap: 12, justifyContent: 'flex-end' }}>
        <Button
          onClick={() => {
            void logout().then(() => navigate('/login', { replace: true }));
          }}
        >
          {t('forcePassword.logout')}
        </Button>
        <Button type="primary" htmlType="submit" loading={kit.saving} data-testid="force-submit">
          {t('forcePassword.submit')}
        </Button>
      </div>
    </ModalForm>
  );
}
