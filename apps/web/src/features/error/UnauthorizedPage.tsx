import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { AuthShell } from '../auth/AuthShell';

export function UnauthorizedPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <AuthShell>
      <div className="zcps-auth-card">
        <Result
          status="403"
          title={t('error.unauthorizedTitle')}
          subTitle={t('error.unauthorized')}
          extra={
            <Button type="primary" onClick={() => navigate('/index')}>
              {t('common.backHome')}
            </Button>
          }
        />
      </div>
    </AuthShell>
  );
}
