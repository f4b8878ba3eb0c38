import { Button, Result } from 'antd';
import { ApiOutlined, KeyOutlined, UserAddOutlined } from '@ant-design/icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { AuthShell } from '../AuthShell';

interface NoticeProps {
  icon: ReactNode;
  title: string;
  heading: string;
  description: string;
  testId: string;
}

function PublicNotice({ icon, title, heading, description, testId }: NoticeProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <AuthShell>
      <section className="zcps-auth-card" data-testid={testId} aria-label={title}>
        <div className="zcps-auth-card-kicker">{title}</div>
        <Result
          icon={icon}
          title={heading}
          subTitle={description}
          extra={
            <Button type="primary" onClick={() => navigate('/login')}>
              {t('common.backToLogin')}
            </Button>
          }
        />
      </section>
    </AuthShell>
  );
}

export function RegisterStaffPage() {
  const { t } = useTranslation();
  return (
    <PublicNotice
      testId="register-staff"
      icon={<UserAddOutlined className="zcps-auth-notice-icon" />}
      title={t('publicPages.registerStaffTitle')}
      heading={t('publicPages.registerClosed')}
      description={t('publicPages.registerClosedDesc')}
    />
  );
}

export function RegisterCompanyPage() {
  const { t } = useTranslation();
  return (
    <PublicNotice
      testId="register-company"
      icon={<UserAddOutlined className="zcps-auth-notice-icon" />}
      title={t('publicPages.registerCompanyTitle')}
      heading={t('publicPages.registerClosed')}
      description={t('publicPages.registerClosedDesc')}
    />
  );
}

export function ForgetPasswordPage() {
  const { t } = useTranslation();
  return (
    <PublicNotice
      testId="forget-password"
      icon={<KeyOutlined className="zcps-auth-notice-icon" />}
      title={t('publicPages.forgetPasswordTitle')}
      heading={t('publicPages.forgetPasswordTitle')}
      description={t('publicPages.forgetPasswordDesc')}
    />
  );
}

export function SocialCallbackPage() {
  const { t } = useTranslation();
  return (
    <PublicNotice
      testId="social-callback"
      icon={<ApiOutlined className="zcps-auth-notice-icon" />}
      title={t('publicPages.socialTitle')}
      heading={t('publicPages.socialTitle')}
      description={t('publicPages.socialDesc')}
    />
  );
}
