import { expect, test, type Page } from '@playwright/test';
import { activePage, lockNow, shot, signIn } from './support.js';

/** Reports whether `text` was ever inserted into the page, however briefly. */
async function watchForText(page: Page, text: string): Promise<() => boolean> {
  let seen = false;
  const name = `__zcpsSeen${Math.random().toString(36).slice(2)}`;
  await page.exposeFunction(name, () => {
    seen = true;
  });
  await page.evaluate(
    ([binding, wanted]) => {
      const report = () => (window as unknown as Record<string, () => void>)[binding]!();
      const observer = new MutationObserver(() => {
        if (document.body.textContent?.includes(wanted)) {
          observer.disconnect();
          report();
        }
      });
      observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    },
    [name, text] as const,
  );
  return () => seen;
}

async function openSettings(page: Page) {
  // A click while the drawer or the dropdown is still moving gets lost on a busy machine: try again until open.
  const item = page.getByRole('menuitem', { name: '布局设置' });
  const drawer = page.getByTestId('settings-drawer');
  await expect(async () => {
    // The last try's click may have opened it after that try gave up waiting; the drawer then covers the menu.
    if (await drawer.isVisible()) return;
    if (!(await item.isVisible())) await page.getByTestId('user-dropdown').click({ timeout: 2000 });
    await item.click({ timeout: 2000 });
    await expect(drawer).toBeVisible({ timeout: 3000 });
  }).toPass({ timeout: 30_000 });
}

/** Turns a settings switch on or off, clicking again while a click lost to the drawer's motion left it as it was. */
async function setSwitch(page: Page, key: string, on: boolean) {
  const toggle = page.getByTestId(`setting-${key}`);
  await expect(async () => {
    if ((await toggle.getAttribute('aria-checked')) !== String(on)) await toggle.click({ timeout: 2000 });
    await expect(toggle).toHaveAttribute('aria-checked', String(on), { timeout: 2000 });
  }).toPass({ timeout: 20_000 });
}

