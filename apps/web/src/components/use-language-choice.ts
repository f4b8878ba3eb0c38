import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { parseLanguage, type Language } from '@zcps/contracts';
import { usePermissionStore } from '../stores/permission-store';
import { storeLanguage } from '../i18n';

export const LANGUAGE_LABELS: Record<Language, string> = { zh_CN: '简体中文', en_US: 'English' };

/** The current language and a chooser that also refetches what the server localizes. */
export function useLanguageChoice() {
  const { i18n } = useTranslation();
  const queryClient = useQueryClient();
  const current = parseLanguage(i18n.language);
  const choose = async (lang: Language) => {
    if (lang === current) return;
    await storeLanguage(lang);
    // Server texts (menu titles, messages) follow Content-Language, so ask for them again.
    if (usePermissionStore.getState().loaded)
      await usePermissionStore
        .getState()
        .generateRoutes()
        .catch(() => {});
    await queryClient.invalidateQueries();
  };
  return { current, choose };
}
