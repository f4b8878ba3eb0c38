import { setTimeout as sleep } from 'node:timers/promises';

/* global document, Image */
import { Buffer } from 'node:buffer';

/** Screens are taken at this size (the e2e viewport)... */
export const VIEWPORT = { width: 1440, height: 900 };
/** ...and stored as JPEG at most this wide (the PDF shows them about 18 cm wide), to keep the PDFs small. */
const STORE_WIDTH = 1200;
const JPEG_QUALITY = 0.68;
/** Upper bound of page screenshots per manual (the admin sees a hundred menus). */
const MAX_PAGE_SHOTS = 12;

/**
 * Menu tree of getRouters, flattened to what the manual needs: directories with their visible pages, each page
 * with its full path. Hidden routes and external links are left out.
 */
export function menuTree(routers, parentPath = '', trail = []) {
  const out = [];
  for (const r of routers ?? []) {
    if (r.hidden) continue;
    const raw = r.path ?? '';
    if (/^https?:/.test(raw) || r.meta?.link) continue;
    const fullPath = raw.startsWith('/') ? raw : `${parentPath.replace(/\/$/, '')}/${raw}`;
    const title = r.meta?.title ?? r.name ?? raw;
    const children = menuTree(r.children, fullPath, [...trail, title]);
    if (r.children?.length) {
      if (children.length) out.push({ kind: 'dir', title, path: fullPath, children });
    } else {
      out.push({
        kind: 'page',
        title,
        path: fullPath,
        trail: [...trail, title],
        component: r.component ?? '',
      });
    }
  }
  return out;
}

export function pagesOf(tree) {
  return tree.flatMap((n) => (n.kind === 'dir' ? pagesOf(n.children) : [n]));
}

async function settle(page, ms = 600) {
  await page.waitForLoadState('networkidle').catch(() => {});
  await sleep(ms);
}

/** What the content area shows after a navigation: 'real', 'placeholder' (not built yet) or 'missing' (404). */
async function contentKind(page) {
  await settle(page);
  const content = page.locator('.zcps-content');
  await content.waitFor({ timeout: 15_000 }).catch(() => {});
  if (!(await content.count())) return 'missing';
  if (await content.locator('[data-testid="page-placeholder"]:visible').count()) return 'placeholder';
  if (await content.locator('[data-testid="not-found"]:visible').count()) return 'missing';
  return 'real';
}

function exists(page, selector) {
  return page
    .locator(selector)
    .count()
    .then((n) => n > 0);
}

/**
 * A lossless screenshot re-encoded once as JPEG by the browser's canvas, scaled down to STORE_WIDTH when wider.
 * `helper` is a blank page of the same browser.
 */
async function toJpeg(helper, png, width, height) {
  const scale = Math.min(1, STORE_WIDTH / width);
  const w = Math.round(width * scale);
  const h = Math.round(height * scale);
  const b64 = await helper.evaluate(
    async ({ src, w, h, q }) => {
      const img = new Image();
      img.src = src;
      await img.decode();
      const canvas = document.createElement('canvas');
      canvas.width = w;
      canvas.height = h;
      const g = canvas.getContext('2d');
      g.imageSmoothingQuality = 'high';
      g.drawImage(img, 0, 0, w, h);
      return canvas.toDataURL('image/jpeg', q).split(',')[1];
    },
    { src: `data:image/png;base64,${png.toString('base64')}`, w, h, q: JPEG_QUALITY },
  );
  return { buf: Buffer.from(b64, 'base64'), width: w, height: h };
}

/** Screenshot helpers bound to one role; every shot lands in `shots` as a JPEG buffer with its size. */
function shooter(page, shots, helper) {
  return {
    async full(name) {
      await page.mouse.move(VIEWPORT.width - 10, VIEWPORT.height - 10); // no hover highlight in the shot
      await sleep(350); // let hover transitions end
      shots.set(name, await toJpeg(helper, await page.screenshot(), VIEWPORT.width, VIEWPORT.height));
    },
    async clip(name, clip) {
      shots.set(name, await toJpeg(helper, await page.screenshot({ clip }), clip.width, clip.height));
    },
    async element(name, locator, pad = 0) {
      const box = await locator.boundingBox();
      if (!box) return;
      const x = Math.max(0, Math.floor(box.x - pad));
      const y = Math.max(0, Math.floor(box.y - pad));
      const width = Math.min(VIEWPORT.width - x, Math.ceil(box.width + 2 * pad));
      const height = Math.min(VIEWPORT.height - y, Math.ceil(box.height + 2 * pad));
      await this.clip(name, { x, y, width, height });
    },
  };
}

/** Navbar widgets by test id; each found one is described (and shot) in the manual. */
const NAVBAR_WIDGETS = {
  langSwitch: 'language-switch',
  manualLink: 'manual-download',
  fullscreen: 'fullscreen',
  messages: 'message-bell',
  size: 'size-select',
};

/** Runs an optional capture step; a console that changed shape skips the shot instead of failing the run. */
async function attempt(what, step) {
  try {
    await step();
  } catch (err) {
    console.warn(`  (skipped ${what}: ${String(err.message ?? err).split('\n')[0]})`);
  }
}

