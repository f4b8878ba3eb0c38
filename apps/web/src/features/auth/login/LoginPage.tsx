import { useEffect, useState } from 'react';
import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { safeRedirect } from '../../../app/guard';
import { Logo } from '../../../components/Logo';
import { SESSION_EXPIRED_FLAG } from '../../../lib/session';
import { AuthShell } from '../AuthShell';
import { LoginForm } from './LoginForm';

export function LoginPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const redirect = safeRedirect(params.get('redirect'));
  const [expired] = useState(() => sessionStorage.getItem(SESSION_EXPIRED_FLAG) === '1');

  useEffect(() => {
    sessionStorage.removeItem(SESSION_EXPIRED_FLAG);
  }, []);

  return (
    <AuthShell>
      <section className="zcps-auth-card" aria-labelledby="login-title" data-testid="login-page">
        <header className="zcps-auth-brand">
          <Logo size={52} className="zcps-auth-logo" />
          <h1 id="login-title" className="zcps-auth-title">
            {t('common.appTitle')}
          </h1>
          <div className="zcps-auth-subtitle">{t('login.subtitle')}</div>
        </header>
        {expired && (
          <Alert type="warning" showIcon title={t('login.sessionExpired')} className="zcps-login-error" />
        )}
        <LoginForm redirect={redirect} />
      </section>
    </AuthShell>
  );
}
