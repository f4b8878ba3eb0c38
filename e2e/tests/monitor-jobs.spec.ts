import { expect, test, type Page } from '@playwright/test';
import { confirmYes } from './review-walk-steps.js';
import { shot, signIn } from './support.js';

async function confirmPopover(page: Page) {
  await page.locator('.ant-popconfirm:visible .ant-btn-primary').click();
}

test.describe('monitoring: jobs, server, cache', () => {
  test('admin creates a job, runs it once, reads its log and pauses it', async ({ page }, testInfo) => {
    // A retry runs against the same server: its job and log line must not meet the first attempt's.
    const name = testInfo.retry ? `E2E 心跳 ${testInfo.retry}` : 'E2E 心跳';
    const message = `hello from e2e ${testInfo.retry}`;
    await signIn(page);
    await page.goto('/monitor/job');
    await expect(page.getByTestId('job-page')).toBeVisible();
    await expect(page.getByText('调度日志清理')).toBeVisible();

    await page.getByTestId('job-add').click();
    const form = page.getByTestId('job-form');
    await form.getByTestId('job-name').fill(name);
    await form.getByTestId('job-target').click();
    await page.locator('.ant-select-item-option').filter({ hasText: 'heartbeat' }).click();
    await form.getByTestId('job-params').fill(JSON.stringify({ message }));
    await form.getByTestId('job-cron').fill('0 */5 * * * *');
    await expect(form.getByTestId('job-next-times').locator('li')).toHaveCount(5);
    await form.getByLabel('正常').check();
    await shot(page, 'monitor-job-form-zh_CN');
    await page.locator('.ant-modal-footer .ant-btn-primary').click();

    const row = page.locator('tr', { has: page.getByText(name, { exact: true }) });
    await expect(row).toBeVisible();
    await expect(row.locator('[role=switch]')).toHaveAttribute('aria-checked', 'true');
    await row.locator('[data-testid^=job-run-]').click();
    await confirmYes(page);
    await expect(page.getByText('已触发执行，结果见调度日志')).toBeVisible();
    await shot(page, 'monitor-job-zh_CN');

    await row.locator('[data-testid^=job-log-]').click();
    await expect(page.getByTestId('job-log-page')).toBeVisible();
    const logRow = page.locator('tr', { hasText: message });
    await expect(async () => {
      await page.getByRole('button', { name: /搜\s*索/ }).click();
      await expect(logRow).toBeVisible({ timeout: 1000 });
    }).toPass({ timeout: 15_000 });
    await expect(logRow.getByText('成功')).toBeVisible();
    await shot(page, 'monitor-job-log-zh_CN');

    await page.goto('/monitor/job');
    await row.locator('[role=switch]').click();
    await expect(row.locator('[role=switch]')).toHaveAttribute('aria-checked', 'false');
    await expect(row).toContainText('—');
  });

  test('admin opens server info', async ({ page }) => {
    await signIn(page);
    await page.goto('/monitor/server');
    await expect(page.getByTestId('server-cpu')).toBeVisible();
    await expect(page.getByTestId('server-memory')).toContainText('GB');
    await expect(page.getByText('pglite')).toBeVisible();
    await shot(page, 'monitor-server-zh_CN');
  });

  test('admin clears a cache namespace', async ({ page }) => {
    await signIn(page);
    await page.goto('/monitor/cache');
    await expect(page.getByTestId('cache-page')).toBeVisible();
    await expect(page.getByTestId('cache-name-session')).toBeVisible();
    await expect(page.getByTestId('cache-name-sys_config')).toBeVisible();
    await page.getByTestId('cache-name-sys_config').click();
    await page.locator('li', { hasText: 'sys_config:' }).first().click();
    await expect(page.locator('textarea[readonly]')).not.toHaveValue('');
    await shot(page, 'monitor-cache-zh_CN');
    await page.getByTestId('cache-clear-sys_config').click();
    await confirmPopover(page);
    await expect(page.getByTestId('cache-name-sys_config')).toHaveCount(0);
    await expect(page.getByTestId('cache-name-session')).toBeVisible();
  });

  test('the job screen in English', async ({ page }) => {
    await page.goto('/login');
    await page.evaluate(() => localStorage.setItem('language', 'en_US'));
    await signIn(page);
    await page.goto('/monitor/job');
    await expect(page.getByText('Invoke target').first()).toBeVisible();
    await page.getByTestId('job-add').click();
    await page.getByTestId('job-cron').fill('0 30 2 * * *');
    await expect(page.getByTestId('job-next-times').locator('li')).toHaveCount(5);
    await shot(page, 'monitor-job-en_US');
  });
});
