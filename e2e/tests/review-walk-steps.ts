import fs from 'node:fs';
import { expect, type Browser, type Locator, type Page } from '@playwright/test';
import { activePage, openFromMenu, signIn } from './support.js';

/** Helpers of the review walk (review-walk.spec.ts): dialogs, pickers, sessions per person, preconditions. */
export const PASSWORD = 'admin123';
const CLIENT_ID = 'e5cd7e4891bf95d1d19206ce24a7b32e';

export const dialog = (page: Page, title: string | RegExp) => page.getByRole('dialog', { name: title });
export const okOf = (box: Locator) => box.locator('.ant-modal-footer .ant-btn-primary');
export const rowOf = (scope: Locator, text: string) => scope.locator('tr.ant-table-row', { hasText: text });
export const option = (page: Page, text: string | RegExp) =>
  page.locator('.ant-select-item-option:visible', { hasText: text }).first();

/** The select of the form item labelled `label` in `box`. */
export const selectOf = (box: Locator, label: string) =>
  box
    .locator('.ant-form-item')
    .filter({ has: box.page().locator('label', { hasText: new RegExp(`^${label}$`) }) })
    .locator('.ant-select')
    .first();

/** Clicks `trigger` until `shown` is visible: a click during a re-render or an opening motion can be lost. */
export async function openWith(trigger: Locator, shown: Locator) {
  await expect(async () => {
    if (!(await shown.isVisible())) await trigger.click({ timeout: 2000 });
    await expect(shown).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 20_000 });
}

/** Picks `text` in the select `select` until the select shows it (option lists of an earlier select may linger). */
export async function choose(page: Page, select: Locator, text: string | RegExp, search = false) {
  await expect(async () => {
    await select.click({ timeout: 2000 });
    // A long list is virtual: only the options in view exist, so a searchable select is narrowed first.
    if (search && typeof text === 'string') await select.locator('input').fill(text, { timeout: 2000 });
    await option(page, text).click({ timeout: 2000 });
    await expect(select).toContainText(text, { timeout: 2000 });
  }).toPass({ timeout: 20_000 });
}

/** `choose` in a multiple select of dialog `box`, then shuts its list (not Escape: that may close the dialog). */
export async function chooseIn(box: Locator, select: Locator, text: string | RegExp) {
  await choose(box.page(), select, text);
  await box.locator('.ant-modal-title').click();
  await expect(option(box.page(), text)).toHaveCount(0);
}

/** Answers a confirmation (Modal.confirm) with its primary button until it is gone. */
export async function confirmYes(page: Page) {
  const box = page.locator('.ant-modal-confirm');
  await expect(box).toBeVisible();
  await expect(async () => {
    if (await box.isVisible()) await box.locator('.ant-btn-primary').click({ timeout: 2000 });
    await expect(box).toHaveCount(0, { timeout: 2000 });
  }).toPass({ timeout: 20_000 });
}

/** Presses the dialog's OK until the dialog closes (a click during its opening motion can be lost). */
export async function submitDialog(box: Locator) {
  await expect(async () => {
    if (await box.isVisible()) await okOf(box).click({ timeout: 2000 });
    await expect(box).toBeHidden({ timeout: 3000 });
  }).toPass({ timeout: 30_000 });
}

/** One person's browser session, signed in through the login page. */
export async function sessionOf(browser: Browser, user: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, user, PASSWORD);
  return page;
}

/** A page of the sidebar, then the active tab's content. */
export async function open(page: Page, ...titles: string[]): Promise<Locator> {
  await openFromMenu(page, ...titles);
  return activePage(page);
}

/**
 * The API as the signed-in person (through `page.request` with the console's token). Used only for
 * preconditions that are configuration or data outside this walk, never for a step a person does in it.
 */
export async function api<T = unknown>(page: Page, method: string, url: string, data?: unknown): Promise<T> {
  const token = await page.evaluate(() => localStorage.getItem('Admin-Token'));
  const res = await page.request.fetch(`/zcps${url}`, {
    method,
    headers: { authorization: `Bearer ${token}`, clientid: CLIENT_ID },
    ...(data === undefined ? {} : { data }),
  });
  const body = (await res.json()) as { code: number; msg: string; data: T; rows?: T };
  if (body.code !== 200) throw new Error(`${method} ${url}: ${body.code} ${body.msg}`);
  return (body.rows ?? body.data) as T;
}

