import { generateKeyPairSync } from 'node:crypto';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { StorageKeys } from '@zcps/contracts';
import { AppProviders } from '../../../app/AppProviders';
import { useUserStore } from '../../../app/stores/user-store';
import { i18n } from '../../../i18n';
import { resetPublicKey, service } from '../../../lib/request';
import { fakeAdapter, type Reply } from '../../../test/fake-adapter';
import { LoginPage } from './LoginPage';

const spki = generateKeyPairSync('rsa', { modulusLength: 1024 })
  .publicKey.export({ type: 'spki', format: 'der' })
  .toString('base64');
const originalAdapter = service.defaults.adapter;
const ok = (data: unknown): Reply => ({ data: { code: 200, msg: 'ok', data } });

interface ServerOptions {
  tenantEnabled?: boolean;
  captcha?: Record<string, unknown>;
  login?: Reply;
}

function serve({ tenantEnabled = true, captcha = { captchaEnabled: false }, login }: ServerOptions = {}) {
  const fake = fakeAdapter((config) => {
    switch (config.url) {
      case '/auth/tenant/list':
        return ok({
          tenantEnabled,
          voList: tenantEnabled
            ? [
                { tenantId: '000000', companyName: '省人社厅职称处', domain: null },
                { tenantId: '100001', companyName: '市人社局', domain: null },
              ]
            : null,
        });
      case '/auth/code':
        return ok(captcha);
      case '/auth/rsa-public-key':
        return ok({ publicKey: spki });
      case '/auth/new/login':
        return login ?? ok({ access_token: 'token-abc', expire_in: 604800, client_id: 'c' });
      default:
        return { status: 404, data: '' };
    }
  });
  service.defaults.adapter = fake.adapter;
  return fake;
}

function renderLogin(entry = '/login?redirect=%2Fsystem%2Fuser') {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <AppProviders queryClient={queryClient}>
      <MemoryRouter initialEntries={[entry]}>
        <Routes>
          <Route path="/login" element={<LoginPage />} />
          <Route path="/system/user" element={<div>user page</div>} />
          <Route path="/index" element={<div>home page</div>} />
        </Routes>
      </MemoryRouter>
    </AppProviders>,
  );
}

function fill(testId: string, value: string) {
  fireEvent.change(screen.getByTestId(testId), { target: { value } });
}

beforeEach(async () => {
  resetPublicKey();
  useUserStore.setState({ token: null, roles: [], permissions: [] });
  await i18n.changeLanguage('zh_CN');
});

afterEach(() => {
  service.defaults.adapter = originalAdapter;
});

describe('LoginPage', () => {
  it('shows the system title, the tenant picker with the first tenant chosen, and no captcha when it is off', async () => {
    serve();
    renderLogin();
    expect(screen.getByRole('heading', { name: '职称评审管理系统' })).toBeTruthy();
    expect(await screen.findByText('省人社厅职称处')).toBeTruthy();
    expect(screen.getByTestId('login-tenant')).toBeTruthy();
    expect(screen.getByTestId('login-username')).toBeTruthy();
    expect(screen.getByTestId('login-password')).toBeTruthy();
    expect(screen.queryByTestId('login-code')).toBeNull();
  });

  it('hides the tenant picker when tenants are disabled', async () => {
    const { calls } = serve({ tenantEnabled: false });
    renderLogin();
    await waitFor(() => expect(calls.some((c) => c.url === '/auth/tenant/list')).toBe(true));
    expect(screen.queryByTestId('login-tenant')).toBeNull();
  });

  it('requires username and password', async () => {
    serve();
    renderLogin();
    fireEvent.click(screen.getByTestId('login-submit'));
    expect(await screen.findAllByText('此项为必填项')).toHaveLength(2);
  });

  it('signs in with an encrypted body, remembers the account but not the password, and follows redirect', async () => {
    const { calls } = serve();
    renderLogin();
    await screen.findByText('省人社厅职称处');
    fill('login-username', 'admin');
    fill('login-password', 'admin123');
    fireEvent.click(screen.getByTestId('login-remember'));
    fireEvent.click(screen.getByTestId('login-submit'));

    expect(await screen.findByText('user page')).toBeTruthy();
    expect(localStorage.getItem(StorageKeys.TOKEN)).toBe('token-abc');
    const login = calls.find((c) => c.url === '/auth/new/login');
    expect(login?.headers.get('encrypt-key')).toBeTruthy();
    expect(String(login?.data)).not.toContain('admin123');
    const remembered = localStorage.getItem(StorageKeys.REMEMBER) ?? '';
    expect(JSON.parse(remembered)).toEqual({ username: 'admin', tenantId: '000000', rememberMe: true });
    expect(remembered).not.toContain('admin123');
  });

  it('shows the server message when the sign-in fails', async () => {
    serve({ login: { data: { code: 500, msg: '用户不存在/密码错误' } } });
    renderLogin();
    fill('login-username', 'admin');
    fill('login-password', 'wrong1');
    fireEvent.click(screen.getByTestId('login-submit'));
    expect((await screen.findByTestId('login-error')).textContent).toContain('用户不存在/密码错误');
    expect(localStorage.getItem(StorageKeys.TOKEN)).toBeNull();
  });

  it('shows the captcha image and refreshes it on click when captcha is on', async () => {
    const { calls } = serve({ captcha: { captchaEnabled: true, uuid: 'u1', img: 'iVBORw0KGgo=' } });
    renderLogin();
    const image = await screen.findByRole('img', { name: '验证码' });
    expect(image.getAttribute('src')).toBe('data:image/png;base64,iVBORw0KGgo=');
    expect(screen.getByTestId('login-code')).toBeTruthy();
    fireEvent.click(screen.getByTestId('login-captcha-image'));
    await waitFor(() => expect(calls.filter((c) => c.url === '/auth/code')).toHaveLength(2));
  });

  it('speaks English when the stored language is en_US', async () => {
    await i18n.changeLanguage('en_US');
    serve();
    renderLogin();
    expect(screen.getByTestId('login-submit').textContent).toContain('Sign in');
    fireEvent.click(screen.getByTestId('login-submit'));
    expect(await screen.findAllByText('This is required')).toHaveLength(2);
  });
});
