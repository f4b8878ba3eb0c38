import { Button, Result, Space, type ResultProps } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

export type ErrorAction = 'home' | 'back' | 'retry';

export interface ErrorResultProps {
  status: ResultProps['status'];
  title: ReactNode;
  subTitle: ReactNode;
  icon?: ReactNode;
  /** Buttons in this order; the first is the primary one. */
  actions?: readonly ErrorAction[];
  /** Retry handler; reloads the page by default. */
  onRetry?: () => void;
  testId?: string;
}

export const HOME_PATH = '/index';

/** The illustration, message and way-out buttons shared by every error page. */
export function ErrorResult({
  status,
  title,
  subTitle,
  icon,
  actions = ['home', 'back'],
  onRetry,
  testId,
}: ErrorResultProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const handlers: Record<ErrorAction, { label: string; run: () => void }> = {
    home: { label: t('errorPages.backHome'), run: () => void navigate(HOME_PATH) },
    back: { label: t('errorPages.back'), run: () => void navigate(-1) },
    retry: { label: t('errorPages.retry'), run: onRetry ?? (() => window.location.reload()) },
  };
  return (
    <div className="zcps-page-card" data-testid={testId}>
      <Result
        status={status}
        icon={icon}
        title={title}
        subTitle={subTitle}
        extra={
          <Space wrap>
            {actions.map((action, index) => (
              <Button key={action} type={index === 0 ? 'primary' : 'default'} onClick={handlers[action].run}>
                {handlers[action].label}
              </Button>
            ))}
          </Space>
        }
      />
    </div>
  );
}
