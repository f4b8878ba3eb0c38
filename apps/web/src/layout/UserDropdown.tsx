import { Avatar, Dropdown } from 'antd';
import { useState } from 'react';
import { DownOutlined, LockOutlined, LogoutOutlined, SettingOutlined, UserOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useUserStore } from '../stores/user-store';
import { useAuthedImage } from '../lib/use-authed-image';
import { feedback } from '../lib/feedback';
import { LockDialog } from './lock/LockDialog';
import { PROFILE_PATH } from './route-meta';
import { useSettingsStore } from './settings/settings-store';
import { useStableNavigate } from '../lib/use-stable-navigate';

export function UserDropdown() {
  const { t } = useTranslation();
  const navigate = useStableNavigate();
  const queryClient = useQueryClient();
  const nickName = useUserStore((s) => s.nickName || s.userName);
  const avatar = useAuthedImage(useUserStore((s) => s.avatar));
  const logout = useUserStore((s) => s.logout);
  const showSettings = useSettingsStore((s) => s.settings.showSettings);
  const [locking, setLocking] = useState(false);

  const confirmLogout = () => {
    feedback().modal.confirm({
      title: t('common.systemTip'),
      content: t('nav.logoutConfirm'),
      okText: t('common.ok'),
      cancelText: t('common.cancel'),
      onOk: async () => {
        await logout();
        queryClient.clear();
        navigate('/index', { replace: true });
      },
    });
  };

  return (
    <>
      <Dropdown
        trigger={['click']}
        placement="bottomRight"
        menu={{
          items: [
            { key: 'profile', icon: <UserOutlined />, label: t('profile.title') },
            ...(showSettings
              ? [{ key: 'settings', icon: <SettingOutlined />, label: t('settings.open') }]
              : []),
            { key: 'lock', icon: <LockOutlined />, label: t('lock.title') },
            { type: 'divider' as const },
            { key: 'logout', icon: <LogoutOutlined />, label: t('nav.logout'), danger: true },
          ],
          onClick: ({ key }) => {
            if (key === 'profile') navigate(PROFILE_PATH);
            if (key === 'settings') useSettingsStore.getState().setDrawerOpen(true);
            if (key === 'lock') setLocking(true);
            if (key === 'logout') confirmLogout();
          },
        }}
      >
        <button type="button" className="zcps-user-trigger" data-testid="user-dropdown">
          <Avatar size={30} src={avatar} icon={<UserOutlined />} />
          <span className="zcps-user-name">{nickName}</span>
          <DownOutlined className="zcps-user-caret" />
        </button>
      </Dropdown>
      <LockDialog open={locking} onClose={() => setLocking(false)} />
    </>
  );
}
