import { useTranslation } from 'react-i18next';

/** Shown while a page's code arrives; plain CSS so the first screen does not wait for antd's Spin. */
export function FullPageLoading() {
  const { t } = useTranslation();
  return (
    <div className="zcps-full-loading" role="status">
      <span className="zcps-spinner" aria-hidden="true" />
      <span className="zcps-full-loading-text">{t('common.loading')}</span>
    </div>
  );
}
