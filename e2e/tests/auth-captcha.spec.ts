import { expect, test, type Page } from '@playwright/test';
import { apiAs, captchaAnswer, startAccountServer, type AccountServer } from './auth-account-server.js';
import { shot, submitLogin } from './support.js';

let server: AccountServer;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  server = await startAccountServer({ captcha: true });
});
test.afterAll(async () => {
  await server?.stop();
});

async function captchaOf(page: Page) {
  const image = page.getByTestId('captcha-image');
  await expect(image).toBeVisible();
  const uuid = (await image.getAttribute('data-uuid'))!;
  const type = (await page.getByTestId('captcha').getAttribute('data-type')) as 'slide' | 'click';
  return { uuid, type, answer: await captchaAnswer(server.seed, uuid, type) };
}

async function solveSlide(page: Page, x: number) {
  const handle = page.getByTestId('captcha-handle');
  const box = (await handle.boundingBox())!;
  const y = box.y + box.height / 2;
  await page.mouse.move(box.x + box.width / 2, y);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2 + x, y, { steps: 12 });
  await page.mouse.up();
}

test.describe('sign in with the captchas solved by the test', () => {
  test('a wrong slide fails and draws another; the right one passes and admin signs in', async ({ page }) => {
    await page.goto(`${server.url}/login`);
    const first = await captchaOf(page);
    expect(first.type).toBe('slide');
    await shot(page, 'auth-captcha-slide-zh_CN');
    // Sign-in is refused until the captcha is solved.
    await submitLogin(page);
    await expect(page.getByText('请先完成安全验证')).toBeVisible();

    await solveSlide(page, first.answer.x > 150 ? first.answer.x - 60 : first.answer.x + 60);
    await expect(page.getByTestId('captcha')).toHaveAttribute('data-phase', 'fail');
    await expect(page.getByText('验证失败，请重试').first()).toBeVisible();
    await expect(page.getByTestId('captcha-image')).not.toHaveAttribute('data-uuid', first.uuid);

    const second = await captchaOf(page);
    await solveSlide(page, second.answer.x);
    await expect(page.getByTestId('captcha-passed')).toBeVisible();
    await shot(page, 'auth-captcha-slide-passed-zh_CN');
    await submitLogin(page);
    await expect(page).toHaveURL(/\/index$/);
  });

  test('the click captcha: the characters clicked in order', async ({ page, browser, request }) => {
    await page.goto(`${server.url}/login`);
    await solveSlide(page, (await captchaOf(page)).answer.x);
    await submitLogin(page);
    await expect(page).toHaveURL(/\/index$/);
    const admin = await apiAs(page, request, server.url);
    const body = (value: string) => ({ configKey: 'sys.account.captchaType', configValue: value });
    expect((await admin.put('/system/config/updateByKey', body('click'))).code).toBe(200);
    try {
      const context = await browser.newContext({ locale: 'en-US' });
      const other = await context.newPage();
      await other.addInitScript(() => localStorage.setItem('language', 'en_US'));
      await other.goto(`${server.url}/login`);
      const captcha = await captchaOf(other);
      expect(captcha.type).toBe('click');
      await expect(other.getByTestId('captcha-prompt')).toContainText('Click in order');
      await shot(other, 'auth-captcha-click-en_US');
      const image = (await other.getByTestId('captcha-image').boundingBox())!;
      for (const p of captcha.answer.points)
        await other.mouse.click(image.x + (p.x * image.width) / 310, image.y + (p.y * image.height) / 155);
      await expect(other.getByTestId('captcha-passed')).toContainText('Verified');
      await submitLogin(other);
      await expect(other).toHaveURL(/\/index$/);
      await context.close();
    } finally {
      expect((await admin.put('/system/config/updateByKey', body('slide'))).code).toBe(200);
    }
  });
});
