import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BusinessType, tenantPackageVoSchema, type MenuTreeNode } from '@zcps/contracts';
import { sysTenantPackage } from '../../../db/schema/index.js';
import { TENANT_PACKAGE_PAGE, TENANT_PAGE } from './tenant-menus.js';
import { caller, createUser, operLogs, tokenOf } from '../../../test/kits/monitor.js';
import { adminToken, createTestApp, routeEngines, type TestApp } from '../../../test/test-app.js';
import { menuIdsLike, roleCaller } from '../../../test/kits/system-role.js';
import { readSheet } from '../../../test/kits/system-user.js';
import {
  addPackage,
  PACKAGE_URL,
  platformAdminWith,
  tenantWithAdmin,
  userAndRoleMenus,
} from '../../../test/kits/system-tenant.js';

const TREE_URL = '/zcps/system/menu/tenantPackageMenuTreeselect';
const ids = (nodes: MenuTreeNode[]): number[] => nodes.flatMap((n) => [n.id, ...ids(n.children ?? [])]);

describe.each(routeEngines)('/system/tenant/package on %s', (engine) => {
  let t: TestApp;
  let admin: string;
  let menus: number[];
  let packageId: number;
  let staff: string;
  let tenantAdmin: string;
  let platformAdmin: string;
  const stored = async (id: number) =>
    (await t.database.db.select().from(sysTenantPackage).where(eq(sysTenantPackage.packageId, id)))[0]!;
  const packageCount = async () => (await t.database.db.select().from(sysTenantPackage)).length;

  beforeAll(async () => {
    t = await createTestApp(engine);
    admin = await adminToken(t);
    menus = await userAndRoleMenus(t);
    packageId = await addPackage(t, admin, '通用版', menus);
    await createUser(t, 'pkgstaff', 'secret123');
    staff = await tokenOf(t, 'pkgstaff', 'secret123');
    tenantAdmin = (await tenantWithAdmin(t, admin, packageId, { companyName: '套餐用户', username: 'pa' }))
      .token;
    platformAdmin = await platformAdminWith(t, 'pkgadmin', 'system:tenantPackage%');
  });
  afterAll(async () => t?.close());

  it('stores the menus as a ", " list and lists, filters and shows packages', async () => {
    expect((await stored(packageId)).menuIds).toBe(menus.join(', '));
    const a = caller(t, admin);
    const list = await a.get(`${PACKAGE_URL}/list?packageName=${encodeURIComponent('通用')}`);
    expect(list).toMatchObject({ code: 200, total: 1 });
    expect(tenantPackageVoSchema.parse(list.rows[0])).toMatchObject({ packageName: '通用版', status: '0' });
    expect((await a.get(`${PACKAGE_URL}/list?status=1`)).total).toBe(0);
    expect((await a.get(`${PACKAGE_URL}/${packageId}`)).data.menuIds).toBe(menus.join(', '));
    expect((await a.get(`${PACKAGE_URL}/999999`)).msg).toBe('套餐不存在');
  });

  it('serves the menu tree without the tenant pages, checked keys without linked parents', async () => {
    const tree = (await caller(t, admin).get(`${TREE_URL}/${packageId}`)).data;
    const all = ids(tree.menus);
    expect(all).toEqual(expect.arrayContaining(menus));
    expect(all).not.toContain(TENANT_PAGE);
    expect(all).not.toContain(TENANT_PACKAGE_PAGE);
    // Linked checkboxes: the directory and pages show checked through their buttons.
    expect(tree.checkedKeys).not.toContain(1);
    expect(tree.checkedKeys).not.toContain(100);
    expect(tree.checkedKeys.every((id: number) => menus.includes(id))).toBe(true);
    const fresh = (await caller(t, admin).get(`${TREE_URL}/0`)).data;
    expect(fresh.checkedKeys).toEqual([]);
    expect(ids(fresh.menus)).toHaveLength(all.length);
    expect((await caller(t, admin).get(`${TREE_URL}/999999`)).msg).toBe('套餐不存在');
  });

  it('edits, switches and keeps names unique', async () => {
    const pc = roleCaller(t, admin);
    const otherId = await addPackage(t, admin, '专业版', [1]);
    const userOnly = await menuIdsLike(t, 'system:user:%');
    const edited = await pc.put(PACKAGE_URL, {
      packageId: otherId,
      packageName: '专业版二',
      menuIds: userOnly,
      menuCheckStrictly: false,
      remark: '备注',
    });
    expect(edited.code).toBe(200);
    expect(await stored(otherId)).toMatchObject({
      packageName: '专业版二',
      menuCheckStrictly: false,
      remark: '备注',
    });
    // Unlinked: every stored id is a checked key, parents too.
    const tree = (await caller(t, admin).get(`${TREE_URL}/${otherId}`)).data;
    expect([...tree.checkedKeys].sort()).toEqual([...userOnly].sort());

    expect((await pc.post(PACKAGE_URL, { packageName: '通用版', menuIds: [] })).msg).toBe(
      "保存套餐'通用版'失败，套餐名称已存在",
    );
    expect((await pc.put(PACKAGE_URL, { packageId: otherId, packageName: '通用版' })).msg).toContain(
      '已存在',
    );
    expect((await pc.put(`${PACKAGE_URL}/changeStatus`, { packageId: otherId, status: '1' })).code).toBe(200);
    const select = (await caller(t, admin).get(`${PACKAGE_URL}/selectList`)).data;
    expect(select.map((p: { packageId: number }) => p.packageId)).toContain(packageId);
    expect(select.map((p: { packageId: number }) => p.packageId)).not.toContain(otherId);
    const titles = (await operLogs(t)).filter((l) => l.title === '租户套餐').map((l) => l.businessType);
    expect(titles).toEqual(expect.arrayContaining([BusinessType.INSERT, BusinessType.UPDATE]));
  });

  it('deletes an unused package but never one a tenant uses', async () => {
    const unused = await addPackage(t, admin, '临时版', [1]);
    const inUse = await caller(t, admin).del(`${PACKAGE_URL}/${packageId},${unused}`);
    expect(inUse).toMatchObject({ code: 500, msg: "租户套餐已被使用：套餐'通用版'仍有租户在用，不能删除" });
    expect((await stored(unused)).delFlag).toBe('0');
    expect((await caller(t, admin, 'en_US').del(`${PACKAGE_URL}/${packageId}`)).msg).toContain('is in use');
    expect((await caller(t, admin).del(`${PACKAGE_URL}/${unused}`)).code).toBe(200);
    expect((await stored(unused)).delFlag).toBe('2');
    expect((await caller(t, admin).get(`${PACKAGE_URL}/${unused}`)).msg).toBe('套餐不存在');
  });

  it('answers 400 naming the field and writes nothing on bad input', async () => {
    const before = await packageCount();
    const pc = roleCaller(t, admin);
    const cases: [Record<string, unknown>, string][] = [
      [{ packageName: '', menuIds: [] }, '套餐名称(packageName)不能为空'],
      [{ packageName: 'x'.repeat(21) }, '套餐名称(packageName)'],
      [{ packageName: '坏菜单', menuIds: ['a'] }, 'menuIds'],
      [{ packageName: '坏菜单', menuIds: [987654] }, '菜单权限(menuIds)包含不存在的菜单：987654'],
      [{ packageName: '坏菜单', menuIds: [1, TENANT_PAGE] }, `不能包含租户管理菜单：${TENANT_PAGE}`],
      [{ packageName: '坏状态', status: '7' }, '状态(status)'],
    ];
    for (const [payload, msg] of cases) {
      const res = await pc.post(PACKAGE_URL, payload);
      expect(res.code, JSON.stringify(payload)).toBe(400);
      expect(res.msg).toContain(msg);
    }
    const en = await roleCaller(t, admin, 'en_US').post(PACKAGE_URL, { menuIds: [] });
    expect(en.msg).toContain('Package name (packageName)');
    expect((await caller(t, admin).get(`${TREE_URL}/x`)).msg).toContain('packageId');
    expect(await packageCount()).toBe(before);
  });

  it('refuses everyone but the platform super admin', async () => {
    const before = await packageCount();
    for (const token of [staff, tenantAdmin, platformAdmin]) {
      const c = roleCaller(t, token);
      expect((await c.get(`${PACKAGE_URL}/list`)).code).toBe(403);
      expect((await c.get(`${PACKAGE_URL}/selectList`)).code).toBe(403);
      expect((await c.get(`${PACKAGE_URL}/${packageId}`)).code).toBe(403);
      expect((await c.get(`${TREE_URL}/${packageId}`)).code).toBe(403);
      expect((await c.post(PACKAGE_URL, { packageName: '越权', menuIds: [1] })).code).toBe(403);
      expect((await c.put(PACKAGE_URL, { packageId, packageName: '越权' })).code).toBe(403);
      expect((await c.put(`${PACKAGE_URL}/changeStatus`, { packageId, status: '1' })).code).toBe(403);
      expect((await c.del(`${PACKAGE_URL}/${packageId}`)).code).toBe(403);
      expect((await c.send({ method: 'POST', url: `${PACKAGE_URL}/export` })).body.code).toBe(403);
    }
    expect(await packageCount()).toBe(before);
    expect(await stored(packageId)).toMatchObject({ packageName: '通用版', status: '0' });
  });

  it('exports the filtered packages as xlsx', async () => {
    const { res } = await caller(t, admin).send({
      method: 'POST',
      url: `${PACKAGE_URL}/export?packageName=${encodeURIComponent('通用')}`,
    });
    expect(res.statusCode).toBe(200);
    const rows = await readSheet(res.rawPayload);
    expect(rows[0]).toContain('套餐名称');
    expect(rows.slice(1).map((r) => r[1])).toEqual(['通用版']);
  });
});
