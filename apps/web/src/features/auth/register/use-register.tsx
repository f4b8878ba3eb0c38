import { useState, type ReactNode } from 'react';
import { Alert, Button, Form, Result, type FormInstance } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { DEFAULT_PASSWORD_LENGTH, type PasswordLength } from '@zcps/contracts';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { feedback } from '../../../lib/feedback';
import { fetchRegisterOptions, register, type CaptchaPass } from '../api';
import { CaptchaField, useCaptchaProbe } from '../login/CaptchaField';
import { AccountFields, AgreementField } from './AccountFields';
import { RegisterCard } from './RegisterCard';

/** What the tenant allows to register, and its password lengths (the reset page asks for those too). */
export function useRegisterOptions(tenantId?: string) {
  return useQuery({
    queryKey: ['auth', 'register-options', tenantId ?? ''],
    queryFn: () => fetchRegisterOptions(tenantId),
    select: (r) => r.data,
  });
}

/** The tenant's password lengths, the defaults until the server has answered. */
export function usePublicPasswordLength(tenantId?: string): PasswordLength {
  return useRegisterOptions(tenantId).data?.passwordLength ?? DEFAULT_PASSWORD_LENGTH;
}

/** Sends a registration (encrypted), then back to sign in; a refusal is shown and the captcha drawn again. */
export function useRegisterSubmit<V extends { captcha?: CaptchaPass }>(
  kind: 'staff' | 'company',
  form: FormInstance<V>,
) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const onFinish = async ({ captcha: pass, ...values }: V) => {
    setError(null);
    setSubmitting(true);
    try {
      await register({ registerType: kind, ...values, uuid: pass?.uuid, code: pass?.ticket });
      feedback().message.success(t(kind === 'company' ? 'register.companyOk' : 'register.staffOk'));
      navigate('/login', { replace: true });
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
      form.setFieldValue('captcha' as never, undefined as never);
    } finally {
      setSubmitting(false);
    }
  };
  return { error, setError, submitting, onFinish };
}

export function RegisterClosed({ title, testId, icon }: { title: string; testId: string; icon: ReactNode }) {
  const { t } = useTranslation();
  return (
    <RegisterCard title={title} testId={testId}>
      <Result icon={icon} title={t('register.closed')} subTitle={t('register.closedDesc')} />
    </RegisterCard>
  );
}

export function RegisterError({ error }: { error: string | null }) {
  if (!error) return null;
  return (
    <Alert type="error" showIcon title={error} className="zcps-login-error" data-testid="register-error" />
  );
}

/** What closes every registration form: the account, the captcha, the agreement and the submit button. */
export function RegisterFormTail({ form, submitting }: { form: FormInstance; submitting: boolean }) {
  const { t } = useTranslation();
  const captcha = useCaptchaProbe();
  const agreed = Form.useWatch('agreement', form);
  const passwordLength = usePublicPasswordLength();
  return (
    <>
      <AccountFields passwordLength={passwordLength} />
      {captcha.enabled && <CaptchaField first={captcha.first} />}
      <AgreementField />
      <Button
        type="primary"
        htmlType="submit"
        size="large"
        block
        loading={submitting}
        disabled={!agreed}
        data-testid="register-submit"
      >
        {t('register.submit')}
      </Button>
    </>
  );
}
