import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authUserVoSchema, BusinessType } from '@zcps/contracts';
import { adminToken, createTestApp, routeEngines, login, type TestApp } from '../../../test/test-app.js';
import { createUser, operLogs, tokenOf } from '../../../test/kits/monitor.js';
import { secondTenant } from '../../../test/kits/resource.js';
import { menuIdsLike, roleCaller, storedRole } from '../../../test/kits/system-role.js';

const PW = 'secret123';
type Row = { userId: number; userName: string; phonenumber: string };
const names = (body: { rows: Row[] }) => body.rows.map((r) => r.userName);

describe.each(routeEngines)('/system/role/authUser on %s', (engine) => {
  let t: TestApp;
  let admin: ReturnType<typeof roleCaller>;
  let manager: ReturnType<typeof roleCaller>;
  let staff: ReturnType<typeof roleCaller>;
  let roleId: number;
  let u1: number;
  let u2: number;

  beforeAll(async () => {
    t = await createTestApp(engine);
    admin = roleCaller(t, await adminToken(t));
    const menuIds = await menuIdsLike(t, 'system:role:%');
    const managerRole = (
      await admin.post('/zcps/system/role', { roleName: '授权员', roleKey: 'grantor', roleSort: 8, menuIds })
    ).data;
    roleId = (await admin.post('/zcps/system/role', { roleName: '目标', roleKey: 'target', roleSort: 9 }))
      .data;
    await createUser(t, 'grantor1', PW, managerRole);
    manager = roleCaller(t, await tokenOf(t, 'grantor1', PW));
    u1 = await createUser(t, 'member1', PW);
    u2 = await createUser(t, 'member2', PW);
    await createUser(t, 'staff1', PW);
    staff = roleCaller(t, await tokenOf(t, 'staff1', PW));
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers 403 to a user without the permission', async () => {
    expect((await staff.get(`/zcps/system/role/authUser/allocatedList?roleId=${roleId}`)).code).toBe(403);
    expect((await staff.get(`/zcps/system/role/authUser/unallocatedList?roleId=${roleId}`)).code).toBe(403);
    expect((await staff.put('/zcps/system/role/authUser/cancel', { userId: u1, roleId })).code).toBe(403);
    expect(
      (await staff.put(`/zcps/system/role/authUser/cancelAll?roleId=${roleId}&userIds=${u1}`)).code,
    ).toBe(403);
    expect(
      (await staff.put(`/zcps/system/role/authUser/selectAll?roleId=${roleId}&userIds=${u1}`)).code,
    ).toBe(403);
    expect((await storedRole(t, roleId)).userIds).toEqual([]);
  });

  it('refuses bad input with 400 naming the field, writing nothing', async () => {
    const noRole = await manager.get('/zcps/system/role/authUser/allocatedList');
    expect(noRole.code).toBe(400);
    expect(noRole.msg).toContain('roleId');
    const badIds = await manager.put(`/zcps/system/role/authUser/selectAll?roleId=${roleId}&userIds=1,x`);
    expect(badIds.code).toBe(400);
    expect(badIds.msg).toContain('userIds');
    const badBody = await manager.put('/zcps/system/role/authUser/cancel', { userId: 'me', roleId });
    expect(badBody.code).toBe(400);
    expect(badBody.msg).toContain('userId');
    expect((await storedRole(t, roleId)).userIds).toEqual([]);
  });

  it('grants users, lists allocated and unallocated users, and revokes', async () => {
    const before = await manager.get(
      `/zcps/system/role/authUser/unallocatedList?roleId=${roleId}&pageSize=100`,
    );
    expect(names(before)).toEqual(expect.arrayContaining(['member1', 'member2', 'admin']));
    for (const row of before.rows) expect(() => authUserVoSchema.parse(row)).not.toThrow();

    const member = roleCaller(t, await tokenOf(t, 'member1', PW));
    expect((await member.get('/zcps/system/user/getInfo')).code).toBe(200);
    const granted = await manager.put(
      `/zcps/system/role/authUser/selectAll?roleId=${roleId}&userIds=${u1},${u2}`,
    );
    expect(granted).toMatchObject({ code: 200 });
    expect((await storedRole(t, roleId)).userIds).toEqual([u1, u2]);
    expect((await member.get('/zcps/system/user/getInfo')).code).toBe(401);

    const allocated = await manager.get(`/zcps/system/role/authUser/allocatedList?roleId=${roleId}`);
    expect(allocated).toMatchObject({ code: 200, total: 2 });
    expect(names(allocated)).toEqual(['member1', 'member2']);
    const filtered = await manager.get(
      `/zcps/system/role/authUser/allocatedList?roleId=${roleId}&userName=ER2`,
    );
    expect(names(filtered)).toEqual(['member2']);
    const rest = await manager.get(
      `/zcps/system/role/authUser/unallocatedList?roleId=${roleId}&pageSize=100`,
    );
    expect(names(rest)).not.toContain('member1');
    expect(rest.total).toBe(before.total - 2);

    expect(await manager.put('/zcps/system/role/authUser/cancel', { userId: u1, roleId })).toMatchObject({
      code: 200,
    });
    expect((await storedRole(t, roleId)).userIds).toEqual([u2]);
    expect(
      await manager.put(`/zcps/system/role/authUser/cancelAll?roleId=${roleId}&userIds=${u2}`),
    ).toMatchObject({
      code: 200,
    });
    expect((await storedRole(t, roleId)).userIds).toEqual([]);
  });

  it('masks contacts for callers who may not edit users', async () => {
    const rows = (
      await manager.get(`/zcps/system/role/authUser/unallocatedList?roleId=${roleId}&userName=admin`)
    ).rows;
    expect(rows[0].phonenumber).toBe('158****8888');
    const full = (
      await admin.get(`/zcps/system/role/authUser/unallocatedList?roleId=${roleId}&userName=admin`)
    ).rows;
    expect(full[0].phonenumber).toBe('15888888888');
  });

  it('never changes who holds the super admin role', async () => {
    const add = await manager.put(`/zcps/system/role/authUser/selectAll?roleId=1&userIds=${u1}`);
    expect(add.msg).toContain('超级管理员');
    const drop = await admin.put('/zcps/system/role/authUser/cancel', { userId: 1, roleId: 1 });
    expect(drop.msg).toContain('超级管理员');
    expect((await storedRole(t, 1)).userIds).toEqual([1]);
  });

  it('keeps tenants apart in both directions', async () => {
    const otherUser = await secondTenant(t, {
      tenantId: '000009',
      userName: 'other1',
      password: PW,
      perms: 'system:role:%',
    });
    const outsider = roleCaller(
      t,
      (await login(t, { tenantId: '000009', username: 'other1', password: PW })).data.access_token,
    );
    const foreignList = await outsider.get(`/zcps/system/role/authUser/allocatedList?roleId=6`);
    expect(foreignList.code).toBe(500);
    expect(foreignList.msg).toContain('角色不存在');
    const foreignGrant = await outsider.put(
      `/zcps/system/role/authUser/selectAll?roleId=${roleId}&userIds=${otherUser}`,
    );
    expect(foreignGrant.code).toBe(500);
    const pullIn = await manager.put(
      `/zcps/system/role/authUser/selectAll?roleId=${roleId}&userIds=${u1},${otherUser}`,
    );
    expect(pullIn.msg).toContain('没有权限访问用户数据');
    expect((await storedRole(t, roleId)).userIds).toEqual([]);
    const unallocated = await manager.get(
      `/zcps/system/role/authUser/unallocatedList?roleId=${roleId}&pageSize=100`,
    );
    expect(names(unallocated)).not.toContain('other1');
  });

  it('records grants in the operation log', async () => {
    const grants = (await operLogs(t)).filter(
      (l) => l.title === '角色管理' && l.businessType === BusinessType.GRANT,
    );
    expect(grants.filter((l) => l.status === 0).map((l) => l.operUrl)).toEqual(
      expect.arrayContaining([
        expect.stringContaining('/authUser/selectAll'),
        expect.stringContaining('/authUser/cancel'),
        expect.stringContaining('/authUser/cancelAll'),
      ]),
    );
  });
});
