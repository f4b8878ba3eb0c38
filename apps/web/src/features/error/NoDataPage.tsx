import { Button, Empty, Result, Space } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ErrorResult } from './ErrorResult';

export interface NextStep {
  label: string;
  path: string;
}

/**
 * A whole page with nothing to show (route /nodata); lists use the smaller EmptyState. A page that has nothing
 * yet because something must happen first names it and offers the step as the primary button.
 */
export function NoDataPage({
  onRetry,
  title,
  description,
  next,
}: {
  onRetry?: () => void;
  title?: ReactNode;
  description?: ReactNode;
  next?: NextStep;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const icon = <Empty image={Empty.PRESENTED_IMAGE_DEFAULT} description={null} />;
  if (!title && !description && !next)
    return (
      <ErrorResult
        status="info"
        icon={icon}
        title={t('errorPages.noDataTitle')}
        subTitle={t('errorPages.noData')}
        actions={['home', 'back', 'retry']}
        onRetry={onRetry}
        testId="no-data"
      />
    );
  return (
    <div className="zcps-page-card" data-testid="no-data">
      <Result
        status="info"
        icon={icon}
        title={title ?? t('errorPages.noDataTitle')}
        subTitle={description ?? t('errorPages.noData')}
        extra={
          <Space wrap>
            {next && (
              <Button type="primary" onClick={() => void navigate(next.path)}>
                {next.label}
              </Button>
            )}
            <Button type={next ? 'default' : 'primary'} onClick={() => void navigate(-1)}>
              {t('errorPages.back')}
            </Button>
          </Space>
        }
      />
    </div>
  );
}
