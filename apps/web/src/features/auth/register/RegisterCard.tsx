import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Logo } from '../../../components/Logo';
import { AuthShell } from '../AuthShell';

interface RegisterCardProps {
  title: string;
  testId: string;
  /** The other kind of registration, linked under the form. */
  other?: { to: string; label: string };
  children: ReactNode;
}

/** The public pages' card with the product title, the page's title and the way back to sign in. */
export function RegisterCard({ title, testId, other, children }: RegisterCardProps) {
  const { t } = useTranslation();
  return (
    <AuthShell>
      <section className="zcps-auth-card zcps-auth-card-wide" aria-label={title} data-testid={testId}>
        <header className="zcps-auth-brand zcps-auth-brand-compact">
          <Logo size={40} className="zcps-auth-logo" />
          <h1 className="zcps-auth-title">{title}</h1>
          <div className="zcps-auth-subtitle">{t('common.appTitle')}</div>
        </header>
        {children}
        <div className="zcps-login-links">
          <Link to="/login">{t('register.haveAccount')}</Link>
          {other && <Link to={other.to}>{other.label}</Link>}
        </div>
      </section>
    </AuthShell>
  );
}
