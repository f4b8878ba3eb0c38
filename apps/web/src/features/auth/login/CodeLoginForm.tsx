import { useState } from 'react';
import { Alert, Button, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { DEFAULT_TENANT_ID } from '@zcps/contracts';
import { useUserStore } from '../../../stores/user-store';
import { feedback } from '../../../lib/feedback';
import { loginByCode, sendCode, type CaptchaPass } from '../api';
import { CaptchaField, useCaptchaProbe } from './CaptchaField';
import { readRemembered } from './remember';
import { CodeRow, TargetField } from './code-fields';

interface CodeValues {
  target: string;
  captcha?: CaptchaPass;
  code: string;
}

/** SMS (grant type sms) or email (grant type email) sign-in: the captcha guards sending the code. */
export function CodeLoginForm({ channel, redirect }: { channel: 'sms' | 'email'; redirect: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const loginWith = useUserStore((s) => s.loginWith);
  const [form] = Form.useForm<CodeValues>();
  const captcha = useCaptchaProbe();
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const tenantId = readRemembered()?.tenantId ?? DEFAULT_TENANT_ID;
  const sms = channel === 'sms';

  const send = async () => {
    setError(null);
    const values = await form.validateFields(captcha.enabled ? ['target', 'captcha'] : ['target']);
    const target = values.target.trim();
    const pass = values.captcha;
    // The ticket is used up by the request, whatever its outcome.
    form.setFieldValue('captcha', undefined);
    const { data } = await sendCode({
      tenantId,
      channel,
      purpose: 'login',
      ...(sms ? { phonenumber: target } : { email: target }),
      uuid: pass?.uuid,
      code: pass?.ticket,
    });
    feedback().message.success(t('codeLogin.sent'));
    return data.resendAfter;
  };

  const onFinish = async (values: CodeValues) => {
    setError(null);
    setSubmitting(true);
    try {
      const target = values.target.trim();
      await loginWith(() =>
        loginByCode(
          sms
            ? { tenantId, grantType: 'sms', phonenumber: target, smsCode: values.code.trim() }
            : { tenantId, grantType: 'email', email: target, emailCode: values.code.trim() },
        ),
      );
      navigate(redirect, { replace: true });
    } catch (e) {
      setError(e instanceof Error && e.message ? e.message : t('login.failed'));
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Form<CodeValues>
      form={form}
      layout="vertical"
      requiredMark={false}
      onFinish={onFinish}
      data-testid={`login-${channel}-form`}
    >
      {error && (
        <Alert type="error" showIcon title={error} className="zcps-login-error" data-testid="login-error" />
      )}
      <TargetField sms={sms} testId="login-target" />
      {captcha.enabled && <CaptchaField first={captcha.first} />}
      <CodeRow name="code" testId="login-code" onSend={send} onError={setError} />
      <Button
        type="primary"
        htmlType="submit"
        size="large"
        block
        loading={submitting}
        data-testid="login-submit"
      >
        {submitting ? t('login.submitting') : t('login.submit')}
      </Button>
    </Form>
  );
}
