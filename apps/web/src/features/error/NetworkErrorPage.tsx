import { DisconnectOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { ErrorResult } from './ErrorResult';

export function NetworkErrorPage({ onRetry }: { onRetry?: () => void }) {
  const { t } = useTranslation();
  return (
    <ErrorResult
      status="warning"
      icon={<DisconnectOutlined style={{ color: 'var(--ant-color-warning, #faad14)' }} />}
      title={t('errorPages.networkErrorTitle')}
      subTitle={t('errorPages.networkError')}
      actions={['retry', 'home', 'back']}
      onRetry={onRetry}
      testId="network-error"
    />
  );
}
