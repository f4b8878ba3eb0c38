import { Badge, Button, Card, Descriptions } from 'antd';
import { ReloadOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useUserStore } from '../../../stores/user-store';
import { probeHealth } from './api';

export function ServerStatusCard() {
  const { t } = useTranslation();
  const user = useUserStore((s) => s.user);
  const health = useQuery({ queryKey: ['health'], queryFn: probeHealth, staleTime: 60_000 });

  const status = health.isFetching ? (
    <Badge status="processing" text={t('home.checking')} />
  ) : health.data?.up ? (
    <Badge status="success" text={t('home.serverUp')} />
  ) : (
    <Badge status="error" text={t('home.serverDown')} />
  );

  const lastLogin = user?.loginDate
    ? [user.loginDate, user.loginIp].filter(Boolean).join(' · ')
    : t('home.neverLoggedIn');

  return (
    <Card
      title={t('home.profile')}
      variant="borderless"
      className="zcps-home-card"
      data-testid="home-server"
      extra={
        <Button
          type="text"
          size="small"
          icon={<ReloadOutlined />}
          aria-label={t('common.retry')}
          onClick={() => void health.refetch()}
        />
      }
    >
      <Descriptions
        column={1}
        size="small"
        items={[
          { key: 'email', label: t('home.email'), children: user?.email || t('common.none') },
          { key: 'phone', label: t('home.phone'), children: user?.phonenumber || t('common.none') },
          { key: 'lastLogin', label: t('home.lastLogin'), children: lastLogin },
          {
            key: 'server',
            label: t('home.server'),
            children: (
              <span data-testid="server-status">
                {status}
                {health.data?.up && !health.isFetching && (
                  <span className="zcps-home-latency">
                    {t('home.latency', { ms: health.data.latencyMs })}
                  </span>
                )}
              </span>
            ),
          },
        ]}
      />
    </Card>
  );
}
