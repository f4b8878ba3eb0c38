import { Form, Input, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useUserStore } from '../../stores/user-store';
import { ModalForm, useModalForm } from '../../components/form';
import { canHashLocally, lockHash, useLockStore } from './lock-store';

interface LockForm {
  password?: string;
  confirm?: string;
}

/** Asks for an optional lock password; without one, the account password unlocks. */
export function LockDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const lock = useLockStore((s) => s.lock);
  const userName = useUserStore((s) => s.userName);
  const local = canHashLocally();
  const kit = useModalForm<LockForm>({
    open,
    save: async ({ password }) => {
      lock(password && local ? await lockHash(userName, password) : undefined);
    },
    onSaved: onClose,
    onClose,
  });

  return (
    <ModalForm
      kit={kit}
      title={t('lock.title')}
      okText={t('lock.lockNow')}
      cancelText={t('common.cancel')}
      width={420}
      forceRender={false}
      header={<Typography.Paragraph type="secondary">{t('lock.hint')}</Typography.Paragraph>}
    >
      {local && (
        <>
          <Form.Item name="password" label={t('lock.lockPassword')} rules={[{ max: 20 }]}>
            <Input.Password autoComplete="new-password" placeholder={t('lock.optional')} />
          </Form.Item>
          <Form.Item
            name="confirm"
            label={t('lock.confirmPassword')}
            dependencies={['password']}
            rules={[
              ({ getFieldValue }) => ({
                validator: (_, value) =>
                  (getFieldValue('password') ?? '') === (value ?? '')
                    ? Promise.resolve()
                    : Promise.reject(new Error(t('profile.passwordMismatch'))),
              }),
            ]}
          >
            <Input.Password autoComplete="new-password" />
          </Form.Item>
        </>
      )}
    </ModalForm>
  );
}
