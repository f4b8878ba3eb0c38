import { Spin } from 'antd';
import { useTranslation } from 'react-i18next';

export function FullPageLoading() {
  const { t } = useTranslation();
  return (
    <div className="zcps-full-loading" role="status">
      <Spin size="large" description={t('common.loading')} />
    </div>
  );
}
