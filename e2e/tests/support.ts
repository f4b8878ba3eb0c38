import fs from 'node:fs';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';

export const shots = path.resolve(import.meta.dirname, '../screenshots');
fs.mkdirSync(shots, { recursive: true });

export async function shot(page: Page, name: string) {
  await page.screenshot({ path: path.join(shots, `${name}.png`), fullPage: false });
}

/** Fills and submits the login form of the page that is open (no navigation, no outcome expected). */
export async function submitLogin(page: Page, username = 'admin', password = 'admin123') {
  await page.getByTestId('login-username').fill(username);
  await page.getByTestId('login-password').fill(password);
  await page.getByTestId('login-submit').click();
}

export async function signIn(page: Page, username = 'admin', password = 'admin123') {
  await page.goto('/login');
  await submitLogin(page, username, password);
  await expect(page).toHaveURL(/\/index$/);
}

/**
 * Opens a page through the sidebar, expanding each directory on the way that is not open yet. Groups are
 * unique-opened and follow the route, so the whole walk is retried until the page is the current one.
 */
export async function openFromMenu(page: Page, ...titles: string[]) {
  const sidebar = page.getByTestId('sidebar');
  const entry = (title: string) => sidebar.getByText(title, { exact: true }).first();
  const leaf = titles.at(-1)!;
  await expect(async () => {
    for (const [index, title] of titles.slice(0, -1).entries()) {
      const next = entry(titles[index + 1]!);
      if (!(await next.isVisible())) await entry(title).click();
      await expect(next).toBeVisible({ timeout: 2000 });
    }
    await entry(leaf).click({ timeout: 2000 });
    await expect(sidebar.locator('[aria-current="page"]')).toContainText(leaf, { timeout: 2000 });
  }).toPass({ timeout: 30_000 });
}

/**
 * Moves the signed-in console to another route without reloading it (as a menu click does): the router follows
 * popstate, so the bundle, the session and the dictionaries already loaded are kept.
 */
export async function navigateInApp(page: Page, route: string) {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, route);
  await expect(page).toHaveURL((url) => url.pathname === route);
}

/** i18n keys that leaked to the screen (e.g. `settings.save`) instead of their text. */
export async function untranslatedKeys(page: Page): Promise<string[]> {
  const text = await page.evaluate(() => document.body.innerText);
  const pattern =
    /\b(common|nav|tabs|navbar|settings|lock|profile|widgets|errorPages|error|home|login|crud|monitor|userAdmin|systemRole|deptPost|dictConfig|menuAdmin|noticeAdmin|clientAdmin|ossAdmin|ossConfigAdmin|codegen|dataSource|formBuilder|formSchema)\.[a-zA-Z_]+\b/g;
  return [...new Set(text.match(pattern) ?? [])];
}

/** The page of the active tab: pages of other open tabs stay mounted (hidden), so scope lookups to this one. */
export const activePage = (page: Page) => page.locator('.zcps-page:not([hidden])');

/**
 * Presses the lock dialog's confirm button until the lock screen is up: a click during the dialog's opening
 * animation can be lost on a loaded machine.
 */
export async function lockNow(page: Page, dialogName: string, button: string) {
  const dialog = page.getByRole('dialog', { name: dialogName });
  await expect(async () => {
    if (await dialog.isVisible()) await dialog.getByRole('button', { name: button }).click({ timeout: 2000 });
    await expect(page.getByTestId('lock-screen')).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 15_000 });
}
