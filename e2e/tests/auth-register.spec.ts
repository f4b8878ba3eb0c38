import { expect, test, type Page } from '@playwright/test';
import { creditCodeCheckChar } from '@zcps/contracts';
import { apiAs, startAccountServer, type AccountServer } from './auth-account-server.js';
import { shot, submitLogin } from './support.js';

let server: AccountServer;
const stamp = String(Date.now()).slice(-6);
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const company = {
  name: `浙江测试注册${stamp}有限公司`,
  code: `91330100MA2${stamp}`.padEnd(17, '0'),
  user: `co_${stamp}`,
  phone: `1370${stamp}1`,
  email: `co${stamp}@example.com`,
};
const staff = { user: `st_${stamp}`, phone: `1360${stamp}2`, email: `st${stamp}@example.com` };

test.beforeAll(async () => {
  test.setTimeout(180_000);
  server = await startAccountServer({ captcha: false });
});
test.afterAll(async () => {
  await server?.stop();
});

async function fillAccount(
  page: Page,
  who: { user: string; phone: string; email: string },
  password: string,
) {
  await page.getByTestId('reg-username').fill(who.user);
  await page.getByTestId('reg-password').fill(password);
  await page.getByTestId('reg-confirm').fill(password);
  await page.getByTestId('reg-phone').fill(who.phone);
  await page.getByTestId('reg-email').fill(who.email);
}

async function pick(page: Page, testId: string, option: string) {
  await page.getByTestId(testId).click();
  await page.locator('.ant-select-dropdown:visible').getByText(option, { exact: true }).click();
}

async function signInAs(page: Page, user: string, password: string) {
  await page.goto(`${server.url}/login`);
  await submitLogin(page, user, password);
}

