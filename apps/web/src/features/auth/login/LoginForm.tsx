import { useEffect, useLayoutEffect, useMemo, useState } from 'react';
import { Button, Checkbox, Form } from 'antd';
// The field alone, not antd's Input compound (TextArea, Search, OTP, Group with Space): the login page's download.
import Input from 'antd/es/input/Input';
import Password from 'antd/es/input/Password';
import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { DEFAULT_TENANT_ID, parseLanguage } from '@zcps/contracts';
import { storeLanguage } from '../../../i18n';
import { useUserStore } from '../../../stores/user-store';
import { fetchTenantList, type CaptchaPass } from '../api';
import { CaptchaField, useCaptchaProbe } from './CaptchaField';
import { readRemembered, saveRemembered } from './remember';
import { restoreFocus, takeOverPrerender } from './prerender-takeover';
import { SocialButtons } from '../social/SocialButtons';
import { TenantField } from './TenantField';
import { LoginAlert, preloadLoginAlert } from './LoginAlert';

interface LoginValues {
  tenantId?: string;
  username: string;
  password: string;
  captcha?: CaptchaPass;
  rememberMe: boolean;
}

export function LoginForm({ redirect }: { redirect: string }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const login = useUserStore((s) => s.login);
  const [form] = Form.useForm<LoginValues>();
  const [remembered] = useState(readRemembered);
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const tenants = useQuery({
    queryKey: ['auth', 'tenants'],
    queryFn: fetchTenantList,
    select: (r) => r.data,
  });
  const captcha = useCaptchaProbe();

  const tenantEnabled = tenants.data?.tenantEnabled === true;
  const tenantOptions = useMemo(() => tenants.data?.voList ?? [], [tenants.data]);
  const captchaEnabled = captcha.enabled;

  // Before the first paint: the prerendered copy of this form goes, and what was typed into it stays.
  useLayoutEffect(() => {
    const typed = takeOverPrerender();
    if (!typed) return;
    form.setFieldsValue({ username: typed.username, password: typed.password, rememberMe: typed.rememberMe });
    // Chosen on the prerendered page after this code had read the stored language: follow it now.
    if (typed.language && typed.language !== parseLanguage(i18n.language)) void storeLanguage(typed.language);
    // After React has written the values (its update runs once this effect returns, still before the paint).
    queueMicrotask(() => {
      restoreFocus(document.querySelector<HTMLElement>('[data-testid="login-form"]'), typed.focus);
      if (typed.submitted) form.submit();
    });
  }, [form, i18n]);

  useEffect(() => {
    const first = tenantOptions[0];
    if (!tenantEnabled || !first) return;
    const current = form.getFieldValue('tenantId') as string | undefined;
    if (!tenantOptions.some((o) => o.tenantId === current)) form.setFieldValue('tenantId', first.tenantId);
  }, [tenantEnabled, tenantOptions, form]);

  const onFinish = async (values: LoginValues) => {
    setError(null);
    preloadLoginAlert();
    setSubmitting(true);
    const tenantId = values.tenantId || DEFAULT_TENANT_ID;
    try {
      await login({
        tenantId,
        username: values.username.trim(),
        password: values.password,
        rememberMe: values.rememberMe,
        code: captchaEnabled ? values.captcha?.ticket : undefined,
        uuid: captchaEnabled ? values.captcha?.uuid : undefined,
      });
      saveRemembered({ username: values.username.trim(), tenantId, rememberMe: values.rememberMe });
      navigate(redirect, { replace: true });
    } catch (e) {
      setError(e instanceof Error && e.message ? e.message : t('login.failed'));
      // The ticket is used up whatever the outcome.
      if (captchaEnabled) form.setFieldValue('captcha', undefined);
    } finally {
      setSubmitting(false);
    }
  };

  const required = { required: true, whitespace: true, message: t('validation.required') };

  return (
    <Form<LoginValues>
      form={form}
      layout="vertical"
      requiredMark={false}
      onFinish={onFinish}
      initialValues={{
        tenantId: remembered?.tenantId ?? DEFAULT_TENANT_ID,
        username: remembered?.username ?? '',
        rememberMe: !!remembered,
      }}
      data-testid="login-form"
    >
      {error && (
        <LoginAlert
          type="error"
          showIcon
          title={error}
          className="zcps-login-error"
          data-testid="login-error"
        />
      )}
      {tenants.isPending && (
        // The tenant picker's place until the server says whether there is one (the prerender has it too).
        <Form.Item>
          <Input size="large" disabled aria-label={t('login.tenant')} />
        </Form.Item>
      )}
      {tenantEnabled && (
        <Form.Item name="tenantId" rules={[required]}>
          <TenantField
            placeholder={t('login.tenantPlaceholder')}
            aria-label={t('login.tenant')}
            tenants={tenantOptions}
            data-testid="login-tenant"
          />
        </Form.Item>
      )}
      <Form.Item name="username" rules={[required]}>
        <Input
          size="large"
          prefix={<UserOutlined />}
          placeholder={t('login.usernamePlaceholder')}
          aria-label={t('login.username')}
          autoComplete="username"
          maxLength={30}
          data-testid="login-username"
        />
      </Form.Item>
      <Form.Item name="password" rules={[{ required: true, message: t('validation.required') }]}>
        <Password
          size="large"
          prefix={<LockOutlined />}
          placeholder={t('login.passwordPlaceholder')}
          aria-label={t('login.password')}
          autoComplete="current-password"
          maxLength={30}
          data-testid="login-password"
        />
      </Form.Item>
      {captchaEnabled && <CaptchaField first={captcha.first} />}
      <div className="zcps-login-extra">
        <Form.Item name="rememberMe" valuePropName="checked" noStyle>
          <Checkbox data-testid="login-remember">{t('login.rememberMe')}</Checkbox>
        </Form.Item>
        <Link to="/forgetPassword">{t('login.forgetPassword')}</Link>
      </div>
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
      <SocialButtons
        tenantId={() => form.getFieldValue('tenantId') || DEFAULT_TENANT_ID}
        onError={setError}
      />
    </Form>
  );
}
