import { Card, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { ApiReference } from './ApiReference';
import { DOC_KEYS, docOf } from './docs';
import { Markdown } from './Markdown';
import './document.css';

/** 项目文档: what the product does, its roles, the review flow, configuration and the API reference. */
export function Page() {
  const { t, i18n } = useTranslation();
  return (
    <Card className="zcps-document" data-testid="document-page">
      <Tabs
        destroyOnHidden
        items={[
          ...DOC_KEYS.map((key) => ({
            key,
            label: t(`docPage.${key}`),
            children: <Markdown source={docOf(key, i18n.language)} />,
          })),
          { key: 'api', label: t('docPage.api'), children: <ApiReference /> },
        ]}
      />
    </Card>
  );
}
