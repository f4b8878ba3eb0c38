import { useState } from 'react';
import { Form, Input, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useUserStore } from '../../stores/user-store';
import { canHashLocally, lockHash, useLockStore } from './lock-store';

interface LockForm {
  password?: string;
  confirm?: string;
}

/** Asks for an optional lock password; without one, the account password unlocks. */
export function LockDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<LockForm>();
  const [busy, setBusy] = useState(false);
  const lock = useLockStore((s) => s.lock);
  const userName = useUserStore((s) => s.userName);
  const local = canHashLocally();

  const submit = async ({ password }: LockForm) => {
    setBusy(true);
    try {
      lock(password && local ? await lockHash(userName, password) : undefined);
      form.resetFields();
      onClose();
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open={open}
      title={t('lock.title')}
      okText={t('lock.lockNow')}
      cancelText={t('common.cancel')}
      confirmLoading={busy}
      onOk={() => form.submit()}
      onCancel={onClose}
      width={420}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">{t('lock.hint')}</Typography.Paragraph>
      <Form form={form} layout="vertical" onFinish={(values) => void submit(values)}>
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
      </Form>
    </Modal>
  );
}
