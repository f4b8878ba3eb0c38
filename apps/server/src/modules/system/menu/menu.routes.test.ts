import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HiddenRoutePermission, type RouterVo } from '@zcps/contracts';
import { adminToken, authHeaders, createTestApp, engines, type TestApp } from '../../../test/test-app.js';

/** Full paths of every route, joined the way the console joins them. */
function flatten(routes: RouterVo[], parent = ''): { path: string; vo: RouterVo }[] {
  return routes.flatMap((vo) => {
    const path =
      vo.path.startsWith('/') || /^https?:/.test(vo.path)
        ? vo.path
        : `${parent}/${vo.path}`.replace(/\/+/g, '/');
    return [{ path, vo }, ...flatten(vo.children ?? [], path)];
  });
}

describe.each(engines)('GET /system/menu/getRouters on %s', (engine) => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp(engine);
    token = await adminToken(t);
  });
  afterAll(async () => {
    await t?.close();
  });

  const routers = async (lang = 'zh_CN') => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/zcps/system/menu/getRouters',
      headers: { ...authHeaders(token), 'content-language': lang },
    });
    return res.json() as { code: number; data: RouterVo[] };
  };

  it('answers the route tree by the family rules', async () => {
    const { code, data } = await routers();
    expect(code).toBe(200);
    const system = data.find((r) => r.path === '/system');
    expect(system).toMatchObject({
      component: 'Layout',
      alwaysShow: true,
      redirect: 'noRedirect',
      hidden: false,
    });
    expect(system?.name).toMatch(/^System\d+$/);
    for (const { vo } of flatten(data)) {
      expect(vo.name, `route ${vo.path} has a name`).toBeTruthy();
      if (vo.query !== undefined) expect(() => JSON.parse(vo.query!)).not.toThrow();
      if (!vo.children) expect(vo.component, `leaf ${vo.path} has a component`).toBeTruthy();
    }
    const names = flatten(data).map(({ vo }) => vo.name);
    expect(new Set(names).size).toBe(names.length);
  });

  it('holds every screen area and every hidden route of spec section 2', async () => {
    const all = flatten((await routers()).data);
    const components = new Set(all.map(({ vo }) => vo.component));
    for (const key of [
      'system/user/index',
      'system/role/index',
      'system/menu/index',
      'system/dept/index',
      'system/post/index',
      'system/dict/index',
      'system/config/index',
      'system/notice/index',
      'system/client/index',
      'system/oss/index',
      'system/tenant/index',
      'system/tenantPackage/index',
      'monitor/online/index',
      'monitor/logininfor/index',
      'monitor/operlog/index',
      'monitor/server/index',
      'monitor/job/index',
      'monitor/cache/index',
      'tool/gen/index',
    ]) {
      expect(components, key).toContain(key);
    }
    const hidden = all.filter(({ vo }) => vo.hidden).map(({ path }) => path);
    for (const path of [
      '/design/catalogue',
      '/design/application',
      '/design/object',
      '/system/user-auth/role/:userId',
      '/system/role-auth/user/:roleId',
      '/system/dict-data/index/:dictId',
      '/system/oss-config/index',
      '/codegen/edit',
      '/workflow/process/start',
      '/workflow/process/detail',
      '/OAuth/application',
      '/OAuth/token',
      '/titleReviewApproval/index',
    ]) {
      expect(
        hidden.some((p) => p.replace(/\(\\d\+\)/g, '') === path),
        `hidden route ${path}`,
      ).toBe(true);
    }
    expect(Object.values(HiddenRoutePermission)).toContain('title:review-approval:query');
    for (const area of [
      '/system',
      '/monitor',
      '/tool',
      '/workflow',
      '/title',
      '/titleReviewApproval',
      '/employee',
    ]) {
      expect(
        all.some(({ path }) => path === area),
        `area ${area}`,
      ).toBe(true);
    }
  });

  it('localises titles by Content-Language', async () => {
    const zh = (await routers('zh_CN')).data.find((r) => r.path === '/system');
    const en = (await routers('en_US')).data.find((r) => r.path === '/system');
    expect(zh?.meta?.title).toBe('系统管理');
    expect(en?.meta?.title).toMatch(/System/);
  });

  it('serves a cached tree per role set and language, and a new one after evictAll', async () => {
    const first = await routers();
    const title = first.data[0]!.meta!.title;
    // Change a title behind the cache's back: the cached answer stays until the menus are evicted.
    const { sysMenu } = await import('../../../db/schema/index.js');
    const { eq } = await import('drizzle-orm');
    await t.database.db.update(sysMenu).set({ menuName: '改过的目录' }).where(eq(sysMenu.menuName, title));
    expect((await routers()).data[0]!.meta!.title).toBe(title);
    await t.container.menus.evictAll();
    expect((await routers()).data[0]!.meta!.title).toBe('改过的目录');
    await t.database.db.update(sysMenu).set({ menuName: title }).where(eq(sysMenu.menuName, '改过的目录'));
    await t.container.menus.evictAll();
  });
});
