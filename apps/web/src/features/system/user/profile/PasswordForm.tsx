import { Button, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { useUserStore } from '../../../../stores/user-store';

interface PasswordValues {
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
}

export function PasswordForm({
  onSave,
}: {
  onSave: (body: { oldPassword: string; newPassword: string }) => Promise<boolean>;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<PasswordValues>();
  const passwordLength = useUserStore((s) => s.passwordLength);
  const lengthRule = { ...passwordLength, message: t('profile.passwordLength', passwordLength) };
  const submit = async ({ oldPassword, newPassword }: PasswordValues) => {
    if (await onSave({ oldPassword, newPassword })) form.resetFields();
  };
  return (
    <Form
      form={form}
      labelCol={{ flex: '100px' }}
      onFinish={(values) => void submit(values)}
      data-testid="profile-password-form"
    >
      <Form.Item
        name="oldPassword"
        label={t('profile.oldPassword')}
        rules={[{ required: true, message: t('profile.oldPasswordRequired') }]}
      >
        <Input.Password placeholder={t('profile.oldPasswordPlaceholder')} autoComplete="current-password" />
      </Form.Item>
      <Form.Item
        name="newPassword"
        label={t('profile.newPassword')}
        rules={[{ required: true, message: t('profile.newPasswordRequired') }, lengthRule]}
      >
        <Input.Password placeholder={t('profile.newPasswordPlaceholder')} autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        name="confirmPassword"
        label={t('profile.confirmPassword')}
        dependencies={['newPassword']}
        rules={[
          { required: true, message: t('profile.confirmPasswordRequired') },
          ({ getFieldValue }) => ({
            validator: (_, value: string | undefined) =>
              !value || value === getFieldValue('newPassword')
                ? Promise.resolve()
                : Promise.reject(new Error(t('profile.passwordMismatch'))),
          }),
        ]}
      >
        <Input.Password placeholder={t('profile.confirmPasswordPlaceholder')} autoComplete="new-password" />
      </Form.Item>
      <Form.Item label=" " colon={false}>
        <Button type="primary" htmlType="submit">
          {t('profile.save')}
        </Button>
      </Form.Item>
    </Form>
  );
}
