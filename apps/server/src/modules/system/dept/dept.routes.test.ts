import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BusinessType, deptVoSchema, type DeptTreeNode, type DeptVo } from '@zcps/contracts';
import { adminToken, createTestApp, routeEngines, login, type TestApp } from '../../../test/test-app.js';
import { caller, createUser, operLogs, tokenOf } from '../../../test/kits/monitor.js';
import { secondTenant } from '../../../test/kits/resource.js';
import { deptCount, deptOfTenant, deptRow, postIn, scopedUser } from '../../../test/kits/system-dept.js';

type Caller = ReturnType<typeof caller>;

describe.each(routeEngines)('/system/dept on %s', (engine) => {
  let t: TestApp;
  let admin: Caller;
  let staff: Caller;
  let other: Caller;

  const listDepts = async (who: Caller, query = ''): Promise<DeptVo[]> => {
    const body = await who.get(`/zcps/system/dept/list${query}`);
    expect(body.code).toBe(200);
    return body.data;
  };
  const byName = async (name: string) => (await listDepts(admin)).find((d) => d.deptName === name)!;
  const post = (who: Caller, payload: object) =>
    who.send({ method: 'POST', url: '/zcps/system/dept', payload }).then((r) => r.body);
  const put = (who: Caller, payload: object) =>
    who.send({ method: 'PUT', url: '/zcps/system/dept', payload }).then((r) => r.body);
  const edit = async (name: string, changes: object) => {
    const { parentName: _p, leaderName: _l, ancestors: _a, createTime: _c, ...dept } = await byName(name);
    return put(admin, { ...dept, ...changes });
  };

  beforeAll(async () => {
    t = await createTestApp(engine);
    admin = caller(t, await adminToken(t));
    await createUser(t, 'deptstaff', 'secret123');
    staff = caller(t, await tokenOf(t, 'deptstaff', 'secret123'));
    await secondTenant(t, {
      tenantId: '200001',
      userName: 'deptboss',
      password: 'secret123',
      perms: 'system:dept:%',
    });
    await deptOfTenant(t, '200001', '第二租户总部');
    other = caller(
      t,
      (await login(t, { tenantId: '200001', username: 'deptboss', password: 'secret123' })).data.access_token,
    );
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers 401 to an anonymous caller and 403 to a user without the permissions', async () => {
    expect((await caller(t, null).get('/zcps/system/dept/list')).code).toBe(401);
    for (const url of ['list', 'list/exclude/101', '101', 'optionselect'])
      expect((await staff.get(`/zcps/system/dept/${url}`)).code).toBe(403);
    expect((await staff.get('/zcps/system/user/deptTree')).code).toBe(403);
    expect((await post(staff, { parentId: 100, deptName: '越权', orderNum: 1 })).code).toBe(403);
    expect((await put(staff, { deptId: 101, parentId: 100, deptName: '越权', orderNum: 1 })).code).toBe(403);
    expect((await staff.del('/zcps/system/dept/107')).code).toBe(403);
    expect((await deptRow(t, 101))!.deptName).toBe('评审办公室');
  });

  it('lists the depts flat in tree order with parent names, filtered by name and status', async () => {
    const all = await listDepts(admin);
    for (const row of all) expect(() => deptVoSchema.parse(row)).not.toThrow();
    expect(all[0]).toMatchObject({ deptId: 100, parentId: 0, ancestors: '0', parentName: null });
    expect(all.find((d) => d.deptId === 106)).toMatchObject({
      ancestors: '0,100,101',
      parentName: '评审办公室',
    });
    expect(all.map((d) => d.deptName)).not.toContain('第二租户总部');
    const named = await listDepts(admin, `?deptName=${encodeURIComponent('科')}`);
    // 资格审查科, 评审组织科 and the demo unit 中科电子信息技术有限公司 (dept 111, seed-title.ts).
    expect(named.map((d) => d.deptId).sort()).toEqual([106, 107, 111]);
    expect(await listDepts(admin, '?status=1')).toEqual([]);
    expect((await admin.get('/zcps/system/dept/101')).data).toMatchObject({ deptName: '评审办公室' });
    const excluded = await admin.get('/zcps/system/dept/list/exclude/101');
    const ids = excluded.data.map((d: DeptVo) => d.deptId);
    expect(ids).toContain(100);
    expect(ids).not.toContain(101);
    expect(ids).not.toContain(106);
    expect(ids).not.toContain(107);
    const options = await admin.get('/zcps/system/dept/optionselect?deptIds=101,106');
    expect(options.data.map((d: DeptVo) => d.deptId).sort()).toEqual([101, 106]);
  });

  it('creates a dept under a parent with its ancestors, names unique among siblings', async () => {
    expect(
      await post(admin, { parentId: 101, deptName: '档案科', orderNum: 3, phone: '01012345678' }),
    ).toMatchObject({
      code: 200,
    });
    expect(await byName('档案科')).toMatchObject({ parentId: 101, ancestors: '0,100,101', status: '0' });
    const again = await post(admin, { parentId: 101, deptName: '档案科', orderNum: 4 });
    expect(again.code).toBe(500);
    expect(again.msg).toBe("新增部门'档案科'失败，部门名称已存在");
    expect((await post(admin, { parentId: 102, deptName: '档案科', orderNum: 4 })).code).toBe(200);
    const missing = await post(admin, { parentId: 999999, deptName: '无父', orderNum: 1 });
    expect(missing).toMatchObject({ code: 500, msg: '上级部门不存在' });
  });

  it('refuses bad input with 400 naming the field and writes nothing', async () => {
    const before = await deptCount(t);
    const noName = await post(admin, { parentId: 101, deptName: ' ', orderNum: 1 });
    expect(noName.code).toBe(400);
    expect(noName.msg).toContain('deptName');
    const noOrder = await post(admin, { parentId: 101, deptName: '缺排序' });
    expect(noOrder.code).toBe(400);
    expect(noOrder.msg).toContain('orderNum');
    const email = await post(admin, { parentId: 101, deptName: '邮箱', orderNum: 1, email: 'nope' });
    expect(email).toMatchObject({ code: 400 });
    expect(email.msg).toContain('email');
    const long = await post(admin, { parentId: 101, deptName: 'x'.repeat(31), orderNum: 1 });
    expect(long.msg).toContain('deptName');
    const phone = await put(admin, {
      deptId: 101,
      parentId: 100,
      deptName: '评审办公室',
      orderNum: 1,
      phone: 'abc',
    });
    expect(phone.code).toBe(400);
    expect(phone.msg).toContain('phone');
    expect((await admin.get('/zcps/system/dept/abc')).msg).toContain('deptId');
    expect(await deptCount(t)).toBe(before);
    expect((await deptRow(t, 101))!.phone).toBeNull();
  });

  it('moves a dept with its whole subtree and refuses cycles', async () => {
    await post(admin, { parentId: 103, deptName: '移动甲', orderNum: 1 });
    const a = await byName('移动甲');
    await post(admin, { parentId: a.deptId, deptName: '移动乙', orderNum: 1 });
    const b = await byName('移动乙');
    await post(admin, { parentId: b.deptId, deptName: '移动丙', orderNum: 1 });
    const c = await byName('移动丙');

    expect(await edit('移动甲', { parentId: 106 })).toMatchObject({ code: 200 });
    expect(await byName('移动甲')).toMatchObject({ parentId: 106, ancestors: '0,100,101,106' });
    expect((await deptRow(t, b.deptId))!.ancestors).toBe(`0,100,101,106,${a.deptId}`);
    expect((await deptRow(t, c.deptId))!.ancestors).toBe(`0,100,101,106,${a.deptId},${b.deptId}`);

    const self = await edit('移动甲', { parentId: a.deptId });
    expect(self).toMatchObject({ code: 500, msg: "修改部门'移动甲'失败，上级部门不能是自己" });
    const cycle = await edit('移动甲', { parentId: c.deptId });
    expect(cycle.code).toBe(500);
    expect(cycle.msg).toContain('下级部门');
    expect((await deptRow(t, a.deptId))!.parentId).toBe(106);
    expect((await edit('职称评审服务中心', { parentId: 101 })).code).toBe(500);
  });

  it('refuses disabling a dept with enabled children or users; enabling reaches the ancestors', async () => {
    await post(admin, { parentId: 104, deptName: '停用父', orderNum: 1 });
    const parent = await byName('停用父');
    await post(admin, { parentId: parent.deptId, deptName: '停用子', orderNum: 1 });
    const refused = await edit('停用父', { status: '1' });
    expect(refused).toMatchObject({ code: 500, msg: '该部门包含未停用的子部门!' });
    expect(await edit('停用子', { status: '1' })).toMatchObject({ code: 200 });
    expect(await edit('停用父', { status: '1' })).toMatchObject({ code: 200 });
    const under = await post(admin, { parentId: parent.deptId, deptName: '新子', orderNum: 2 });
    expect(under).toMatchObject({ code: 500, msg: '部门停用，不允许新增' });
    expect(await edit('停用子', { status: '0' })).toMatchObject({ code: 200 });
    expect((await deptRow(t, parent.deptId))!.status).toBe('0');
    expect((await edit('申报人员', { status: '1' })).msg).toBe('该部门下存在已分配用户，不能禁用!');
  });

  it('deletes a leaf; refuses while it has children, users or posts', async () => {
    const children = await admin.del('/zcps/system/dept/101');
    expect(children).toMatchObject({ code: 601, msg: '存在下级部门,不允许删除' });
    expect(await admin.del('/zcps/system/dept/105')).toMatchObject({
      code: 601,
      msg: '部门存在用户,不允许删除',
    });
    await post(admin, { parentId: 104, deptName: '有岗位', orderNum: 8 });
    const staffed = await byName('有岗位');
    await postIn(t, staffed.deptId, 'deptpost');
    expect(await admin.del(`/zcps/system/dept/${staffed.deptId}`)).toMatchObject({
      code: 601,
      msg: '部门存在岗位,不允许删除',
    });
    await post(admin, { parentId: 104, deptName: '待删除', orderNum: 9 });
    const doomed = await byName('待删除');
    expect(await admin.del(`/zcps/system/dept/${doomed.deptId}`)).toMatchObject({ code: 200 });
    expect((await listDepts(admin)).map((d) => d.deptId)).not.toContain(doomed.deptId);
    expect((await deptRow(t, doomed.deptId))!.delFlag).toBe('2');
    expect((await admin.get(`/zcps/system/dept/${doomed.deptId}`)).msg).toBe('部门不存在');
  });

  it('builds the data-scoped dept tree of the user screen', async () => {
    const tree = (await admin.get('/zcps/system/user/deptTree')).data as DeptTreeNode[];
    expect(tree).toHaveLength(1);
    expect(tree[0]).toMatchObject({ id: 100, label: '职称评审服务中心', parentId: 0 });
    const office = tree[0]!.children!.find((n) => n.id === 101)!;
    expect(office.children!.map((n) => n.id)).toEqual(expect.arrayContaining([106, 107]));

    await scopedUser(t, {
      userName: 'treeuser',
      password: 'secret123',
      deptId: 101,
      dataScope: '4',
      perms: ['system:user:list'],
    });
    const scoped = caller(t, await tokenOf(t, 'treeuser', 'secret123'));
    const mine = (await scoped.get('/zcps/system/user/deptTree')).data as DeptTreeNode[];
    expect(mine.map((n) => n.id)).toEqual([101]);
    expect(mine[0]!.children!.map((n) => n.id)).toEqual(expect.arrayContaining([106, 107]));
  });

  it('applies the caller data scope to the list, reads and writes', async () => {
    await scopedUser(t, {
      userName: 'owndept',
      password: 'secret123',
      deptId: 101,
      dataScope: '3',
      perms: ['system:dept:%'],
    });
    const own = caller(t, await tokenOf(t, 'owndept', 'secret123'));
    expect((await listDepts(own)).map((d) => d.deptId)).toEqual([101]);
    expect(await own.get('/zcps/system/dept/102')).toMatchObject({
      code: 500,
      msg: '没有权限访问部门数据！',
    });
    expect((await own.del('/zcps/system/dept/107')).msg).toBe('没有权限访问部门数据！');
    expect((await post(own, { parentId: 102, deptName: '越界', orderNum: 1 })).msg).toBe(
      '没有权限访问部门数据！',
    );

    await scopedUser(t, {
      userName: 'belowdept',
      password: 'secret123',
      deptId: 101,
      dataScope: '4',
      perms: ['system:dept:%'],
    });
    const below = caller(t, await tokenOf(t, 'belowdept', 'secret123'));
    const ids = (await listDepts(below)).map((d) => d.deptId);
    expect(ids).toEqual(expect.arrayContaining([101, 106, 107]));
    expect(ids).not.toContain(100);
    expect(ids).not.toContain(102);
  });

  it('keeps other tenants apart: they see and change nothing of this one', async () => {
    const theirs = await listDepts(other);
    expect(theirs.map((d) => d.deptName)).toEqual(['第二租户总部']);
    expect((await other.get('/zcps/system/dept/101')).msg).toBe('部门不存在');
    const renamed = await put(other, { deptId: 107, parentId: 101, deptName: '被改名', orderNum: 1 });
    expect(renamed.msg).toBe('部门不存在');
    expect((await other.del('/zcps/system/dept/107')).msg).toBe('部门不存在');
    expect((await post(other, { parentId: 101, deptName: '跨租户', orderNum: 1 })).msg).toBe(
      '上级部门不存在',
    );
    expect(await deptRow(t, 107)).toMatchObject({ deptName: '评审组织科', delFlag: '0' });
    expect((await other.get('/zcps/system/dept/optionselect?deptIds=101')).data).toEqual([]);
  });

  it('answers in English and records every write in the operation log', async () => {
    const en = caller(t, await adminToken(t), 'en_US');
    const refused = await en.del('/zcps/system/dept/101');
    expect(refused.msg).toBe('The department has sub-departments and cannot be deleted');
    const logs = (await operLogs(t)).filter((l) => l.title === '部门管理');
    expect(logs.map((l) => l.businessType)).toEqual(
      expect.arrayContaining([BusinessType.INSERT, BusinessType.UPDATE, BusinessType.DELETE]),
    );
    const insert = logs.find((l) => l.businessType === BusinessType.INSERT && l.status === 0)!;
    expect(insert).toMatchObject({ requestMethod: 'POST', operName: 'admin', tenantId: '000000' });
    expect(insert.operUrl).toBe('/zcps/system/dept');
    expect(logs.some((l) => l.status === 1 && l.errorMsg?.includes('deptName'))).toBe(true);
  });
});
