import { Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { LogTab } from './LogTab';
import { ProviderTab } from './ProviderTab';
import { TemplateTab } from './TemplateTab';

/**
 * 短信消息: the templates of each purpose and channel, the provider each channel sends through, and the log of
 * every message sent with 重发.
 */
export function Page() {
  const { t } = useTranslation();
  return (
    <div className="zcps-page-card" data-testid="sms-page">
      <Tabs
        destroyOnHidden
        items={[
          { key: 'templates', label: t('sms.tabTemplates'), children: <TemplateTab /> },
          { key: 'providers', label: t('sms.tabProviders'), children: <ProviderTab /> },
          { key: 'logs', label: t('sms.tabLogs'), children: <LogTab /> },
        ]}
      />
    </div>
  );
}
