import { expect, test, type Page } from '@playwright/test';
import { shot, signIn } from './support.js';

/** What a signed-in device does after reading the code: scan, then confirm (or cancel), with its own token. */
async function act(device: Page, ticket: string, action: 'scan' | 'confirm' | 'cancel') {
  return device.evaluate(
    async ([id, what]) => {
      const res = await fetch(`/zcps/auth/qrcode/${id}/${what}`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${localStorage.getItem('Admin-Token')}`,
          clientid: 'e5cd7e4891bf95d1d19206ce24a7b32e',
        },
      });
      return (await res.json()) as { code: number; msg: string };
    },
    [ticket, action] as const,
  );
}

async function showQr(page: Page): Promise<string> {
  await page.goto('/login');
  await page.getByTestId('login-tab-qrcode').click();
  const image = page.getByTestId('qr-image');
  await expect(image).toBeVisible();
  await expect(page.getByTestId('qr-state')).toHaveAttribute('data-state', 'waiting');
  return (await image.getAttribute('data-ticket'))!;
}

test.describe('QR code sign-in', () => {
  test('a signed-in device scans and confirms; the login page lands in the console', async ({
    page,
    browser,
    baseURL,
  }) => {
    const ticket = await showQr(page);
    await shot(page, 'auth-qr-waiting-zh_CN');

    const phone = await browser.newPage({ baseURL });
    await signIn(phone);
    expect(await act(phone, ticket, 'scan')).toMatchObject({ code: 200 });
    await expect(page.getByTestId('qr-state')).toContainText('系统管理员 已扫描');
    await shot(page, 'auth-qr-scanned-zh_CN');
    expect(await act(phone, ticket, 'confirm')).toMatchObject({ code: 200 });

    await expect(page).toHaveURL(/\/index$/);
    await expect(page.getByTestId('home-welcome')).toContainText('系统管理员');
    // The ticket was spent: confirming it again is refused.
    expect(await act(phone, ticket, 'scan')).toMatchObject({
      code: 500,
      msg: '二维码已被使用，请刷新二维码',
    });
    await phone.close();
  });

  test('a cancelled code offers a new one, in English too', async ({ page, browser, baseURL }) => {
    await page.goto('/login');
    await page.evaluate(() => localStorage.setItem('language', 'en_US'));
    const ticket = await showQr(page);
    await expect(page.getByTestId('qr-login')).toContainText('Scan the code with a signed-in mobile app');
    await shot(page, 'auth-qr-waiting-en_US');

    const phone = await browser.newPage({ baseURL });
    await signIn(phone);
    await act(phone, ticket, 'scan');
    await act(phone, ticket, 'cancel');
    await expect(page.getByTestId('qr-state')).toContainText('cancelled');
    await expect(page.getByTestId('qr-refresh')).toBeVisible();
    await shot(page, 'auth-qr-cancelled-en_US');
    await page.getByTestId('qr-refresh').click();
    await expect(page.getByTestId('qr-state')).toHaveAttribute('data-state', 'waiting');
    await expect(page.getByTestId('qr-image')).not.toHaveAttribute('data-ticket', ticket);
    await phone.close();
  });
});
