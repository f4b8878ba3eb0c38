import { expect, test, type Page } from '@playwright/test';
import { shot } from './support.js';
import { api, dialog, open, openWith, rowOf, sessionOf, submitDialog, choose } from './review-walk-steps.js';
import { completeDossier } from './review-walk-setup.js';

/**
 * Issue 21: the 预审 chain of a declaration runs on the shipped 职称申报预审 process, through the screens.
 * office01 makes 主管部门审核 a 会签 in the designer and deploys it; staff01 submits; company01 recommends in
 * 我的待办; dept01 and dept02 both sign; office01 accepts; the declaration is in 资格审查 and its progress page
 * draws the path taken. A second declaration is returned by 主管部门 to the applicant, resubmitted and accepted.
 */
const DAY = 24 * 60 * 60 * 1000;
const MODEL = '职称申报预审';

interface ActivityRow {
  activityId: number;
  activityName: string;
}

/** An activity in progress for the demo applicant (工程技术人员, 正高级, 电子信息) that runs the 预审 process. */
async function activityWithPreReview(office: Page, name: string): Promise<number> {
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
  const now = Date.now();
  const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
  await api(office, 'POST', '/title/review-activity', {
    activityName: name,
    reviewYear: new Date().getFullYear(),
    seriesId,
    professionIds: professions
      .filter((p) => p.professionName.includes('电子信息'))
      .map((p) => p.professionId),
    titleLevels: ['1'],
    declareStart: day(now - DAY),
    declareEnd: day(now + 30 * DAY),
    preReviewKey: 'title_pre_review',
  });
  const rows = await api<ActivityRow[]>(
    office,
    'GET',
    `/title/review-activity/list?activityName=${encodeURIComponent(name)}`,
  );
  const id = rows.find((r) => r.activityName === name)!.activityId;
  await api(office, 'PUT', `/title/review-activity/start/${id}`);
  return id;
}

/** staff01 declares 正高级工程师 in `activity` and submits with the pledge, on 职称申报. */
async function declareAndSubmit(staff: Page, activity: string): Promise<string> {
  const view = await open(staff, '职称管理', '职称申报');
  const box = dialog(staff, '新增申报');
  await openWith(view.getByRole('button', { name: /^.*申\s*报$/ }).first(), box);
  await choose(
    staff,
    box.locator('.ant-form-item', { hasText: '评审活动' }).locator('.ant-select').first(),
    activity,
  );
  await choose(
    staff,
    box.locator('.ant-form-item', { hasText: '申报职称' }).locator('.ant-select').first(),
    '正高级工程师',
  );
  await expect(box.getByTestId('eligibility-panel')).toContainText('符合全部申报条件');
  await box.getByRole('checkbox').check();
  await box.getByRole('button', { name: /提\s*交/ }).click();
  await expect(box).toBeHidden();
  const row = rowOf(view, activity);
  await expect(row).toContainText('预审');
  await expect(row).toContainText('评审中');
  const rows = await api<{ declarationId: number; activityName: string }[]>(
    staff,
    'GET',
    '/title/review-declare/list?pageSize=100',
  );
  return `declaration:${rows.find((r) => r.activityName === activity)!.declarationId}`;
}

/** Opens the person's 我的待办, the row of `task` of the declaration, and takes `action` on the detail page. */
async function handle(
  page: Page,
  businessKey: string,
  task: string,
  action: '通过' | '退回',
  fill?: (box: ReturnType<typeof dialog>) => Promise<void>,
) {
  // Coming back to the tab reloads the list; the row is looked for in the fresh one.
  const loaded = page.waitForResponse((r) => r.url().includes('/zcps/workflow/task/todo'));
  const view = await open(page, '工作流', '我的待办');
  await loaded;
  const row = rowOf(view, task).filter({ hasText: MODEL }).filter({ hasText: businessKey });
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: '办理' }).click();
  const actions = page.getByTestId('wf-actions');
  await expect(actions).toBeVisible();
  const box = page.getByRole('dialog', { name: action });
  await openWith(actions.getByRole('button', { name: new RegExp(`^${action[0]}\\s*${action[1]}$`) }), box);
  if (fill) await fill(box);
  else await box.getByLabel('审批意见').fill('同意');
  await submitDialog(box);
  await expect(page.getByTestId('wf-actions')).toBeHidden();
}

