import { Button, Layout } from 'antd';
import { MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useAppStore } from '../app/stores/app-store';
import { LanguageSwitch } from '../components/LanguageSwitch';
import { AppBreadcrumb } from './AppBreadcrumb';
import { UserDropdown } from './UserDropdown';

export function Navbar() {
  const { t } = useTranslation();
  const expanded = useAppStore((s) => (s.device === 'mobile' ? s.mobileMenuOpen : s.sidebarOpened));
  const toggleSidebar = useAppStore((s) => s.toggleSidebar);
  return (
    <Layout.Header className="zcps-navbar">
      <Button
        type="text"
        className="zcps-hamburger"
        icon={expanded ? <MenuFoldOutlined /> : <MenuUnfoldOutlined />}
        onClick={toggleSidebar}
        aria-label={expanded ? t('nav.collapse') : t('nav.expand')}
        aria-expanded={expanded}
        data-testid="hamburger"
      />
      <AppBreadcrumb />
      <div className="zcps-navbar-right">
        <LanguageSwitch className="zcps-navbar-action" />
        <UserDropdown />
      </div>
    </Layout.Header>
  );
}
