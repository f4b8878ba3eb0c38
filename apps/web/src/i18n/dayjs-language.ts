import type { i18n as I18n } from 'i18next';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { parseLanguage, type Language } from '@zcps/contracts';

/** dayjs names the pickers' months and weekdays and picks the week's first day: it follows the console language. */
const DAYJS_LOCALES: Record<Language, string> = { zh_CN: 'zh-cn', en_US: 'en' };
const followed = new WeakSet<I18n>();

/** Loaded with the screens' messages: only the screens have pickers, and the login page stays without dayjs. */
export function followLanguage(instance: I18n): void {
  if (followed.has(instance)) return;
  followed.add(instance);
  const follow = (lng: string) => dayjs.locale(DAYJS_LOCALES[parseLanguage(lng)]);
  follow(instance.language);
  instance.on('languageChanged', follow);
}
