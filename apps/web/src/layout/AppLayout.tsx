import { useEffect } from 'react';
import { ConfigProvider, Drawer, Layout } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useAppStore } from '../stores/app-store';
import { usePermissionStore } from '../stores/permission-store';
import { useUserStore } from '../stores/user-store';
import { requestFeedbackHost } from '../lib/feedback';
import { ForcePasswordChange } from '../features/auth/login/ForcePasswordChange';
import { LockScreen } from './lock/LockScreen';
import { useLockStore } from './lock/lock-store';
import { Navbar } from './Navbar';
import { SettingsDrawer } from './settings/SettingsDrawer';
import { useSettingsStore } from './settings/settings-store';
import { SidebarMenu } from './SidebarMenu';
import { KeepAliveOutlet } from './tabs/KeepAliveOutlet';
import { TagsView } from './tabs/TagsView';
import { sidebarFor, topKeyOf } from './top-nav';
import { PREBUILT_STYLES } from './antd-stylesheet';
import { useDeviceWatcher } from './useDeviceWatcher';
import './layout.css';

export const SIDEBAR_WIDTH = 210;
export const SIDEBAR_COLLAPSED_WIDTH = 64;

/**
 * The desktop sidebar. It alone follows the location (top navigation hides it when the chosen top entry has
 * no children), so a navigation does not re-render the whole frame: tab switches stay cheap.
 */
function DesktopSider({ theme }: { theme: 'dark' | 'light' }) {
  const { pathname } = useLocation();
  const menu = usePermissionStore((s) => s.sidebarRoutes);
  const topNav = useSettingsStore((s) => s.settings.topNav);
  const opened = useAppStore((s) => s.sidebarOpened);
  if (topNav && sidebarFor(menu, true, topKeyOf(menu, pathname)).length === 0) return null;
  return (
    <Layout.Sider
      className="zcps-sider"
      width={SIDEBAR_WIDTH}
      collapsedWidth={SIDEBAR_COLLAPSED_WIDTH}
      collapsed={!opened}
      collapsible
      trigger={null}
      theme={theme}
    >
      <SidebarMenu collapsed={!opened} />
    </Layout.Sider>
  );
}

/** The console frame, its antd components styled by the prebuilt stylesheet (antd-stylesheet.ts). */
export function AppLayout() {
  return (
    <ConfigProvider theme={PREBUILT_STYLES}>
      <ConsoleFrame />
    </ConfigProvider>
  );
}

function ConsoleFrame() {
  useDeviceWatcher();
  const { t } = useTranslation();
  const device = useAppStore((s) => s.device);
  const mobileMenuOpen = useAppStore((s) => s.mobileMenuOpen);
  const setMobileMenuOpen = useAppStore((s) => s.setMobileMenuOpen);
  const settings = useSettingsStore((s) => s.settings);
  const locked = useLockStore((s) => s.locked);
  const mustChangePassword = useUserStore((s) => s.passwordChangeRequired);

  useEffect(requestFeedbackHost, []);
  useEffect(() => {
    document.documentElement.classList.toggle('zcps-grey', settings.greyMode);
  }, [settings.greyMode]);

  const classes = [
    'zcps-layout',
    settings.fixedHeader ? 'zcps-fixed-header' : '',
    settings.animationEnable ? '' : 'zcps-no-animation',
  ].join(' ');

  // The server refuses everything but the change until it is done, so the frame and its requests wait.
  if (mustChangePassword) return <ForcePasswordChange />;

  return (
    <>
      <Layout className={classes} inert={locked} data-device={device}>
        {device === 'desktop' ? (
          <DesktopSider theme={settings.dark || settings.sideTheme === 'theme-dark' ? 'dark' : 'light'} />
        ) : (
          <Drawer
            placement="left"
            open={mobileMenuOpen}
            onClose={() => setMobileMenuOpen(false)}
            size={SIDEBAR_WIDTH}
            closable={false}
            className="zcps-sider-drawer"
            styles={{ body: { padding: 0 } }}
          >
            <SidebarMenu collapsed={false} onNavigate={() => setMobileMenuOpen(false)} />
          </Drawer>
        )}
        <Layout className="zcps-main">
          <div className="zcps-header">
            <Navbar />
            {settings.tagsView && <TagsView />}
          </div>
          <Layout.Content className="zcps-content">
            <KeepAliveOutlet enabled={settings.tagsView} />
          </Layout.Content>
          {settings.footer && (
            <Layout.Footer className="zcps-footer">
              {t('common.copyright', { year: new Date().getFullYear() })}
            </Layout.Footer>
          )}
        </Layout>
        <SettingsDrawer />
      </Layout>
      {locked && <LockScreen />}
    </>
  );
}
