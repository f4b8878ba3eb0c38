import { expect, test, type Page } from '@playwright/test';
import { activePage, openFromMenu, shot, signIn, untranslatedKeys } from './support.js';

/** The API's answer as the console's session sees it. */
async function api<T>(page: Page, url: string): Promise<T> {
  return page.evaluate(async (path) => {
    const res = await fetch(`/zcps${path}`, {
      headers: {
        authorization: `Bearer ${localStorage.getItem('Admin-Token')}`,
        clientid: 'e5cd7e4891bf95d1d19206ce24a7b32e',
      },
    });
    const body = (await res.json()) as { code: number; data: T };
    if (body.code !== 200) throw new Error(`${path}: ${body.code}`);
    return body.data;
  }, url);
}

interface Analysis {
  headline: Record<'declarationsThisYear' | 'inReview' | 'passed' | 'users', number>;
  signIns: { total: number; byClient: { name: string; count: number }[] };
}
interface Workplace {
  todos: { key: string; count: number; path: string }[];
  shortcuts: { title: string; path: string }[];
  notices: { noticeTitle: string }[];
}

/** A canvas that echarts has painted: some pixel differs from the first one. */
async function painted(page: Page, testId: string): Promise<boolean> {
  return page
    .getByTestId(testId)
    .locator('canvas')
    .first()
    .evaluate((canvas: HTMLCanvasElement) => {
      const { data } = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height);
      for (let i = 4; i < data.length; i += 4)
        if (
          data[i] !== data[0] ||
          data[i + 1] !== data[1] ||
          data[i + 2] !== data[2] ||
          data[i + 3] !== data[3]
        )
          return true;
      return false;
    });
}

test.describe('dashboard: analysis and workplace', () => {
  test('the analysis page charts the API figures, echarts loading with it only', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (r) => r.resourceType() === 'script' && scripts.push(r.url()));
    await signIn(page);
    expect(scripts.filter((u) => /echarts/i.test(u))).toEqual([]);

    await openFromMenu(page, '首页相关', '分析页');
    await expect(page).toHaveURL(/\/dashboard\/analysis$/);
    const view = activePage(page);
    await expect(view.getByTestId('analysis-page')).toBeVisible();
    const data = await api<Analysis>(page, '/dashboard/analysis');
    expect(data.signIns.total).toBeGreaterThan(0);
    for (const [key, value] of Object.entries(data.headline))
      await expect(view.getByTestId(`figure-${key}`).locator('.ant-statistic-content')).toHaveText(
        value.toLocaleString('en-US'),
      );
    await expect(view.getByTestId('card-clients')).toContainText(`成功登录 ${data.signIns.total} 次`);
    for (const chart of ['chart-declarations', 'chart-clients', 'chart-devices', 'chart-weekly']) {
      await expect(view.getByTestId(chart).locator('canvas')).toBeVisible();
      await expect.poll(() => painted(page, chart)).toBe(true);
    }
    expect(scripts.filter((u) => /echarts/i.test(u))).toHaveLength(1);
    // The ring's legend names the clients the API counted.
    await expect(view.getByTestId('chart-clients')).toHaveAttribute('aria-label', '登录来源（客户端）');
    await page.waitForTimeout(800);
    await shot(page, 'dashboard-analysis-zh_CN');
    await view.getByTestId('card-weekly').scrollIntoViewIfNeeded();
    await shot(page, 'dashboard-analysis-rings-zh_CN');
  });

  test('the workplace shows the API to-dos, shortcuts and notices and opens a to-do page', async ({
    page,
  }) => {
    await signIn(page);
    await openFromMenu(page, '首页相关', '工作台');
    await expect(page).toHaveURL(/\/dashboard\/workplace$/);
    const view = activePage(page);
    await expect(view.getByTestId('workplace-page')).toBeVisible();
    const data = await api<Workplace>(page, '/dashboard/workplace');
    expect(data.todos.map((t) => t.key)).toEqual([
      'prepareCheck',
      'objections',
      'returned',
      'drafts',
      'messages',
    ]);
    for (const todo of data.todos)
      await expect(view.getByTestId(`todo-count-${todo.key}`)).toHaveText(String(todo.count));
    const shortcuts = view.getByTestId('workplace-shortcuts').locator('.zcps-shortcut');
    await expect(shortcuts).toHaveText(data.shortcuts.map((s) => s.title));
    const notices = view.getByTestId('workplace-notices').locator('.zcps-notice-title');
    await expect(notices).toHaveText(data.notices.map((n) => n.noticeTitle));
    expect(data.notices.length).toBeGreaterThan(0);
    await shot(page, 'dashboard-workplace-zh_CN');

    await view.getByTestId('todo-prepareCheck').click();
    await expect(page).toHaveURL(/\/titleReviewApproval\/prepare$/);
  });

  test('both pages speak English', async ({ page }) => {
    await signIn(page);
    await page.evaluate(() => localStorage.setItem('language', 'en_US'));
    await page.goto('/dashboard/analysis');
    const view = activePage(page);
    await expect(view.getByTestId('figure-users')).toContainText('Users');
    await expect(view.getByTestId('chart-weekly').locator('canvas')).toBeVisible();
    await expect.poll(() => painted(page, 'chart-weekly')).toBe(true);
    expect(await untranslatedKeys(page)).toEqual([]);
    expect(await page.evaluate(() => document.body.innerText)).not.toMatch(/\b(analysis|workplace)\.\w+/);
    await page.waitForTimeout(800);
    await shot(page, 'dashboard-analysis-en_US');

    await page.goto('/dashboard/workplace');
    await expect(activePage(page).getByTestId('workplace-todos')).toContainText('My to-dos');
    expect(await page.evaluate(() => document.body.innerText)).not.toMatch(/\b(analysis|workplace)\.\w+/);
    await shot(page, 'dashboard-workplace-en_US');
  });
});
