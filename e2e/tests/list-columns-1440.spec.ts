import { expect, test, type Locator, type Page } from '@playwright/test';
import { shot } from './support.js';
import { api, open, sessionOf } from './review-walk-steps.js';
import { completeDossier } from './review-walk-setup.js';

/**
 * Issue 20 point 8: at 1440 px the pinned 操作 column hid the status columns of the busy lists. The list kit
 * now pins the status columns beside the actions, so on a 1440×900 screen, unscrolled, each list's status
 * header and cells are on screen and no pinned column covers them.
 */
test.use({ viewport: { width: 1440, height: 900 } });

const DAY = 24 * 60 * 60 * 1000;

/** An activity in progress without a 预审 chain, and staff01's submitted declaration in it (资格审查). */
async function submittedDeclaration(staff: Page, office: Page, name: string) {
  const series = await api<{ seriesId: number; seriesName: string }[]>(
    office,
    'GET',
    '/title/series/list?pageSize=100',
  );
  const seriesId = series.find((s) => s.seriesName.includes('工程技术'))!.seriesId;
  const professions = await api<{ professionId: number; professionName: string }[]>(
    office,
    'GET',
    `/title/profession/list?pageSize=100&seriesId=${seriesId}`,
  );
  const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
  await api(office, 'POST', '/title/review-activity', {
    activityName: name,
    reviewYear: new Date().getFullYear(),
    seriesId,
    professionIds: professions
      .filter((p) => p.professionName.includes('电子信息'))
      .map((p) => p.professionId),
    titleLevels: ['1'],
    declareStart: day(Date.now() - DAY),
    declareEnd: day(Date.now() + 30 * DAY),
  });
  const activities = await api<{ activityId: number; activityName: string }[]>(
    office,
    'GET',
    `/title/review-activity/list?activityName=${encodeURIComponent(name)}`,
  );
  const activityId = activities.find((a) => a.activityName === name)!.activityId;
  await api(office, 'PUT', `/title/review-activity/start/${activityId}`);
  await completeDossier(staff, office);
  const titles = await api<{ titleId: number; titleName: string }[]>(
    office,
    'GET',
    `/title/title-name/list?pageSize=100&seriesId=${seriesId}`,
  );
  const titleId = titles.find((x) => x.titleName === '正高级工程师')!.titleId;
  await api(staff, 'POST', '/title/review-declare', { activityId, titleId, declareType: '1' });
  const mine = await api<{ declarationId: number; activityName: string }[]>(
    staff,
    'GET',
    '/title/review-declare/list?pageSize=100',
  );
  const declarationId = mine.find((d) => d.activityName === name)!.declarationId;
  await api(staff, 'PUT', '/title/review-declare/submit', { declarationId, pledge: true });
}

/**
 * The column headed `header` of the list's table is on screen, unscrolled, and so is its cell in each row; no
 * pinned column's box overlaps it unless the column is pinned itself.
 */
async function statusInSight(view: Locator, header: string) {
  const table = view.locator('.ant-table').first();
  await expect(table.locator('tbody tr.ant-table-row').first()).toBeVisible();
  const facts = await table.evaluate((el, name) => {
    const heads = Array.from(el.querySelectorAll<HTMLElement>('thead th'));
    const head = heads.find((th) => th.innerText.trim() === name);
    if (!head) return { found: false as const };
    const index = Array.from(head.parentElement!.children).indexOf(head);
    const screen = { left: 0, right: window.innerWidth };
    const body = el
      .querySelector<HTMLElement>('.ant-table-content, .ant-table-body')!
      .getBoundingClientRect();
    const rect = (n: Element) => n.getBoundingClientRect();
    const covered = (cell: HTMLElement) => {
      if (
        cell.classList.contains('ant-table-cell-fix-right') ||
        cell.classList.contains('ant-table-cell-fix-left')
      )
        return false;
      const row = cell.parentElement!;
      const r = rect(cell);
      return Array.from(
        row.querySelectorAll<HTMLElement>('.ant-table-cell-fix-right, .ant-table-cell-fix-left'),
      ).some((pin) => rect(pin).left < r.right - 1 && rect(pin).right > r.left + 1);
    };
    const cells = Array.from(el.querySelectorAll<HTMLElement>('tbody tr.ant-table-row')).map(
      (tr) => tr.children[index] as HTMLElement,
    );
    const inside = (r: DOMRect) =>
      r.width > 0 &&
      r.left >= Math.max(screen.left, body.left) - 1 &&
      r.right <= Math.min(screen.right, body.right) + 1;
    return {
      found: true as const,
      headInside: inside(rect(head)),
      headCovered: covered(head),
      cellsInside: cells.every((c) => inside(rect(c))),
      cellsCovered: cells.some(covered),
      texts: cells.map((c) => c.innerText.trim()),
    };
  }, header);
  expect(facts, `${header} column`).toMatchObject({
    found: true,
    headInside: true,
    headCovered: false,
    cellsInside: true,
    cellsCovered: false,
  });
  return facts.found ? facts.texts : [];
}

test('the busy lists keep their status columns in sight at 1440 px', async ({ browser }) => {
  test.setTimeout(240_000);
  const office = await sessionOf(browser, 'office01');
  const staff = await sessionOf(browser, 'staff01');
  await submittedDeclaration(staff, office, `列宽检查 ${Date.now()}`);

  const declarations = await open(staff, '职称管理', '职称申报');
  expect(await statusInSight(declarations, '审核状态')).toContain('待审核');
  await statusInSight(declarations, '评审阶段');
  await shot(staff, 'list-1440-declarations');

  const prepare = await open(office, '职称评审', '资格审查');
  expect(await statusInSight(prepare, '审核状态')).toContain('待审核');
  await shot(office, 'list-1440-prepare');

  const reviewers = await open(office, '职称管理', '评审专家');
  const states = await statusInSight(reviewers, '状态');
  expect(states.length).toBeGreaterThan(5);
  await shot(office, 'list-1440-reviewers');
});
