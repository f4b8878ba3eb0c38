import { Empty } from 'antd';
import { useTranslation } from 'react-i18next';
import { ErrorResult } from './ErrorResult';

/** A whole page with nothing to show; lists use the smaller EmptyState. */
export function NoDataPage({ onRetry }: { onRetry?: () => void }) {
  const { t } = useTranslation();
  return (
    <ErrorResult
      status="info"
      icon={<Empty image={Empty.PRESENTED_IMAGE_DEFAULT} description={null} />}
      title={t('errorPages.noDataTitle')}
      subTitle={t('errorPages.noData')}
      actions={['home', 'back', 'retry']}
      onRetry={onRetry}
      testId="no-data"
    />
  );
}