test.describe.serial('registration, audit and password reset', () => {
  test('a company registers, waits for the audit, is approved in the office’s 我的待办 and signs in', async ({
    page,
  }) => {
    await page.goto(`${server.url}/registerCompany`);
    await page.getByTestId('reg-company-name').fill(company.name);
    await pick(page, 'reg-unit-type', '民营企业');
    await page.getByTestId('reg-credit-code').fill(company.code.slice(0, 16) + '1');
    await page.getByTestId('reg-contact').click();
    await expect(page.getByText('统一社会信用代码不正确')).toBeVisible();
    const code17 = company.code.slice(0, 17);
    await page.getByTestId('reg-credit-code').fill(code17 + creditCodeCheckChar(code17));
    await page.getByTestId('reg-contact').fill('赵经理');
    await page
      .locator('input[type=file]')
      .setInputFiles({ name: 'licence.png', mimeType: 'image/png', buffer: png });
    await expect(page.getByTestId('reg-licence')).toContainText('licence.png');
    await fillAccount(page, company, 'Company123');
    // The policy checkbox comes first.
    await expect(page.getByTestId('register-submit')).toBeDisabled();
    await page.getByTestId('reg-agreement').check();
    await shot(page, 'auth-register-company-zh_CN');
    await page.getByTestId('register-submit').click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText('注册成功，请等待评审办审核').first()).toBeVisible();

    await submitLogin(page, company.user, 'Company123');
    await expect(page.getByTestId('login-error')).toContainText('正在审核中');

    // The registration started 委托单位注册审核: the office takes its step in 我的待办, reading the unit's form.
    await signInAs(page, 'office01', 'admin123');
    await expect(page).toHaveURL(/\/index$/);
    await page.goto(`${server.url}/workflow/todo`);
    const task = page.locator('.ant-table-tbody tr.ant-table-row', { hasText: '委托单位注册审核' }).first();
    await task.getByRole('button', { name: '办理' }).click();
    const form = page.getByTestId('wf-form-data');
    await expect(form).toContainText(company.name);
    await expect(form).toContainText('统一社会信用代码');
    await shot(page, 'auth-register-office-todo');
    const approve = page.getByRole('dialog', { name: '通过' });
    await page
      .getByTestId('wf-actions')
      .getByRole('button', { name: /^通\s*过$/ })
      .click();
    await approve.getByLabel('审批意见').fill('材料齐全，同意注册');
    await approve.getByRole('button', { name: /确\s*定|OK/ }).click();
    await expect(page.getByTestId('wf-actions')).toBeHidden();

    await page.goto(`${server.url}/title/client`);
    const row = page.locator('.ant-table-tbody tr.ant-table-row', { hasText: company.name });
    await expect(row).toContainText('已通过');

    await page.evaluate(() => localStorage.clear());
    await signInAs(page, company.user, 'Company123');
    await expect(page).toHaveURL(/\/index$/);
  });

  test('a staff member registers in an approved unit and signs in', async ({ page, request }) => {
    await signInAs(page, 'admin', 'admin123');
    await expect(page).toHaveURL(/\/index$/);
    const admin = await apiAs(page, request, server.url);
    const on = await admin.put('/system/config/updateByKey', {
      configKey: 'sys.account.registerUser',
      configValue: 'true',
    });
    expect(on.code).toBe(200);
    await page.evaluate(() => localStorage.clear());

    await page.goto(`${server.url}/registerStaff`);
    await pick(page, 'reg-unit', company.name);
    await page.getByTestId('reg-nickname').fill('钱申报');
    await fillAccount(page, staff, 'Staff12345');
    await page.getByTestId('reg-agreement').check();
    await shot(page, 'auth-register-staff-zh_CN');
    await page.getByTestId('register-submit').click();
    await expect(page).toHaveURL(/\/login$/);
    await signInAs(page, staff.user, 'Staff12345');
    await expect(page).toHaveURL(/\/index$/);
  });

  test('the staff member resets the password by an email code read from the server log', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('language', 'en_US'));
    await page.goto(`${server.url}/forgetPassword`);
    await page.getByTestId('forget-channel').getByText('Email code').click();
    await page.getByTestId('forget-target').fill(staff.email);
    const before = server.sent();
    await page.getByTestId('send-code').click();
    await expect(page.getByTestId('send-code')).toContainText(/Resend in \d+ s/);
    const code = await server.codeFor(staff.email, before);
    expect(code).toMatch(/^\d{6}$/);
    await page.getByTestId('forget-code').fill(code);
    await page.getByTestId('forget-password-input').fill('Changed123');
    await page.getByTestId('forget-confirm').fill('Changed123');
    await shot(page, 'auth-forget-en_US');
    await page.getByTestId('forget-submit').click();
    await expect(page).toHaveURL(/\/login$/);

    await submitLogin(page, staff.user, 'Staff12345');
    await expect(page.getByTestId('login-error')).toBeVisible();
    await submitLogin(page, staff.user, 'Changed123');
    await expect(page).toHaveURL(/\/index$/);
  });

  test('a seeded account signs in with a given password and must change it first', async ({
    page,
    request,
  }) => {
    await signInAs(page, 'admin', 'admin123');
    await expect(page).toHaveURL(/\/index$/);
    const admin = await apiAs(page, request, server.url);
    const body = (value: string) => ({ configKey: 'sys.account.initPasswordModify', configValue: value });
    expect((await admin.put('/system/config/updateByKey', body('true'))).code).toBe(200);
    await page.evaluate(() => localStorage.clear());

    await signInAs(page, 'office01', 'admin123');
    const dialog = page.getByRole('dialog', { name: '请修改初始密码' });
    await expect(dialog).toBeVisible();
    await shot(page, 'auth-force-password-zh_CN');
    await dialog.getByTestId('force-old').fill('admin123');
    await dialog.getByTestId('force-new').fill('onlyletters');
    await dialog.getByTestId('force-confirm').fill('onlyletters');
    await dialog.getByTestId('force-submit').click();
    await expect(dialog.getByTestId('force-error')).toContainText('密码必须同时包含字母和数字');
    await dialog.getByTestId('force-new').fill('Office2024');
    await dialog.getByTestId('force-confirm').fill('Office2024');
    await dialog.getByTestId('force-submit').click();
    await expect(dialog).toBeHidden();
    await page.reload();
    await expect(page.getByTestId('sidebar')).toBeVisible();
    await expect(page.getByRole('dialog', { name: '请修改初始密码' })).toBeHidden();
  });
});
