import { useTranslation } from 'react-i18next';
import type { Language } from '@zcps/contracts';
import { LANGUAGE_LABELS, useLanguageChoice } from './use-language-choice';

/** Language choice for the public pages: two plain buttons, no menu component to download before sign-in. */
export function LanguageToggle({ className }: { className?: string }) {
  const { t } = useTranslation();
  const { current, choose } = useLanguageChoice();
  return (
    <div className={`zcps-lang-toggle ${className ?? ''}`} role="group" aria-label={t('nav.switchLanguage')}>
      {(Object.keys(LANGUAGE_LABELS) as Language[]).map((lang) => (
        <button
          key={lang}
          type="button"
          aria-pressed={lang === current}
          onClick={() => void choose(lang)}
          data-testid={`language-${lang}`}
        >
          {LANGUAGE_LABELS[lang]}
        </button>
      ))}
    </div>
  );
}
