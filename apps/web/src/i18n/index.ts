import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, parseLanguage, StorageKeys, type Language } from '@zcps/contracts';
import type { Locale } from 'antd/es/locale';
import antdZhCN from 'antd/locale/zh_CN';
import type { LocaleMessages } from './types';
import { zhCNCore, type ZhCNMessages } from './zh_CN';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: ZhCNMessages };
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
  resources: { zh_CN: { translation: zhCNCore } },
  lng: getStoredLanguage(),
  fallbackLng: DEFAULT_LANGUAGE,
  load: 'currentOnly',
  initAsync: false,
  interpolation: { escapeValue: false },
  returnNull: false,
});

// en_US comes whole; zh_CN's core is in the entry and its screens' part loads with the console.
const loaders: Record<Language, () => Promise<Partial<LocaleMessages>>> = {
  zh_CN: () => import('./zh_CN-screens').then((m) => m.zhCNScreens),
  en_US: () => import('./en_US').then((m) => m.enUS),
};
const complete = new Set<Language>();

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
  if (complete.has(lang)) return;
  i18n.addResourceBundle(lang, 'translation', await loaders[lang](), true, true);
  complete.add(lang);
}

/**
 * What the first render needs: zh_CN's core is in the entry, so nothing is fetched for it (its screens load
 * with the console frame); another language comes whole, so nothing flashes in zh_CN.
 */
export function loadFirstScreenLanguage(lang: Language): Promise<void> {
  return lang === DEFAULT_LANGUAGE ? Promise.resolve() : loadLanguage(lang);
}

/** The messages of the console's screens in the current language; the console frame waits for them. */
export async function loadScreenMessages(): Promise<void> {
  const [{ followLanguage }] = await Promise.all([
    import('./dayjs-language'),
    loadLanguage(parseLanguage(i18n.language)),
  ]);
  followLanguage(i18n);
}

export async function storeLanguage(lang: Language): Promise<void> {
  await loadLanguage(lang);
  localStorage.setItem(StorageKeys.LANGUAGE, lang);
  document.documentElement.lang = lang === 'en_US' ? 'en' : 'zh-CN';
  await i18n.changeLanguage(lang);
}
