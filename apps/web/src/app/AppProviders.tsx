import { useEffect, useState, type ReactNode } from 'react';
import { App as AntApp, ConfigProvider, type ThemeConfig } from 'antd';
import enUS from 'antd/locale/en_US';
import zhCN from 'antd/locale/zh_CN';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { parseLanguage } from '@zcps/contracts';
import { i18n } from '../i18n';
import { bindFeedback } from '../lib/feedback';

export const theme: ThemeConfig = {
  token: { colorPrimary: '#409EFF', borderRadius: 6 },
  components: {
    Layout: {
      siderBg: '#3F424C',
      headerBg: '#ffffff',
      headerHeight: 50,
      headerPadding: '0 12px',
      bodyBg: '#f0f2f5',
    },
    Menu: {
      darkItemBg: '#3F424C',
      darkSubMenuItemBg: '#363840',
      darkPopupBg: '#3F424C',
      darkItemSelectedBg: '#409EFF',
      darkItemColor: 'rgba(255, 255, 255, 0.78)',
    },
  },
};

export function createQueryClient(): QueryClient {
  // The interceptors already tell the user about failures; a retry would tell them twice.
  return new QueryClient({
    defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 } },
  });
}

/** Hands antd's context-aware message/notification/modal to code outside React (request.ts). */
function FeedbackBridge() {
  const api = AntApp.useApp();
  useEffect(() => bindFeedback(api), [api]);
  return null;
}

function LocalizedAntd({ children }: { children: ReactNode }) {
  const { t, i18n: instance } = useTranslation();
  const language = parseLanguage(instance.language);
  useEffect(() => {
    document.title = t('common.appTitle');
    document.documentElement.lang = language === 'en_US' ? 'en' : 'zh-CN';
  }, [language, t]);
  return (
    <ConfigProvider
      locale={language === 'en_US' ? enUS : zhCN}
      theme={theme}
      form={{ validateMessages: { required: t('validation.required') } }}
    >
      <AntApp>
        <FeedbackBridge />
        {children}
      </AntApp>
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
