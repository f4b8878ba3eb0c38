import { expect, test } from '@playwright/test';
import { activePage, shot, signIn, untranslatedKeys } from './support.js';

/** 短信消息: a test message through the development log provider lands in the send log as 已发送. */
test('短信消息: providers, a test send and the send log', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page);
  await page.goto('/system/sms');
  const view = activePage(page);
  await expect(view.getByText('SMS_LOGIN_CODE')).toBeVisible();

  await view.getByRole('tab', { name: '服务配置' }).click();
  const sms = view.getByTestId('sms-provider-sms');
  await expect(sms).toContainText('日志（开发用）');
  await expect(sms).toContainText('服务器环境变量默认');
  await shot(page, 'system-sms-providers');
  await sms.getByRole('button', { name: '测试发送' }).click();
  const form = page.getByTestId('sms-test-form');
  await form.getByPlaceholder('请输入接收地址').fill('13812341234');
  await page.getByRole('button', { name: /确\s*定/ }).click();
  await expect(page.getByText('测试消息已发送')).toBeVisible();

  await view.getByRole('tab', { name: '发送记录' }).click();
  const row = view.locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: '测试发送' }).first();
  await expect(row).toContainText('138****1234');
  await expect(row).toContainText('已发送');
  expect(await untranslatedKeys(page)).toEqual([]);
  await shot(page, 'system-sms-log');
});
