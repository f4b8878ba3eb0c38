import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageToggle } from '../../components/LanguageToggle';
import './auth.css';

/** Background, language switch and footer shared by the login and other public pages. */
export function AuthShell({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="zcps-auth">
      <div className="zcps-auth-toolbar">
        <LanguageToggle className="zcps-auth-lang" />
      </div>
      <main className="zcps-auth-main">{children}</main>
      <footer className="zcps-auth-footer">
        {t('common.copyright', { year: new Date().getFullYear() })}
      </footer>
    </div>
  );
}
