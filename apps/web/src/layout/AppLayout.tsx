import { Suspense } from 'react';
import { Drawer, Layout } from 'antd';
import { Outlet, useLocation } from 'react-router';
import { useAppStore } from '../app/stores/app-store';
import { ErrorBoundary } from '../components/ErrorBoundary';
import { FullPageLoading } from '../components/FullPageLoading';
import { Navbar } from './Navbar';
import { SidebarMenu } from './SidebarMenu';
import { useDeviceWatcher } from './useDeviceWatcher';
import './layout.css';

export const SIDEBAR_WIDTH = 210;
export const SIDEBAR_COLLAPSED_WIDTH = 64;

export function AppLayout() {
  useDeviceWatcher();
  const { pathname } = useLocation();
  const device = useAppStore((s) => s.device);
  const opened = useAppStore((s) => s.sidebarOpened);
  const mobileMenuOpen = useAppStore((s) => s.mobileMenuOpen);
  const setMobileMenuOpen = useAppStore((s) => s.setMobileMenuOpen);

  return (
    <Layout className="zcps-layout">
      {device === 'desktop' ? (
        <Layout.Sider
          className="zcps-sider"
          width={SIDEBAR_WIDTH}
          collapsedWidth={SIDEBAR_COLLAPSED_WIDTH}
          collapsed={!opened}
          collapsible
          trigger={null}
        >
          <SidebarMenu collapsed={!opened} />
        </Layout.Sider>
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
        <Navbar />
        <Layout.Content className="zcps-content">
          <ErrorBoundary resetKey={pathname}>
            <Suspense fallback={<FullPageLoading />}>
              <Outlet />
            </Suspense>
          </ErrorBoundary>
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
