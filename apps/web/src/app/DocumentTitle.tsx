import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useRouteMetaResolver } from '../layout/route-meta';
import { documentTitle } from '../layout/settings/layout-settings';
import { useSettingsStore } from '../layout/settings/settings-store';

/** Keeps the browser tab title in step with the page, the language and the dynamic-title setting. */
export function DocumentTitle() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const dynamic = useSettingsStore((s) => s.settings.dynamicTitle);
  const pageTitle = useRouteMetaResolver()(pathname)?.title;
  const title = documentTitle(t('common.appTitle'), pageTitle, dynamic);
  useEffect(() => {
    document.title = title;
  }, [title]);
  return null;
}
