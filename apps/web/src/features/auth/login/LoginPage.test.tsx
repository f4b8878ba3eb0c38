import { generateKeyPairSync } from 'node:crypto';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { StorageKeys } from '@zcps/contracts';
import { AppProviders } from '../../../test/app-providers';
import { useUserStore } from '../../../stores/user-store';
import { i18n } from '../../../i18n';
import { resetPublicKey, service } from '../../../lib/request';
import { fakeAdapter, type Reply } from '../../../test/fake-adapter';
import { LoginPage } from './LoginPage';
import { PRERENDER_ID, PRERENDER_SUBMITTED } from './prerender-takeover';

const spki = generateKeyPairSync('rsa', { modulusLength: 1024 })
  .publicKey.export({ type: 'spki', format: 'der' })
  .toString('base64');
const originalAdapter = service.defaults.adapter;
const ok = (data: unknown): Reply => ({ data: { code: 200, msg: 'ok', data } });

interface ServerOptions {
  tenantEnabled?: boolean;
  captcha?: Record<string, unknown>;
  login?: Reply;
  verify?: Reply;
}

function serve({
  tenantEnabled = true,
  captcha = { captchaEnabled: false },
  login,
  verify,
}: ServerOptions = {}) {
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
      case '/auth/captcha/verify':
        return verify ?? ok({ ticket: 't' });
      case '/auth/code/send':
        return ok({ resendAfter: 60 });
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

  it('draws a fresh captcha on refresh, checks the clicked points and logs in with the ticket', async () => {
    const captcha = {
      captchaEnabled: true,
      uuid: 'u1',
      img: 'iVBORw0KGgo=',
      type: 'click',
      words: ['职', '称'],
    };
    const { calls } = serve({ captcha, verify: ok({ ticket: 'tk-1' }) });
    renderLogin();
    const image = await screen.findByRole('img', { name: '验证码图片' });
    expect(image.getAttribute('src')).toBe('data:image/png;base64,iVBORw0KGgo=');
    expect(screen.getByTestId('captcha-prompt').textContent).toContain('职称');
    fireEvent.click(screen.getByTestId('captcha-refresh'));
    await waitFor(() => expect(calls.filter((c) => c.url === '/auth/code')).toHaveLength(2));
    const stage = await screen.findByTestId('captcha-stage');
    await screen.findByRole('img', { name: '验证码图片' });
    fireEvent.click(stage, { clientX: 40, clientY: 30 });
    fireEvent.click(stage, { clientX: 120, clientY: 90 });
    expect(await screen.findByTestId('captcha-passed')).toBeTruthy();
    const verify = calls.find((c) => c.url === '/auth/captcha/verify')!;
    expect(JSON.parse(String(verify.data))).toEqual({
      uuid: 'u1',
      points: [
        { x: 40, y: 30 },
        { x: 120, y: 90 },
      ],
    });

    fireEvent.change(screen.getByTestId('login-username'), { target: { value: 'admin' } });
    fireEvent.change(screen.getByTestId('login-password'), { target: { value: 'admin123' } });
    fireEvent.click(screen.getByTestId('login-submit'));
    expect(await screen.findByText('user page')).toBeTruthy();
    expect(calls.some((c) => c.url === '/auth/new/login')).toBe(true);
  });

  it('shows a failed captcha and draws another', async () => {
    const captcha = { captchaEnabled: true, uuid: 'u2', img: 'iVBORw0KGgo=', type: 'click', words: ['评'] };
    const { calls } = serve({ captcha, verify: { data: { code: 500, msg: '验证码错误', data: null } } });
    renderLogin();
    const stage = await screen.findByTestId('captcha-stage');
    await screen.findByRole('img', { name: '验证码图片' });
    fireEvent.click(stage, { clientX: 10, clientY: 10 });
    expect(await screen.findByText('验证失败，请重试')).toBeTruthy();
    await waitFor(() => expect(calls.filter((c) => c.url === '/auth/code')).toHaveLength(2), {
      timeout: 3000,
    });
  });

  it('signs in by SMS code from its tab', async () => {
    const { calls } = serve();
    renderLogin();
    fireEvent.click(screen.getByTestId('login-tab-sms'));
    fireEvent.change(await screen.findByTestId('login-target'), { target: { value: '13900001111' } });
    fireEvent.click(screen.getByTestId('send-code'));
    await waitFor(() => expect(calls.some((c) => c.url === '/auth/code/send')).toBe(true));
    const send = calls.find((c) => c.url === '/auth/code/send')!;
    expect(JSON.parse(String(send.data))).toMatchObject({
      channel: 'sms',
      purpose: 'login',
      phonenumber: '13900001111',
    });
    expect(await screen.findByText('60秒后重新获取')).toBeTruthy();
    fireEvent.change(screen.getByTestId('login-code'), { target: { value: '123456' } });
    fireEvent.click(screen.getByTestId('login-submit'));
    expect(await screen.findByText('user page')).toBeTruthy();
  });

  it('speaks English when the stored language is en_US', async () => {
    await i18n.changeLanguage('en_US');
    serve();
    renderLogin();
    expect(screen.getByTestId('login-submit').textContent).toContain('Sign in');
    fireEvent.click(screen.getByTestId('login-submit'));
    expect(await screen.findAllByText('This is required')).toHaveLength(2);
  });

  it('takes over the prerendered form: what was typed stays, the caret too, and the copy is gone', async () => {
    const { calls } = serve();
    // The shape app/prerender writes into login.html: a copy of the form outside React's root.
    const copy = document.createElement('div');
    copy.id = PRERENDER_ID;
    copy.innerHTML = `<form data-testid="login-form">
      <input data-testid="login-username" /><input data-testid="login-password" type="password" />
      <input data-testid="login-remember" type="checkbox" /></form>`;
    document.body.append(copy);
    const typed = (id: string) => copy.querySelector<HTMLInputElement>(`[data-testid="${id}"]`)!;
    typed('login-username').value = 'admin';
    typed('login-password').value = 'admin123';
    typed('login-remember').checked = true;
    typed('login-password').focus();
    typed('login-password').setSelectionRange(3, 3);
    copy.dataset[PRERENDER_SUBMITTED] = '1';

    renderLogin();
    expect(document.getElementById(PRERENDER_ID)).toBeNull();
    const password = screen.getByTestId<HTMLInputElement>('login-password');
    expect(screen.getByTestId<HTMLInputElement>('login-username').value).toBe('admin');
    expect(password.value).toBe('admin123');
    expect(screen.getByTestId<HTMLInputElement>('login-remember').checked).toBe(true);
    await waitFor(() => expect(document.activeElement).toBe(password));
    expect(password.selectionStart).toBe(3);
    // Enter pressed before React came: the sign-in goes ahead with what was typed.
    expect(await screen.findByText('user page')).toBeTruthy();
    const login = calls.find((c) => c.url === '/auth/new/login');
    expect(login?.headers.get('encrypt-key')).toBeTruthy();
    expect(JSON.parse(localStorage.getItem(StorageKeys.REMEMBER) ?? '{}')).toMatchObject({
      username: 'admin',
    });
  });
});
