import { expect, test, type Page } from '@playwright/test';
import { startDemoServer, type DemoServer } from './demo-data-server.js';
import { activePage, navigateInApp, shot, submitLogin } from './support.js';

interface RouteNode {
  path: string;
  hidden?: boolean;
  children?: RouteNode[];
  meta?: { title?: string };
}

/** The menu leaves of a getRouters answer with their full paths. */
const leaves = (nodes: RouteNode[], base = ''): { path: string; title: string }[] =>
  nodes.flatMap((n) => {
    const full = n.path.startsWith('/') ? n.path : `${base}/${n.path}`;
    if (n.children?.length) return leaves(n.children, full === '/' ? '' : full);
    return n.hidden ? [] : [{ path: full, title: n.meta?.title ?? '' }];
  });

/** The review screens: 职称评审's pages, and 评审活动 and 职称申报 of 职称管理. */
const isReviewScreen = (path: string) =>
  path.startsWith('/titleReviewApproval/') ||
  ['/title/review-activity', '/title/review-declare'].includes(path);
/** Pages that act on one activity at a time: they show its summary, not a list. */
const SUMMARY_PAGES = ['assignment-begin', 'assignment-finish', 'defense-begin', 'defense-finish'];
/** The expert's own workbench (what waits for me as an expert): rows for experts, counters for everyone else. */
const EXPERT_WORKBENCH = '/titleReviewApproval/review-rating';

async function signInAt(page: Page, url: string, user: string): Promise<RouteNode[]> {
  const routers = page.waitForResponse('**/zcps/system/menu/getRouters');
  await page.goto(`${url}/login`);
  await submitLogin(page, user, 'admin123');
  await expect(page).toHaveURL(/\/index$/);
  return ((await (await routers).json()) as { data: RouteNode[] }).data;
}

let server: DemoServer;

test.describe('a fresh install shows a live review (issue 24)', () => {
  test.describe.configure({ mode: 'serial' });
  test.setTimeout(300_000);

  test.beforeAll(async () => {
    // Migrations, seed and the story on a busy machine: more than the default minute.
    test.setTimeout(300_000);
    server = await startDemoServer();
    console.info(`demo server healthy after ${server.startSeconds.toFixed(1)} s`);
    expect(server.output()).toContain('demo story played');
  });
  test.afterAll(async () => server?.stop());

  for (const user of ['office01', 'company01', 'staff01', 'reviewer01', 'admin']) {
    test(`${user} finds work on the workplace and rows on every review screen of the menu`, async ({
      page,
    }) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      const menu = await signInAt(page, server.url, user);

      await navigateInApp(page, '/dashboard/workplace');
      const counts = page.locator('[data-testid^="todo-count-"]');
      await expect(counts.first()).toBeVisible();
      expect(
        (await counts.allInnerTexts()).map(Number).some((n) => n > 0),
        `${user}: a to-do`,
      ).toBe(true);
      await shot(page, `demo-data-${user}-workplace`);

      const screens = leaves(menu).filter((l) => isReviewScreen(l.path));
      expect(screens.length, `${user}: review screens`).toBeGreaterThan(0);
      for (const screen of screens) {
        await navigateInApp(page, screen.path);
        const view = activePage(page);
        const slug = screen.path.split('/').at(-1)!;
        if (SUMMARY_PAGES.includes(slug))
          await expect(view.locator('.ant-descriptions-item-content').first()).toContainText(/\S/);
        else if (screen.path === EXPERT_WORKBENCH && user !== 'reviewer01')
          await expect(view.getByText('待评议')).toBeVisible();
        else await expect(view.locator('tr.ant-table-row').first(), `${user}: ${screen.title}`).toBeVisible();
        await expect(view.getByTestId('page-placeholder')).toHaveCount(0);
        await shot(page, `demo-data-${user}-${slug}`);
      }
      expect(errors).toEqual([]);
    });
  }

  test('a pool expert without a demo account signs in with the initial password and must change it', async ({
    page,
    browser,
  }) => {
    await signInAt(page, server.url, 'office01');
    await page.goto(`${server.url}/title/reviewer`);
    const view = activePage(page);
    const row = view
      .locator('tr.ant-table-row')
      .filter({ hasNotText: /张建国|周立新|陈雅琴/ })
      .first();
    const account = /ZJ\d{6}/.exec(await row.innerText())?.[0];
    expect(account, 'the expert’s account').toBeTruthy();
    const context = await browser.newContext();
    const own = await context.newPage();
    await own.goto(`${server.url}/login`);
    await submitLogin(own, account!, '123456');
    await expect(own.getByRole('dialog', { name: '请修改初始密码' })).toBeVisible();
    await shot(own, 'demo-data-expert-first-sign-in');
    await context.close();
  });
});
