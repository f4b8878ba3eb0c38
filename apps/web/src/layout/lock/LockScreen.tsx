import { useEffect, useState } from 'react';
import { Avatar, Button, Form, Input, Typography } from 'antd';
import { LockOutlined, UnlockOutlined, UserOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useUserStore } from '../../stores/user-store';
import { useAuthedImage } from '../../lib/use-authed-image';
import { RequestError } from '../../lib/request';
import { unlockWithPassword } from './api';
import { canHashLocally, lockHash, useLockStore } from './lock-store';
import './lock-screen.css';

function useClock(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}

/** Covers the console until the lock password or the account password is given (spec §4). */
export function LockScreen() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const now = useClock();
  const [form] = Form.useForm<{ password: string }>();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const { hash, unlock } = useLockStore();
  const userName = useUserStore((s) => s.userName);
  const nickName = useUserStore((s) => s.nickName || s.userName);
  const avatar = useAuthedImage(useUserStore((s) => s.avatar));
  const logout = useUserStore((s) => s.logout);

  const submit = async ({ password }: { password: string }) => {
    setBusy(true);
    setError(null);
    try {
      if (hash && canHashLocally() && (await lockHash(userName, password)) === hash) return unlock();
      await unlockWithPassword(password);
      unlock();
    } catch (failure) {
      const code = failure instanceof RequestError ? failure.code : undefined;
      setError(code === 500 && failure instanceof Error ? failure.message : t('lock.passwordError'));
      form.resetFields();
    } finally {
      setBusy(false);
    }
  };

  const backToLogin = async () => {
    unlock();
    await logout();
    navigate('/login', { replace: true });
  };

  const locale = i18n.language === 'en_US' ? 'en-US' : 'zh-CN';
  return (
    <div
      className="zcps-lock"
      role="dialog"
      aria-modal="true"
      aria-label={t('lock.title')}
      data-testid="lock-screen"
    >
      <div className="zcps-lock-clock" aria-hidden="true">
        <div className="zcps-lock-time">
          {now.toLocaleTimeString(locale, { hour: '2-digit', minute: '2-digit', hour12: false })}
        </div>
        <div className="zcps-lock-date">
          {now.toLocaleDateString(locale, {
            year: 'numeric',
            month: 'long',
            day: 'numeric',
            weekday: 'long',
          })}
        </div>
      </div>
      <div className="zcps-lock-card">
        <Avatar size={72} src={avatar} icon={<UserOutlined />} />
        <Typography.Title level={4} className="zcps-lock-name">
          {nickName}
        </Typography.Title>
        <Typography.Text type="secondary">
          <LockOutlined /> {t('lock.locked')}
        </Typography.Text>
        <Form form={form} onFinish={(values) => void submit(values)} className="zcps-lock-form">
          <Form.Item
            name="password"
            rules={[{ required: true, message: t('lock.passwordRequired') }]}
            validateStatus={error ? 'error' : undefined}
            help={error ?? undefined}
          >
            <Input.Password
              autoFocus
              autoComplete="current-password"
              placeholder={t('lock.passwordPlaceholder')}
              aria-label={t('lock.passwordPlaceholder')}
              onChange={() => setError(null)}
            />
          </Form.Item>
          <Button type="primary" htmlType="submit" block loading={busy} icon={<UnlockOutlined />}>
            {t('lock.unlock')}
          </Button>
        </Form>
        <Button type="link" onClick={() => void backToLogin()}>
          {t('lock.backToLogin')}
        </Button>
      </div>
    </div>
  );
}
