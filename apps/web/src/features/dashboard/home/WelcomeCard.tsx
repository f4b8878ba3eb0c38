import { Avatar, Card, Tag } from 'antd';
import { UserOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useUserStore } from '../../../stores/user-store';

type Period = 'morning' | 'noon' | 'afternoon' | 'evening';

export function dayPeriod(hour: number): Period {
  if (hour >= 5 && hour < 11) return 'morning';
  if (hour >= 11 && hour < 13) return 'noon';
  if (hour >= 13 && hour < 18) return 'afternoon';
  return 'evening';
}

export function WelcomeCard() {
  const { t, i18n } = useTranslation();
  const nickName = useUserStore((s) => s.nickName || s.userName);
  const avatar = useUserStore((s) => s.avatar);
  const deptName = useUserStore((s) => s.user?.deptName);
  const today = new Intl.DateTimeFormat(i18n.language === 'en_US' ? 'en-US' : 'zh-CN', {
    dateStyle: 'full',
  }).format(new Date());

  return (
    <Card className="zcps-home-welcome" variant="borderless" data-testid="home-welcome">
      <div className="zcps-home-welcome-body">
        <Avatar size={64} src={avatar || undefined} icon={<UserOutlined />} className="zcps-home-avatar" />
        <div className="zcps-home-welcome-text">
          <h2>
            {t('home.greeting', { period: t(`home.${dayPeriod(new Date().getHours())}`), name: nickName })}
          </h2>
          <p>{t('home.intro')}</p>
          <div className="zcps-home-welcome-meta">
            <Tag>{today}</Tag>
            {deptName && <Tag color="blue">{deptName}</Tag>}
          </div>
        </div>
      </div>
    </Card>
  );
}
