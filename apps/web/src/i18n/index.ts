import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, parseLanguage, StorageKeys, type Language } from '@zcps/contracts';
import { enUS } from './en_US';
import { zhCN } from './zh_CN';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof zhCN };
  }
}

export function getStoredLanguage(): Language {
  try {
    return parseLanguage(localStorage.getItem(StorageKeys.LANGUAGE));
  } catch {
    return DEFAULT_LANGUAGE;
  }
}

export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources: { zh_CN: { translation: zhCN }, en_US: { translation: enUS } },
  lng: getStoredLanguage(),
  fallbackLng: DEFAULT_LANGUAGE,
  load: 'currentOnly',
  initAsync: false,
  interpolation: { escapeValue: false },
  returnNull: false,
});

export function storeLanguage(lang: Language): void {
  localStorage.setItem(StorageKeys.LANGUAGE, lang);
  document.documentElement.lang = lang === 'en_US' ? 'en' : 'zh-CN';
  void i18n.changeLanguage(lang);
}
