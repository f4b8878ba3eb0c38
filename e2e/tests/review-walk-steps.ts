import { expect, type Browser, type Locator, type Page } from '@playwright/test';
import { activePage, openFromMenu, shot, signIn } from './support.js';

/** Helpers of the review walk (review-walk.spec.ts): dialogs, pickers, sessions per person, preconditions. */
export const PASSWORD = 'admin123';
/** The three reviewers of the walk: demo reviewers 1, 5 and 6, none in the applicant's unit. */
export const REVIEWERS = [
  { user: 'reviewer01', name: '张建国', reviewerId: 1 },
  { user: 'reviewer02', name: '周立新', reviewerId: 5 },
  { user: 'reviewer03', name: '陈雅琴', reviewerId: 6 },
] as const;
export const APPLICANT = '王小明';

const CLIENT_ID = 'e5cd7e4891bf95d1d19206ce24a7b32e';

export const dialog = (page: Page, title: string | RegExp) => page.getByRole('dialog', { name: title });
export const okOf = (box: Locator) => box.locator('.ant-modal-footer .ant-btn-primary');
export const rowOf = (scope: Locator, text: string) => scope.locator('tr.ant-table-row', { hasText: text });
export const option = (page: Page, text: string | RegExp) =>
  page.locator('.ant-select-item-option:visible', { hasText: text }).first();

const pad = (n: number) => String(n).padStart(2, '0');
export const stamp = (d: Date) =>
  `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}:00`;

/** Selects this walk's activity in a stage page's activity picker. */
export async function pickActivity(page: Page, view: Locator, activity: string) {
  await choose(page, view.locator('.ant-select').first(), activity);
}

/** Waits for the opening motions in `box` to end, so a screenshot shows it as a person sees it. */
export async function settled(box: Locator) {
  // A motion cancelled on the way (a re-render restarts it) rejects `finished` with an AbortError: it is over too.
  await box.evaluate((e) =>
    Promise.all(e.getAnimations({ subtree: true }).map((a) => a.finished.catch(() => undefined))),
  );
}

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

/** Seats exactly reviewer01..03 in a team: draw from the pool (the add dialog offers the pool's members), then
 *  remove the drawn others and add the missing ones by hand, each with a reason. */
export async function seatReviewers(office: Page, team: string, seed: string) {
  const teams = await open(office, '职称管理', '评审组管理');
  const row = rowOf(teams, team);
  const draw = dialog(office, /从专家库随机抽取/);
  await openWith(row.getByRole('button', { name: '随机抽取' }), draw);
  await choose(office, selectOf(draw, '专家库'), '工程技术人员高级职称评审专家库');
  await draw.getByLabel('随机种子').fill(seed);
  // 随机抽取 previews the draw (who would sit, who is left out and why); 确定 saves it.
  await okOf(draw).click();
  await expect(draw.getByTestId('draw-preview')).toContainText('随机种子');
  await shot(office, 'review-walk-04b-draw');
  await okOf(draw).click();
  await expect(draw).toBeHidden();
  await row.getByRole('button', { name: '成员' }).click();
  const page = activePage(office);
  await expect(page.locator('.ant-select').nth(1)).toContainText(team);
  // The members' table; the draw log below it names the drawn too.
  const view = page.locator('.ant-table').first();
  const wanted = REVIEWERS.map((r) => r.name as string);
  const members = view.locator('.ant-table-tbody tr.ant-table-row');
  await expect(members.first()).toBeVisible();
  for (const text of await members.allInnerTexts()) {
    const name = text.split('\t')[0]!.trim();
    if (wanted.some((w) => text.includes(w))) continue;
    const box = dialog(office, /移除成员/);
    await openWith(rowOf(view, name).getByRole('button', { name: '移除' }), box);
    await box.locator('textarea').fill('走查指定评审专家，替换抽取成员');
    await submitDialog(box);
    await expect(rowOf(view, name)).toHaveCount(0);
  }
  for (const r of REVIEWERS) {
    if (await rowOf(view, r.name).count()) continue;
    const box = dialog(office, '手动添加');
    await openWith(page.getByRole('button', { name: '手动添加' }), box);
    await choose(office, selectOf(box, '专家（专家库成员）'), r.name, true);
    await box.locator('textarea').fill('走查指定评审专家');
    await submitDialog(box);
    await expect(rowOf(view, r.name)).toBeVisible();
  }
  await expect(members).toHaveCount(3);
  await shot(office, `review-walk-04c-members`);
}

