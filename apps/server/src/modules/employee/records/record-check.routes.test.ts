import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BusinessType } from '@zcps/contracts';
import { createTestApp, routeEngines, type TestApp } from '../../../test/test-app.js';
import type { caller } from '../../../test/kits/monitor.js';
import { operLogs } from '../../../test/kits/monitor.js';
import { multipartBody } from '../../../test/kits/resource.js';
import {
  employeeById,
  employeeIn,
  idCard,
  Role,
  samples,
  unit,
  userIn,
} from '../../../test/kits/employee-dossier.js';

type Caller = ReturnType<typeof caller>;
const EDU = '/zcps/employee/education';
const YEARLY = '/zcps/employee/yearly-achievement';

async function sheet(rows: (string | number)[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const ws = workbook.addWorksheet('学历学位');
  for (const row of rows) ws.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** The check rules of record-check.ts with the seeded roles: company and staff own, the office checks. */
describe.each(routeEngines)('sub-record checking on %s', (engine) => {
  let t: TestApp;
  let company: Caller;
  let staff: Caller;
  let office: Caller;
  let officeId: number;
  let worker: number;
  let self: number;

  const send = (who: Caller, method: 'POST' | 'PUT', url: string, payload: object, lang?: string) =>
    who.send({ method, url, payload, headers: lang ? { 'content-language': lang } : {} }).then((r) => r.body);
  const add = async (who: Caller, employeeId: number, extra: object = {}) => {
    expect(await send(who, 'POST', EDU, { employeeId, ...samples.education, ...extra })).toMatchObject({
      code: 200,
    });
    const rows = (await who.get(`${EDU}/list?employeeId=${employeeId}&orderByColumn=recordId&isAsc=desc`))
      .rows;
    return rows[0].recordId as number;
  };
  const statusOf = async (id: number) => (await office.get(`${EDU}/${id}`)).data.checkStatus as string;
  const check = (ids: number[], action: string, checkRemark?: string) =>
    send(office, 'PUT', `${EDU}/check`, { recordIds: ids, action, checkRemark });

  beforeAll(async () => {
    t = await createTestApp(engine);
    const a = await unit(t, '审核单位');
    company = (await userIn(t, 'chkcompany', Role.COMPANY, a.deptId)).as;
    const staffUser = await userIn(t, 'chkstaff', Role.STAFF, 105);
    staff = staffUser.as;
    const officeUser = await userIn(t, 'chkoffice', Role.OFFICE, 106);
    office = officeUser.as;
    officeId = officeUser.userId;
    worker = await employeeIn(t, '单位员工', a);
    self = await employeeIn(t, '申报本人', { ...a, userId: staffUser.userId });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('lets the company keep its employees’ records and the staff member only their own', async () => {
    await add(company, worker);
    const own = await add(staff, self);
    expect((await staff.get(`${EDU}/list`)).rows.map((r: { recordId: number }) => r.recordId)).toEqual([own]);
    const foreign = await send(staff, 'POST', EDU, { employeeId: worker, ...samples.education });
    expect(foreign.msg).toBe(`人员不存在或无权访问：${worker}`);
    expect((await company.get(`${EDU}/list`)).total).toBe(2);
    expect((await send(office, 'POST', EDU, { employeeId: worker, ...samples.education })).code).toBe(403);
    expect((await send(company, 'PUT', `${EDU}/check`, { recordIds: [own], action: 'approve' })).code).toBe(
      403,
    );
  });

  it('approves, returns and rejects pending records with the checker and the time recorded', async () => {
    const [a, b, c] = [await add(company, worker), await add(company, worker), await add(company, worker)];
    expect(await send(company, 'PUT', `${EDU}/submit`, { recordIds: [a, b, c] })).toMatchObject({
      code: 200,
    });
    expect(await statusOf(a)).toBe('1');
    expect(await check([a], 'approve')).toMatchObject({ code: 200 });
    expect(await check([b], 'return', '学历证书不清晰')).toMatchObject({ code: 200 });
    expect(await check([c], 'reject', '材料不实')).toMatchObject({ code: 200 });
    const rows = (await company.get(`${EDU}/list?employeeId=${worker}&pageSize=50`)).rows as {
      recordId: number;
      checkStatus: string;
      checkRemark: string | null;
      checkBy: number | null;
      checkTime: string | null;
    }[];
    const byId = new Map(rows.map((r) => [r.recordId, r]));
    expect(byId.get(a)).toMatchObject({ checkStatus: '4', checkBy: officeId });
    expect(byId.get(b)).toMatchObject({ checkStatus: '2', checkRemark: '学历证书不清晰' });
    expect(byId.get(c)).toMatchObject({ checkStatus: '3', checkRemark: '材料不实' });
    expect(byId.get(c)!.checkTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);

    // A returned record is the owner's again: edited and resubmitted; a rejected one can only be deleted.
    const fields = samples.education;
    expect(await send(company, 'PUT', EDU, { recordId: b, ...fields, school: '北京大学' })).toMatchObject({
      code: 200,
    });
    expect(await send(company, 'PUT', `${EDU}/submit`, { recordIds: [b] })).toMatchObject({ code: 200 });
    expect((await send(company, 'PUT', EDU, { recordId: c, ...fields })).msg).toBe(
      '只有草稿或已退回的材料可以修改',
    );
    expect(await company.del(`${EDU}/${c}`)).toMatchObject({ code: 200 });
    // The office may reopen an approved record by returning it.
    expect(await check([a], 'return', '请补充学位信息')).toMatchObject({ code: 200 });
    expect(await statusOf(a)).toBe('2');
  });

  it('refuses a transition that is not allowed for any record of the batch and changes none', async () => {
    const draft = await add(company, worker);
    const pending = await add(company, worker);
    await send(company, 'PUT', `${EDU}/submit`, { recordIds: [pending] });
    expect((await check([pending, draft], 'approve')).msg).toBe('只有待审核的材料可以审核通过');
    expect((await check([draft], 'reject', '无')).msg).toBe('只有待审核的材料可以驳回');
    expect((await check([draft], 'return', '无')).msg).toBe('只有待审核或已通过的材料可以退回');
    expect([await statusOf(pending), await statusOf(draft)]).toEqual(['1', '0']);
    const twice = await send(company, 'PUT', `${EDU}/submit`, { recordIds: [draft, pending] });
    expect(twice.msg).toBe('只有草稿或已退回的材料可以提交审核');
    expect(await statusOf(draft)).toBe('0');
    const noReason = await check([pending], 'reject');
    expect(noReason.code).toBe(400);
    expect(noReason.msg).toContain('checkRemark');
    expect((await check([pending, 999999], 'approve')).msg).toBe('材料记录不存在或无权访问：999999');
    expect(await statusOf(pending)).toBe('1');
    expect((await company.del(`${EDU}/${pending}`)).msg).toBe('待审核或已通过的材料不能删除');
  });

  it('checks dates and the one assessment per year, naming the field in either language', async () => {
    const backwards = { employeeId: worker, ...samples.education, endDate: '2001-01-01' };
    const zh = await send(company, 'POST', EDU, backwards);
    expect(zh).toMatchObject({ code: 400, msg: '结束日期(endDate)不能早于开始日期(startDate)' });
    const en = await send(company, 'POST', EDU, backwards, 'en_US');
    expect(en.msg).toBe('End date (endDate) cannot be before Start date (startDate)');
    const future = await send(company, 'POST', EDU, { ...backwards, startDate: '2999-01-01', endDate: null });
    expect(future.msg).toBe('开始日期(startDate)不能晚于今天');
    const bad = await send(company, 'POST', EDU, { ...backwards, startDate: '2020-02-30', endDate: null });
    expect(bad.msg).toContain('startDate');

    const year = { employeeId: worker, result: '2' };
    expect(await send(company, 'POST', YEARLY, { ...year, assessYear: 2019 })).toMatchObject({ code: 200 });
    expect((await send(company, 'POST', YEARLY, { ...year, assessYear: 2019 })).msg).toBe(
      '该人员2019年度的考核记录已存在',
    );
    const next = new Date().getFullYear() + 1;
    expect((await send(company, 'POST', YEARLY, { ...year, assessYear: next })).msg).toBe(
      '考核年度(assessYear)不能晚于今天',
    );
    expect((await company.get(`${YEARLY}/list?employeeId=${worker}`)).total).toBe(1);
  });

  it('imports records by identity number, one report line per row, as drafts', async () => {
    const template = await company.send({ method: 'POST', url: `${EDU}/importTemplate` });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(template.res.rawPayload as unknown as ArrayBuffer);
    const header = workbook.worksheets[0]!.getRow(1).values as unknown[];
    expect(header.slice(1, 5)).toEqual(['姓名', '身份证号', '开始日期', '结束日期']);

    const known = (await employeeById(t, worker))!.idCard;
    const content = await sheet([
      ['姓名', '身份证号', '开始日期', '结束日期', '毕业院校', '学历', '最高学历'],
      ['单位员工', known, '2008-09-01', '2011-07-01', '浙江大学', '硕士研究生毕业', '是'],
      ['查无此人', idCard(), '2008-09-01', '', '浙江大学', '14', '否'],
      ['单位员工', known, '2011-09-01', '2008-07-01', '浙江大学', '14', ''],
    ]);
    const body = multipartBody('file', 'edu.xlsx', content);
    const { body: answer } = await company.send({ method: 'POST', url: `${EDU}/importData`, ...body });
    expect(answer).toMatchObject({ code: 200, data: { created: 1, failed: 2 } });
    expect(answer.msg).toBe('导入完成：新增 1 条，更新 0 条，失败 2 条');
    const reasons = answer.data.rows.map((r: { reason?: string }) => r.reason ?? '');
    expect(reasons[1]).toContain('人员不存在或无权访问');
    expect(reasons[2]).toBe('结束日期(endDate)不能早于开始日期(startDate)');
    const imported = (await company.get(`${EDU}/list?school=${encodeURIComponent('浙江')}`)).rows;
    expect(imported).toMatchObject([
      { education: '14', isHighest: true, checkStatus: '0', employeeId: worker },
    ]);
    expect((await staff.send({ method: 'POST', url: `${EDU}/importData`, ...body })).body.code).toBe(403);
  });

  it('records the writes in the operation log', async () => {
    const logs = (await operLogs(t)).filter((l) => l.title === '学历学位');
    expect(logs.map((l) => l.businessType)).toEqual(
      expect.arrayContaining([
        BusinessType.INSERT,
        BusinessType.UPDATE,
        BusinessType.DELETE,
        BusinessType.IMPORT,
      ]),
    );
  });
});
