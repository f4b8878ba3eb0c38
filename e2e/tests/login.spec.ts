import { expect, test } from '@playwright/test';
import { shot, submitLogin as signIn } from './support.js';

test.describe('sign in and the server menu', () => {
  test('an anonymous visitor is sent to the login page with the original path', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (r) => r.resourceType() === 'script' && scripts.push(r.url()));
    await page.goto('/system/user');
    await expect(page).toHaveURL(/\/login\?redirect=%2Fsystem%2Fuser/);
    await expect(page.getByTestId('login-submit')).toBeVisible();
    await expect(page.getByTestId('login-tenant')).toBeVisible();
    await shot(page, 'login-zh_CN');
    // The screens' messages load with the console frame, not on the login page.
    expect(scripts.filter((url) => url.includes('zh_CN-screens'))).toEqual([]);
  });

  test('a wrong password shows the server message and stays on the login page', async ({ page }) => {
    await page.goto('/login');
    await signIn(page, 'admin', 'wrong-password');
    await expect(page.getByText('用户不存在/密码错误').first()).toBeVisible();
    await expect(page).toHaveURL(/\/login/);
  });

  test('admin signs in through the real page and sees the server menu', async ({ page }) => {
    await page.goto('/login');
    await signIn(page);
    await expect(page).toHaveURL(/\/index$/);
    const sidebar = page.getByTestId('sidebar');
    await expect(sidebar).toBeVisible();
    for (const title of ['系统管理', '系统监控', '系统工具', '职称管理', '职称评审', '人员材料']) {
      await expect(sidebar.getByText(title, { exact: true }).first()).toBeVisible();
    }
    await expect(page.getByTestId('home-welcome')).toContainText('系统管理员');
    await expect(page.getByTestId('server-status')).toBeVisible();
    await shot(page, 'home-zh_CN');

    await sidebar.getByText('系统管理', { exact: true }).first().click();
    await expect(sidebar.getByText('用户管理', { exact: true }).first()).toBeVisible();
    await sidebar.getByText('用户管理', { exact: true }).first().click();
    await expect(page).toHaveURL(/\/system\/user$/);
    const rows = page.locator('.zcps-page:not([hidden]) .ant-table-tbody tr.ant-table-row');
    await expect(rows.filter({ hasText: 'admin' }).first()).toBeVisible();
    // The screens' messages arrived with the console: the list's own column titles are in Chinese.
    await expect(
      page.locator('.zcps-page:not([hidden]) .ant-table-thead').getByText('用户名称'),
    ).toBeVisible();

    // A reload keeps the session: the token is stored and the routes are rebuilt from the server.
    await page.reload();
    await expect(page).toHaveURL(/\/system\/user$/);
    await expect(page.getByTestId('sidebar')).toBeVisible();
    await expect(rows.filter({ hasText: 'admin' }).first()).toBeVisible();
  });

  test('the console switches to English, menu titles included', async ({ page }) => {
    await page.goto('/login');
    await page.evaluate(() => localStorage.setItem('language', 'en_US'));
    await page.reload();
    await shot(page, 'login-en_US');
    await signIn(page);
    await expect(page).toHaveURL(/\/index$/);
    const sidebar = page.getByTestId('sidebar');
    await expect(sidebar.getByText('System', { exact: false }).first()).toBeVisible();
    await expect(page.getByTestId('home-welcome')).toBeVisible();
    await shot(page, 'home-en_US');
  });
});
