import { useState } from 'react';
import { Alert, Button, Form, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { DEFAULT_TENANT_ID } from '@zcps/contracts';
import { feedback } from '../../../lib/feedback';
import { resetPassword, sendCode, type CaptchaPass } from '../api';
import { CaptchaField, useCaptchaProbe } from '../login/CaptchaField';
import { readRemembered } from '../login/remember';
import { RegisterCard } from '../register/RegisterCard';
import { usePublicPasswordLength } from '../register/use-register';
import { CodeRow, PasswordPair, TargetField } from '../login/code-fields';

interface ForgetValues {
  channel: 'sms' | 'email';
  target: string;
  captcha?: CaptchaPass;
  smsCode: string;
  password: string;
  confirmPassword: string;
}

/** /forgetPassword: a code by SMS or email to the account's mobile or address sets a new password. */
export function ForgetPasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [form] = Form.useForm<ForgetValues>();
  const captcha = useCaptchaProbe();
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const channel = Form.useWatch('channel', form) ?? 'sms';
  const sms = channel === 'sms';
  const tenantId = readRemembered()?.tenantId ?? DEFAULT_TENANT_ID;
  const passwordLength = usePublicPasswordLength(tenantId);
  const targetOf = (target: string) => (sms ? { phonenumber: target.trim() } : { email: target.trim() });

  const send = async () => {
    setError(null);
    const values = await form.validateFields(captcha.enabled ? ['target', 'captcha'] : ['target']);
    form.setFieldValue('captcha', undefined);
    const { data } = await sendCode({
      tenantId,
      channel,
      purpose: 'reset',
      ...targetOf(values.target),
      uuid: values.captcha?.uuid,
      code: values.captcha?.ticket,
    });
    feedback().message.success(t('codeLogin.sent'));
    return data.resendAfter;
  };

  const onFinish = async (values: ForgetValues) => {
    setError(null);
    setSubmitting(true);
    try {
      await resetPassword({
        tenantId,
        channel,
        ...targetOf(values.target),
        smsCode: values.smsCode.trim(),
        password: values.password,
        confirmPassword: values.confirmPassword,
      });
      feedback().message.success(t('forget.ok'));
      navigate('/login', { replace: true });
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <RegisterCard title={t('forget.title')} testId="forget-password">
      <Form<ForgetValues>
        form={form}
        layout="vertical"
        requiredMark={false}
        initialValues={{ channel: 'sms' }}
        onFinish={onFinish}
        data-testid="forget-form"
      >
        {error && (
          <Alert
            type="error"
            showIcon
            title={error}
            className="zcps-login-error"
            data-testid="forget-error"
          />
        )}
        <Form.Item name="channel" label={t('forget.channel')}>
          <Radio.Group
            optionType="button"
            buttonStyle="solid"
            onChange={() => form.setFieldValue('target', '')}
            options={[
              { value: 'sms', label: t('forget.bySms') },
              { value: 'email', label: t('forget.byEmail') },
            ]}
            data-testid="forget-channel"
          />
        </Form.Item>
        <TargetField sms={sms} testId="forget-target" />
        {captcha.enabled && <CaptchaField first={captcha.first} />}
        <CodeRow name="smsCode" testId="forget-code" onSend={send} onError={setError} />
        <PasswordPair
          names={['password', 'confirmPassword']}
          texts={[t('forget.newPassword'), t('forcePassword.confirmPassword')]}
          testIds={['forget-password-input', 'forget-confirm']}
          length={passwordLength}
          placeholders
          large
        />
        <Button
          type="primary"
          htmlType="submit"
          size="large"
          block
          loading={submitting}
          data-testid="forget-submit"
        >
          {t('forget.submit')}
        </Button>
      </Form>
    </RegisterCard>
  );
}
