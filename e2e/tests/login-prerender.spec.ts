import { expect, test, type Page, type Route } from '@playwright/test';
import { shot } from './support.js';

/** Holds the console's scripts back until `release` (the prerendered page is all there is meanwhile). */
async function holdScripts(page: Page) {
  const held: Route[] = [];
  let released = false;
  await page.route('**/assets/*.js', (route) => (released ? route.continue() : held.push(route)));
  return async () => {
    released = true;
    // A request of a page navigated away from is gone: nothing to let through.
    await Promise.all(held.splice(0).map((route) => route.continue().catch(() => undefined)));
  };
}

/** The largest difference of any colour channel between two screenshots of the same size (0 to 255). */
async function largestPixelDifference(page: Page, a: Buffer, b: Buffer): Promise<number> {
  return page.evaluate(
    async ({ first, second }) => {
      const pixels = async (png: string) => {
        const image = new Image();
        image.src = `data:image/png;base64,${png}`;
        await image.decode();
        const canvas = new OffscreenCanvas(image.width, image.height);
        const context = canvas.getContext('2d')!;
        context.drawImage(image, 0, 0);
        return context.getImageData(0, 0, image.width, image.height).data;
      };
      const [x, y] = [await pixels(first), await pixels(second)];
      if (x.length !== y.length) return 255;
      let largest = 0;
      for (let i = 0; i < x.length; i++) largest = Math.max(largest, Math.abs(x[i]! - y[i]!));
      return largest;
    },
    { first: a.toString('base64'), second: b.toString('base64') },
  );
}

const prerender = (page: Page) => page.locator('#zcps-prerender');
const reactForm = (page: Page) => page.locator('#root [data-testid="login-form"]');

