import { lazy, Suspense, useCallback, useEffect, useLayoutEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { safeRedirect } from '../../../lib/guard';
import { Logo } from '../../../components/Logo';
import { SESSION_EXPIRED_FLAG } from '../../../lib/session';
import { AuthShell } from '../AuthShell';
import { LoginForm } from './LoginForm';
import { LoginAlert } from './LoginAlert';
import { prerenderedMethod, releasePrerender, takePrerenderedMethod } from './prerender-takeover';

// Sign-in by code is a second choice: its form loads when its tab is opened.
const CodeLoginForm = lazy(() => import('./CodeLoginForm').then((m) => ({ default: m.CodeLoginForm })));
// The QR panel and its generator load when the QR tab is opened.
const QrLogin = lazy(() => import('../qrcode/QrLogin').then((m) => ({ default: m.QrLogin })));

const METHODS = ['password', 'sms', 'email'] as const;
type Method = (typeof METHODS)[number] | 'qrcode';
const isMethod = (value: string | undefined): value is Method =>
  value === 'qrcode' || (METHODS as readonly string[]).includes(value ?? '');

export function LoginPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const redirect = safeRedirect(params.get('redirect'));
  const [expired] = useState(() => sessionStorage.getItem(SESSION_EXPIRED_FLAG) === '1');
  // A tab clicked on the prerendered page before React came is where the page opens.
  const [method, setMethod] = useState<Method>(() => {
    const chosen = prerenderedMethod();
    return isMethod(chosen) ? chosen : 'password';
  });
  const navigate = useNavigate();
  const signedIn = useCallback(() => navigate(redirect, { replace: true }), [navigate, redirect]);

  useEffect(() => {
    sessionStorage.removeItem(SESSION_EXPIRED_FLAG);
  }, []);
  // LoginForm takes the prerendered copy over; opened on another tab, the copy just goes. A tab clicked on the
  // copy while React was rendering is opened now, before the paint.
  useLayoutEffect(() => {
    releasePrerender();
    const chosen = takePrerenderedMethod();
    if (isMethod(chosen)) setMethod(chosen);
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
          <LoginAlert
            type="warning"
            showIcon
            title={t('login.sessionExpired')}
            className="zcps-login-error"
          />
        )}
        <div className="zcps-login-tabs" role="tablist" aria-label={t('loginTabs.label')}>
          {METHODS.map((m) => (
            <button
              key={m}
              type="button"
              role="tab"
              aria-selected={method === m}
              onClick={() => setMethod(m)}
              data-testid={`login-tab-${m}`}
            >
              {t(`loginTabs.${m}`)}
            </button>
          ))}
          <button
            type="button"
            role="tab"
            aria-selected={method === 'qrcode'}
            onClick={() => setMethod('qrcode')}
            data-testid="login-tab-qrcode"
          >
            {t('qrLogin.tab')}
          </button>
        </div>
        {method === 'password' ? (
          <LoginForm redirect={redirect} />
        ) : method === 'qrcode' ? (
          <Suspense fallback={<div className="zcps-spinner" aria-hidden="true" />}>
            <QrLogin onSignedIn={signedIn} />
          </Suspense>
        ) : (
          <Suspense fallback={<div className="zcps-spinner" aria-hidden="true" />}>
            <CodeLoginForm key={method} channel={method} redirect={redirect} />
          </Suspense>
        )}
        <div className="zcps-login-links">
          <Link to="/registerStaff" data-testid="link-register-staff">
            {t('login.registerStaff')}
          </Link>
          <Link to="/registerCompany" data-testid="link-register-company">
            {t('login.registerCompany')}
          </Link>
        </div>
      </section>
    </AuthShell>
  );
}