/** Closes dropdowns and popovers: Escape, then a click on the empty middle of the navbar (never on content). */
async function closePopups(page) {
  await page.keyboard.press('Escape');
  await page.mouse.click(800, 24);
  await sleep(400);
}

/** Opens a navbar widget's dropdown and shots the top-right corner with it. */
async function dropdownShot(page, shot, testId, name, height = 260) {
  await attempt(name, async () => {
    const trigger = page.getByTestId(testId);
    if (await trigger.isDisabled()) throw new Error('disabled (nothing to offer yet)');
    await trigger.click({ timeout: 5000 });
    await sleep(600);
    await shot.clip(name, { x: VIEWPORT.width - 560, y: 0, width: 560, height });
    await closePopups(page);
  });
}

async function lockScreen(page, shot, userMenu, password) {
  const menu = await userMenu();
  await menu.getByText('锁定屏幕').click();
  const dialog = page.locator('.ant-modal:visible').last();
  await dialog.waitFor({ timeout: 5000 });
  await sleep(500);
  await shot.full('lock-dialog');
  await dialog.getByRole('button', { name: /立即锁定/ }).click();
  const lock = page.getByTestId('lock-screen');
  await lock.waitFor({ timeout: 5000 });
  await sleep(800);
  await shot.full('lock-screen');
  await lock.locator('input[type="password"]').fill(password);
  await lock.locator('input[type="password"]').press('Enter');
  await lock.waitFor({ state: 'detached', timeout: 10_000 });
  await sleep(500);
}

async function tabBar(page, shot) {
  const tags = page.getByTestId('tags-view');
  const homeTab = tags.getByRole('tab').first();
  for (let i = 0; i < 3; i++) {
    await homeTab.click();
    await page.getByTestId('home-quick-links').waitFor({ timeout: 5000 });
    const links = page.locator('.zcps-home-link');
    if ((await links.count()) <= i) break;
    await links.nth(i).click();
    await settle(page, 500);
  }
  // Back on the home page (real content), with the opened pages' tabs beside it.
  await homeTab.click();
  await page.getByTestId('home-page').waitFor();
  await settle(page, 600);
  await shot.full('tabs-page');
  const other = tags.getByRole('tab').nth(1);
  if (await other.count()) {
    await other.click({ button: 'right' });
    await sleep(500);
    const box = await other.boundingBox();
    if (box) {
      const x = Math.max(0, Math.floor(box.x) - 40);
      await shot.clip('tabs-menu', { x, y: Math.max(0, Math.floor(box.y) - 50), width: 480, height: 280 });
    }
  }
  await closePopups(page);
}

async function fillLogin(page, baseUrl, user) {
  await page.goto(`${baseUrl}/login`);
  await page.getByTestId('login-submit').waitFor();
  await page.getByTestId('login-username').fill(user.userName);
  await page.getByTestId('login-password').fill(user.password);
}

/**
 * Signs in as the role's user through the login page and walks the screens that role uses. Answers the shots,
 * the role's menu tree (pages marked built or not) and which shell features this build of the console has.
 */
