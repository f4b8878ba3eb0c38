import { Button, Dropdown } from 'antd';
import { TranslationOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { Language } from '@zcps/contracts';
import { LANGUAGE_LABELS, useLanguageChoice } from './use-language-choice';

interface LanguageSwitchProps {
  /** Show the current language's name next to the icon. */
  showLabel?: boolean;
  className?: string;
}

export function LanguageSwitch({ showLabel = false, className }: LanguageSwitchProps) {
  const { t } = useTranslation();
  const { current, choose } = useLanguageChoice();
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        selectable: true,
        selectedKeys: [current],
        items: (Object.keys(LANGUAGE_LABELS) as Language[]).map((lang) => ({
          key: lang,
          label: LANGUAGE_LABELS[lang],
        })),
        onClick: ({ key }) => void choose(key as Language),
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
        {showLabel ? LANGUAGE_LABELS[current] : null}
      </Button>
    </Dropdown>
  );
}
