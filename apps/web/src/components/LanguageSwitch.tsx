import { Button, Dropdown } from 'antd';
import { TranslationOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { parseLanguage, type Language } from '@zcps/contracts';
import { usePermissionStore } from '../app/stores/permission-store';
import { storeLanguage } from '../i18n';

const LABELS: Record<Language, string> = { zh_CN: '简体中文', en_US: 'English' };

interface LanguageSwitchProps {
  /** Show the current language's name next to the icon. */
  showLabel?: boolean;
  className?: string;
}

export function LanguageSwitch({ showLabel = false, className }: LanguageSwitchProps) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const current = parseLanguage(i18n.language);

  const choose = (lang: Language) => {
    if (lang === current) return;
    storeLanguage(lang);
    // Server texts (menu titles, messages) follow Content-Language, so ask for them again.
    if (usePermissionStore.getState().loaded)
      void usePermissionStore
        .getState()
        .generateRoutes()
        .catch(() => {});
    void queryClient.invalidateQueries();
  };

  return (
    <Dropdown
      trigger={['click']}
      menu={{
        selectable: true,
        selectedKeys: [current],
        items: (Object.keys(LABELS) as Language[]).map((lang) => ({ key: lang, label: LABELS[lang] })),
        onClick: ({ key }) => choose(key as Language),
      }}
    >
      <Button
        type="text"
        className={className}
        icon={<TranslationOutlined />}
        aria-label={t('nav.switchLanguage')}
        title={t('nav.switchLanguage')}
        data-testid="language-switch"
      >
        {showLabel ? LABELS[current] : null}
      </Button>
    </Dropdown>
  );
}
