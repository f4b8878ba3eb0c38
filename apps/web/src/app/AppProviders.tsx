import { lazy, Suspense, useEffect, useMemo, useState, type ReactNode } from 'react';
import { ConfigProvider, theme as antdTheme, type ThemeConfig } from 'antd';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { parseLanguage } from '@zcps/contracts';
import { antdLocaleOf, i18n } from '../i18n';
import { useFeedbackHostWanted } from '../lib/feedback';
import { createQueryClient } from '../lib/query-client';
import { DEFAULT_SETTINGS } from '../layout/settings/layout-settings';
import { useSettingsStore } from '../layout/settings/settings-store';
import { useAppStore } from '../stores/app-store';

const SIDEBAR_BG = '#3F424C';

/** antd theme from the layout settings: primary colour, dark algorithm, and the sidebar palette. */
export function buildTheme(primary: string, dark: boolean): ThemeConfig {
  return {
    algorithm: dark ? antdTheme.darkAlgorithm : antdTheme.defaultAlgorithm,
    token: { colorPrimary: primary, borderRadius: 6 },
    components: {
      Layout: {
        siderBg: SIDEBAR_BG,
        headerBg: dark ? '#141414' : '#ffffff',
        headerHeight: 50,
        headerPadding: '0 12px',
        bodyBg: dark ? '#0a0a0a' : '#f0f2f5',
      },
      Menu: {
        darkItemBg: SIDEBAR_BG,
        darkSubMenuItemBg: '#363840',
        darkPopupBg: SIDEBAR_BG,
        darkItemSelectedBg: primary,
        darkItemColor: 'rgba(255, 255, 255, 0.78)',
      },
    },
  };
}

export const theme: ThemeConfig = buildTheme(DEFAULT_SETTINGS.theme, false);

const COMPONENT_SIZE = { default: 'middle', large: 'large', small: 'small' } as const;

const FeedbackHost = lazy(() => import('./FeedbackHost').then((m) => ({ default: m.FeedbackHost })));

function OnDemandFeedback() {
  const wanted = useFeedbackHostWanted();
  return wanted ? (
    <Suspense fallback={null}>
      <FeedbackHost />
    </Suspense>
  ) : null;
}

function LocalizedAntd({ children }: { children: ReactNode }) {
  const { t, i18n: instance } = useTranslation();
  const language = parseLanguage(instance.language);
  const primary = useSettingsStore((s) => s.settings.theme);
  const dark = useSettingsStore((s) => s.settings.dark);
  const size = useAppStore((s) => s.size);
  const themeConfig = useMemo(() => buildTheme(primary, dark), [primary, dark]);
  useEffect(() => {
    document.documentElement.lang = language === 'en_US' ? 'en' : 'zh-CN';
  }, [language]);
  useEffect(() => {
    const root = document.documentElement;
    root.dataset.theme = dark ? 'dark' : 'light';
    root.style.setProperty('--zcps-primary', primary);
  }, [dark, primary]);
  return (
    <ConfigProvider
      locale={antdLocaleOf(language)}
      theme={themeConfig}
      componentSize={COMPONENT_SIZE[size]}
      form={{ validateMessages: { required: t('validation.required') } }}
    >
      <OnDemandFeedback />
      {children}
    </ConfigProvider>
  );
}

export function AppProviders({ children, queryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <QueryClientProvider client={client}>
      <I18nextProvider i18n={i18n}>
        <LocalizedAntd>{children}</LocalizedAntd>
      </I18nextProvider>
    </QueryClientProvider>
  );
}
