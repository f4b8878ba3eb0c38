import { expect, test, type Page } from '@playwright/test';
import { activePage, openFromMenu, shot, signIn } from './support.js';

const EXTERNAL = 'https://example.org/policy';

/**
 * The seed has no inner-link or external menu entries (an administrator adds those in menu management), and
 * every seeded page is in the build, so the real getRouters answer is extended with one of each and a page the
 * console does not have, in the shape the server's router builder gives them
 * (see router-builder.test.ts): the console's handling of those kinds is what is walked here.
 */
async function withLinkMenus(page: Page, innerLink: string) {
  await page.route('**/zcps/system/menu/getRouters', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { data: unknown[] };
    body.data.push(
      {
        path: '/',
        hidden: false,
        component: 'Layout',
        meta: { title: null, icon: null, noCache: false, link: null },
        children: [
          {
            name: 'Zcps/v3/api-docs900',
            path: innerLink.replace(/^https?:\/\//, '').replace(/[.:]/g, '/'),
            hidden: false,
            component: 'InnerLink',
            meta: { title: '接口文档', icon: 'documentation', noCache: false, link: innerLink },
          },
        ],
      },
      {
        path: '/',
        hidden: false,
        component: 'Layout',
        meta: { title: null, icon: null, noCache: false, link: null },
        children: [
          {
            // A page whose component this build does not have (a newer server, an older console).
            name: 'Future902',
            path: 'future',
            hidden: false,
            component: 'extension/future/index',
            meta: { title: '待上线页面', icon: 'guide', noCache: false, link: null },
          },
        ],
      },
      {
        name: 'Https://example.org/policy901',
        path: EXTERNAL,
        hidden: false,
        component: 'Layout',
        meta: { title: '政策文件', icon: 'link', noCache: false, link: EXTERNAL },
      },
    );
    await route.fulfill({ response, json: body });
  });
  // Nothing leaves the machine: the external page is answered here.
  await page
    .context()
    .route(`${EXTERNAL}**`, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>policy</title>' }),
    );
}

test.describe('the console shell: the server-driven sidebar', () => {
  test('collapse, placeholder pages, inner links, external links, trailing slashes', async ({
    page,
    baseURL,
  }) => {
    const innerLink = `${baseURL}/zcps/v3/api-docs`;
    await withLinkMenus(page, innerLink);
    await signIn(page);

    // Hamburger: the sidebar folds to its icon rail and back.
    const sider = page.locator('.zcps-sider');
    await expect(sider).toHaveCSS('width', '210px');
    await expect(sider).toHaveCSS('background-color', 'rgb(63, 66, 76)');
    await page.getByTestId('hamburger').click();
    await expect(sider).toHaveCSS('width', '64px');
    await expect(page.getByTestId('hamburger')).toHaveAttribute('aria-expanded', 'false');
    await shot(page, 'shell-sidebar-collapsed');
    await page.getByTestId('hamburger').click();
    await expect(sider).toHaveCSS('width', '210px');

    // A menu entry whose page is not in this build says so plainly, with its component name.
    await openFromMenu(page, '待上线页面');
    await expect(activePage(page).getByTestId('page-placeholder')).toBeVisible();
    await expect(activePage(page).getByTestId('page-placeholder')).toContainText('待上线页面');
    await expect(page.getByTestId('breadcrumb')).toContainText('待上线页面');

    // Inner link: an iframe inside the layout, window height minus 94.5 px.
    await openFromMenu(page, '接口文档');
    const frame = activePage(page).getByTestId('inner-link');
    await expect(frame).toHaveAttribute('src', innerLink);
    const height = await frame.evaluate((el) => el.getBoundingClientRect().height);
    expect(height).toBeCloseTo(900 - 94.5, 0);
    await expect(page.locator('[data-tab-path]').filter({ hasText: '接口文档' })).toHaveCount(1);

    // External link: a new browser tab; the console stays where it was.
    const before = page.url();
    const popup = page.waitForEvent('popup');
    await page.getByTestId('sidebar').getByText('政策文件', { exact: true }).click();
    const opened = await popup;
    await opened.waitForLoadState();
    expect(opened.url()).toBe(EXTERNAL);
    await opened.close();
    expect(page.url()).toBe(before);

    // A trailing slash names the same page and the same tab.
    await page.goto('/monitor/online/');
    await expect(page.locator('[data-tab-path="/monitor/online"]')).toHaveCount(1);
    await expect(page.locator('[data-tab-path="/monitor/online/"]')).toHaveCount(0);
  });

  test('hidden routes open only for holders of their permission; the design area has its own 404', async ({
    page,
  }) => {
    await signIn(page);
    await page.goto('/system/user-auth/role/1');
    await expect(page.getByTestId('not-found')).toHaveCount(0);
    await expect(page.locator('[data-tab-path="/system/user-auth/role/1"]')).toHaveCount(1);
    // Digits only: anything else is not that route.
    await page.goto('/system/user-auth/role/abc');
    await expect(activePage(page).getByTestId('not-found')).toBeVisible();
    // The design area (super admin only) answers unknown paths with its own 404, inside the layout.
    await page.goto('/design/no-such-board');
    await expect(activePage(page).getByTestId('not-found')).toBeVisible();
    await expect(page.locator('.zcps-layout')).toBeVisible();

    // An applicant holds none of those permissions: the same addresses are simply not there.
    await page.getByTestId('user-dropdown').click();
    await page.getByRole('menuitem', { name: '退出登录' }).click();
    await page.locator('.ant-modal-confirm .ant-btn-primary').click();
    await expect(page).toHaveURL(/\/login/);
    await signIn(page, 'staff01', 'admin123');
    await expect(page.getByTestId('sidebar')).not.toContainText('系统管理');
    for (const path of ['/system/user-auth/role/1', '/system/oss-config/index', '/design/catalogue']) {
      await page.goto(path);
      await expect(activePage(page).getByTestId('not-found')).toBeVisible();
    }
    await shot(page, 'shell-hidden-route-denied');
  });
});
