import { expect, test, type Browser, type Page } from '@playwright/test';
import { activePage, shot, signIn, submitLogin } from './support.js';

// A name of its own per run: a retry on the same server must not find the first try's failed login.
const stranger = `ghost${Date.now() % 1_000_000}`;

/** A second, independent session (another browser), plus one failed login of an unknown name. */
async function otherSession(browser: Browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/login');
  await submitLogin(page, stranger, 'wrong-password');
  await expect(page.getByText('用户不存在/密码错误').first()).toBeVisible();
  await signIn(page);
  return { context, page };
}

async function openMenu(page: Page, ...titles: string[]) {
  const sidebar = page.getByTestId('sidebar');
  for (const title of titles) await sidebar.getByText(title, { exact: true }).first().click();
}

async function confirm(page: Page) {
  const dialog = page.locator('.ant-modal-confirm');
  // A click during the opening animation can be lost; retry until the dialog has gone.
  await expect(async () => {
    if (await dialog.isVisible())
      await dialog.getByRole('button', { name: /确\s*定|OK/ }).click({ timeout: 2000 });
    await expect(dialog).toBeHidden({ timeout: 2000 });
  }).toPass({ timeout: 15_000 });
}

test.describe('monitoring: online users, login log, operation log', () => {
  test('admin forces out another session, unlocks a name and reads the audit', async ({ page, browser }) => {
    const other = await otherSession(browser);
    await signIn(page);

    await openMenu(page, '系统监控', '在线用户');
    await expect(page).toHaveURL(/\/monitor\/online$/);
    const rows = activePage(page).locator('.ant-table-tbody tr.ant-table-row');
    await expect(page.getByText('当前会话')).toBeVisible();
    // Earlier spec files share this server, so other admin sessions may be online too; newest come first,
    // so the first session that is not ours is the one this test opened.
    await expect(rows.filter({ hasNotText: '当前会话' }).first()).toBeVisible();
    // Sessions of earlier specs can fill more than one page: count them by the pagination total.
    const totalText = activePage(page).locator('.ant-pagination-total-text');
    const total = async () => Number((await totalText.innerText()).replace(/\D/g, ''));
    const before = await total();
    await shot(page, 'monitor-online-zh_CN');
    await rows.filter({ hasNotText: '当前会话' }).first().getByRole('button', { name: '强退' }).click();
    await confirm(page);
    await expect(page.getByText('强退成功')).toBeVisible();
    await expect.poll(total).toBe(before - 1);
    // The forced-out browser is refused at its next request.
    await other.page.reload();
    await expect(other.page).toHaveURL(/\/login/);
    await other.context.close();

    await openMenu(page, '系统管理', '日志管理', '登录日志');
    await expect(page).toHaveURL(/\/system\/log\/logininfor$/);
    const ghost = activePage(page).locator('.ant-table-tbody tr.ant-table-row');
    await expect(ghost.filter({ hasText: stranger })).toHaveCount(1);
    const nameField = activePage(page).getByPlaceholder('请输入用户名称');
    await nameField.fill(stranger);
    await expect(nameField).toHaveValue(stranger);
    await activePage(page)
      .getByRole('button', { name: /搜\s*索/ })
      .click();
    await expect(ghost.filter({ hasText: 'admin' })).toHaveCount(0);
    await expect(ghost).toHaveCount(1);
    await expect(ghost.first()).toContainText('失败');
    await ghost.first().locator('.ant-checkbox-input').check();
    await activePage(page)
      .getByRole('button', { name: /解\s*锁/ })
      .click();
    await confirm(page);
    await expect(page.getByText(`用户 ${stranger} 解锁成功`)).toBeVisible();
    await shot(page, 'monitor-logininfor-zh_CN');

    await openMenu(page, '操作日志');
    await expect(page).toHaveURL(/\/system\/log\/operlog$/);
    const audit = activePage(page).locator('.ant-table-tbody tr.ant-table-row');
    await expect(audit.filter({ hasText: '在线用户' })).toHaveCount(1);
    await expect(audit.filter({ hasText: '登录日志' })).toHaveCount(1);
    await shot(page, 'monitor-operlog-zh_CN');
    await audit
      .filter({ hasText: '在线用户' })
      .getByRole('button', { name: /详\s*细/ })
      .click();
    const dialog = page.locator('.ant-modal').filter({ hasText: '操作日志详细' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('/zcps/monitor/online/');
    await expect(dialog).toContainText('"code": 200');
    await page.waitForTimeout(500); // let the opening animation finish before the screenshot
    await shot(page, 'monitor-operlog-detail-zh_CN');
  });

  test('the operation log in English', async ({ page }) => {
    await page.goto('/login');
    await page.evaluate(() => localStorage.setItem('language', 'en_US'));
    await signIn(page);
    await page.goto('/system/log/logininfor');
    await expect(page.getByRole('button', { name: 'Search' })).toBeVisible();
    await expect(page.locator('.ant-table-tbody tr.ant-table-row').first()).toBeVisible();
    await expect(page.getByText('Success').first()).toBeVisible();
    await shot(page, 'monitor-logininfor-en_US');
  });
});
