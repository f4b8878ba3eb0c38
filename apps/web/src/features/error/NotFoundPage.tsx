import { useTranslation } from 'react-i18next';
import { ErrorResult } from './ErrorResult';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <ErrorResult
      status="404"
      title={t('errorPages.notFoundTitle')}
      subTitle={t('errorPages.notFound')}
      testId="not-found"
    />
  );
}
