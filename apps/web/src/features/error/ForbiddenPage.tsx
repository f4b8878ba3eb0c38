import { useTranslation } from 'react-i18next';
import { ErrorResult } from './ErrorResult';

/** 403: signed in, but without the permission the page needs. */
export function ForbiddenPage() {
  const { t } = useTranslation();
  return (
    <ErrorResult
      status="403"
      title={t('errorPages.forbiddenTitle')}
      subTitle={t('errorPages.forbidden')}
      testId="forbidden"
    />
  );
}
