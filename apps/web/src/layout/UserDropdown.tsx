import { App, Avatar, Dropdown } from 'antd';
import { DownOutlined, LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useUserStore } from '../app/stores/user-store';

export function UserDropdown() {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const nickName = useUserStore((s) => s.nickName || s.userName);
  const avatar = useUserStore((s) => s.avatar);
  const logout = useUserStore((s) => s.logout);

  const confirmLogout = () => {
    modal.confirm({
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
    <Dropdown
      trigger={['click']}
      placement="bottomRight"
      menu={{
        items: [{ key: 'logout', icon: <LogoutOutlined />, label: t('nav.logout'), danger: true }],
        onClick: ({ key }) => {
          if (key === 'logout') confirmLogout();
        },
      }}
    >
      <button type="button" className="zcps-user-trigger" data-testid="user-dropdown">
        <Avatar size={30} src={avatar || undefined} icon={<UserOutlined />} />
        <span className="zcps-user-name">{nickName}</span>
        <DownOutlined className="zcps-user-caret" />
      </button>
    </Dropdown>
  );
}
