import { verifyPassword } from '../../../platform/crypto/password-hash.js';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_TENANT_ID, type RouterVo } from '@zcps/contracts';
import {
  sysCodeRule,
  sysConfig,
  sysDept,
  sysDictData,
  sysDictType,
  sysUser,
} from '../../../db/schema/index.js';
import { caller, operLogs } from '../../../test/kits/monitor.js';
import { adminToken, createTestApp, routeEngines, login, type TestApp } from '../../../test/test-app.js';
import { multipartBody } from '../../../test/kits/resource.js';
import { menuIdsLike, roleCaller } from '../../../test/kits/system-role.js';
import { sheetOf, USER_IMPORT_HEADER } from '../../../test/kits/system-user.js';
import {
  addPackage,
  addTenant,
  roleMenusOf,
  TENANT_URL,
  tenantBody,
  tenantRow,
  tenantWithAdmin,
  userAndRoleMenus,
} from '../../../test/kits/system-tenant.js';

const components = (routes: RouterVo[]): string[] =>
  routes.flatMap((r) => [r.component ?? '', ...components(r.children ?? [])]).filter((c) => c.includes('/'));

describe.each(routeEngines)('a new tenant, from creation to sign-in, on %s', (engine) => {
  let t: TestApp;
  let admin: string;
  let packageId: number;
  let packageMenus: number[];
  const countOf = async (
    table: typeof sysDictType | typeof sysDictData | typeof sysConfig | typeof sysCodeRule,
    tenantId: string,
  ) => (await t.database.db.select().from(table).where(eq(table.tenantId, tenantId))).length;

  beforeAll(async () => {
    t = await createTestApp(engine);
    admin = await adminToken(t);
    packageMenus = await userAndRoleMenus(t);
    packageId = await addPackage(t, admin, '标准版', packageMenus);
  });
  afterAll(async () => t?.close());

  it('creates the tenant, its admin, root dept and copies of the dictionaries, settings and numbering rules', async () => {
    const res = await addTenant(t, admin, tenantBody(packageId, { companyName: '甲公司', username: 'jia' }));
    expect(res).toMatchObject({ code: 200 });
    const tenantId = res.data as string;
    expect(tenantId).toMatch(/^\d{6}$/);
    expect(tenantId).not.toBe(DEFAULT_TENANT_ID);
    expect(await tenantRow(t, tenantId)).toMatchObject({
      companyName: '甲公司',
      packageId,
      accountCount: -1,
    });
    expect(await roleMenusOf(t, tenantId)).toEqual({ admin: packageMenus });

    const db = t.database.db;
    const [user] = await db
      .select()
      .from(sysUser)
      .where(and(eq(sysUser.tenantId, tenantId), eq(sysUser.userName, 'jia')));
    expect(user).toMatchObject({ nickName: 'jia', status: '0' });
    expect(await verifyPassword('tadmin123', user!.password)).toBe(true);
    const [dept] = await db.select().from(sysDept).where(eq(sysDept.tenantId, tenantId));
    expect(dept).toMatchObject({ deptName: '甲公司', parentId: 0, ancestors: '0', leader: user!.userId });
    expect(user!.deptId).toBe(dept!.deptId);

    for (const table of [sysDictType, sysDictData, sysConfig, sysCodeRule]) {
      const copied = await countOf(table, tenantId);
      expect(copied).toBeGreaterThan(0);
      expect(copied).toBe(await countOf(table, DEFAULT_TENANT_ID));
    }
    const logs = (await operLogs(t)).filter((l) => l.title === '租户管理');
    expect(logs.length).toBeGreaterThan(0);
    expect(JSON.stringify(logs)).not.toContain('tadmin123');
  });

  it('lets the tenant admin sign in and see only the package’s menus and the tenant’s own data', async () => {
    const { tenantId, token } = await tenantWithAdmin(t, admin, packageId, {
      companyName: '乙公司',
      username: 'yi',
    });
    const c = caller(t, token);
    const info = (await c.get('/zcps/system/user/getInfo')).data;
    expect(info.user).toMatchObject({ userName: 'yi', tenantId });
    expect(info.roles).toEqual(['admin']);
    expect(info.permissions).toEqual(expect.arrayContaining(['system:user:add', 'system:role:edit']));
    expect(info.permissions).not.toContain('system:config:list');
    expect(info.permissions).not.toContain('*:*:*');

    const routes = components((await c.get('/zcps/system/menu/getRouters')).data);
    expect(routes).toEqual(expect.arrayContaining(['system/role/index', 'system/user/index']));
    expect(routes.filter((r) => !/^system\/(user|role)\//.test(r))).toEqual([]);
    expect((await c.get('/zcps/system/config/list')).code).toBe(403);

    const users = await c.get('/zcps/system/user/list?pageSize=100');
    expect(users.rows.map((u: { userName: string }) => u.userName)).toEqual(['yi']);
    const dict = await c.get('/zcps/system/dict/data/type/sys_normal_disable');
    expect(dict.data.map((d: { dictValue: string }) => d.dictValue)).toEqual(['0', '1']);
    // The platform's own users stay out of sight, by list and by id.
    expect((await c.get('/zcps/system/user/1')).code).not.toBe(200);
  });

  it('keeps the tenant admin from granting a role menus outside the package', async () => {
    const { token } = await tenantWithAdmin(t, admin, packageId, {
      companyName: '包限公司',
      username: 'baoxian',
    });
    const c = caller(t, token);
    const outside = (await menuIdsLike(t, 'system:config:%')).filter((id) => !packageMenus.includes(id));
    expect(outside.length).toBeGreaterThan(0);
    const role = (menuIds: number[]) => ({
      roleName: `角色${menuIds.length}`,
      roleKey: `r${menuIds.length}`,
      roleSort: 3,
      menuIds,
    });
    const refused = await c.send({ method: 'POST', url: '/zcps/system/role', payload: role(outside) });
    expect(refused.body.code).not.toBe(200);
    expect(refused.body.msg).toContain(String(outside[0]));
    expect(refused.body.msg).toContain('套餐');
    const inside = packageMenus.slice(0, 3);
    const created = await c.send({ method: 'POST', url: '/zcps/system/role', payload: role(inside) });
    expect(created.body.code).toBe(200);
  });

  it('keeps each tenant’s data away from another tenant’s admin', async () => {
    const a = await tenantWithAdmin(t, admin, packageId, { companyName: '丙公司', username: 'bing' });
    const b = await tenantWithAdmin(t, admin, packageId, { companyName: '丁公司', username: 'ding' });
    const bUsers = await caller(t, b.token).get('/zcps/system/user/list');
    const bAdminId = bUsers.rows[0].userId as number;
    const aCaller = roleCaller(t, a.token);
    expect(
      (
        await aCaller.post('/zcps/system/user', {
          userName: 'bing2',
          nickName: '丙二',
          password: 'bing2pass',
        })
      ).code,
    ).toBe(200);

    const aNames = (await aCaller.get('/zcps/system/user/list?pageSize=100')).rows.map(
      (u: { userName: string }) => u.userName,
    );
    expect(aNames.sort()).toEqual(['bing', 'bing2']);
    expect((await aCaller.get(`/zcps/system/user/${bAdminId}`)).code).not.toBe(200);
    expect(
      (await aCaller.put('/zcps/system/user/changeStatus', { userId: bAdminId, status: '1' })).code,
    ).not.toBe(200);
    expect((await caller(t, b.token).get('/zcps/system/user/getInfo')).code).toBe(200);
    const bRoles = (await caller(t, b.token).get('/zcps/system/role/list')).rows;
    expect(bRoles.map((r: { tenantId: string }) => r.tenantId)).toEqual([b.tenantId]);
    // The platform's admin, not viewing a tenant, sees neither.
    const platform = (await caller(t, admin).get('/zcps/system/user/list?pageSize=500')).rows;
    expect(platform.map((u: { userName: string }) => u.userName)).not.toContain('bing2');
  });

  it('enforces the account limit on user creation and import, with a localized message', async () => {
    const { token } = await tenantWithAdmin(t, admin, packageId, {
      companyName: '戊公司',
      username: 'wu',
      accountCount: 2,
    });
    const c = roleCaller(t, token);
    const user = (userName: string) => ({ userName, nickName: userName, password: 'secret123' });
    expect((await c.post('/zcps/system/user', user('wu1'))).code).toBe(200);
    const full = await c.post('/zcps/system/user', user('wu2'));
    expect(full).toMatchObject({ code: 500 });
    expect(full.msg).toContain('用户名额不足');
    const en = await roleCaller(t, token, 'en_US').post('/zcps/system/user', user('wu3'));
    expect(en.msg).toContain('limit of 2 user accounts');

    const file = await sheetOf([USER_IMPORT_HEADER, ['', '', 'wu4', '戊四', '', '', '男', '正常']]);
    const body = multipartBody('file', 'users.xlsx', file);
    const imported = await caller(t, token).send({
      method: 'POST',
      url: '/zcps/system/user/importData',
      headers: body.headers,
      payload: body.payload,
    });
    expect(imported.body.data).toMatchObject({ created: 0, failed: 1 });
    expect(imported.body.data.rows[0].reason).toContain('用户名额不足');
    const names = (await c.get('/zcps/system/user/list')).rows.map((u: { userName: string }) => u.userName);
    expect(names.sort()).toEqual(['wu', 'wu1']);

    // Raising the limit lets the next user in.
    const row = (await caller(t, admin).get(`${TENANT_URL}/list?companyName=戊公司`)).rows[0];
    expect((await roleCaller(t, admin).put(TENANT_URL, { ...row, accountCount: 3 })).code).toBe(200);
    expect((await c.post('/zcps/system/user', user('wu2'))).code).toBe(200);
  });

  it('refuses sign-in to a disabled, expired or deleted tenant and ends its open sessions', async () => {
    const { tenantId, token } = await tenantWithAdmin(t, admin, packageId, {
      companyName: '己公司',
      username: 'ji',
    });
    const signIn = (lang = 'zh_CN') => login(t, { tenantId, username: 'ji', password: 'tadmin123', lang });
    const row = (await caller(t, admin).get(`${TENANT_URL}/list?tenantId=${tenantId}`)).rows[0];
    const sa = roleCaller(t, admin);

    expect((await sa.put(`${TENANT_URL}/changeStatus`, { id: row.id, status: '1' })).code).toBe(200);
    expect((await caller(t, token).get('/zcps/system/user/getInfo')).code).toBe(401);
    expect((await signIn()).msg).toBe('对不起，您的租户已禁用，请联系管理员');
    expect((await signIn('en_US')).msg).toContain('your tenant is disabled');
    expect((await sa.put(`${TENANT_URL}/changeStatus`, { id: row.id, status: '0' })).code).toBe(200);
    const again = await signIn();
    expect(again.code).toBe(200);

    expect((await sa.put(TENANT_URL, { ...row, expireTime: '2020-01-01' })).code).toBe(200);
    expect((await tenantRow(t, tenantId)).expireTime?.getFullYear()).toBe(2020);
    expect((await caller(t, again.data.access_token).get('/zcps/system/user/getInfo')).code).toBe(401);
    expect((await signIn()).msg).toBe('对不起，您的租户已过期，请联系管理员');
    expect((await sa.put(TENANT_URL, { ...row, expireTime: '2999-12-31 23:59:59' })).code).toBe(200);
    const third = await signIn();
    expect(third.code).toBe(200);
    expect((await sa.put(TENANT_URL, { ...row, expireTime: '' })).code).toBe(200);
    expect((await tenantRow(t, tenantId)).expireTime).toBeNull();

    expect((await caller(t, admin).del(`${TENANT_URL}/${row.id}`)).code).toBe(200);
    expect((await tenantRow(t, tenantId)).delFlag).toBe('2');
    expect((await caller(t, third.data.access_token).get('/zcps/system/user/getInfo')).code).toBe(401);
    expect((await signIn()).msg).toBe('对不起, 您的租户不存在，请联系管理员');
  });

  it('syncs a package: the admin role gets exactly its menus, other roles lose the rest', async () => {
    const { tenantId, token } = await tenantWithAdmin(t, admin, packageId, {
      companyName: '庚公司',
      username: 'geng',
    });
    const userMenus = await menuIdsLike(t, 'system:user:%');
    const clerk = await roleCaller(t, token).post('/zcps/system/role', {
      roleName: '文员',
      roleKey: 'clerk',
      roleSort: 2,
      menuIds: [...userMenus, ...(await menuIdsLike(t, 'system:role:list'))],
    });
    expect(clerk.code).toBe(200);
    const slim = [1, ...userMenus].filter((id, i, all) => all.indexOf(id) === i).sort((a, b) => a - b);
    const slimId = await addPackage(t, admin, '精简版', slim);

    const sync = (tid: string, pid: number | string) =>
      caller(t, admin).get(`${TENANT_URL}/syncTenantPackage?tenantId=${tid}&packageId=${pid}`);
    expect(await sync(tenantId, slimId)).toMatchObject({ code: 200 });
    const menus = await roleMenusOf(t, tenantId);
    expect(menus.admin).toEqual(slim);
    expect(menus.clerk).toEqual([...userMenus].sort((a, b) => a - b));
    expect((await tenantRow(t, tenantId)).packageId).toBe(slimId);
    expect((await caller(t, token).get('/zcps/system/user/getInfo')).code).toBe(401);
    const relogin = await login(t, { tenantId, username: 'geng', password: 'tadmin123' });
    const perms = (await caller(t, relogin.data.access_token).get('/zcps/system/user/getInfo')).data
      .permissions;
    expect(perms).toContain('system:user:list');
    expect(perms).not.toContain('system:role:list');

    expect((await sync(DEFAULT_TENANT_ID, slimId)).msg).toBe('不允许操作管理租户');
    expect((await sync(tenantId, 999999)).msg).toBe('套餐不存在');
    expect((await sync('999999', slimId)).msg).toContain('租户不存在');
    const bad = await sync(tenantId, 'abc');
    expect(bad.code).toBe(400);
    expect(bad.msg).toContain('packageId');
  });
});
