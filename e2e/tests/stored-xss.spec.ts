import { expect, test, type Locator, type Page } from '@playwright/test';
import { api } from './review-walk-steps.js';
import { NOTICE_CONTENT, PAYLOAD, SCREENS, suffix } from './stored-xss-setup.js';
import { activePage, shot, signIn } from './support.js';

/**
 * Stored XSS (issue 10): payloads saved through the text fields of the system and title screens render as
 * inert text in the lists and edit dialogs; notice HTML is sanitised by the server on save and again by the
 * console on display (notice preview, the navbar bell). The rows are removed (the tenant restored) at the end.
 */

/** Nothing a payload would do has happened: no global set, no alert, no live handler or script in the DOM. */
async function expectInert(page: Page, where: string, dialogs: string[]) {
  // An <img src=x onerror> fires after its failed load: give a payload that slipped through time to run.
  await page.waitForTimeout(150);
  const found = await page.evaluate(() => ({
    xss: (window as unknown as { __xss?: unknown }).__xss,
    handlers: document.querySelectorAll('[onerror],[onload],[onmouseover],[onclick],[onfocus]').length,
    scripts: Array.from(document.querySelectorAll('script')).filter((s) => s.textContent?.includes('__xss'))
      .length,
    jsLinks: document.querySelectorAll('a[href^="javascript:" i]').length,
  }));
  expect(found, where).toEqual({ xss: undefined, handlers: 0, scripts: 0, jsLinks: 0 });
  expect(dialogs, where).toEqual([]);
}

/** Clicks until `shown` appears: a click during a re-render or an opening motion can be lost under load. */
async function openWith(trigger: Locator, shown: Locator) {
  await expect(async () => {
    if (!(await shown.isVisible())) await trigger.click({ timeout: 2000 });
    await expect(shown).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 20_000 });
}

/** A row's edit button: an icon-only one on most lists, a labelled one on a few. */
const editOf = (line: Locator) =>
  line
    .locator('button:has(.anticon-edit)')
    .or(line.getByRole('button', { name: /修\s*改/ }))
    .first();

/** Client-side navigation: a full reload per screen costs seconds of bundle parsing on a loaded machine. */
async function visit(page: Page, path: string) {
  await page.evaluate((to) => {
    history.pushState({}, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await expect(page).toHaveURL((url) => url.pathname === path);
}

async function filterBySuffix(view: Locator, field: string) {
  const input = view.locator(`.zcps-search-form input[id$="_${field}"]`);
  await input.fill(suffix);
  await input.press('Enter');
}

test('stored XSS payloads render inert on the system and title screens', async ({ page }) => {
  // Fourteen screens and their dialogs: more than the default minute on a loaded machine.
  test.setTimeout(240_000);
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
  await signIn(page);
  const cleanups: (() => Promise<unknown>)[] = [];
  try {
    const saved = [];
    for (const screen of SCREENS) {
      const { row, cleanup } = await screen.save(page);
      cleanups.push(cleanup);
      saved.push({ screen, row });
    }
    await api(page, 'POST', '/system/notice', {
      noticeTitle: PAYLOAD.tagless,
      noticeType: '1',
      noticeContent: NOTICE_CONTENT,
      status: '0',
    });
    const [notice] = await api<{ noticeId: number; noticeContent: string }[]>(
      page,
      'GET',
      `/system/notice/list?noticeTitle=${suffix}`,
    );
    if (!notice) throw new Error('the notice is not listed');
    cleanups.push(() => api(page, 'DELETE', `/system/notice/${notice.noticeId}`));
    // The server kept the harmless markup and dropped the script, the handlers and the javascript: URL.
    expect(notice.noticeContent).toContain(`<b>${suffix}</b>`);
    expect(notice.noticeContent).not.toMatch(/script|onerror|onload|javascript:|<svg/i);

    for (const { screen, row } of saved) {
      const where = screen.name;
      await visit(page, typeof screen.path === 'string' ? screen.path : screen.path(row));
      const view = activePage(page);
      if (screen.search) await filterBySuffix(view, screen.search);
      const table = view.locator('.ant-table-tbody');
      for (const text of screen.shows) await expect(table.getByText(text).first(), where).toBeVisible();
      await expectInert(page, `${where} list`, dialogs);
      if (screen.name === 'config') await shot(page, 'stored-xss-config-list');
      if (!screen.edit) continue;
      const line = table.locator('tr.ant-table-row', { hasText: screen.shows[0] }).first();
      const dialog = page.getByRole('dialog');
      await openWith(editOf(line), dialog);
      await expect(dialog.locator('input, textarea').first()).toBeVisible();
      await expectInert(page, `${where} edit dialog`, dialogs);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
    }

    // Notice list, its edit dialog's preview of raw (unsaved) HTML, and the navbar bell's reading dialog.
    await visit(page, '/system/notice');
    const notices = activePage(page);
    await filterBySuffix(notices, 'noticeTitle');
    const line = notices.locator('tr.ant-table-row', { hasText: PAYLOAD.tagless });
    await expect(line).toBeVisible();
    const editor = page.getByRole('dialog');
    await openWith(editOf(line), editor);
    await editor.getByTestId('notice-content').fill(NOTICE_CONTENT);
    await editor.getByRole('tab', { name: '预览' }).click();
    await expect(editor.locator('.zcps-notice-content b', { hasText: suffix })).toBeVisible();
    await expectInert(page, 'notice preview', dialogs);
    await page.keyboard.press('Escape');
    await expect(editor).toBeHidden();

    await page.getByTestId('message-bell').click();
    const panel = page.getByTestId('message-panel');
    await panel.locator('.zcps-message-title', { hasText: PAYLOAD.tagless }).click();
    const reading = page.getByRole('dialog', { name: PAYLOAD.tagless });
    await expect(reading.locator('.zcps-notice-content b', { hasText: suffix })).toBeVisible();
    await expectInert(page, 'notice bell', dialogs);
  } finally {
    for (const cleanup of cleanups.reverse()) await cleanup();
  }
});