test.describe('workflow: the declaration’s 预审 chain through the screens', () => {
  test.use({ actionTimeout: 20_000 });
  test('office remodels and deploys, applicant submits, unit, department and office approve', async ({
    browser,
  }) => {
    test.setTimeout(10 * 60_000);
    const sfx = Date.now().toString(36).slice(-5);
    const errors: string[] = [];
    // One after another: five consoles booting at once beside the other worker's spec starved each other past
    // the sign-in's wait (both tries of one CI run), and on two cores side by side is no faster.
    const people = {} as Record<'office01' | 'staff01' | 'company01' | 'dept01' | 'dept02', Page>;
    for (const u of ['office01', 'staff01', 'company01', 'dept01', 'dept02'] as const)
      people[u] = await sessionOf(browser, u);
    const { office01: office, staff01: staff, company01: company, dept01, dept02 } = people;
    for (const p of Object.values(people)) p.on('pageerror', (e) => errors.push(e.message));
    const first = `预审走查一${sfx}`;
    const second = `预审走查二${sfx}`;

    await test.step('preconditions: the applicant’s dossier, two activities that run the 预审 process', async () => {
      await completeDossier(staff, office);
      await activityWithPreReview(office, first);
      await activityWithPreReview(office, second);
    });

    await test.step('office01 makes 主管部门审核 a 会签 in the designer and deploys a new version', async () => {
      const view = await open(office, '工作流', '模型管理');
      const row = rowOf(view, MODEL);
      await row.getByRole('button', { name: '设计' }).click();
      const canvas = office.getByTestId('bpmn-canvas');
      const task = canvas.locator('.djs-element[data-element-id="deptReview"]');
      await expect(task).toBeVisible();
      await task.click();
      const side = office.locator('.zcps-wf-side');
      const method = side.locator('.ant-form-item', { hasText: '审批方式' }).locator('.ant-select').first();
      await choose(office, method, '会签（全部通过，一人驳回即结束）');
      await shot(office, 'workflow-pre-review-01-designer-countersign');
      await office.getByRole('button', { name: /部\s*署/ }).click();
      await expect(office.locator('.ant-message')).toContainText(/已部署 title_pre_review 第 \d+ 版/);
      const deployed = await api<{ definitionKey: string; version: number }[]>(
        office,
        'GET',
        '/workflow/process/startable',
      );
      expect(deployed.find((d) => d.definitionKey === 'title_pre_review')!.version).toBeGreaterThan(1);
    });

    await test.step('staff01 submits; the chain runs: unit, both department reviewers, the office', async () => {
      const key1 = await declareAndSubmit(staff, first);
      await shot(staff, 'workflow-pre-review-02-submitted');
      await handle(company, key1, '单位推荐', '通过');
      await handle(dept01, key1, '主管部门审核', '通过');
      // 会签: the declaration waits for the second department reviewer.
      const waiting = await api<{ activityName: string; stage: string }[]>(
        staff,
        'GET',
        '/title/review-declare/list?pageSize=100',
      );
      expect(waiting.find((r) => r.activityName === first)!.stage).toBe('pre_review');
      await handle(dept02, key1, '主管部门审核', '通过');
      await shot(dept02, 'workflow-pre-review-03-department-signed');
      await handle(office, key1, '评审办受理', '通过');
    });

    await test.step('the declaration is in 资格审查 and its progress page draws the path taken', async () => {
      const rows = await api<{ activityName: string; stage: string }[]>(
        staff,
        'GET',
        '/title/review-declare/list?pageSize=100',
      );
      expect(rows.find((r) => r.activityName === first)!.stage).toBe('prepare');
      await staff.reload(); // the tab was open: its list is from before the chain ran
      const view = await open(staff, '职称管理', '职称申报');
      const row = rowOf(view, first);
      await expect(row).toContainText('资格审查');
      await row.getByRole('button', { name: /进\s*度/ }).click();
      const card = staff.getByTestId('pre-review-process');
      await expect(card).toContainText('职称申报预审');
      await expect(card).toContainText('已通过');
      for (const id of ['submit', 'unitRecommend', 'deptReview', 'officeAccept'])
        await expect(card.locator(`.djs-element[data-element-id="${id}"]`)).toHaveClass(/wf-finished/);
      await shot(staff, 'workflow-pre-review-04-progress-diagram');
      const check = await open(office, '职称评审', '资格审查');
      await choose(
        office,
        check.locator('.ant-form-item', { hasText: '评审活动' }).locator('.ant-select').first(),
        first,
      );
      await check.getByRole('button', { name: /搜\s*索/ }).click();
      await expect(rowOf(check, '王小明')).toHaveCount(1);
    });

    await test.step('second run: 主管部门 returns it to the applicant, who fixes it and resubmits', async () => {
      const key2 = await declareAndSubmit(staff, second);
      await handle(company, key2, '单位推荐', '通过');
      await handle(dept01, key2, '主管部门审核', '退回', async (box) => {
        await choose(
          dept01,
          box.locator('.ant-form-item', { hasText: '退回到' }).locator('.ant-select').first(),
          '申报人提交',
        );
        await box.getByLabel('审批意见').fill('业绩证明缺少单位盖章');
      });
      // 我的待办 shows the applicant's step, and says where it is taken.
      const todo = await open(staff, '工作流', '我的待办');
      await rowOf(todo, '申报人提交').filter({ hasText: key2 }).getByRole('button', { name: '办理' }).click();
      await expect(staff.getByText('这一步在业务页面办理')).toBeVisible();
      await expect(staff.getByTestId('wf-actions').getByRole('button')).toHaveCount(0);
      await shot(staff, 'workflow-pre-review-05-applicant-step');
      await staff.reload();
      const view = await open(staff, '职称管理', '职称申报');
      const row = rowOf(view, second);
      await expect(row).toContainText('已退回');
      await shot(staff, 'workflow-pre-review-06-returned');
      const box = dialog(staff, '修改申报');
      await openWith(row.getByRole('button', { name: /重新提交/ }), box);
      await box.getByRole('checkbox').check();
      await box.getByRole('button', { name: /重新提交/ }).click();
      await expect(box).toBeHidden();
      await expect(rowOf(view, second)).toContainText('评审中');
      await handle(company, key2, '单位推荐', '通过');
      await handle(dept01, key2, '主管部门审核', '通过');
      await handle(dept02, key2, '主管部门审核', '通过');
      await handle(office, key2, '评审办受理', '通过');
      const rows = await api<{ activityName: string; stage: string; returnCount: number }[]>(
        staff,
        'GET',
        '/title/review-declare/list?pageSize=100',
      );
      expect(rows.find((r) => r.activityName === second)).toMatchObject({ stage: 'prepare', returnCount: 1 });
    });

    expect(errors).toEqual([]);
  });
});
