import { generateKeyPairSync } from 'node:crypto';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AppProviders } from '../../../test/app-providers';
import { i18n, loadScreenMessages } from '../../../i18n';
import { resetPublicKey, service } from '../../../lib/request';
import { fakeAdapter, type Reply } from '../../../test/fake-adapter';
import { ForgetPasswordPage } from '../forget/ForgetPasswordPage';
import { RegisterStaffPage } from './RegisterStaffPage';

const spki = generateKeyPairSync('rsa', { modulusLength: 1024 })
  .publicKey.export({ type: 'spki', format: 'der' })
  .toString('base64');
const originalAdapter = service.defaults.adapter;
const ok = (data: unknown): Reply => ({ data: { code: 200, msg: 'ok', data } });

function serve(
  options: { staffEnabled?: boolean; reset?: Reply; passwordLength?: { min: number; max: number } } = {},
) {
  const fake = fakeAdapter((config) => {
    switch (config.url) {
      case '/auth/register/options':
        return ok({
          staffEnabled: options.staffEnabled ?? true,
          companyEnabled: true,
          units: [{ clientId: 7, clientName: '华信建设集团有限公司' }],
          passwordLength: options.passwordLength ?? { min: 6, max: 20 },
        });
      case '/auth/code':
        return ok({ captchaEnabled: false });
      case '/auth/rsa-public-key':
        return ok({ publicKey: spki });
      case '/auth/register':
        return ok(null);
      case '/auth/code/send':
        return ok({ resendAfter: 60 });
      case '/auth/password/reset':
        return options.reset ?? ok(null);
      default:
        return { status: 404, data: '' };
    }
  });
  service.defaults.adapter = fake.adapter;
  return fake;
}

function renderAt(path: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <AppProviders queryClient={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/registerStaff" element={<RegisterStaffPage />} />
          <Route path="/forgetPassword" element={<ForgetPasswordPage />} />
          <Route path="/login" element={<div>login page</div>} />
        </Routes>
      </MemoryRouter>
    </AppProviders>,
  );
  return queryClient;
}

const fill = (testId: string, value: string) =>
  fireEvent.change(screen.getByTestId(testId), { target: { value } });

beforeAll(async () => {
  await loadScreenMessages();
});
beforeEach(async () => {
  resetPublicKey();
  await i18n.changeLanguage('zh_CN');
});
afterEach(() => {
  service.defaults.adapter = originalAdapter;
});

describe('registration and password reset pages', () => {
  it('says staff registration is closed when the config has it off', async () => {
    serve({ staffEnabled: false });
    renderAt('/registerStaff');
    expect(await screen.findByText('注册暂未开放')).toBeTruthy();
    expect(screen.queryByTestId('register-submit')).toBeNull();
  });

  it('keeps the submit button off until the agreement is ticked, then registers encrypted', async () => {
    const { calls } = serve();
    renderAt('/registerStaff');
    await screen.findByTestId('register-staff-form');
    const submit = screen.getByTestId('register-submit') as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    fireEvent.mouseDown(screen.getByRole('combobox'));
    fireEvent.click(
      await screen.findByText('华信建设集团有限公司', { selector: '.ant-select-item-option-content' }),
    );
    fill('reg-nickname', '李四');
    fill('reg-username', 'lisi_01');
    fill('reg-password', 'pass12345');
    fill('reg-confirm', 'pass12346');
    fill('reg-phone', '13700001234');
    fill('reg-email', 'lisi@example.com');
    fireEvent.click(screen.getByTestId('reg-agreement'));
    await waitFor(() => expect(submit.disabled).toBe(false));
    fireEvent.click(submit);
    expect(await screen.findByText('两次输入的密码不一致')).toBeTruthy();
    fill('reg-confirm', 'pass12345');
    fireEvent.click(submit);
    expect(await screen.findByText('login page')).toBeTruthy();
    const sent = calls.find((c) => c.url === '/auth/register')!;
    expect(sent.headers['encrypt-key']).toBeTruthy();
    expect(String(sent.data)).not.toContain('lisi_01');
  });

  it('checks the new password with the lengths the server configured', async () => {
    serve({ passwordLength: { min: 8, max: 12 } });
    renderAt('/registerStaff');
    await screen.findByTestId('register-staff-form');
    // The units come with the lengths: once they show, the form checks with the server's numbers.
    fireEvent.mouseDown(screen.getByRole('combobox'));
    await screen.findByText('华信建设集团有限公司', { selector: '.ant-select-item-option-content' });
    fill('reg-password', 'pass123');
    expect(await screen.findByText('密码长度为8到12个字符')).toBeTruthy();
    fill('reg-password', 'pass1234');
    await waitFor(() => expect(screen.queryByText('密码长度为8到12个字符')).toBeNull());
  });

  it('asks the remembered tenant’s lengths on the reset page', async () => {
    const { calls } = serve({ passwordLength: { min: 8, max: 12 } });
    const queries = renderAt('/forgetPassword');
    await waitFor(() => expect(calls.some((c) => c.url === '/auth/register/options')).toBe(true));
    await waitFor(() => expect(queries.isFetching()).toBe(0));
    const options = calls.find((c) => c.url === '/auth/register/options')!;
    expect(options.params).toEqual({ tenantId: '000000' });
    fill('forget-password-input', 'pass123');
    expect(await screen.findByText('密码长度为8到12个字符')).toBeTruthy();
  });

  it('sends a reset code to the address and shows the server refusal of the reset', async () => {
    const { calls } = serve({ reset: { data: { code: 500, msg: '验证码已失效，请重新获取', data: null } } });
    renderAt('/forgetPassword');
    fireEvent.click(await screen.findByRole('radio', { name: '邮箱验证码' }));
    await screen.findByPlaceholderText('请输入邮箱地址');
    fill('forget-target', 'lisi@example.com');
    fireEvent.click(screen.getByTestId('send-code'));
    await waitFor(() => expect(calls.some((c) => c.url === '/auth/code/send')).toBe(true));
    const send = calls.find((c) => c.url === '/auth/code/send')!;
    expect(JSON.parse(String(send.data))).toMatchObject({
      channel: 'email',
      purpose: 'reset',
      email: 'lisi@example.com',
    });
    fill('forget-code', '123456');
    fill('forget-password-input', 'newpass123');
    fill('forget-confirm', 'newpass123');
    fireEvent.click(screen.getByTestId('forget-submit'));
    expect(await screen.findByText('验证码已失效，请重新获取')).toBeTruthy();
  });
});
