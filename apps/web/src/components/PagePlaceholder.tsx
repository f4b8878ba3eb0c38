import { Descriptions, Result } from 'antd';
import { ToolOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';

interface PagePlaceholderProps {
  title: string;
  componentKey: string;
}

/** Shown for menu entries whose page is not part of this build yet: says so plainly, no stand-in data. */
export function PagePlaceholder({ title, componentKey }: PagePlaceholderProps) {
  const { t } = useTranslation();
  return (
    <div className="zcps-page-card" data-testid="page-placeholder">
      <Result
        icon={<ToolOutlined style={{ color: 'var(--zcps-primary)' }} />}
        title={t('placeholder.title')}
        subTitle={t('placeholder.description', { title: title || componentKey })}
        extra={
          <Descriptions
            size="small"
            column={1}
            bordered
            style={{ maxWidth: 480, margin: '0 auto', textAlign: 'left' }}
            items={[
              { key: 'title', label: t('placeholder.menuTitle'), children: title || '—' },
              {
                key: 'component',
                label: t('placeholder.componentKey'),
                children: <code>{componentKey}</code>,
              },
            ]}
          />
        }
      />
    </div>
  );
}
