import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { DEFAULT_TENANT_ID } from '@zcps/contracts';
import { Logo } from '../../../components/Logo';
import { getToken } from '../../../lib/auth-token';
import { AuthShell } from '../AuthShell';
import { readState, socialBind, socialSignIn, type SocialCallback } from './api';

/**
 * /social-callback: where the provider sends the browser back. Signed in, it completes a binding started in
 * the personal centre; otherwise it signs in with the bound account.
 */
export function SocialCallbackPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const binding = !!getToken();
  const [error, setError] = useState<string | null>(null);
  const started = useRef(false);

  useEffect(() => {
    // Codes are single use: React's development double effect must not post twice.
    if (started.current) return;
    started.current = true;
    const denied = params.get('error');
    const code = params.get('code');
    const state = params.get('state');
    if (denied)
      return setError(t('socialLogin.providerDenied', { error: params.get('error_description') ?? denied }));
    if (!code || !state) return setError(t('socialLogin.missing'));
    const fromState = readState(state);
    const callback: SocialCallback = {
      source: params.get('source') ?? fromState.source ?? '',
      socialCode: code,
      socialState: state,
      ...(params.get('iss') ? { iss: params.get('iss')! } : {}),
    };
    const run = binding
      ? socialBind(callback).then(() => navigate('/user/profile?tab=social', { replace: true }))
      : socialSignIn(callback, fromState.tenantId ?? DEFAULT_TENANT_ID).then(() =>
          navigate('/index', { replace: true }),
        );
    run.catch((e: unknown) =>
      setError(e instanceof Error && e.message ? e.message : t('socialLogin.failed')),
    );
  }, [params, binding, navigate, t]);

  return (
    <AuthShell>
      <section className="zcps-auth-card" data-testid="social-callback">
        <header className="zcps-auth-brand">
          <Logo size={52} className="zcps-auth-logo" />
          <h1 className="zcps-auth-title">{t('common.appTitle')}</h1>
        </header>
        {error ? (
          <>
            <Alert type="error" showIcon title={error} data-testid="social-callback-error" />
            <Button type="primary" block style={{ marginTop: 16 }}>
              <Link to={binding ? '/user/profile' : '/login'}>
                {t(binding ? 'socialLogin.toProfile' : 'socialLogin.back')}
              </Link>
            </Button>
          </>
        ) : (
          <Spin tip={t(binding ? 'socialLogin.binding' : 'socialLogin.signingIn')}>
            <div style={{ height: 80 }} />
          </Spin>
        )}
      </section>
    </AuthShell>
  );
}
