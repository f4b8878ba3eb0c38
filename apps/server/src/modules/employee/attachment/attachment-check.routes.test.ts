import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BusinessType, type AttachmentTypeVo, type AttachmentVo } from '@zcps/contracts';
import { createTestApp, routeEngines, login, type TestApp } from '../../../test/test-app.js';
import { caller, operLogs } from '../../../test/kits/monitor.js';
import { samples, secondTenant, tempDir } from '../../../test/kits/resource.js';
import { employeeRow, Role, roleUser, typeRow, uploadAs } from '../../../test/kits/employee-attachment.js';

type Caller = ReturnType<typeof caller>;
const BASE = '/zcps/employee/attachment';

describe.each(routeEngines)('/employee/attachment submit and check on %s', (engine) => {
  let t: TestApp;
  const store = tempDir('attachment-check');
  let office: Caller;
  let companyA: Caller;
  let companyB: Caller;
  let staff: Caller;
  let other: Caller;
  let staffToken: string;
  let empStaff: number;
  let empB: number;
  let degree: number;
  let companyBToken: string;
  const ids: Record<string, number> = {};

  const put = (who: Caller, what: 'submit' | 'check', payload: object) =>
    who.send({ method: 'PUT', url: `${BASE}/${what}`, payload }).then((r) => r.body);
  const statusOf = async (name: string) =>
    ((await office.get(`${BASE}/${ids[name]}`)).data as AttachmentVo).checkStatus;
  const missing = async (who: Caller, employeeId: number) => {
    const body = await who.get(`${BASE}/missing?employeeId=${employeeId}`);
    return body.code === 200 ? (body.data as AttachmentTypeVo[]).map((d) => d.typeCode) : body.msg;
  };

  beforeAll(async () => {
    t = await createTestApp(engine, { ossDir: store.dir });
    office = caller(t, (await roleUser(t, 'coffice', Role.OFFICE, 101)).token);
    companyA = caller(t, (await roleUser(t, 'ccompanya', Role.COMPANY, 103)).token);
    companyBToken = (await roleUser(t, 'ccompanyb', Role.COMPANY, 104)).token;
    companyB = caller(t, companyBToken);
    const s = await roleUser(t, 'cstaff', Role.STAFF, 103);
    staff = caller(t, s.token);
    staffToken = s.token;
    empStaff = await employeeRow(t, { name: '审核申报人', deptId: 103, userId: s.userId });
    empB = await employeeRow(t, { name: '乙单位', deptId: 104 });
    degree = await typeRow(t, { typeCode: 'tc_degree', typeName: '学位', allowedExt: 'pdf', required: true });
    await typeRow(t, { typeCode: 'tc_photo', typeName: '照片', allowedExt: 'png' });
    for (const name of ['a', 'b', 'c'])
      ids[name] = (
        await uploadAs(t, staffToken, { employeeId: empStaff, typeId: degree }, `${name}.pdf`, samples.pdf)
      ).data.recordId;
    await secondTenant(t, {
      tenantId: '200073',
      userName: 'cother',
      password: 'secret123',
      perms: 'employee:attachment%',
    });
    other = caller(
      t,
      (await login(t, { tenantId: '200073', username: 'cother', password: 'secret123' })).data.access_token,
    );
  });
  afterAll(async () => {
    await t?.close();
    store.remove();
  });

  it('lets only the owner submit, only the office check, and neither for callers without the codes', async () => {
    expect((await put(caller(t, null), 'submit', { recordIds: [ids.a] })).code).toBe(401);
    expect((await put(office, 'submit', { recordIds: [ids.a] })).code).toBe(403);
    for (const who of [staff, companyA])
      expect((await put(who, 'check', { recordIds: [ids.a], action: 'approve' })).code).toBe(403);
    expect((await put(companyB, 'submit', { recordIds: [ids.a] })).msg).toBe('附件不存在');
    expect((await put(other, 'submit', { recordIds: [ids.a] })).msg).toBe('附件不存在');
    expect(await statusOf('a')).toBe('0');
    expect(await put(staff, 'submit', { recordIds: [ids.a, ids.b, ids.c] })).toMatchObject({ code: 200 });
    expect(await statusOf('b')).toBe('1');
    expect((await put(other, 'check', { recordIds: [ids.a], action: 'approve' })).msg).toBe('附件不存在');
    expect(await statusOf('a')).toBe('1');
  });

  it('refuses bad verdicts with 400 naming the field and changes nothing', async () => {
    const noRemark = await put(office, 'check', { recordIds: [ids.a], action: 'return' });
    expect(noRemark.code).toBe(400);
    expect(noRemark.msg).toContain('checkRemark');
    expect((await put(office, 'check', { recordIds: [ids.a], action: 'destroy' })).msg).toContain('action');
    expect((await put(office, 'check', { recordIds: [], action: 'approve' })).msg).toContain('recordIds');
    expect((await put(staff, 'submit', { recordIds: ['x'] })).msg).toContain('recordIds');
    expect(await statusOf('a')).toBe('1');
  });

  it('approves, returns and rejects with remarks; locked records stay with their verdict', async () => {
    expect(await put(office, 'check', { recordIds: [ids.a], action: 'approve' })).toMatchObject({
      code: 200,
    });
    const approved = (await office.get(`${BASE}/${ids.a}`)).data as AttachmentVo;
    expect(approved).toMatchObject({ checkStatus: '4', checkTime: expect.any(String) });
    const ret = { recordIds: [ids.b], action: 'return', checkRemark: '扫描不清晰' };
    expect(await put(office, 'check', ret)).toMatchObject({ code: 200 });
    expect((await staff.get(`${BASE}/${ids.b}`)).data).toMatchObject({
      checkStatus: '2',
      checkRemark: '扫描不清晰',
    });
    const reject = { recordIds: [ids.c], action: 'reject', checkRemark: '材料造假' };
    expect(await put(office, 'check', reject)).toMatchObject({ code: 200 });
    // An approved record may be returned to reopen it, never approved twice.
    expect((await put(office, 'check', { recordIds: [ids.a], action: 'approve' })).msg).toBe(
      "附件'a.pdf'当前状态不能执行该审核操作",
    );
    expect((await staff.del(`${BASE}/${ids.a}`)).msg).toBe("附件'a.pdf'待审核或已通过，不能删除");
    expect((await put(staff, 'submit', { recordIds: [ids.c] })).msg).toBe(
      "附件'c.pdf'不是草稿或已退回状态，不能提交审核",
    );
    // A batch moves all or nothing.
    expect((await put(staff, 'submit', { recordIds: [ids.b, ids.a] })).code).toBe(500);
    expect(await statusOf('b')).toBe('2');
    expect(await put(staff, 'submit', { recordIds: [ids.b] })).toMatchObject({ code: 200 });
    expect(await statusOf('b')).toBe('1');
    expect(await staff.del(`${BASE}/${ids.c}`)).toMatchObject({ code: 200 });
  });

  it('lists the required types an employee still lacks, within the data scope', async () => {
    expect(await missing(staff, empStaff)).not.toContain('tc_degree');
    expect(await missing(companyB, empStaff)).toBe('人员不存在或不在您的数据范围内');
    expect(await missing(other, empStaff)).toBe('人员不存在或不在您的数据范围内');
    expect(await missing(companyB, empB)).toContain('tc_degree');
    expect(await missing(companyB, empB)).not.toContain('tc_photo');
    const up = await uploadAs(t, companyBToken, { employeeId: empB, typeId: degree }, 'd.pdf', samples.pdf);
    expect(await missing(companyB, empB)).not.toContain('tc_degree');
    await put(companyB, 'submit', { recordIds: [up.data.recordId] });
    await put(office, 'check', { recordIds: [up.data.recordId], action: 'reject', checkRemark: '无效' });
    expect(await missing(companyB, empB)).toContain('tc_degree');
    expect((await staff.get(`${BASE}/missing?employeeId=x`)).msg).toContain('employeeId');
  });

  it('exports the scoped list as xlsx with status labels and logs every write', async () => {
    const { res } = await companyA.send({
      method: 'POST',
      url: `${BASE}/export`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `employeeId=${empStaff}`,
    });
    expect(decodeURIComponent(String(res.headers['download-filename']))).toMatch(/^附件材料_\d{14}\.xlsx$/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.rowCount).toBe(3);
    const statuses = [2, 3].map((r) => sheet.getRow(r).getCell(7).value).sort();
    expect(statuses).toEqual(['已通过', '待审核']);
    const fromB = await companyB.send({ method: 'POST', url: `${BASE}/export`, payload: {} });
    const other = new ExcelJS.Workbook();
    await other.xlsx.load(fromB.res.rawPayload as unknown as ArrayBuffer);
    expect(other.worksheets[0]!.getRow(2).getCell(2).value).toBe('乙单位');
    expect(other.worksheets[0]!.rowCount).toBe(2);
    const logs = (await operLogs(t)).filter((l) => l.title === '附件材料');
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
