import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BusinessType, postVoSchema, type PostVo } from '@zcps/contracts';
import { adminToken, createTestApp, routeEngines, login, type TestApp } from '../../../test/test-app.js';
import { caller, createUser, operLogs, tokenOf } from '../../../test/kits/monitor.js';
import { secondTenant } from '../../../test/kits/resource.js';
import { postCount, postIn, scopedUser } from '../../../test/kits/system-dept.js';

type Caller = ReturnType<typeof caller>;

describe.each(routeEngines)('/system/post on %s', (engine) => {
  let t: TestApp;
  let admin: Caller;
  let staff: Caller;
  let other: Caller;

  const send = (who: Caller, method: 'POST' | 'PUT', payload: object) =>
    who.send({ method, url: '/zcps/system/post', payload }).then((r) => r.body);
  const rows = async (who: Caller, query = ''): Promise<PostVo[]> => {
    const body = await who.get(`/zcps/system/post/list${query}`);
    expect(body.code).toBe(200);
    return body.rows;
  };
  const byCode = async (code: string) =>
    (await rows(admin, `?postCode=${code}`)).find((p) => p.postCode === code)!;
  const edit = async (code: string, changes: object) => {
    const { deptName: _d, createTime: _c, ...post } = await byCode(code);
    return send(admin, 'PUT', { ...post, ...changes });
  };

  beforeAll(async () => {
    t = await createTestApp(engine);
    admin = caller(t, await adminToken(t));
    await createUser(t, 'poststaff', 'secret123');
    staff = caller(t, await tokenOf(t, 'poststaff', 'secret123'));
    await secondTenant(t, {
      tenantId: '200002',
      userName: 'postboss',
      password: 'secret123',
      perms: 'system:post:%',
    });
    const token = (await login(t, { tenantId: '200002', username: 'postboss', password: 'secret123' })).data;
    other = caller(t, token.access_token);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers 401 to an anonymous caller and 403 to a user without the permissions', async () => {
    expect((await caller(t, null).get('/zcps/system/post/list')).code).toBe(401);
    for (const url of ['list', '1', 'optionselect'])
      expect((await staff.get(`/zcps/system/post/${url}`)).code).toBe(403);
    expect((await send(staff, 'POST', { deptId: 100, postCode: 'x', postName: 'x', postSort: 1 })).code).toBe(
      403,
    );
    expect(
      (await send(staff, 'PUT', { postId: 1, deptId: 100, postCode: 'x', postName: 'x', postSort: 1 })).code,
    ).toBe(403);
    expect((await staff.del('/zcps/system/post/3')).code).toBe(403);
    const exported = await staff.send({ method: 'POST', url: '/zcps/system/post/export' });
    expect(exported.body.code).toBe(403);
    expect(await postCount(t)).toBe(5);
  });

  it('lists posts paged by sort order with dept names, filtered and sorted on whitelisted columns', async () => {
    const body = await admin.get('/zcps/system/post/list?pageNum=1&pageSize=2');
    expect(body).toMatchObject({ code: 200, total: 5 });
    expect(body.rows.map((p: PostVo) => p.postId)).toEqual([1, 2]);
    for (const row of body.rows) expect(() => postVoSchema.parse(row)).not.toThrow();
    expect(body.rows[0]).toMatchObject({ postCode: 'director', deptName: '职称评审服务中心' });
    expect((await rows(admin, `?postName=${encodeURIComponent('评审')}`)).map((p) => p.postId)).toEqual([
      2, 4,
    ]);
    expect((await rows(admin, '?deptId=101')).map((p) => p.postId)).toEqual([2, 3]);
    expect((await rows(admin, '?belongDeptId=100')).length).toBe(5);
    const sorted = await rows(admin, '?orderByColumn=postCode&isAsc=desc');
    expect(sorted.map((p) => p.postCode)).toEqual(['staff', 'secretary', 'expert', 'director', 'clerk']);
    expect((await admin.get('/zcps/system/post/list?orderByColumn=remark&isAsc=asc')).code).toBe(400);
    expect((await admin.get('/zcps/system/post/2')).data).toMatchObject({ postName: '评审秘书' });
    const options = await admin.get('/zcps/system/post/optionselect?deptId=101');
    expect(options.data.map((p: PostVo) => p.postId)).toEqual([2, 3]);
  });

  it('creates posts with codes and names unique in the tenant', async () => {
    const created = await send(admin, 'POST', {
      deptId: 103,
      postCode: 'it',
      postName: '运维工程师',
      postSort: 6,
    });
    expect(created).toMatchObject({ code: 200 });
    expect(await byCode('it')).toMatchObject({ deptId: 103, deptName: '信息中心', status: '0' });
    const sameName = await send(admin, 'POST', {
      deptId: 101,
      postCode: 'it2',
      postName: '运维工程师',
      postSort: 7,
    });
    expect(sameName).toMatchObject({ code: 500, msg: "新增岗位'运维工程师'失败，岗位名称已存在" });
    const sameCode = await send(admin, 'POST', {
      deptId: 101,
      postCode: 'it',
      postName: '网管',
      postSort: 7,
    });
    expect(sameCode).toMatchObject({ code: 500, msg: "新增岗位'网管'失败，岗位编码已存在" });
    const noDept = await send(admin, 'POST', {
      deptId: 999999,
      postCode: 'nd',
      postName: '无部门',
      postSort: 7,
    });
    expect(noDept.msg).toBe('所属部门不存在');
    expect(await postCount(t)).toBe(6);
  });

  it('refuses bad input with 400 naming the field and writes nothing', async () => {
    const noCode = await send(admin, 'POST', { deptId: 103, postCode: '', postName: '空编码', postSort: 1 });
    expect(noCode.code).toBe(400);
    expect(noCode.msg).toContain('postCode');
    const noSort = await send(admin, 'POST', { deptId: 103, postCode: 'ns', postName: '无排序' });
    expect(noSort.msg).toContain('postSort');
    const status = await send(admin, 'POST', {
      deptId: 103,
      postCode: 's',
      postName: 's',
      postSort: 1,
      status: '9',
    });
    expect(status.msg).toContain('status');
    const noDept = await send(admin, 'POST', { postCode: 'nd', postName: '无部门', postSort: 1 });
    expect(noDept.msg).toContain('deptId');
    const ids = await admin.del('/zcps/system/post/1,x');
    expect(ids).toMatchObject({ code: 400 });
    expect(ids.msg).toContain('postIds');
    expect((await admin.get('/zcps/system/post/list?status=7')).msg).toContain('status');
    expect(await postCount(t)).toBe(6);
  });

  it('updates a post; refuses a taken name and disabling a post held by users', async () => {
    expect(await edit('it', { postName: '运维主管', postSort: 8 })).toMatchObject({ code: 200 });
    expect(await byCode('it')).toMatchObject({ postName: '运维主管', postSort: 8 });
    expect((await edit('it', { postName: '主任' })).msg).toBe("修改岗位'主任'失败，岗位名称已存在");
    expect((await edit('director', { status: '1' })).msg).toBe('该岗位下存在已分配用户，不能禁用!');
    expect(await edit('it', { status: '1' })).toMatchObject({ code: 200 });
    expect(
      (await admin.get('/zcps/system/post/optionselect')).data.map((p: PostVo) => p.postCode),
    ).not.toContain('it');
  });

  it('deletes unassigned posts; refuses posts held by users and then deletes none of the batch', async () => {
    const spare = await postIn(t, 103, 'spare');
    const held = await admin.del(`/zcps/system/post/${spare},1`);
    expect(held).toMatchObject({ code: 500, msg: '主任已分配，不能删除!' });
    expect(await postCount(t)).toBe(7);
    const it = await byCode('it');
    expect(await admin.del(`/zcps/system/post/${spare},${it.postId}`)).toMatchObject({ code: 200 });
    expect(await postCount(t)).toBe(5);
    expect((await admin.get(`/zcps/system/post/${spare}`)).msg).toBe('岗位不存在');
  });

  it('exports the filtered posts as a real xlsx file', async () => {
    const { res } = await admin.send({
      method: 'POST',
      url: '/zcps/system/post/export',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'deptId=101&pageNum=1',
    });
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(decodeURIComponent(String(res.headers['download-filename']))).toMatch(/^岗位数据_\d{14}\.xlsx$/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.getRow(1).getCell(2).value).toBe('岗位编码');
    expect(sheet.rowCount).toBe(3);
    expect(sheet.getRow(2).getCell(2).value).toBe('secretary');
    expect(sheet.getRow(2).getCell(7).value).toBe('正常');
  });

  it('scopes the list to the caller depts and keeps other tenants apart', async () => {
    await scopedUser(t, {
      userName: 'postscope',
      password: 'secret123',
      deptId: 101,
      dataScope: '3',
      perms: ['system:post:%'],
    });
    const scoped = caller(t, await tokenOf(t, 'postscope', 'secret123'));
    expect((await rows(scoped)).map((p) => p.postId)).toEqual([2, 3]);

    expect(await rows(other)).toEqual([]);
    expect((await other.get('/zcps/system/post/1')).msg).toBe('岗位不存在');
    const renamed = await send(other, 'PUT', {
      postId: 3,
      deptId: 101,
      postCode: 'c',
      postName: '改名',
      postSort: 1,
    });
    expect(renamed.msg).toBe('岗位不存在');
    expect(await other.del('/zcps/system/post/3')).toMatchObject({
      code: 500,
      msg: `以下数据不存在或无权删除：3`,
    });
    expect((await admin.get('/zcps/system/post/3')).data).toMatchObject({ postName: '经办人' });
    expect((await other.get('/zcps/system/post/optionselect')).data).toEqual([]);
    const theirs = await send(other, 'POST', { deptId: 101, postCode: 'x', postName: 'x', postSort: 1 });
    expect(theirs.msg).toBe('所属部门不存在');
  });

  it('records every write in the operation log', async () => {
    const logs = (await operLogs(t)).filter((l) => l.title === '岗位管理');
    expect(logs.map((l) => l.businessType)).toEqual(
      expect.arrayContaining([
        BusinessType.INSERT,
        BusinessType.UPDATE,
        BusinessType.DELETE,
        BusinessType.EXPORT,
      ]),
    );
    const deletion = logs.find((l) => l.businessType === BusinessType.DELETE && l.operName === 'admin')!;
    expect(logs.find((l) => l.operName === 'postboss')?.tenantId).toBe('200002');
    expect(deletion).toMatchObject({ requestMethod: 'DELETE', status: 0, tenantId: '000000' });
    expect(logs.some((l) => l.status === 1 && l.errorMsg?.includes('postCode'))).toBe(true);
  });
});