export async function captureRole(browser, baseUrl, role) {
  const context = await browser.newContext({ viewport: VIEWPORT, locale: 'zh-CN' });
  const page = await context.newPage();
  page.setDefaultTimeout(10_000);
  // The re-encoding page lives in a context of its own, so the console page keeps the focus.
  const helperContext = await browser.newContext();
  const helper = await helperContext.newPage();
  const shots = new Map();
  const shot = shooter(page, shots, helper);
  const has = {};

  // Login page: once with a wrong password (the message users see), then for real.
  await fillLogin(page, baseUrl, { ...role.user, password: 'wrong-password' });
  await page.getByTestId('login-submit').click();
  await page
    .getByTestId('login-error')
    .waitFor({ timeout: 10_000 })
    .catch(() => {});
  await settle(page, 300);
  await shot.full('login-error');
  await fillLogin(page, baseUrl, role.user);
  await settle(page, 300);
  await shot.full('login');
  const routersResponse = page.waitForResponse((r) => r.url().includes('/system/menu/getRouters'));
  await page.getByTestId('login-submit').click();
  const routers = (await (await routersResponse).json()).data;
  await page.waitForURL(/\/index$/, { timeout: 30_000 }).catch(async () => {
    throw new Error(
      `${role.user.userName} could not sign in (is the server dist built with the demo users? run npm run build)`,
    );
  });
  await page.getByTestId('home-page').waitFor();
  await settle(page, 1200);
  await shot.full('home');

  const tree = menuTree(routers);
  const sidebar = page.getByTestId('sidebar');
  const navbar = page.locator('.zcps-navbar');

  // Sidebar: each top directory opened in turn (unique-opened), the sidebar alone.
  const dirs = tree.filter((n) => n.kind === 'dir');
  for (const [i, dir] of dirs.entries()) {
    await sidebar.getByText(dir.title, { exact: true }).first().click();
    await sleep(500);
    if (i === 0) await shot.full('sidebar');
    // The sidebar down to its last entry (not the empty rest of the column).
    const side = await sidebar.boundingBox();
    const list = await sidebar.locator('.zcps-nav').first().boundingBox();
    if (side && list) {
      const bottom = Math.min(VIEWPORT.height, Math.ceil(list.y + list.height + 12));
      await shot.clip(`menu-${i}`, { x: side.x, y: side.y, width: side.width, height: bottom - side.y });
    }
    dir.shot = `menu-${i}`;
  }

  // Navbar and its widgets.
  await page.goto(`${baseUrl}/index`);
  await page.getByTestId('home-page').waitFor();
  await settle(page, 800);
  await shot.element('navbar', navbar);
  for (const [key, testId] of Object.entries(NAVBAR_WIDGETS))
    has[key] = await exists(page, `[data-testid="${testId}"]`);
  if (has.langSwitch) await dropdownShot(page, shot, 'language-switch', 'lang-menu');
  if (has.manualLink) await dropdownShot(page, shot, 'manual-download', 'manual-menu');
  if (has.messages) await dropdownShot(page, shot, 'message-bell', 'message-panel', 420);
  if (has.size) await dropdownShot(page, shot, 'size-select', 'size-menu');

  // User menu, logout confirmation, settings drawer, lock screen — over the home page.
  await page.goto(`${baseUrl}/index`);
  await page.getByTestId('home-page').waitFor();
  await settle(page, 800);
  const userMenu = async () => {
    await page.getByTestId('user-dropdown').click();
    await sleep(500);
    return page.locator('.ant-dropdown:visible').last();
  };
  let menu = await userMenu();
  has.profileItem = (await menu.getByText('个人中心').count()) > 0;
  has.settingsItem = (await menu.getByText('布局设置').count()) > 0;
  has.lock = (await menu.getByText('锁定屏幕').count()) > 0;
  await shot.clip('user-menu', { x: VIEWPORT.width - 520, y: 0, width: 520, height: 300 });
  await menu.getByText('退出登录').first().click();
  await sleep(600);
  await shot.full('logout-confirm');
  await page
    .locator('.ant-modal-confirm')
    .getByRole('button', { name: /取\s*消/ })
    .click();
  await sleep(500);
  if (has.settingsItem) {
    await attempt('settings drawer', async () => {
      menu = await userMenu();
      await menu.getByText('布局设置').click();
      await page.getByTestId('settings-drawer').waitFor({ timeout: 5000 });
      await sleep(800);
      await shot.full('settings-drawer');
      await page
        .locator('.ant-drawer-mask')
        .last()
        .click({ position: { x: 100, y: 400 } });
      await page.getByTestId('settings-drawer').waitFor({ state: 'hidden', timeout: 5000 });
      await sleep(300);
    });
  }
  if (has.lock) await attempt('lock screen', () => lockScreen(page, shot, userMenu, role.user.password));

  // Tab bar: open a few pages from the home page's quick links, then show a tab's context menu.
  has.tabs = await exists(page, '[data-testid="tags-view"]');
  if (has.tabs) await attempt('tab bar', () => tabBar(page, shot));

  // Every page of the role's menu: a shot of those that are built, the rest marked as coming later.
  let pageShots = 0;
  for (const p of pagesOf(tree)) {
    await page.goto(`${baseUrl}${p.path}`);
    p.state = await contentKind(page);
    if (p.state === 'real' && pageShots < MAX_PAGE_SHOTS) {
      await sleep(600);
      p.shot = `page-${pageShots++}`;
      await shot.full(p.shot);
    }
  }

  // Personal centre.
  await page.goto(`${baseUrl}/user/profile`);
  has.profile = (await contentKind(page)) === 'real';
  if (has.profile) {
    await shot.full('profile');
    await attempt('profile password tab', async () => {
      await page.getByRole('tab', { name: '修改密码' }).click();
      await page.getByTestId('profile-password-form').waitFor();
      await sleep(500);
      await shot.full('profile-password');
    });
    await attempt('avatar dialog', async () => {
      await page.getByTestId('avatar-button').click();
      await page.locator('.ant-modal:visible').last().waitFor();
      await sleep(800);
      await shot.full('profile-avatar');
      await page.keyboard.press('Escape');
      await sleep(400);
    });
  }

  // Public pages for self-registration and password reset (only those with real forms).
  await context.close();
  has.publicPages = await publicPages(browser, baseUrl, shots, helper);
  await helperContext.close();
  return { shots, tree, has };
}

/** Register and forgot-password pages, shot when they show a form (not signed in). */
async function publicPages(browser, baseUrl, shots, helper) {
  const context = await browser.newContext({ viewport: VIEWPORT, locale: 'zh-CN' });
  const page = await context.newPage();
  const shot = shooter(page, shots, helper);
  const found = {};
  for (const [key, path] of [
    ['registerStaff', '/registerStaff'],
    ['registerCompany', '/registerCompany'],
    ['forgetPassword', '/forgetPassword'],
  ]) {
    await page.goto(`${baseUrl}${path}`);
    await settle(page, 500);
    const form = (await page.locator('form input').count()) > 0 && !page.url().includes('/login');
    found[key] = form;
    if (form) await shot.full(key);
  }
  await context.close();
  return found;
}
