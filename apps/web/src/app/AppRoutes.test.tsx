import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { StorageKeys } from '@zcps/contracts';
import { i18n } from '../i18n';
import { service } from '../lib/request';
import { fakeAdapter, type Reply } from '../test/fake-adapter';
import { sample } from '../test/router-fixture';
import { AppProviders } from './AppProviders';
import { AppRoutes } from './AppRoutes';
import { usePermissionStore } from '../stores/permission-store';
import { useUserStore } from '../stores/user-store';

const originalAdapter = service.defaults.adapter;
// The frame's first render (user info, menus, layout, then the page) has taken over 5 s on a busy 2-core machine.
const FRAME = { timeout: 15_000 };
const ok = (data: unknown): Reply => ({ data: { code: 200, msg: 'ok', data } });

function userInfo(permissions: string[], roles: string[] = ['office'], extra: Record<string, unknown> = {}) {
  return ok({
    user: {
      userId: 2,
      tenantId: '000000',
      userName: 'office1',
      nickName: '职称办',
      deptName: '职称管理处',
      roles: [],
    },
    roles,
    permissions,
    ...extra,
  });
}

function serve(info: Reply = userInfo(['system:user:edit'])) {
  const fake = fakeAdapter((config) => {
    if (config.url === '/system/user/getInfo') return info;
    if (config.url === '/system/menu/getRouters') return ok(sample);
    if (config.url === '/auth/logout') return { data: { code: 200, msg: '退出成功' } };
    if (config.url === '/health') return { data: { status: 'UP' } };
    if (config.url === '/auth/tenant/list') return ok({ tenantEnabled: false, voList: null });
    if (config.url === '/auth/code') return ok({ captchaEnabled: false });
    if (config.url === '/system/notice/my/unread-count') return ok(0);
    if (config.url === '/resource/manual/list') return ok([]);
    return { status: 404, data: '' };
  });
  service.defaults.adapter = fake.adapter;
  return fake;
}

function renderAt(path: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <AppProviders queryClient={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes />
      </MemoryRouter>
    </AppProviders>,
  );
}

function signIn() {
  localStorage.setItem(StorageKeys.TOKEN, 'tok');
  useUserStore.setState({ token: 'tok' });
}

// Lazy pages compile on first import; load them up front so findBy* timeouts measure the app, not the transform.
beforeAll(async () => {
  await Promise.all([
    import('../features/dashboard/home/HomePage'),
    import('../features/auth/login/LoginPage'),
  ]);
});

beforeEach(async () => {
  useUserStore.getState().clear();
  usePermissionStore.getState().reset();
  await i18n.changeLanguage('zh_CN');
});

afterEach(() => {
  service.defaults.adapter = originalAdapter;
});

describe('route guard and dynamic routes', () => {
  it('sends an anonymous visitor to the login page', async () => {
    serve();
    renderAt('/system/user');
    expect(await screen.findByTestId('login-page')).toBeTruthy();
  });

  it('loads user info and menus, then shows an honest placeholder for a page not in this build', async () => {
    signIn();
    const { calls } = serve();
    renderAt('/system/secret');
    const placeholder = await screen.findByTestId('page-placeholder');
    expect(within(placeholder).getByText('此页面尚未提供')).toBeTruthy();
    expect(within(placeholder).getByText('system/secret/index')).toBeTruthy();
    expect(calls.slice(0, 2).map((c) => c.url)).toEqual(['/system/user/getInfo', '/system/menu/getRouters']);
    expect(within(screen.getByTestId('breadcrumb')).getByText('隐藏页')).toBeTruthy();
    const sidebar = screen.getByTestId('sidebar');
    expect(within(sidebar).getByText('系统管理')).toBeTruthy();
    expect(within(sidebar).queryByText('隐藏页')).toBeNull();
    expect(within(sidebar).getByText('PLUS官网')).toBeTruthy();
  });

  it('renders inner links as a frame', async () => {
    signIn();
    serve();
    renderAt('/system/baidu/com');
    const frame = await screen.findByTestId('inner-link');
    expect(frame.getAttribute('src')).toBe('https://www.baidu.com');
    expect(frame.style.height).toBe(`${window.innerHeight - 94.5}px`);
  });

  it('shows the 404 page inside the layout for unknown paths', async () => {
    signIn();
    serve();
    renderAt('/no/such/page');
    expect(await screen.findByTestId('not-found', {}, FRAME)).toBeTruthy();
    expect(screen.getByTestId('sidebar')).toBeTruthy();
  });

  it('mounts static hidden routes only with their permission, with digit-only ids', async () => {
    signIn();
    serve();
    const { unmount } = renderAt('/system/user-auth/role/12');
    // The assign-roles page itself (system/user/auth-role/index), titled from the route in the breadcrumb.
    expect(await screen.findByText('角色信息', {}, { timeout: 15_000 })).toBeTruthy();
    expect(within(screen.getByTestId('breadcrumb')).getByText('分配角色')).toBeTruthy();
    expect(screen.queryByTestId('not-found')).toBeNull();
    unmount();
    renderAt('/system/role-auth/user/3');
    expect(await screen.findByTestId('not-found', {}, FRAME)).toBeTruthy();
  });

  it('rejects a non-numeric id on a static route', async () => {
    signIn();
    serve();
    renderAt('/system/user-auth/role/abc');
    expect(await screen.findByTestId('not-found', {}, FRAME)).toBeTruthy();
  });

  it('logs out and returns to login when user info cannot be loaded', async () => {
    signIn();
    serve({ data: { code: 500, msg: 'boom' } });
    renderAt('/system/user');
    expect(await screen.findByTestId('login-page')).toBeTruthy();
    expect(localStorage.getItem(StorageKeys.TOKEN)).toBeNull();
  });
});

