import { expect, test, type Page } from '@playwright/test';
import { activePage, openFromMenu, shot, signIn } from './support.js';

const tab = (page: Page, path: string) => page.locator(`[data-tab-path="${path}"]`);
const pageOf = (page: Page, path: string) => page.locator(`[data-page-path="${path}"]`);

test.describe('the console shell: the rest of its rules', () => {
  test('refreshing a background tab waits until the tab is visited', async ({ page }) => {
    await signIn(page);
    await openFromMenu(page, '系统监控', '在线用户');
    const field = pageOf(page, '/monitor/online').getByPlaceholder('请输入用户名称');
    await field.fill('someone');
    await openFromMenu(page, '系统管理', '日志管理', '登录日志');

    // The login-log page may still be settling when the menu opens; open it again if a re-render closed it.
    const refresh = page
      .locator('.ant-dropdown:not(.ant-dropdown-hidden)')
      .getByRole('menuitem', { name: '刷新页面' });
    await expect(async () => {
      if (!(await refresh.isVisible())) await tab(page, '/monitor/online').click({ button: 'right' });
      await expect(refresh).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 20_000 });
    await refresh.click();
    // Still the old page in the background: nothing re-mounted yet, and we stay where we are.
    await expect(page).toHaveURL(/\/system\/log\/logininfor$/);
    await expect(field).toHaveValue('someone');
    await tab(page, '/monitor/online').click();
    await expect(page).toHaveURL(/\/monitor\/online$/);
    await expect(pageOf(page, '/monitor/online').getByPlaceholder('请输入用户名称')).toHaveValue('');
  });

  test('grey mode and the footer, from the settings drawer', async ({ page }) => {
    await signIn(page);
    await page.getByTestId('user-dropdown').click();
    await page.getByRole('menuitem', { name: '布局设置' }).click();
    await page.getByTestId('setting-greyMode').click();
    await expect(page.locator('html')).toHaveClass(/zcps-grey/);
    await page.getByTestId('setting-footer').click();
    await expect(page.locator('.zcps-footer')).toBeVisible();
    await page.getByTestId('setting-greyMode').click();
    await page.getByTestId('setting-footer').click();
    await expect(page.locator('html')).not.toHaveClass(/zcps-grey/);
    await expect(page.locator('.zcps-footer')).toHaveCount(0);
  });

  test('the 401 page is public and leads back to sign-in', async ({ page }) => {
    await page.goto('/401');
    await expect(page.getByText('401').first()).toBeVisible();
    await shot(page, 'shell-401');
  });

  test('the icon picker: read-only, 450 px popover, substring search, choose closes it', async ({ page }) => {
    await signIn(page);
    await page.goto('/system/menu');
    await activePage(page)
      .getByRole('button', { name: /新\s*增/ })
      .first()
      .click();
    const dialog = page.getByRole('dialog');
    const input = dialog.getByPlaceholder('点击选择图标');
    await expect(input).toHaveAttribute('readonly', '');
    await input.click();
    const panel = page.getByTestId('icon-picker-panel');
    await expect(panel).toBeVisible();
    // The popover's body (its semantic container) is 450 px wide; the outer wrapper adds the arrow's room.
    const body = page.locator('.ant-popover-container').filter({ has: panel });
    await expect.poll(async () => Math.round((await body.boundingBox())?.width ?? 0)).toBe(450);
    const options = panel.getByRole('option');
    const all = await options.count();
    expect(all).toBeGreaterThanOrEqual(90);
    await panel.getByPlaceholder('搜索图标').fill('user');
    await expect.poll(() => options.count()).toBeLessThan(all);
    for (const name of await options.evaluateAll((els) => els.map((el) => el.getAttribute('title') ?? '')))
      expect(name).toContain('user');
    await shot(page, 'widget-icon-picker');
    const first = (await options.first().getAttribute('title'))!;
    await options.first().click();
    await expect(panel).toBeHidden();
    await expect(input).toHaveValue(first);
  });
});
