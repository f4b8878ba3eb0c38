import { Button, Layout } from 'antd';
import { MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useAppStore } from '../stores/app-store';
import { LanguageSwitch } from '../components/LanguageSwitch';
import { AppBreadcrumb } from './AppBreadcrumb';
import { FullscreenButton } from './navbar/FullscreenButton';
import { ManualDownload } from './navbar/ManualDownload';
import { MessageBell } from './navbar/MessageBell';
import { SizeSelect } from './navbar/SizeSelect';
import { TenantSwitch } from './navbar/TenantSwitch';
import { useSettingsStore } from './settings/settings-store';
import { TopNav } from './TopNav';
import { TodoBadge } from '../features/workflow/shared/TodoBadge';
import { UserDropdown } from './UserDropdown';

export function Navbar() {
  const { t } = useTranslation();
  const device = useAppStore((s) => s.device);
  const expanded = useAppStore((s) => (s.device === 'mobile' ? s.mobileMenuOpen : s.sidebarOpened));
  const toggleSidebar = useAppStore((s) => s.toggleSidebar);
  const topNav = useSettingsStore((s) => s.settings.topNav);
  const breadcrumb = useSettingsStore((s) => s.settings.breadcrumb);
  const desktop = device === 'desktop';
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
      {topNav && desktop ? <TopNav /> : breadcrumb ? <AppBreadcrumb /> : <div className="zcps-breadcrumb" />}
      <div className="zcps-navbar-right">
        {desktop && <ManualDownload />}
        {desktop && <FullscreenButton />}
        <LanguageSwitch className="zcps-navbar-action" />
        <TodoBadge />
        <MessageBell />
        {desktop && <SizeSelect />}
        {desktop && <TenantSwitch />}
        <UserDropdown />
      </div>
    </Layout.Header>
  );
}
