import { expect, test } from '@playwright/test';
import { lockNow, shot, signIn, untranslatedKeys } from './support.js';

test('every shell screen speaks English with no untranslated key', async ({ page }) => {
  await page.goto('/login');
  await page.getByTestId('language-en_US').click();
  await expect(page.getByTestId('login-submit')).toContainText(/log ?in|sign ?in/i);
  expect(await untranslatedKeys(page)).toEqual([]);
  await signIn(page);
  await expect(page.getByTestId('breadcrumb')).toContainText('Home');

  await page.getByTestId('user-dropdown').click();
  await page.getByRole('menuitem', { name: 'Layout settings' }).click();
  await expect(page.getByTestId('settings-drawer')).toContainText('Theme style');
  expect(await untranslatedKeys(page)).toEqual([]);
  await expect(page.getByRole('menuitem', { name: 'Layout settings' })).toBeHidden();
  await expect
    .poll(async () => (await page.getByText('Theme style').boundingBox())?.x ?? 0)
    .toBeLessThan(1440 - 250);
  await page.waitForTimeout(300);
  await shot(page, 'shell-settings-en_US');
  await page.keyboard.press('Escape');

  await page.getByTestId('message-bell').click();
  await expect(page.getByTestId('message-panel')).toContainText('Messages');
  expect(await untranslatedKeys(page)).toEqual([]);
  await page.keyboard.press('Escape');

  await page.getByTestId('user-dropdown').click();
  await page.getByRole('menuitem', { name: 'Personal centre' }).click();
  await expect(page.getByTestId('profile-card')).toContainText('Personal information');
  await page.getByRole('tab', { name: 'Change password' }).click();
  await expect(page.getByTestId('profile-password-form')).toContainText('Old password');
  expect(await untranslatedKeys(page)).toEqual([]);
  await shot(page, 'shell-profile-en_US');

  await page.getByTestId('user-dropdown').click();
  await page.getByRole('menuitem', { name: 'Lock screen' }).click();
  await expect(page.getByRole('dialog', { name: 'Lock screen' })).toBeVisible();
  expect(await untranslatedKeys(page)).toEqual([]);
  await lockNow(page, 'Lock screen', 'Lock now');
  await expect(page.getByTestId('lock-screen')).toContainText('Screen locked');
  expect(await untranslatedKeys(page)).toEqual([]);
  await page.getByPlaceholder('Lock password or sign-in password').fill('admin123');
  await page.getByRole('button', { name: 'Unlock' }).click();
  await expect(page.getByTestId('lock-screen')).toHaveCount(0);

  for (const path of ['/403', '/500', '/network-error', '/missing/page']) {
    await page.goto(path);
    await expect(page.locator('.zcps-layout')).toBeVisible();
    await expect(page.getByRole('button').first()).toBeVisible();
    expect(await untranslatedKeys(page)).toEqual([]);
  }
  await shot(page, 'shell-404-en_US');
});
