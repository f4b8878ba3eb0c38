import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BusinessType, type EmployeeVo } from '@zcps/contracts';
import { adminToken, createTestApp, routeEngines, login, type TestApp } from '../../../test/test-app.js';
import { caller, operLogs } from '../../../test/kits/monitor.js';
import { secondTenant } from '../../../test/kits/resource.js';
import {
  catalogIn,
  employeeById,
  employeeIn,
  idCard,
  Role,
  samples,
  unit,
  userIn,
} from '../../../test/kits/employee-dossier.js';

type Caller = ReturnType<typeof caller>;
const INFO = '/zcps/employee/info';
const REVIEWER_ROLE = 4;

describe.each(routeEngines)('/employee/info on %s', (engine) => {
  let t: TestApp;
  let admin: Caller;
  let companyA: Caller;
  let companyB: Caller;
  let office: Caller;
  let staff: Caller;
  let staffId: number;
  let reviewer: Caller;
  let stranger: Caller;
  let a: { clientId: number; deptId: number };
  let b: { clientId: number; deptId: number };
  let catalog: Awaited<ReturnType<typeof catalogIn>>;

  const send = (who: Caller, method: 'POST' | 'PUT', payload: object) =>
    who.send({ method, url: INFO, payload }).then((r) => r.body);
  const rows = async (who: Caller, query = ''): Promise<EmployeeVo[]> => {
    const body = await who.get(`${INFO}/list?pageSize=100${query}`);
    expect(body.code).toBe(200);
    return body.rows;
  };
  const person = (name: string, extra: object = {}) => ({
    employeeName: name,
    sex: '1',
    idCard: idCard(),
    phone: '13912345678',
    email: 'p@example.com',
    education: '21',
    hiredDate: '2015-07-01',
    workStartDate: '2010-07-01',
    ...extra,
  });
  const create = async (who: Caller, body: object) => {
    const answer = await send(who, 'POST', body);
    expect(answer).toMatchObject({ code: 200 });
    return answer.data as number;
  };

  beforeAll(async () => {
    t = await createTestApp(engine);
    admin = caller(t, await adminToken(t));
    a = await unit(t, '甲建设公司');
    b = await unit(t, '乙设计院');
    catalog = await catalogIn(t);
    companyA = (await userIn(t, 'empcoa', Role.COMPANY, a.deptId)).as;
    companyB = (await userIn(t, 'empcob', Role.COMPANY, b.deptId)).as;
    office = (await userIn(t, 'empoffice', Role.OFFICE, 106)).as;
    const staffUser = await userIn(t, 'empstaff', Role.STAFF, 105);
    staff = staffUser.as;
    staffId = staffUser.userId;
    reviewer = (await userIn(t, 'empreviewer', REVIEWER_ROLE, 102)).as;
    await secondTenant(t, {
      tenantId: '200072',
      userName: 'empother',
      password: 'secret123',
      perms: 'employee:%',
    });
    const token = await login(t, { tenantId: '200072', username: 'empother', password: 'secret123' });
    stranger = caller(t, token.data.access_token);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers 401 to anonymous callers and 403 to a role without employee permissions', async () => {
    expect((await caller(t, null).get(`${INFO}/list`)).code).toBe(401);
    for (const path of ['list', '1', 'mine', '1/dossier'])
      expect((await reviewer.get(`${INFO}/${path}`)).code).toBe(403);
    expect((await send(reviewer, 'POST', person('某人'))).code).toBe(403);
    expect((await send(reviewer, 'PUT', { ...person('某人'), employeeId: 1 })).code).toBe(403);
    expect((await reviewer.del(`${INFO}/1`)).code).toBe(403);
    expect((await reviewer.send({ method: 'POST', url: `${INFO}/export` })).body.code).toBe(403);
    expect((await send(office, 'POST', person('评审办不能新增'))).code).toBe(403);
  });

  it('puts a company user’s employees in its own unit whatever the body says', async () => {
    const id = await create(companyA, person('张工', { clientId: b.clientId, idCard: '11010519491231002X' }));
    const row = await employeeById(t, id);
    expect(row).toMatchObject({
      clientId: a.clientId,
      deptId: a.deptId,
      userId: null,
      birthDate: '1949-12-31',
    });
    expect((await rows(companyA)).map((e) => e.employeeName)).toEqual(['张工']);
    expect(await rows(companyB)).toEqual([]);
    expect((await companyB.get(`${INFO}/${id}`)).msg).toBe('人员信息不存在或无权访问');
    expect((await send(companyB, 'PUT', { ...person('篡改'), employeeId: id })).msg).toBe(
      '人员信息不存在或无权访问',
    );
    expect(await companyB.del(`${INFO}/${id}`)).toMatchObject({
      code: 500,
      msg: `以下数据不存在或无权删除：${id}`,
    });
    expect((await companyA.get(`${INFO}/${id}`)).data).toMatchObject({
      employeeName: '张工',
      clientName: '甲建设公司',
    });
  });

  it('validates identity number (GB 11643), phone and email with 400 naming the field; numbers are unique', async () => {
    const before = (await rows(admin)).length;
    const wrongCheck = await send(companyA, 'POST', person('错号', { idCard: '110105194912310021' }));
    expect(wrongCheck).toMatchObject({ code: 400 });
    expect(wrongCheck.msg).toContain('身份证号(idCard)');
    expect((await send(companyA, 'POST', person('短号', { idCard: '11010519491231' }))).msg).toContain(
      'idCard',
    );
    expect((await send(companyA, 'POST', person('电话', { phone: '12345' }))).msg).toContain('phone');
    expect((await send(companyA, 'POST', person('邮箱', { email: 'not-mail' }))).msg).toContain('email');
    const late = await send(companyA, 'POST', person('倒序', { workStartDate: '2016-01-01' }));
    expect(late.msg).toBe('入职日期(hiredDate)不能早于参加工作日期(workStartDate)');
    const coded = await send(companyA, 'POST', person('字典', { education: '99' }));
    expect(coded).toMatchObject({ code: 400, msg: '学历(education)不是字典中的有效值' });
    const taken = await send(companyB, 'POST', person('重号', { idCard: '11010519491231002x' }));
    expect(taken.msg).toBe("保存人员'重号'失败，身份证号已存在");
    expect((await rows(admin)).length).toBe(before);
  });

  it('masks identity number and phone for callers without employee:info:edit', async () => {
    const [seen] = await rows(office, '&employeeName=张工');
    expect(seen).toMatchObject({ idCard: '110105********002X', phone: '139****5678' });
    expect((await office.get(`${INFO}/${seen!.employeeId}`)).data.idCard).toBe('110105********002X');
    const [full] = await rows(companyA, '&employeeName=张工');
    expect(full).toMatchObject({ idCard: '11010519491231002X', phone: '13912345678' });
  });

  it('lets a staff member create and keep only their own record, in an approved unit', async () => {
    expect((await staff.get(`${INFO}/mine`)).data).toBeNull();
    const unknownUnit = await send(staff, 'POST', person('王小明', { clientId: 999999 }));
    expect(unknownUnit.msg).toBe('委托单位不存在或未通过审核');
    const id = await create(staff, person('王小明', { clientId: b.clientId }));
    expect(await employeeById(t, id)).toMatchObject({
      userId: staffId,
      clientId: b.clientId,
      deptId: b.deptId,
    });
    expect((await staff.get(`${INFO}/mine`)).data).toMatchObject({
      employeeId: id,
      idCard: expect.not.stringContaining('*'),
    });
    expect((await send(staff, 'POST', person('再建一个'))).msg).toBe('您已有人员信息，不能重复创建');
    expect((await rows(staff)).map((e) => e.employeeId)).toEqual([id]);
    expect((await staff.get(`${INFO}/${id}/dossier`)).data.employee).toMatchObject({ employeeId: id });
    const mine = (await staff.get(`${INFO}/${id}`)).data as EmployeeVo;
    const edited = await send(staff, 'PUT', {
      ...person('王小明'),
      idCard: mine.idCard,
      employeeId: id,
      clientId: b.clientId,
    });
    expect(edited).toMatchObject({ code: 200 });
    expect((await rows(companyB)).map((e) => e.employeeName)).toContain('王小明');
  });

  it('checks the title catalogue references and takes the level from the title', async () => {
    const { seriesId, professionId, foreignProfessionId, titleId } = catalog;
    const wrong = await send(
      admin,
      'POST',
      person('跨系列', { seriesId, professionId: foreignProfessionId }),
    );
    expect(wrong.msg).toBe('专业不存在、已停用或不属于所选系列');
    expect((await send(admin, 'POST', person('无系列', { seriesId: 999999 }))).msg).toBe(
      '职称系列不存在或已停用',
    );
    const id = await create(
      admin,
      person('有职称', { seriesId, professionId, currentTitleId: titleId, clientId: a.clientId }),
    );
    const vo = (await admin.get(`${INFO}/${id}`)).data as EmployeeVo;
    expect(vo).toMatchObject({
      currentTitleLevel: '3',
      seriesName: `测试系列${catalog.n}`,
      clientName: '甲建设公司',
    });
    expect((await rows(companyA, `&seriesId=${seriesId}`)).map((e) => e.employeeName)).toEqual(['有职称']);
  });

  it('deletes employees without pending or approved records only, and frees the number', async () => {
    const busy = await employeeIn(t, '有待审材料', a);
    const idle = await employeeIn(t, '只有草稿', a);
    const edu = { ...samples.education };
    const add = (employeeId: number) =>
      companyA.send({ method: 'POST', url: '/zcps/employee/education', payload: { employeeId, ...edu } });
    await add(busy);
    await add(idle);
    const [pending] = (await companyA.get(`/zcps/employee/education/list?employeeId=${busy}`)).rows;
    await companyA.send({
      method: 'PUT',
      url: '/zcps/employee/education/submit',
      payload: { recordIds: [pending.recordId] },
    });
    // The office finds whom to check: people with a record awaiting it, whatever its kind.
    expect((await rows(companyA, '&pendingCheck=1')).map((e) => e.employeeName)).toEqual(['有待审材料']);
    expect((await companyA.del(`${INFO}/${busy},${idle}`)).msg).toBe(
      "人员'有待审材料'有待审核或已通过的材料，不能删除",
    );
    expect((await employeeById(t, idle))!.delFlag).toBe('0');
    const number = (await employeeById(t, idle))!.idCard;
    expect(await companyA.del(`${INFO}/${idle}`)).toMatchObject({ code: 200 });
    expect((await companyA.get(`${INFO}/${idle}`)).msg).toBe('人员信息不存在或无权访问');
    await create(companyA, person('同号新人', { idCard: number }));
  });

  it('keeps other tenants apart', async () => {
    const id = (await rows(companyA))[0]!.employeeId;
    expect(await rows(stranger)).toEqual([]);
    expect((await stranger.get(`${INFO}/${id}`)).msg).toBe('人员信息不存在或无权访问');
    expect((await send(stranger, 'PUT', { ...person('外租户'), employeeId: id })).msg).toBe(
      '人员信息不存在或无权访问',
    );
    expect(await stranger.del(`${INFO}/${id}`)).toMatchObject({
      code: 500,
      msg: `以下数据不存在或无权删除：${id}`,
    });
    expect((await employeeById(t, id))!.delFlag).toBe('0');
    expect((await send(stranger, 'POST', person('借用单位', { clientId: a.clientId }))).msg).toBe(
      '委托单位不存在或未通过审核',
    );
  });

  it('filters, sorts on whitelisted columns and exports a real xlsx', async () => {
    expect(
      (await rows(admin, `&clientName=${encodeURIComponent('乙设计')}`)).map((e) => e.employeeName),
    ).toEqual(['王小明']);
    expect((await rows(admin, '&idCard=11010519491231002X')).map((e) => e.employeeName)).toEqual(['张工']);
    expect((await rows(admin, '&status=1')).length).toBe(0);
    const sorted = await rows(companyA, '&orderByColumn=employeeName&isAsc=asc');
    expect(sorted.length).toBeGreaterThan(1);
    expect((await admin.get(`${INFO}/list?orderByColumn=remark&isAsc=asc`)).code).toBe(400);
    expect((await admin.get(`${INFO}/list?status=9`)).code).toBe(400);

    const { res } = await office.send({
      method: 'POST',
      url: `${INFO}/export?employeeName=${encodeURIComponent('张工')}`,
    });
    expect(decodeURIComponent(String(res.headers['download-filename']))).toMatch(/^人员信息_\d{14}\.xlsx$/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.rowCount).toBe(2);
    expect([sheet.getRow(1).getCell(2).value, sheet.getRow(2).getCell(2).value]).toEqual(['姓名', '张工']);
    expect(sheet.getRow(2).getCell(4).value).toBe('110105********002X');
    expect(sheet.getRow(2).getCell(9).value).toBe('大学本科毕业');
  });

  it('records every write in the operation log', async () => {
    const logs = (await operLogs(t)).filter((l) => l.title === '人员信息');
    expect(logs.map((l) => l.businessType)).toEqual(
      expect.arrayContaining([
        BusinessType.INSERT,
        BusinessType.UPDATE,
        BusinessType.DELETE,
        BusinessType.EXPORT,
      ]),
    );
  });
});
