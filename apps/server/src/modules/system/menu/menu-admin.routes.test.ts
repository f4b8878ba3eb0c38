import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { BusinessType, menuVoSchema } from '@zcps/contracts';
import { sysMenu, sysRoleMenu } from '../../../db/schema/index.js';
import { adminToken, createTestApp, routeEngines, login, type TestApp } from '../../../test/test-app.js';
import { caller, createUser, operLogs, tokenOf } from '../../../test/kits/monitor.js';
import { secondTenant } from '../../../test/kits/resource.js';

type Caller = ReturnType<typeof caller>;
const BASE = '/zcps/system/menu';
const json = (c: Caller, method: 'POST' | 'PUT', body: unknown) =>
  c.send({ method, url: BASE, payload: body as object }).then((r) => r.body);

const page = {
  menuName: '测试页面',
  parentId: 1,
  orderNum: 9,
  path: 'probe',
  menuType: 'C',
  component: 'system/probe/index',
};

describe.each(routeEngines)('/system/menu admin on %s', (engine) => {
  let t: TestApp;
  let admin: Caller;
  let adminTok: string;
  let staff: Caller;
  let other: Caller;
  const count = async () => (await t.database.db.select().from(sysMenu)).length;

  beforeAll(async () => {
    t = await createTestApp(engine);
    adminTok = await adminToken(t);
    admin = caller(t, adminTok);
    await createUser(t, 'menustaff', 'secret123');
    staff = caller(t, await tokenOf(t, 'menustaff', 'secret123'));
    await secondTenant(t, {
      tenantId: '400002',
      userName: 'menuother',
      password: 'secret123',
      perms: 'system:%',
    });
    const res = await login(t, { tenantId: '400002', username: 'menuother', password: 'secret123' });
    other = caller(t, res.data.access_token);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('refuses anonymous callers and callers without the permission', async () => {
    expect((await caller(t, null).get(`${BASE}/list`)).code).toBe(401);
    for (const url of ['list', 'treeselect', '1', 'roleMenuTreeselect/2'])
      expect((await staff.get(`${BASE}/${url}`)).code).toBe(403);
    expect((await json(staff, 'POST', page)).code).toBe(403);
    expect((await staff.del(`${BASE}/1`)).code).toBe(403);
  });

  it('lists every menu flat for the super admin, filtered and localized', async () => {
    const all = await admin.get(`${BASE}/list`);
    expect(all.code).toBe(200);
    expect(all.data.length).toBe(await count());
    for (const row of all.data.slice(0, 20)) expect(() => menuVoSchema.parse(row)).not.toThrow();
    const named = await admin.get(`${BASE}/list?menuName=${encodeURIComponent('菜单管理')}`);
    expect(named.data.map((m: { menuId: number }) => m.menuId)).toContain(102);
    const english = await caller(t, adminTok, 'en_US').get(`${BASE}/list?menuName=Menus`);
    expect(english.data.find((m: { menuId: number }) => m.menuId === 102).menuName).toBe('Menus');
    const disabled = await admin.get(`${BASE}/list?status=1`);
    expect(disabled.data.every((m: { status: string }) => m.status === '1')).toBe(true);
    expect((await admin.get(`${BASE}/list?status=9`)).msg).toContain('status');
  });

  it('answers one menu as stored and a tree of the caller menus', async () => {
    const one = await admin.get(`${BASE}/102`);
    expect(one.data).toMatchObject({ menuId: 102, menuName: '菜单管理', menuType: 'C', isFrame: '1' });
    expect((await admin.get(`${BASE}/99999999`)).code).toBe(500);
    expect((await admin.get(`${BASE}/abc`)).msg).toContain('menuId');
    const tree = await admin.get(`${BASE}/treeselect`);
    const system = tree.data.find((n: { id: number }) => n.id === 1);
    expect(system.label).toBe('系统管理');
    expect(system.children.map((n: { id: number }) => n.id)).toContain(102);
  });

  it('bounds another tenant to the menus of its roles and hides roles of other tenants', async () => {
    const list = await other.get(`${BASE}/list`);
    expect(list.code).toBe(200);
    expect(list.data.length).toBeGreaterThan(0);
    expect(list.data.length).toBeLessThan(await count());
    const perms = list.data.map((m: { perms: string | null }) => m.perms).filter(Boolean);
    expect(perms.every((p: string) => p.startsWith('system:'))).toBe(true);
    const foreignRole = await other.get(`${BASE}/roleMenuTreeselect/2`);
    expect(foreignRole.code).toBe(500);
    expect(foreignRole.msg).toContain('2');
    expect((await json(other, 'POST', page)).code).toBe(403);
    expect((await other.del(`${BASE}/102`)).code).toBe(403);
    expect(await count()).toBe((await admin.get(`${BASE}/list`)).data.length);
  });

  it('answers the checked keys of a role, leaving out parents under strict checking', async () => {
    const body = await admin.get(`${BASE}/roleMenuTreeselect/3`);
    expect(body.code).toBe(200);
    const granted = await t.database.db.select().from(sysRoleMenu).where(eq(sysRoleMenu.roleId, 3));
    expect(body.data.checkedKeys.length).toBeGreaterThan(0);
    expect(body.data.checkedKeys.length).toBeLessThan(granted.length);
    expect(body.data.checkedKeys).not.toContain(1);
    expect(body.data.menus.length).toBeGreaterThan(0);
  });

  it('applies the M/C/F rules and answers 400 naming the field, writing nothing', async () => {
    const before = await count();
    const cases: [object, string][] = [
      [{ ...page, menuName: '' }, 'menuName'],
      [{ ...page, menuType: 'X' }, 'menuType'],
      [{ ...page, perms: 'bad perms' }, 'perms'],
      [{ ...page, path: '' }, 'path'],
      [{ ...page, isFrame: '0', path: 'notalink' }, 'path'],
      [{ ...page, component: '' }, 'component'],
      [{ ...page, parentId: 99999999 }, 'parentId'],
      [{ ...page, menuName: '用户管理', path: 'u2', component: 'system/user/index' }, 'menuName'],
    ];
    for (const [body, field] of cases) {
      const res = await json(admin, 'POST', body);
      expect(res.code, field).not.toBe(200);
      expect(res.msg, field).toContain(field);
    }
    expect(await count()).toBe(before);
  });

  it('adds, edits and deletes, refusing moves under itself and deletes of used menus', async () => {
    const dirId = (
      await json(admin, 'POST', {
        menuName: '测试目录',
        parentId: 0,
        orderNum: 99,
        path: 'probe-dir',
        menuType: 'M',
      })
    ).data;
    const pageId = (
      await json(admin, 'POST', { ...page, parentId: dirId, component: 'system/probe/index', icon: 'user' })
    ).data;
    const linkId = (
      await json(admin, 'POST', {
        ...page,
        menuName: '外链',
        parentId: dirId,
        isFrame: '0',
        path: 'https://e.org',
      })
    ).data;
    expect([dirId, pageId, linkId].every((id) => typeof id === 'number')).toBe(true);
    const button = await json(admin, 'POST', {
      menuName: '探测',
      parentId: pageId,
      orderNum: 1,
      menuType: 'F',
      perms: 'system:probe:run',
    });
    expect(button.code).toBe(200);
    expect((await json(admin, 'POST', { ...page, parentId: button.data })).msg).toContain('parentId');

    const self = await json(admin, 'PUT', { ...page, menuId: dirId, menuType: 'M', parentId: dirId });
    expect(self).toMatchObject({ code: 400 });
    expect(self.msg).toContain('parentId');
    const under = await json(admin, 'PUT', { ...page, menuId: dirId, menuType: 'M', parentId: pageId });
    expect(under.msg).toContain('parentId');
    const renamed = await json(admin, 'PUT', {
      ...page,
      menuId: pageId,
      parentId: dirId,
      menuName: '改名页面',
      menuNameEn: 'Renamed',
      component: 'system/probe/index',
    });
    expect(renamed.code).toBe(200);
    expect((await admin.get(`${BASE}/${pageId}`)).data).toMatchObject({
      menuName: '改名页面',
      menuNameEn: 'Renamed',
    });

    expect(await admin.del(`${BASE}/${pageId}`)).toMatchObject({ code: 601 });
    await t.database.db.insert(sysRoleMenu).values({ roleId: 6, menuId: linkId });
    const assigned = await admin.del(`${BASE}/${linkId}`);
    expect(assigned.code).toBe(601);
    expect(assigned.msg).toBe('菜单已分配,不允许删除');
    expect(await admin.del(`${BASE}/${button.data}`)).toMatchObject({ code: 200 });
    expect(await admin.del(`${BASE}/${pageId}`)).toMatchObject({ code: 200 });
    expect((await admin.get(`${BASE}/${pageId}`)).code).toBe(500);

    const mine = (await operLogs(t)).filter((l) => l.title === '菜单管理');
    expect(mine.map((l) => l.businessType)).toEqual(
      expect.arrayContaining([BusinessType.INSERT, BusinessType.UPDATE, BusinessType.DELETE]),
    );
  });

  it('refreshes the cached sidebar after a write', async () => {
    const routers = async () => JSON.stringify((await admin.get(`${BASE}/getRouters`)).data);
    expect(await routers()).not.toContain('sidebar-probe');
    const id = (
      await json(admin, 'POST', { ...page, menuName: '侧栏探测', path: 'sidebar-probe', component: 'x/y' })
    ).data;
    expect(await routers()).toContain('sidebar-probe');
    expect((await admin.del(`${BASE}/${id}`)).code).toBe(200);
    expect(await routers()).not.toContain('sidebar-probe');
  });
});
