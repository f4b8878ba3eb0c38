import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sysDept, sysRole, sysUser } from '../../../db/schema/index.js';
import { adminToken, createTestApp, engines, type TestApp } from '../../../test/test-app.js';
import { caller, tokenOf } from '../../../test/kits/monitor.js';
import { userByName, userWithPerms } from '../../../test/kits/system-user.js';
import { and, count, eq, inArray } from 'drizzle-orm';

/**
 * The user list's total comes from a count cache and its dept names from the dept tree: every change made through
 * the console must show in the next page at once (user writes, dept moves and renames, a role's custom depts),
 * never after a cache's TTL.
 */
describe.each(engines)('user list totals stay exact on %s', (engine) => {
  let t: TestApp;
  let admin: ReturnType<typeof caller>;
  const total = async (who: ReturnType<typeof caller>, query: string) => {
    const body = await who.get(`/zcps/system/user/list?pageNum=1&pageSize=5&${query}`);
    expect(body.code).toBe(200);
    return body.total as number;
  };
  const post = async (url: string, payload: object) =>
    (await admin.send({ method: 'POST', url, payload })).body;
  const put = async (url: string, payload: object) =>
    (await admin.send({ method: 'PUT', url, payload })).body;

  beforeAll(async () => {
    t = await createTestApp(engine);
    admin = caller(t, await adminToken(t));
  });
  afterAll(async () => t?.close());

  it('counts a created, disabled-filtered and deleted user at once', async () => {
    const before = await total(admin, 'deptId=105');
    const created = await post('/zcps/system/user', {
      deptId: 105,
      userName: 'countme',
      nickName: '计数',
      password: 'secret123',
    });
    expect(created.code).toBe(200);
    expect(await total(admin, 'deptId=105')).toBe(before + 1);
    expect(await total(admin, 'deptId=105&status=1')).toBe(0);
    const userId = (await userByName(t, 'countme'))!.userId;
    expect((await put('/zcps/system/user/changeStatus', { userId, status: '1' })).code).toBe(200);
    expect(await total(admin, 'deptId=105&status=1')).toBe(1);
    expect((await admin.del(`/zcps/system/user/${userId}`)).code).toBe(200);
    expect(await total(admin, 'deptId=105')).toBe(before);
  });

  it('follows a dept moved under the filtered one', async () => {
    const under100 = await total(admin, 'deptId=101');
    const dept = await post('/zcps/system/dept', { parentId: 104, deptName: '迁移科', orderNum: 9 });
    expect(dept.code).toBe(200);
    const [row] = await t.database.db.select().from(sysDept).where(eq(sysDept.deptName, '迁移科'));
    const moved = row!.deptId;
    expect(
      (
        await post('/zcps/system/user', {
          deptId: moved,
          userName: 'mover',
          nickName: '迁',
          password: 'secret123',
        })
      ).code,
    ).toBe(200);
    expect(await total(admin, 'deptId=101')).toBe(under100);
    const edit = await put('/zcps/system/dept', {
      deptId: moved,
      parentId: 101,
      deptName: '迁移科',
      orderNum: 9,
      status: '0',
    });
    expect(edit.code).toBe(200);
    expect(await total(admin, 'deptId=101')).toBe(under100 + 1);
  });

  it("follows a change of a role's custom depts", async () => {
    await userWithPerms(t, {
      userName: 'customer',
      perms: ['system:user:list'],
      dataScope: '2',
      deptId: 103,
    });
    const [role] = await t.database.db.select().from(sysRole).where(eq(sysRole.roleKey, 'r_customer'));
    const scope = (deptIds: number[]) =>
      put('/zcps/system/role/dataScope', { roleId: role!.roleId, dataScope: '2', deptIds });
    expect((await scope([104])).code).toBe(200);
    const viewer = caller(t, await tokenOf(t, 'customer', 'secret123'));
    const only104 = await total(viewer, '');
    expect((await scope([104, 105])).code).toBe(200);
    const again = caller(t, await tokenOf(t, 'customer', 'secret123'));
    const both = await total(again, '');
    expect(both).toBeGreaterThan(only104);
    // Custom depts are the depts themselves, not their subtrees (the seed may hang depts below them).
    const [exact] = await t.database.db
      .select({ n: count() })
      .from(sysUser)
      .where(and(inArray(sysUser.deptId, [104, 105]), eq(sysUser.delFlag, '0')));
    expect(both).toBe(exact!.n);
  });

  it("shows a renamed dept's new name in the rows at once", async () => {
    const names = async () => {
      const body = await admin.get('/zcps/system/user/list?pageNum=1&pageSize=5&deptId=105');
      return new Set(
        (body.rows as { deptId: number; deptName: string }[])
          .filter((r) => r.deptId === 105)
          .map((r) => r.deptName),
      );
    };
    const [dept] = await t.database.db.select().from(sysDept).where(eq(sysDept.deptId, 105));
    expect(await names()).toEqual(new Set([dept!.deptName]));
    const renamed = await put('/zcps/system/dept', {
      deptId: 105,
      parentId: dept!.parentId,
      deptName: '更名科',
      orderNum: dept!.orderNum,
      status: dept!.status,
    });
    expect(renamed.code).toBe(200);
    expect(await names()).toEqual(new Set(['更名科']));
  });
});