/**
 * A team vote or committee meeting (page `menu`): the office opens it with the three present, each reviewer
 * signs in and votes 同意 on the applicant, the office tallies and opens the tally sheet.
 */
export async function holdMeeting(
  browser: Browser,
  office: Page,
  menu: string,
  groupName: string,
  shotName: string,
  watch: (page: Page) => void,
) {
  let view = await open(office, '职称评审', menu);
  const box = dialog(office, /开会/);
  await openWith(view.getByRole('button', { name: /开\s*会/ }), box);
  await choose(office, box.locator('.ant-select').first(), groupName);
  const [first, ...others] = REVIEWERS;
  await box.getByRole('checkbox', { name: first.name }).check();
  if (menu === '评委会表决') {
    // One of three present is short of the quorum (2/3): the dialog says so and will not open the vote.
    await expect(box).toContainText('未达法定人数');
    await expect(okOf(box)).toBeDisabled();
    await settled(box);
    await shot(office, 'review-walk-09a-committee-quorum-short');
  }
  for (const r of others) await box.getByRole('checkbox', { name: r.name }).check();
  if (menu === '评委会表决') await expect(box.getByTestId('quorum-hint')).toContainText('已达法定人数');
  await submitDialog(box);
  const meeting = rowOf(view, groupName).first();
  await expect(meeting).toContainText('投票中');

  // In the committee the last member votes on paper, on site: the office enters that ballot below.
  const committee = menu === '评委会表决';
  const online = committee ? REVIEWERS.slice(0, -1) : REVIEWERS;
  for (const r of online) {
    const page = await sessionOf(browser, r.user);
    watch(page);
    const mine = await open(page, '职称评审', menu);
    const drawer = page.locator('.ant-drawer:visible');
    await openWith(rowOf(mine, groupName).first().getByRole('button', { name: '投票' }), drawer);
    await rowOf(drawer, APPLICANT).getByRole('radio', { name: '同意', exact: true }).check();
    await drawer.getByRole('button', { name: '提交选票' }).click();
    await expect(rowOf(drawer, APPLICANT)).toContainText('已投票');
    await page.context().close();
  }

  // The ballots were cast elsewhere: a fresh page shows the meeting's count.
  await office.reload();
  view = await open(office, '职称评审', menu);
  if (committee) {
    const paper = dialog(office, /录入纸质选票/);
    await openWith(rowOf(view, groupName).first().getByRole('button', { name: '录入纸质选票' }), paper);
    await paper.getByRole('checkbox', { name: REVIEWERS.at(-1)!.name }).check();
    await paper.getByRole('spinbutton', { name: `${APPLICANT} 同意` }).fill('1');
    await settled(paper);
    await shot(office, 'review-walk-09b-paper-ballot');
    await submitDialog(paper);
  }
  await rowOf(view, groupName).first().getByRole('button', { name: '计票' }).click();
  await confirmYes(office);
  await expect(rowOf(view, groupName).first()).toContainText('已计票');
  await rowOf(view, groupName).first().getByRole('button', { name: '计票单' }).click();
  const sheet = office.locator('.ant-modal:visible').last();
  await expect(sheet).toContainText(APPLICANT);
  await settled(sheet);
  await shot(office, shotName);
  await office.keyboard.press('Escape');
}