test.describe('the console shell: settings, lock screen, personal centre, mobile', () => {
  test('settings preview at once, survive a reload once saved, and reset', async ({ page }) => {
    await signIn(page);
    await openSettings(page);
    const drawer = page.getByTestId('settings-drawer');
    await expect(drawer.locator('.ant-drawer-content-wrapper, .ant-drawer-section').first()).toHaveCSS(
      'width',
      '300px',
    );
    await drawer.getByRole('button', { name: '#ff4500' }).click();
    await setSwitch(page, 'dynamicTitle', true);
    await page.getByTestId('side-theme-light').click();
    await expect(page.getByTestId('sidebar')).toHaveAttribute('data-side-theme', 'light');
    await shot(page, 'shell-settings-drawer');

    // Dark mode forces a dark sidebar; turning it off restores the light one chosen above.
    await drawer.getByRole('switch', { name: '深色模式' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect(page.getByTestId('sidebar')).toHaveAttribute('data-side-theme', 'dark');
    // The console's antd styles are prebuilt CSS driven by the theme's variables (layout/antd-stylesheet.ts).
    await expect(page.locator('.zcps-main')).toHaveCSS('background-color', 'rgb(10, 10, 10)');
    await shot(page, 'shell-dark-mode');
    await drawer.getByRole('switch', { name: '深色模式' }).click();
    await expect(page.getByTestId('sidebar')).toHaveAttribute('data-side-theme', 'light');

    // Top navigation: the first menu level moves to the header; off again restores the sidebar.
    await setSwitch(page, 'topNav', true);
    await expect(page.getByTestId('top-nav')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('settings-drawer')).toBeHidden();
    await page.getByTestId('top-nav').getByText('系统监控').click();
    await expect(page).toHaveURL(/\/monitor\//);
    await expect(page.getByTestId('sidebar')).not.toContainText('系统管理');
    await expect(page.getByTestId('sidebar')).toContainText('在线用户');
    await expect(activePage(page).locator('.ant-table-tbody tr.ant-table-row').first()).toBeVisible();
    await shot(page, 'shell-topnav');
    await openSettings(page);
    await setSwitch(page, 'topNav', false);
    await expect(page.getByTestId('top-nav')).toHaveCount(0);
    await expect(page.getByTestId('sidebar')).toContainText('系统管理');

    await setSwitch(page, 'tagsView', false);
    await expect(page.getByTestId('tags-view')).toHaveCount(0);
    const saveMask = await watchForText(page, '正在保存到本地，请稍候...');
    await page.getByTestId('settings-save').click();
    await expect.poll(saveMask).toBe(true);
    await expect(page.getByTestId('settings-drawer')).toBeHidden();

    await page.reload();
    await expect(page.getByTestId('sidebar')).toHaveAttribute('data-side-theme', 'light');
    await expect(page.getByTestId('tags-view')).toHaveCount(0);
    await expect(page).toHaveTitle(/ - 职称评审管理系统$/);
    const primary = await page.evaluate(() =>
      getComputedStyle(document.documentElement).getPropertyValue('--zcps-primary').trim().toLowerCase(),
    );
    expect(primary).toBe('#ff4500');
    const saved = await page.evaluate(() => JSON.parse(localStorage.getItem('layout-setting') ?? '{}'));
    expect(saved).toMatchObject({ theme: '#ff4500', tagsView: false, sideTheme: 'theme-light' });

    await openSettings(page);
    // The mask lives 1000 ms and ends in a reload: a polling assertion can miss it on a loaded machine, so a
    // mutation observer in the page reports it the moment it is inserted.
    const resetMask = await watchForText(page, '正在清除设置缓存并刷新，请稍候...');
    // Armed before the click: the reload comes 1000 ms later, and reading storage before it lands would race it.
    const reloaded = page.waitForEvent('load');
    await page.getByTestId('settings-reset').click();
    await expect.poll(resetMask).toBe(true);
    await reloaded;
    await expect(page.getByTestId('tags-view')).toBeVisible({ timeout: 20_000 });
    expect(await page.evaluate(() => localStorage.getItem('layout-setting'))).toBeNull();
    await expect(page).toHaveTitle('职称评审管理系统');
  });

  test('lock and unlock: lock password, wrong password, account password, reload stays locked', async ({
    page,
  }) => {
    await signIn(page);
    await page.getByTestId('user-dropdown').click();
    await page.getByRole('menuitem', { name: '锁定屏幕' }).click();
    const dialog = page.getByRole('dialog', { name: '锁定屏幕' });
    await dialog.getByLabel('锁屏密码', { exact: true }).fill('pin-2468');
    await dialog.getByLabel('确认锁屏密码').fill('pin-2468');
    await lockNow(page, '锁定屏幕', '立即锁定');
    const lock = page.getByTestId('lock-screen');
    await expect(lock).toBeVisible();
    await shot(page, 'shell-lock-screen');

    await lock.getByPlaceholder('请输入锁屏密码或登录密码').fill('wrong-one');
    await lock.getByRole('button', { name: '解锁' }).click();
    await expect(lock.getByText('锁屏密码错误')).toBeVisible();

    await page.reload();
    await expect(page.getByTestId('lock-screen')).toBeVisible();
    await lock.getByPlaceholder('请输入锁屏密码或登录密码').fill('pin-2468');
    await lock.getByRole('button', { name: '解锁' }).click();
    await expect(lock).toHaveCount(0);

    // Without a lock password, the account password unlocks (checked by the server).
    await page.getByTestId('user-dropdown').click();
    await page.getByRole('menuitem', { name: '锁定屏幕' }).click();
    await lockNow(page, '锁定屏幕', '立即锁定');
    await lock.getByPlaceholder('请输入锁屏密码或登录密码').fill('admin123');
    await lock.getByRole('button', { name: '解锁' }).click();
    await expect(lock).toHaveCount(0);

    // "Back to login" ends the session.
    await page.getByTestId('user-dropdown').click();
    await page.getByRole('menuitem', { name: '锁定屏幕' }).click();
    await lockNow(page, '锁定屏幕', '立即锁定');
    await lock.getByRole('button', { name: '返回登录' }).click();
    await expect(page).toHaveURL(/\/login/);
  });

  test('personal centre: edit details, refuse a mismatched password, change it and back', async ({
    page,
  }) => {
    await signIn(page);
    await page.getByTestId('user-dropdown').click();
    await page.getByRole('menuitem', { name: '个人中心' }).click();
    await expect(page).toHaveURL(/\/user\/profile$/);
    const card = page.getByTestId('profile-card');
    await expect(card).toContainText('admin');
    const basic = page.getByTestId('profile-basic-form');
    await basic.getByLabel('用户昵称').fill('');
    await basic.getByRole('button', { name: /保\s?存/ }).click();
    await expect(basic.getByText('用户昵称不能为空')).toBeVisible();
    await basic.getByLabel('用户昵称').fill('评审管理员');
    await basic.getByLabel('手机号码').fill('13800138000');
    await basic.getByLabel('用户邮箱').fill('admin@zcps.example.cn');
    await basic.getByRole('button', { name: /保\s?存/ }).click();
    await expect(page.getByText('修改成功').first()).toBeVisible();
    await expect(page.getByTestId('user-dropdown')).toContainText('评审管理员');
    await shot(page, 'shell-profile');

    await page.getByRole('tab', { name: '修改密码' }).click();
    const pwd = page.getByTestId('profile-password-form');
    await pwd.getByLabel('旧密码').fill('admin123');
    await pwd.getByLabel('新密码').fill('admin456');
    await pwd.getByLabel('确认密码').fill('admin789');
    await pwd.getByRole('button', { name: /保\s?存/ }).click();
    await expect(pwd.getByText('两次输入的密码不一致')).toBeVisible();
    await pwd.getByLabel('确认密码').fill('admin456');
    await pwd.getByRole('button', { name: /保\s?存/ }).click();
    await expect(page.getByText('修改成功，其他设备上的登录已退出')).toBeVisible();
    await pwd.getByLabel('旧密码').fill('admin456');
    await pwd.getByLabel('新密码').fill('admin123');
    await pwd.getByLabel('确认密码').fill('admin123');
    await pwd.getByRole('button', { name: /保\s?存/ }).click();
    await expect(page.getByText('修改成功，其他设备上的登录已退出').first()).toBeVisible();

    // Avatar: choose a picture, crop, upload; the navbar shows it.
    await page.getByTestId('avatar-button').click();
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAEAAAABACAIAAAAlC+aJAAAAQklEQVR42u3OMQ0AAAgDoL1/aXYHBxCQlHtUBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQXfYQEH0sp5rQAAAABJRU5ErkJggg==',
      'base64',
    );
    await page
      .locator('input[type="file"]')
      .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png });
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /提\s?交/ })
      .click();
    await expect(page.getByText('头像已更新')).toBeVisible();
    await expect(page.getByTestId('user-dropdown').locator('img')).toHaveAttribute('src', /^blob:/);
  });

  test('messages: unread badge, read one, mark all read', async ({ page }) => {
    await signIn(page);
    const bell = page.getByTestId('message-bell');
    await expect(bell.locator('.ant-badge-count')).toBeVisible();
    await bell.click();
    const panel = page.getByTestId('message-panel');
    await panel.locator('.zcps-message-unread').first().click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /close|关闭/i })
      .click();
    await bell.click();
    await panel.getByRole('button', { name: '全部已读' }).click();
    await expect(bell.locator('.ant-badge-count')).toHaveCount(0);
  });

  test('mobile below 992 px: the sidebar becomes a drawer closed by its backdrop', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await signIn(page);
    await expect(page.getByTestId('home-page')).toBeVisible();
    await expect(page.getByTestId('sidebar')).toBeHidden();
    await shot(page, 'shell-mobile-375');
    await page.getByTestId('hamburger').click();
    await expect(page.getByTestId('sidebar')).toBeVisible();
    // The drawer slides in; wait until it rests at the left edge before the picture.
    await expect.poll(async () => (await page.getByTestId('sidebar').boundingBox())?.x ?? -1).toBe(0);
    await shot(page, 'shell-mobile-375-menu');
    await page.locator('.ant-drawer-mask').click({ position: { x: 350, y: 400 } });
    await expect(page.getByTestId('sidebar')).toBeHidden();
    await page.setViewportSize({ width: 1440, height: 900 });
    await expect(page.getByTestId('sidebar')).toBeVisible();
    await expect(page.getByTestId('home-page')).toBeVisible();
    await shot(page, 'shell-desktop-1440');
  });
});