/** Sets a system parameter by key and reads it back through the key lookup (which also caches it). */
export async function setConfig(admin: Page, key: string, value: string) {
  const rows = await api<{ configId: number; configKey: string }[]>(
    admin,
    'GET',
    `/system/config/list?configKey=${encodeURIComponent(key)}`,
  );
  const row = rows.find((r) => r.configKey === key);
  if (!row) throw new Error(`no system parameter ${key}`);
  const full = await api<Record<string, unknown>>(admin, 'GET', `/system/config/${row.configId}`);
  await api(admin, 'PUT', '/system/config', {
    configId: full.configId,
    configName: full.configName,
    configKey: full.configKey,
    configValue: value,
    configType: full.configType,
    remark: full.remark,
  });
  expect(await api(admin, 'GET', `/system/config/configKey/${encodeURIComponent(key)}`)).toBe(value);
}

type DossierRecord = { recordId: number; checkStatus: string; [field: string]: unknown };
const KINDS = {
  education: 'education',
  dutyAchievement: 'duty-achievement',
  yearlyAchievement: 'yearly-achievement',
  academicWorks: 'academic-works',
  training: 'training',
} as const;
const PAPER = '基于BIM的电子信息系统集成设计方法';
const COURSE = '电子信息工程新技术高级研修班';

/**
 * The demo applicant's dossier lacks what 正高级工程师 asks (approved education and assessments, a second
 * first-author work, 450 training hours): the records it needs are added and submitted as staff01 and
 * approved as office01. The dossier check itself is the subject of employee-dossier-walk.spec.ts.
 */
export async function completeDossier(staff: Page, office: Page) {
  const records = async () =>
    (await api<{ records: Record<string, DossierRecord[]> }>(office, 'GET', '/employee/info/1/dossier'))
      .records;
  let all = await records();
  if (!all.academicWorks!.some((r) => r.workTitle === PAPER))
    await api(staff, 'POST', '/employee/academic-works', {
      employeeId: 1,
      worksType: '1',
      workTitle: PAPER,
      publisher: '电子学报',
      publishDate: '2024-06-15',
      authorRank: 1,
      authorCount: 2,
    });
  if (!all.training!.some((r) => r.courseName === COURSE))
    await api(staff, 'POST', '/employee/training', {
      employeeId: 1,
      startDate: '2026-04-13',
      endDate: '2026-04-24',
      courseName: COURSE,
      organizer: '省工程师协会',
      courseType: '2',
      hours: 60,
    });
  all = await records();
  for (const [kind, base] of Object.entries(KINDS)) {
    const drafts = all[kind]!.filter((r) => r.checkStatus === '0').map((r) => r.recordId);
    if (drafts.length) await api(staff, 'PUT', `/employee/${base}/submit`, { recordIds: drafts });
  }
  all = await records();
  for (const [kind, base] of Object.entries(KINDS)) {
    const pending = all[kind]!.filter((r) => r.checkStatus === '1').map((r) => r.recordId);
    if (pending.length)
      await api(office, 'PUT', `/employee/${base}/check`, { recordIds: pending, action: 'approve' });
  }
}

type Conflict = { conflictId: number; employeeId: number | null; conflictType: string; reason: string };

/**
 * Demo reviewer 5 (reviewer02) declares a personal conflict with demo employee 1 (staff01), so the server
 * rightly refuses to seat them for this declaration. The walk needs three reviewers without conflicts:
 * the conflict is lifted for the walk and restored after it (a seed-data gap, reported).
 */
export async function liftConflict(admin: Page, reviewerId: number, employeeId: number) {
  const conflicts = await api<Conflict[]>(admin, 'GET', `/title/reviewer/${reviewerId}/conflicts`);
  const lifted = conflicts.filter((c) => c.employeeId === employeeId);
  for (const c of lifted) await api(admin, 'DELETE', `/title/reviewer/${reviewerId}/conflicts/${c.conflictId}`);
  return async () => {
    for (const c of lifted)
      await api(admin, 'POST', `/title/reviewer/${reviewerId}/conflicts`, {
        conflictType: c.conflictType,
        employeeId: c.employeeId,
        personName: '王小明',
        reason: c.reason,
      });
  };
}

/** Moves the server's business clock (NODE_ENV=test reads this file on every "now"). */
export function setClockOffset(file: string | undefined, ms: number) {
  if (!file) throw new Error('ZCPS_TEST_CLOCK_FILE is not set (see playwright.config.ts)');
  fs.writeFileSync(file, String(ms));
}
