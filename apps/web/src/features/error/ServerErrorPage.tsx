import { useTranslation } from 'react-i18next';
import { ErrorResult } from './ErrorResult';

export function ServerErrorPage({ onRetry }: { onRetry?: () => void }) {
  const { t } = useTranslation();
  return (
    <ErrorResult
      status="500"
      title={t('errorPages.serverErrorTitle')}
      subTitle={t('errorPages.serverError')}
      actions={['retry', 'home', 'back']}
      onRetry={onRetry}
      testId="server-error"
    />
  );
}