test.describe('the login page prerendered in the first response', () => {
  test('the form is usable before the scripts run, and React keeps what was typed and signs in', async ({
    page,
  }) => {
    const release = await holdScripts(page);
    await page.goto('/login', { waitUntil: 'commit' });
    const password = page.getByTestId('login-password');
    await expect(password).toBeVisible();
    await expect(prerender(page)).toBeVisible();
    await expect(reactForm(page)).toHaveCount(0);
    await expect(page.getByTestId('login-submit')).toHaveText('登 录');
    await page.getByTestId('login-username').pressSequentially('admin');
    await password.pressSequentially('admin12');
    const before = await password.boundingBox();
    const submitBefore = await page.getByTestId('login-submit').boundingBox();
    // The prerendered fields' own focus moves settle first; React's frame below is taken as it comes.
    const pixelsBefore = await page.screenshot({ animations: 'disabled' });
    await shot(page, 'login-prerendered');

    // The tenant list is held too, so React's first frame can be compared with the prerendered one.
    let tenantsHeld: Route | undefined;
    await page.route('**/zcps/auth/tenant/list', (route) => void (tenantsHeld = route));
    // So are the social sign-in sources: a server where an earlier test configured one adds their row below
    // the button once they answer (a later move the prerender does not foresee; issue 25 note).
    let socialHeld: Route | undefined;
    await page.route('**/zcps/auth/social/sources', (route) => void (socialHeld = route));
    await release();
    await expect(prerender(page)).toHaveCount(0);
    await expect(reactForm(page)).toBeVisible();
    await expect.poll(() => tenantsHeld !== undefined).toBe(true);
    // Pixel for pixel the same page: React took over without a flash, a shift or a lost character.
    // (Font anti-aliasing may differ by a level or two on a few pixels.)
    expect(await largestPixelDifference(page, pixelsBefore, await page.screenshot())).toBeLessThanOrEqual(8);
    await tenantsHeld?.continue();
    await expect(page.getByTestId('login-username')).toHaveValue('admin');
    await expect(password).toHaveValue('admin12');
    // The caret stayed in the password field: typing carries on.
    await page.keyboard.type('3');
    await expect(password).toHaveValue('admin123');
    // React's fields sit exactly where the prerendered ones were.
    expect(await password.boundingBox()).toEqual(before);
    expect(await page.getByTestId('login-submit').boundingBox()).toEqual(submitBefore);
    await expect(page.getByTestId('login-tenant')).toBeVisible();
    await shot(page, 'login-react');
    await socialHeld?.continue();
    await page.getByTestId('login-submit').click();
    await expect(page).toHaveURL(/\/index$/);
  });

  test('Enter pressed before the scripts arrive signs in once React has come', async ({ page }) => {
    const release = await holdScripts(page);
    await page.goto('/login', { waitUntil: 'commit' });
    await page.getByTestId('login-username').fill('admin');
    await page.getByTestId('login-password').fill('admin123');
    await page.getByTestId('login-password').press('Enter');
    // Not sent as a plain form post: the password never reaches the address bar.
    await expect(page).toHaveURL(/\/login$/);
    await release();
    await expect(page).toHaveURL(/\/index$/);
    expect(page.url()).not.toContain('admin123');
  });

  test('登录 pressed on the prerendered page and released after React took over signs in once', async ({
    page,
  }) => {
    const release = await holdScripts(page);
    const logins: string[] = [];
    page.on('request', (r) => r.url().includes('/auth/new/login') && logins.push(r.url()));
    await page.goto('/login', { waitUntil: 'commit' });
    await page.getByTestId('login-username').fill('admin');
    await page.getByTestId('login-password').fill('admin123');
    const button = (await page.getByTestId('login-submit').boundingBox())!;
    await page.mouse.move(button.x + button.width / 2, button.y + button.height / 2);
    await page.mouse.down();
    await release();
    await expect(prerender(page)).toHaveCount(0);
    // The release lands on React's button, which saw no press: without the press kept, nothing happened.
    await page.mouse.up();
    await expect(page).toHaveURL(/\/index$/);
    expect(logins).toHaveLength(1);
  });

  test('a visitor who chose English never sees the Chinese form', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('language', 'en_US'));
    const release = await holdScripts(page);
    await page.goto('/login', { waitUntil: 'commit' });
    await expect(page.getByTestId('login-password')).toBeVisible();
    await expect(page.getByTestId('login-password')).toHaveAttribute('placeholder', 'Password');
    await expect(page.getByTestId('login-submit')).toHaveText('Sign in');
    await expect(page.getByText('登 录')).toHaveCount(0);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await release();
    await expect(prerender(page)).toHaveCount(0);
    await expect(reactForm(page)).toBeVisible();
    await expect(page.getByTestId('login-submit')).toHaveText('Sign in');
  });

  test('the language buttons work before the scripts arrive, and React follows the choice', async ({
    page,
  }) => {
    const release = await holdScripts(page);
    await page.goto('/login', { waitUntil: 'commit' });
    await page.getByTestId('login-username').fill('admin');
    await page.getByTestId('language-en_US').click();
    await expect(page.getByTestId('login-submit')).toHaveText('Sign in');
    await expect(page.getByTestId('login-username')).toHaveValue('admin');
    await page.getByTestId('login-password').fill('admin123');
    await release();
    await expect(reactForm(page)).toBeVisible();
    await expect(page.getByTestId('login-submit')).toHaveText('Sign in');
    await expect(page.getByTestId('language-en_US')).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByTestId('login-password')).toHaveValue('admin123');
    await page.getByTestId('login-submit').click();
    await expect(page).toHaveURL(/\/index$/);
    await expect(page.getByTestId('breadcrumb')).toContainText('Home');
  });

  test('a sign-in tab clicked before the scripts arrive is the one React opens', async ({ page }) => {
    const release = await holdScripts(page);
    await page.goto('/login', { waitUntil: 'commit' });
    await page.getByTestId('login-tab-sms').click();
    await expect(page.getByTestId('login-tab-sms')).toHaveAttribute('aria-selected', 'true');
    await release();
    await expect(page.getByTestId('login-target')).toBeVisible();
    await expect(prerender(page)).toHaveCount(0);
    await expect(page.getByTestId('login-tab-sms')).toHaveAttribute('aria-selected', 'true');
  });

  test('other routes keep the boot splash, and a remembered account is filled in before React', async ({
    page,
  }) => {
    await page.addInitScript(() =>
      localStorage.setItem('zcps-remember', JSON.stringify({ username: 'admin', rememberMe: true })),
    );
    const release = await holdScripts(page);
    await page.goto('/registerStaff', { waitUntil: 'commit' });
    await expect(page.locator('.zcps-boot')).toBeVisible();
    await expect(prerender(page)).toHaveCount(0);
    await page.goto('/login', { waitUntil: 'commit' });
    await expect(page.getByTestId('login-username')).toHaveValue('admin');
    await expect(page.getByTestId('login-remember')).toBeChecked();
    await release();
    await expect(reactForm(page)).toBeVisible();
    await expect(page.getByTestId('login-username')).toHaveValue('admin');
    await expect(page.getByTestId('login-remember')).toBeChecked();
  });
  test('with one tenant its box looks as the Select, which loads only on the first press and opens', async ({
    page,
  }) => {
    // Earlier specs on this server may have added tenants: the page is shown the first one alone.
    await page.route('**/zcps/auth/tenant/list', async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { data: { voList: unknown[] } };
      body.data.voList = body.data.voList.slice(0, 1);
      await route.fulfill({ response, json: body });
    });
    const selectCode: string[] = [];
    page.on('request', (r) => {
      if (/\/assets\/(select|TenantSelect)-[^/]+\.js$/.test(r.url())) selectCode.push(r.url());
    });
    await page.goto('/login');
    const stand = page.locator('.zcps-tenant-stand');
    await expect(stand.locator('input')).toHaveValue('职称评审服务平台');
    await page.waitForLoadState('networkidle');
    expect(selectCode).toEqual([]);
    await page.mouse.move(1, 1);
    const clip = (await stand.boundingBox())!;
    const standPixels = await page.screenshot({ clip });

    await stand.click();
    const option = page.locator('.ant-select-dropdown:visible .ant-select-item-option');
    await expect(option).toHaveText(['职称评审服务平台']);
    expect(selectCode.length).toBeGreaterThan(0);
    await page.keyboard.press('Escape');
    await expect(page.locator('.ant-select-dropdown:visible')).toHaveCount(0);
    await page.getByTestId('login-username').focus();
    await page.mouse.move(1, 1);
    await expect(page.locator('.ant-select-focused')).toHaveCount(0);
    // The closed Select where the box was, pixel for pixel (anti-aliasing aside), once its focus ring has faded.
    expect(await page.getByTestId('login-tenant').boundingBox()).toEqual(clip);
    await expect
      .poll(async () => largestPixelDifference(page, standPixels, await page.screenshot({ clip })))
      .toBeLessThanOrEqual(8);
    await expect(page.getByTestId('login-tenant')).toContainText('职称评审服务平台');
  });
});
