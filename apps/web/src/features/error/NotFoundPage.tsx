import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

export function NotFoundPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <div className="zcps-page-card" data-testid="not-found">
      <Result
        status="404"
        title={t('error.notFoundTitle')}
        subTitle={t('error.notFound')}
        extra={
          <Button type="primary" onClick={() => navigate('/index')}>
            {t('common.backHome')}
          </Button>
        }
      />
    </div>
  );
}
