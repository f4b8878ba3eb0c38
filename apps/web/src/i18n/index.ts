import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, parseLanguage, StorageKeys, type Language } from '@zcps/contracts';
import type { Locale } from 'antd/es/locale';
import antdZhCN from 'antd/locale/zh_CN';
import type { LocaleMessages } from './types';
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
  // en_US is fetched when chosen (loadLanguage), so the default language's first screen stays small.
  resources: { zh_CN: { translation: zhCN } },
  lng: getStoredLanguage(),
  fallbackLng: DEFAULT_LANGUAGE,
  load: 'currentOnly',
  initAsync: false,
  interpolation: { escapeValue: false },
  returnNull: false,
});

const loaders: Record<Language, () => Promise<LocaleMessages>> = {
  zh_CN: () => Promise.resolve(zhCN),
  en_US: () => import('./en_US').then((m) => m.enUS),
};

const antdLocales: Partial<Record<Language, Locale>> = { zh_CN: antdZhCN };
const antdLoaders: Record<Language, () => Promise<Locale>> = {
  zh_CN: () => Promise.resolve(antdZhCN),
  en_US: () => import('antd/locale/en_US').then((m) => m.default),
};

/** antd's own texts (pagination, pickers, empty states) for a loaded language; zh_CN until it is. */
export function antdLocaleOf(lang: Language): Locale {
  return antdLocales[lang] ?? antdZhCN;
}

export async function loadLanguage(lang: Language): Promise<void> {
  if (!antdLocales[lang]) antdLocales[lang] = await antdLoaders[lang]();
  if (i18n.hasResourceBundle(lang, 'translation')) return;
  i18n.addResourceBundle(lang, 'translation', await loaders[lang]());
}

export async function storeLanguage(lang: Language): Promise<void> {
  await loadLanguage(lang);
  localStorage.setItem(StorageKeys.LANGUAGE, lang);
  document.documentElement.lang = lang === 'en_US' ? 'en' : 'zh-CN';
  await i18n.changeLanguage(lang);
}
