import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BusinessType, roleDetailVoSchema, sysRoleVoSchema } from '@zcps/contracts';
import { adminToken, createTestApp, routeEngines, login, type TestApp } from '../../../test/test-app.js';
import { createUser, operLogs, tokenOf } from '../../../test/kits/monitor.js';
import { secondTenant } from '../../../test/kits/resource.js';
import { menuIdsLike, roleCaller, roleCount, storedRole } from '../../../test/kits/system-role.js';

const PW = 'secret123';
const OTHER_TENANT = '000009';

describe.each(routeEngines)('/system/role on %s', (engine) => {
  let t: TestApp;
  let admin: ReturnType<typeof roleCaller>;
  let manager: ReturnType<typeof roleCaller>;
  let staff: ReturnType<typeof roleCaller>;
  let roleMenus: number[];
  let managerRoleId: number;
  let managerToken: string;

  const newRole = async (key: string, extra: Record<string, unknown> = {}) => {
    const res = await admin.post('/zcps/system/role', { roleName: key, roleKey: key, roleSort: 9, ...extra });
    expect(res).toMatchObject({ code: 200 });
    return res.data as number;
  };

  beforeAll(async () => {
    t = await createTestApp(engine);
    admin = roleCaller(t, await adminToken(t));
    roleMenus = await menuIdsLike(t, 'system:role:%');
    managerRoleId = await newRole('rolemgr', { menuIds: roleMenus });
    await createUser(t, 'rolemgr1', PW, managerRoleId);
    managerToken = await tokenOf(t, 'rolemgr1', PW);
    manager = roleCaller(t, managerToken);
    await createUser(t, 'staff1', PW);
    staff = roleCaller(t, await tokenOf(t, 'staff1', PW));
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers 401 without a token and 403 to a user without the permission', async () => {
    expect((await roleCaller(t, null).get('/zcps/system/role/list')).code).toBe(401);
    for (const url of ['list', '3', 'optionselect', 'deptTree/3'])
      expect((await staff.get(`/zcps/system/role/${url}`)).code).toBe(403);
    expect((await staff.post('/zcps/system/role', { roleName: 'x', roleKey: 'x', roleSort: 1 })).code).toBe(
      403,
    );
    expect(
      (await staff.put('/zcps/system/role', { roleId: 3, roleName: 'x', roleKey: 'x', roleSort: 1 })).code,
    ).toBe(403);
    expect((await staff.put('/zcps/system/role/changeStatus', { roleId: 3, status: '1' })).code).toBe(403);
    expect((await staff.put('/zcps/system/role/dataScope', { roleId: 3, dataScope: '1' })).code).toBe(403);
    expect((await staff.del('/zcps/system/role/3')).code).toBe(403);
    expect((await staff.post('/zcps/system/role/export')).code).toBe(403);
  });

  it('lists roles paged, filtered, sorted and by date range', async () => {
    const body = await manager.get('/zcps/system/role/list?pageNum=1&pageSize=50');
    expect(body).toMatchObject({ code: 200, msg: '查询成功' });
    for (const row of body.rows) expect(() => sysRoleVoSchema.parse(row)).not.toThrow();
    const keys = body.rows.map((r: { roleKey: string }) => r.roleKey);
    expect(keys).toEqual(expect.arrayContaining(['superadmin', 'admin', 'staff', 'rolemgr']));
    expect(body.rows.find((r: { roleKey: string }) => r.roleKey === 'superadmin').superAdmin).toBe(true);
    const byName = await manager.get(`/zcps/system/role/list?roleName=${encodeURIComponent('评审')}`);
    expect(byName.rows.map((r: { roleKey: string }) => r.roleKey).sort()).toEqual(['office', 'reviewer']);
    expect((await manager.get('/zcps/system/role/list?roleKey=STAF')).total).toBe(1);
    expect((await manager.get('/zcps/system/role/list?status=1')).total).toBe(0);
    const sorted = await manager.get('/zcps/system/role/list?orderByColumn=roleKey&isAsc=desc');
    const sortedKeys = sorted.rows.map((r: { roleKey: string }) => r.roleKey);
    expect(sortedKeys).toEqual([...sortedKeys].sort().reverse());
    expect((await manager.get('/zcps/system/role/list?orderByColumn=remark&isAsc=asc')).code).toBe(400);
    const old = await manager.get(
      '/zcps/system/role/list?params%5BbeginTime%5D=2000-01-01&params%5BendTime%5D=2000-01-02',
    );
    expect(old).toMatchObject({ code: 200, total: 0 });
    const page = await manager.get('/zcps/system/role/list?pageNum=2&pageSize=2');
    expect(page.rows).toHaveLength(2);
  });

  it('refuses bad input with 400 naming the field, writing nothing', async () => {
    const before = await roleCount(t);
    const noName = await manager.post('/zcps/system/role', { roleName: ' ', roleKey: 'k1', roleSort: 1 });
    expect(noName.code).toBe(400);
    expect(noName.msg).toContain('roleName');
    const noSort = await manager.post('/zcps/system/role', { roleName: 'n1', roleKey: 'k1' });
    expect(noSort.code).toBe(400);
    expect(noSort.msg).toContain('roleSort');
    const badMenus = await manager.post('/zcps/system/role', {
      roleName: 'n1',
      roleKey: 'k1',
      roleSort: 1,
      menuIds: ['a'],
    });
    expect(badMenus.code).toBe(400);
    expect(badMenus.msg).toContain('menuIds');
    const badScope = await manager.put('/zcps/system/role/dataScope', {
      roleId: managerRoleId,
      dataScope: '9',
    });
    expect(badScope.code).toBe(400);
    expect(badScope.msg).toContain('dataScope');
    const badStatus = await manager.put('/zcps/system/role/changeStatus', {
      roleId: managerRoleId,
      status: '5',
    });
    expect(badStatus.msg).toContain('status');
    const badIds = await manager.del('/zcps/system/role/1,x');
    expect(badIds.code).toBe(400);
    expect(badIds.msg).toContain('roleIds');
    expect(await roleCount(t)).toBe(before);
    expect((await storedRole(t, managerRoleId)).role!.dataScope).toBe('1');
  });

  it('refuses duplicate names and keys, built-in keys and unknown menus', async () => {
    const before = await roleCount(t);
    const dupName = await manager.post('/zcps/system/role', {
      roleName: '申报人',
      roleKey: 'fresh',
      roleSort: 1,
    });
    expect(dupName).toMatchObject({ code: 500 });
    expect(dupName.msg).toContain('角色名称已存在');
    const dupKey = await manager.post('/zcps/system/role', {
      roleName: 'fresh',
      roleKey: 'staff',
      roleSort: 1,
    });
    expect(dupKey.msg).toContain('角色权限已存在');
    const builtin = await manager.post('/zcps/system/role', {
      roleName: 'fresh',
      roleKey: 'superadmin',
      roleSort: 1,
    });
    expect(builtin.msg).toContain('内置管理员');
    const menu = await manager.post('/zcps/system/role', {
      roleName: 'fresh',
      roleKey: 'fresh',
      roleSort: 1,
      menuIds: [999999],
    });
    expect(menu.msg).toContain('999999');
    expect(await roleCount(t)).toBe(before);
    const en = await roleCaller(t, managerToken, 'en_US').post('/zcps/system/role', {
      roleName: 'fresh',
      roleKey: 'admin',
      roleSort: 1,
    });
    expect(en.msg).toBe('The built-in administrator role keys cannot be used!');
  });

  it('creates, reads and edits a role with its menus; holders are signed out', async () => {
    const roleId = await manager
      .post('/zcps/system/role', {
        roleName: '审核员',
        roleKey: 'auditor',
        roleSort: 7,
        remark: '只读',
        menuIds: [roleMenus[0]!, roleMenus[0]!],
      })
      .then((r) => r.data as number);
    const detail = await manager.get(`/zcps/system/role/${roleId}`);
    expect(() => roleDetailVoSchema.parse(detail.data)).not.toThrow();
    expect(detail.data).toMatchObject({
      roleKey: 'auditor',
      dataScope: '1',
      status: '0',
      menuIds: [roleMenus[0]],
    });

    await createUser(t, 'auditor1', PW, roleId);
    const holder = roleCaller(t, await tokenOf(t, 'auditor1', PW));
    expect((await holder.get('/zcps/system/user/getInfo')).code).toBe(200);
    const edited = await manager.put('/zcps/system/role', {
      roleId,
      roleName: '审核员2',
      roleKey: 'auditor2',
      roleSort: 8,
      menuIds: roleMenus,
    });
    expect(edited).toMatchObject({ code: 200 });
    const stored = await storedRole(t, roleId);
    expect(stored.role).toMatchObject({
      roleName: '审核员2',
      roleKey: 'auditor2',
      roleSort: 8,
      remark: '只读',
    });
    expect(stored.menuIds).toEqual([...roleMenus].sort((a, b) => a - b));
    expect((await holder.get('/zcps/system/user/getInfo')).code).toBe(401);

    const disable = await manager.put('/zcps/system/role', {
      roleId,
      roleName: '审核员2',
      roleKey: 'auditor2',
      roleSort: 8,
      status: '1',
    });
    expect(disable.msg).toContain('已分配');
    const superRole = await manager.put('/zcps/system/role', {
      roleId: 1,
      roleName: 'x',
      roleKey: 'superadmin',
      roleSort: 1,
    });
    expect(superRole.msg).toContain('超级管理员');
    const rename = await manager.put('/zcps/system/role', {
      roleId: 2,
      roleName: '管理员',
      roleKey: 'boss',
      roleSort: 2,
    });
    expect(rename.msg).toContain('不允许修改');
    expect((await storedRole(t, 2)).role!.roleKey).toBe('admin');
    expect((await manager.get('/zcps/system/role/999999')).msg).toContain('角色不存在');
  });

  it('changes status, refusing to disable a role that users hold', async () => {
    const free = await newRole('idle');
    expect(await manager.put('/zcps/system/role/changeStatus', { roleId: free, status: '1' })).toMatchObject({
      code: 200,
    });
    expect((await storedRole(t, free)).role!.status).toBe('1');
    expect(await manager.put('/zcps/system/role/changeStatus', { roleId: free, status: '0' })).toMatchObject({
      code: 200,
    });
    const held = await manager.put('/zcps/system/role/changeStatus', { roleId: 6, status: '1' });
    expect(held.msg).toContain('角色已分配，不能禁用');
    expect((await storedRole(t, 6)).role!.status).toBe('0');
    expect((await manager.put('/zcps/system/role/changeStatus', { roleId: 1, status: '1' })).code).toBe(500);
  });

  it('sets the data scope and answers the dept tree of the custom scope dialog', async () => {
    const roleId = await newRole('scoped', { deptCheckStrictly: true });
    const custom = await manager.put('/zcps/system/role/dataScope', {
      roleId,
      dataScope: '2',
      deptIds: [101, 106, 106],
    });
    expect(custom).toMatchObject({ code: 200 });
    expect(await storedRole(t, roleId)).toMatchObject({ role: { dataScope: '2' }, deptIds: [101, 106] });
    const tree = await manager.get(`/zcps/system/role/deptTree/${roleId}`);
    expect(tree.data.checkedKeys).toEqual([106]);
    expect(tree.data.depts).toHaveLength(1);
    expect(tree.data.depts[0]).toMatchObject({ id: 100, label: '职称评审服务中心' });
    const office = tree.data.depts[0].children.find((d: { id: number }) => d.id === 101);
    expect(office.children.map((d: { id: number }) => d.id)).toEqual([106, 107]);

    const unknown = await manager.put('/zcps/system/role/dataScope', {
      roleId,
      dataScope: '2',
      deptIds: [424242],
    });
    expect(unknown.msg).toContain('424242');
    expect((await storedRole(t, roleId)).deptIds).toEqual([101, 106]);
    await manager.put('/zcps/system/role/dataScope', { roleId, dataScope: '3', deptIds: [101] });
    expect(await storedRole(t, roleId)).toMatchObject({ role: { dataScope: '3' }, deptIds: [] });
  });

  it('deletes unassigned roles logically with their links, refusing assigned and built-in ones', async () => {
    const a = await newRole('gone1', { menuIds: roleMenus });
    const b = await newRole('gone2');
    const assigned = await manager.del(`/zcps/system/role/${a},6`);
    expect(assigned.msg).toBe('申报人已分配，不能删除!');
    expect((await storedRole(t, a)).role!.delFlag).toBe('0');
    expect((await manager.del('/zcps/system/role/1')).msg).toContain('超级管理员');
    expect(await manager.del(`/zcps/system/role/${a},${b}`)).toMatchObject({ code: 200 });
    const gone = await storedRole(t, a);
    expect(gone.role!.delFlag).toBe('2');
    expect(gone.menuIds).toEqual([]);
    expect((await manager.get(`/zcps/system/role/${a}`)).code).toBe(500);
    expect((await manager.get('/zcps/system/role/list?roleKey=gone')).total).toBe(0);
    expect((await newRole('gone1')) > 0).toBe(true);
  });

  it('offers enabled roles for pickers, the super admin role only to the super admin', async () => {
    const mine = await manager.get('/zcps/system/role/optionselect');
    const keys = mine.data.map((r: { roleKey: string }) => r.roleKey);
    expect(keys).toContain('staff');
    expect(keys).not.toContain('superadmin');
    expect(
      (await admin.get('/zcps/system/role/optionselect')).data.map((r: { roleKey: string }) => r.roleKey),
    ).toContain('superadmin');
    const some = await manager.get('/zcps/system/role/optionselect?roleIds=5,6');
    expect(some.data.map((r: { roleId: number }) => r.roleId)).toEqual([5, 6]);
  });

  it('exports the filtered roles as xlsx', async () => {
    const { res } = await manager.send({
      method: 'POST',
      url: '/zcps/system/role/export',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'roleKey=staff',
    });
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(decodeURIComponent(String(res.headers['download-filename']))).toMatch(/^角色数据_\d{14}\.xlsx$/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.getRow(1).getCell(2).value).toBe('角色名称');
    expect(sheet.rowCount).toBe(2);
    expect(sheet.getRow(2).getCell(3).value).toBe('staff');
    expect(sheet.getRow(2).getCell(5).value).toBe('仅本人数据权限');
    expect(sheet.getRow(2).getCell(6).value).toBe('正常');
  });

  it('keeps tenants apart: another tenant sees and changes none of these roles', async () => {
    await secondTenant(t, {
      tenantId: OTHER_TENANT,
      userName: 'other1',
      password: PW,
      perms: 'system:role:%',
    });
    const signedIn = await login(t, { tenantId: OTHER_TENANT, username: 'other1', password: PW });
    const outsider = roleCaller(t, signedIn.data.access_token);
    const list = await outsider.get('/zcps/system/role/list');
    expect(list.rows.map((r: { roleKey: string }) => r.roleKey)).toEqual(['ossadmin']);
    expect((await outsider.get(`/zcps/system/role/${managerRoleId}`)).msg).toContain('角色不存在');
    expect((await outsider.get('/zcps/system/role/deptTree/6')).code).toBe(500);
    const edit = await outsider.put('/zcps/system/role', {
      roleId: 6,
      roleName: 'x',
      roleKey: 'x',
      roleSort: 1,
    });
    expect(edit.code).toBe(500);
    expect((await outsider.put('/zcps/system/role/changeStatus', { roleId: 5, status: '1' })).code).toBe(500);
    expect((await outsider.put('/zcps/system/role/dataScope', { roleId: 5, dataScope: '5' })).code).toBe(500);
    expect((await outsider.del('/zcps/system/role/5')).code).toBe(500);
    expect((await storedRole(t, 6)).role).toMatchObject({ roleName: '申报人', status: '0', delFlag: '0' });
    expect((await storedRole(t, 5)).role).toMatchObject({ dataScope: '3', status: '0', delFlag: '0' });
    const dup = await outsider.post('/zcps/system/role', {
      roleName: '申报人',
      roleKey: 'staff',
      roleSort: 1,
    });
    expect(dup).toMatchObject({ code: 200 });
    expect((await storedRole(t, dup.data)).role!.tenantId).toBe(OTHER_TENANT);
  });

  it('applies the data scope: a self-scoped manager sees only the roles they created', async () => {
    const selfRole = await newRole('selfmgr', { menuIds: roleMenus, dataScope: '5' });
    await createUser(t, 'selfmgr1', PW, selfRole);
    const self = roleCaller(t, await tokenOf(t, 'selfmgr1', PW));
    expect((await self.get('/zcps/system/role/list')).total).toBe(0);
    const own = (await self.post('/zcps/system/role', { roleName: '自建', roleKey: 'own', roleSort: 1 }))
      .data;
    const list = await self.get('/zcps/system/role/list');
    expect(list.rows.map((r: { roleId: number }) => r.roleId)).toEqual([own]);
    expect((await self.get('/zcps/system/role/6')).msg).toContain('没有权限访问角色数据');
    expect((await self.put('/zcps/system/role/changeStatus', { roleId: 6, status: '1' })).code).toBe(500);
  });

  it('records every write in the operation log', async () => {
    const mine = (await operLogs(t)).filter((l) => l.title === '角色管理');
    expect(new Set(mine.map((l) => l.businessType))).toEqual(
      new Set([BusinessType.INSERT, BusinessType.UPDATE, BusinessType.DELETE, BusinessType.EXPORT]),
    );
    const deleted = mine.filter((l) => l.businessType === BusinessType.DELETE && l.status === 0);
    expect(deleted[0]).toMatchObject({ requestMethod: 'DELETE', operName: 'rolemgr1' });
    expect(mine.some((l) => l.status === 1 && l.operName === 'other1')).toBe(true);
  });
});