describe('home and navbar', () => {
  it('redirects / to the home page with the user facts', async () => {
    signIn();
    serve();
    renderAt('/');
    expect(await screen.findByTestId('home-page', {}, FRAME)).toBeTruthy();
    expect(within(screen.getByTestId('fact-account')).getByText('office1')).toBeTruthy();
    expect(within(screen.getByTestId('fact-dept')).getByText('职称管理处')).toBeTruthy();
    expect(within(screen.getByTestId('fact-permissions')).getByText('1 项权限')).toBeTruthy();
    expect(await within(screen.getByTestId('server-status')).findByText('运行正常')).toBeTruthy();
  });

  it('refetches the menu in the new language after a language switch', async () => {
    signIn();
    const { calls } = serve();
    renderAt('/index');
    await screen.findByTestId('home-page', {}, FRAME);
    fireEvent.click(within(screen.getByRole('banner')).getByTestId('language-switch'));
    fireEvent.click(await screen.findByText('English'));
    await waitFor(() => expect(calls.filter((c) => c.url === '/system/menu/getRouters')).toHaveLength(2));
    const last = calls.filter((c) => c.url === '/system/menu/getRouters').at(-1);
    expect(last?.headers.get('Content-Language')).toBe('en_US');
    expect(localStorage.getItem(StorageKeys.LANGUAGE)).toBe('en_US');
    expect(await within(screen.getByTestId('breadcrumb')).findByText('Home')).toBeTruthy();
    expect(within(screen.getByTestId('tags-view')).getByText('Home')).toBeTruthy();
  });

  it('asks before logging out, then ends the session and lands on login', async () => {
    signIn();
    const { calls } = serve();
    renderAt('/index');
    await screen.findByTestId('home-page', {}, FRAME);
    fireEvent.click(screen.getByTestId('user-dropdown'));
    fireEvent.click(await screen.findByText('退出登录'));
    expect(await screen.findByText('确定注销并退出系统吗？')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '确 定' }));
    expect(await screen.findByTestId('login-page')).toBeTruthy();
    expect(calls.some((c) => c.url === '/auth/logout' && c.method === 'post')).toBe(true);
    expect(localStorage.getItem(StorageKeys.TOKEN)).toBeNull();
  });
});

describe('forced password change', () => {
  it('shows only the change dialog, without the frame and its requests, until the password is changed', async () => {
    signIn();
    const { calls } = serve(userInfo(['system:user:edit'], ['office'], { passwordChangeRequired: true }));
    renderAt('/index');
    expect(await screen.findByRole('dialog', { name: '请修改初始密码' })).toBeTruthy();
    expect(screen.queryByTestId('home-page')).toBeNull();
    expect(screen.queryByTestId('sidebar')).toBeNull();
    // The server refuses everything else meanwhile, so the frame must not ask.
    const asked = new Set(calls.map((c) => c.url));
    expect(asked.has('/system/notice/my/unread-count') || asked.has('/resource/manual/list')).toBe(false);

    act(() => useUserStore.getState().passwordChanged());
    expect(await screen.findByTestId('home-page', {}, FRAME)).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: '请修改初始密码' })).toBeNull();
  });

  it('checks the new password with the lengths getInfo reports', async () => {
    signIn();
    serve(
      userInfo(['system:user:edit'], ['office'], {
        passwordChangeRequired: true,
        passwordLength: { min: 8, max: 12 },
      }),
    );
    renderAt('/index');
    await screen.findByRole('dialog', { name: '请修改初始密码' });
    expect(useUserStore.getState().passwordLength).toEqual({ min: 8, max: 12 });
    fireEvent.change(screen.getByTestId('force-new'), { target: { value: 'pass123' } });
    expect(await screen.findByText('密码长度为8到12个字符')).toBeTruthy();
  });
});
