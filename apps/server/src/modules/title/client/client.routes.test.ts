import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BusinessType, titleClientVoSchema, type TitleClientVo } from '@zcps/contracts';
import { zcClient } from '../../../db/schema/index.js';
import { adminToken, createTestApp, engines, type TestApp } from '../../../test/test-app.js';
import { caller, operLogs, tokenOf } from '../../../test/kits/monitor.js';
import { samples, upload } from '../../../test/kits/resource.js';
import {
  badCreditCode,
  clientIdByName,
  clientRow,
  creditCode,
  otherTenantCaller,
  outsiderCaller,
  Role,
  tableCount,
  userWithRole,
  type Caller,
} from '../../../test/kits/title-client.js';

const URL = '/zcps/title/client';

describe.each(engines)('/title/client on %s', (engine) => {
  let t: TestApp;
  let admin: Caller;
  let office: Caller;
  let officeToken: string;
  let outsider: Caller;
  let other: Caller;

  const send = (who: Caller, method: 'POST' | 'PUT', payload: object, url = URL) =>
    who.send({ method, url, payload }).then((r) => r.body);
  const rows = async (who: Caller, query = ''): Promise<TitleClientVo[]> => {
    const body = await who.get(`${URL}/list${query}`);
    expect(body.code).toBe(200);
    return body.rows;
  };
  const unit = (clientName: string, n: number, extra: object = {}) => ({
    clientName,
    creditCode: creditCode(n),
    unitType: '4',
    contactName: '王经理',
    contactPhone: '13800138000',
    ...extra,
  });
  const editable = (row: TitleClientVo) => ({
    clientId: row.clientId,
    clientName: row.clientName,
    creditCode: row.creditCode,
    unitType: row.unitType,
    contactName: row.contactName,
    contactPhone: row.contactPhone,
    email: row.email,
    address: row.address,
    orgId: row.orgId,
    licenceOssId: row.licenceOssId,
    status: row.status,
  });

  beforeAll(async () => {
    t = await createTestApp(engine);
    admin = caller(t, await adminToken(t));
    await userWithRole(t, 'cltoffice', Role.OFFICE);
    officeToken = await tokenOf(t, 'cltoffice', 'secret123');
    office = caller(t, officeToken);
    outsider = await outsiderCaller(t, 'cltoutsider');
    other = await otherTenantCaller(t, '200032', 'cltboss', 'title:client:%');
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers 401 to an anonymous caller and 403 to a user without the permissions; writes nothing', async () => {
    const before = await tableCount(t, zcClient);
    expect((await caller(t, null).get(`${URL}/list`)).code).toBe(401);
    expect((await caller(t, null).get(`${URL}/optionselect`)).code).toBe(401);
    for (const path of ['list', '1', 'optionselect', '1/licence'])
      expect((await outsider.get(`${URL}/${path}`)).code).toBe(403);
    expect((await send(outsider, 'POST', unit('越权单位', 1))).code).toBe(403);
    expect((await send(outsider, 'PUT', { ...unit('越权单位', 1), clientId: 1 })).code).toBe(403);
    expect((await send(outsider, 'PUT', { clientId: 1, action: 'approve' }, `${URL}/audit`)).code).toBe(403);
    expect((await send(outsider, 'PUT', {}, `${URL}/1/resubmit`)).code).toBe(403);
    expect((await outsider.del(`${URL}/1`)).code).toBe(403);
    expect((await outsider.send({ method: 'POST', url: `${URL}/export` })).body.code).toBe(403);
    expect((await upload(t, officeToken, `${URL}/licence`, 'file', 'a.png', samples.png)).code).toBe(200);
    const denied = await outsider.send({ method: 'POST', url: `${URL}/licence` });
    expect(denied.body.code).toBe(403);
    expect(await tableCount(t, zcClient)).toBe(before);
  });

  it('creates pending units with a credit code unique in the tenant', async () => {
    expect(await send(office, 'POST', unit('华信建设H3', 11, { email: 'hr@hx.cn' }))).toMatchObject({
      code: 200,
    });
    const [row] = await rows(office, `?creditCode=${creditCode(11)}`);
    expect(() => titleClientVoSchema.parse(row)).not.toThrow();
    expect(row).toMatchObject({ clientName: '华信建设H3', auditStatus: '0', deptId: null, licenceUrl: null });
    // lower case is accepted and stored upper case; the same code is refused
    const lower = unit('另一单位H3', 11, { creditCode: creditCode(11).toLowerCase() });
    expect((await send(office, 'POST', lower)).msg).toBe(
      "保存委托单位'另一单位H3'失败，统一社会信用代码已存在",
    );
    expect((await office.get(`${URL}/${row!.clientId}`)).data).toMatchObject({ email: 'hr@hx.cn' });
    expect((await rows(office, '?auditStatus=0')).map((r) => r.clientName)).toContain('华信建设H3');
    expect(await rows(office, '?auditStatus=1&clientName=H3')).toEqual([]);
  });

  it('refuses bad input with 400 naming the field and writes nothing', async () => {
    const before = await tableCount(t, zcClient);
    const code = await send(office, 'POST', unit('坏代码H3', 12, { creditCode: badCreditCode(12) }));
    expect(code).toMatchObject({ code: 400 });
    expect(code.msg).toContain('统一社会信用代码(creditCode)');
    const short = await send(office, 'POST', unit('短代码H3', 12, { creditCode: '91110000' }));
    expect(short.msg).toContain('creditCode');
    expect((await send(office, 'POST', unit('坏电话H3', 12, { contactPhone: '888' }))).msg).toContain(
      '联系电话(contactPhone)',
    );
    expect((await send(office, 'POST', unit('坏邮箱H3', 12, { email: 'nope' }))).msg).toContain('email');
    expect((await send(office, 'POST', unit('', 12))).msg).toContain('单位名称(clientName)');
    expect((await send(office, 'POST', unit('假类型H3', 12, { unitType: '77' }))).msg).toBe(
      '单位类型(unitType)取值无效',
    );
    expect((await send(office, 'POST', unit('无组织H3', 12, { orgId: 999999 }))).msg).toBe(
      '主管组织不存在或已停用',
    );
    const audit = await send(office, 'PUT', { clientId: 1, action: 'reject' }, `${URL}/audit`);
    expect(audit).toMatchObject({ code: 400, msg: '审核意见(auditReason)不能为空' });
    expect((await office.get(`${URL}/list?auditStatus=5`)).msg).toContain('auditStatus');
    expect((await office.get(`${URL}/list?orderByColumn=remark&isAsc=asc`)).code).toBe(400);
    expect((await office.del(`${URL}/1,x`)).msg).toContain('clientIds');
    expect(await tableCount(t, zcClient)).toBe(before);
  });

  it('stores a licence uploaded by the caller and serves it with title:client:query only', async () => {
    const bad = await upload(t, officeToken, `${URL}/licence`, 'file', 'notes.txt', samples.text);
    expect(bad.code).toBe(500);
    const stored = await upload(t, officeToken, `${URL}/licence`, 'file', '执照.png', samples.png);
    expect(stored).toMatchObject({ code: 200, data: { fileName: '执照.png' } });
    const ossId = stored.data.ossId as number;
    expect(await send(office, 'POST', unit('有执照H3', 13, { licenceOssId: ossId }))).toMatchObject({
      code: 200,
    });
    const [row] = await rows(office, `?creditCode=${creditCode(13)}`);
    expect(row).toMatchObject({ licenceOssId: ossId, licenceName: '执照.png' });
    expect(row!.licenceUrl).toBe(`/zcps/title/client/${row!.clientId}/licence`);
    // the office holds no system:oss:download, yet reads the licence through the unit
    expect((await office.get(`/zcps/resource/oss/download/${ossId}`)).code).toBe(403);
    const file = await office.send({ method: 'GET', url: row!.licenceUrl! });
    expect(file.res.rawPayload.equals(samples.png)).toBe(true);
    expect(decodeURIComponent(String(file.res.headers['download-filename']))).toBe('执照.png');
    const none = await office.get(`${URL}/${await clientIdByName(t, '华信建设H3')}/licence`);
    expect(none.msg).toBe('该委托单位没有上传营业执照');
  });

  it("refuses another user's file as a licence", async () => {
    const linker = await userWithRole(t, 'cltlinker', Role.OFFICE);
    const theirs = await upload(t, officeToken, `${URL}/licence`, 'file', 'x.pdf', samples.pdf);
    const payload = unit('借文件H3', 14, { licenceOssId: theirs.data.ossId });
    expect((await send(linker.who, 'POST', payload)).msg).toBe('营业执照文件不存在，请重新上传');
  });

  it('edits a unit without touching its audit status', async () => {
    const [row] = await rows(office, `?creditCode=${creditCode(11)}`);
    const changed = { ...editable(row!), contactName: '李主任', address: '北京', auditStatus: '1' };
    expect(await send(office, 'PUT', changed)).toMatchObject({ code: 200 });
    expect(await clientRow(t, row!.clientId)).toMatchObject({ contactName: '李主任', auditStatus: '0' });
    expect((await send(office, 'PUT', { ...changed, clientId: 999999 })).msg).toBe('委托单位不存在');
  });

  it('lists approved units for the selects of any title or employee user', async () => {
    const id = await clientIdByName(t, '华信建设H3');
    const staff = (await userWithRole(t, 'cltstaff', Role.STAFF)).who;
    const before = (await staff.get(`${URL}/optionselect`)).data as { clientId: number }[];
    expect(before.map((o) => o.clientId)).not.toContain(id);
    expect(await send(office, 'PUT', { clientId: id, action: 'approve' }, `${URL}/audit`)).toMatchObject({
      code: 200,
    });
    const after = (await staff.get(`${URL}/optionselect`)).data;
    expect(after).toContainEqual({ clientId: id, clientName: '华信建设H3' });
  });

  it('keeps other tenants apart: they see and change nothing here', async () => {
    const id = await clientIdByName(t, '华信建设H3');
    expect(await rows(other)).toEqual([]);
    expect((await other.get(`${URL}/optionselect`)).data).toEqual([]);
    expect((await other.get(`${URL}/${id}`)).msg).toBe('委托单位不存在');
    expect((await other.get(`${URL}/${id}/licence`)).msg).toBe('委托单位不存在');
    expect((await send(other, 'PUT', { ...unit('改名', 11), clientId: id })).msg).toBe('委托单位不存在');
    expect(
      (await send(other, 'PUT', { clientId: id, action: 'reject', auditReason: 'x' }, `${URL}/audit`)).msg,
    ).toBe('委托单位不存在');
    expect(await other.del(`${URL}/${id}`)).toMatchObject({
      code: 500,
      msg: `以下数据不存在或无权删除：${id}`,
    });
    expect(await clientRow(t, id)).toMatchObject({ clientName: '华信建设H3', delFlag: '0' });
  });

  it('exports the filtered units as a real xlsx file with dictionary labels', async () => {
    const { res } = await admin.send({
      method: 'POST',
      url: `${URL}/export`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `creditCode=${creditCode(11)}`,
    });
    expect(decodeURIComponent(String(res.headers['download-filename']))).toMatch(/^委托单位_\d{14}\.xlsx$/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.rowCount).toBe(2);
    expect(sheet.getRow(2).getCell(2).value).toBe('华信建设H3');
    expect(sheet.getRow(2).getCell(4).value).toBe('民营企业');
    expect(sheet.getRow(2).getCell(10).value).toBe('已通过');
  });

  it('publishes its routes and the organization routes in the OpenAPI document', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/zcps/v3/api-docs' });
    expect(res.statusCode).toBe(200);
    const paths = Object.keys(res.json().paths);
    for (const path of [
      '/zcps/title/client',
      '/zcps/title/client/audit',
      '/zcps/title/organization/treeselect',
    ])
      expect(paths).toContain(path);
  });

  it('records every write in the operation log', async () => {
    const logs = (await operLogs(t)).filter((l) => l.title === '委托单位');
    expect(logs.map((l) => l.businessType)).toEqual(
      expect.arrayContaining([
        BusinessType.INSERT,
        BusinessType.UPDATE,
        BusinessType.DELETE,
        BusinessType.EXPORT,
      ]),
    );
    expect(logs.some((l) => l.status === 1 && l.errorMsg?.includes('creditCode'))).toBe(true);
  });
});
