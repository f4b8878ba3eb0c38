import ExcelJS from 'exceljs';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  attachmentTypeVoSchema,
  BusinessType,
  DEFAULT_TENANT_ID,
  type AttachmentTypeVo,
} from '@zcps/contracts';
import { zcAttachmentType, zcEmpAttachment } from '../../../db/schema/index.js';
import { createTestApp, routeEngines, login, type TestApp } from '../../../test/test-app.js';
import { caller, operLogs } from '../../../test/kits/monitor.js';
import { secondTenant } from '../../../test/kits/resource.js';
import { employeeRow, Role, roleUser } from '../../../test/kits/employee-attachment.js';

type Caller = ReturnType<typeof caller>;
const BASE = '/zcps/employee/attachment-type';

describe.each(routeEngines)('/employee/attachment-type on %s', (engine) => {
  let t: TestApp;
  let office: Caller;
  let company: Caller;
  let staff: Caller;
  let reviewer: Caller;
  let other: Caller;

  const typeCount = async () => (await t.database.db.select({ n: count() }).from(zcAttachmentType))[0]!.n;
  const send = (who: Caller, method: 'POST' | 'PUT', payload: object) =>
    who.send({ method, url: BASE, payload }).then((r) => r.body);
  const rows = async (who: Caller, query = ''): Promise<AttachmentTypeVo[]> => {
    const body = await who.get(`${BASE}/list${query}`);
    expect(body.code).toBe(200);
    return body.rows;
  };
  const byCode = async (code: string) =>
    (await rows(office, `?typeCode=${code}`)).find((r) => r.typeCode === code)!;
  const valid = { typeCode: 'at_degree', typeName: '学位证书', allowedExt: 'pdf,JPG, png', maxSizeMb: 5 };

  beforeAll(async () => {
    t = await createTestApp(engine);
    office = caller(t, (await roleUser(t, 'atoffice', Role.OFFICE, 101)).token);
    company = caller(t, (await roleUser(t, 'atcompany', Role.COMPANY, 104)).token);
    staff = caller(t, (await roleUser(t, 'atstaff', Role.STAFF)).token);
    reviewer = caller(t, (await roleUser(t, 'atreviewer', Role.REVIEWER)).token);
    await secondTenant(t, {
      tenantId: '200071',
      userName: 'atother',
      password: 'secret123',
      perms: 'employee:attachment%',
    });
    const token = (await login(t, { tenantId: '200071', username: 'atother', password: 'secret123' })).data;
    other = caller(t, token.access_token);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers 401 to anonymous callers and 403 to callers without the permissions', async () => {
    const before = await typeCount();
    expect((await caller(t, null).get(`${BASE}/list`)).code).toBe(401);
    expect((await caller(t, null).get(`${BASE}/optionselect`)).code).toBe(401);
    for (const who of [reviewer, company, staff]) {
      expect((await who.get(`${BASE}/list`)).code).toBe(403);
      expect((await who.get(`${BASE}/1`)).code).toBe(403);
      expect((await send(who, 'POST', valid)).code).toBe(403);
      expect((await send(who, 'PUT', { ...valid, typeId: 1 })).code).toBe(403);
      expect((await who.del(`${BASE}/1`)).code).toBe(403);
      expect((await who.send({ method: 'POST', url: `${BASE}/export` })).body.code).toBe(403);
    }
    expect((await reviewer.get(`${BASE}/optionselect`)).code).toBe(403);
    expect(await typeCount()).toBe(before);
  });

  it('creates types with a tenant-unique code and a normalised extension list', async () => {
    expect(await send(office, 'POST', valid)).toMatchObject({ code: 200 });
    const created = await byCode('at_degree');
    expect(() => attachmentTypeVoSchema.parse(created)).not.toThrow();
    expect(created).toMatchObject({ allowedExt: 'pdf,jpg,png', maxSizeMb: 5, required: false, status: '0' });
    const again = await send(office, 'POST', { ...valid, typeName: '重复' });
    expect(again).toMatchObject({ code: 500, msg: "保存附件类型'重复'失败，类型编码已存在" });
    const extra = { typeCode: 'at_cert', typeName: '资格证书', allowedExt: 'pdf,ofd,zip', maxSizeMb: 50 };
    expect(await send(office, 'POST', { ...extra, required: true, orderNum: 1 })).toMatchObject({
      code: 200,
    });
    const listed = await rows(office, '?typeCode=at_&orderByColumn=orderNum&isAsc=desc');
    expect(listed.map((r) => r.typeCode)).toEqual(['at_cert', 'at_degree']);
    expect((await rows(office, '?required=true')).map((r) => r.typeCode)).toContain('at_cert');
    expect((await rows(office, '?required=true')).map((r) => r.typeCode)).not.toContain('at_degree');
    expect((await office.get(`${BASE}/list?orderByColumn=remark&isAsc=asc`)).code).toBe(400);
    expect((await office.get(`${BASE}/${created.typeId}`)).data).toMatchObject({ typeName: '学位证书' });
  });

  it('refuses bad input with 400 naming the field and writes nothing', async () => {
    const before = await typeCount();
    const cases: [object, string][] = [
      [{ ...valid, typeCode: 'b1', allowedExt: 'pdf,exe' }, 'allowedExt'],
      [{ ...valid, typeCode: 'b2', allowedExt: 'pdf,pdf' }, 'allowedExt'],
      [{ ...valid, typeCode: 'b3', allowedExt: '' }, 'allowedExt'],
      [{ ...valid, typeCode: 'b4', maxSizeMb: 0 }, 'maxSizeMb'],
      [{ ...valid, typeCode: 'b5', maxSizeMb: 51 }, 'maxSizeMb'],
      [{ ...valid, typeCode: '' }, 'typeCode'],
      [{ ...valid, typeCode: '../x' }, 'typeCode'],
      [{ ...valid, typeCode: 'b6', typeName: '' }, 'typeName'],
      [{ ...valid, typeCode: 'b7', status: '9' }, 'status'],
    ];
    for (const [body, field] of cases) {
      const answer = await send(office, 'POST', body);
      expect(answer.code, field).toBe(400);
      expect(answer.msg).toContain(field);
    }
    const english = await office.send({
      method: 'POST',
      url: BASE,
      payload: { ...valid, typeCode: 'b8', maxSizeMb: 99 },
      headers: { 'content-language': 'en_US' },
    });
    expect(english.body.msg).toBe('Size limit (MB) (maxSizeMb) must be at most 50');
    expect((await office.del(`${BASE}/1,x`)).msg).toContain('typeIds');
    expect(await typeCount()).toBe(before);
  });

  it('updates a type; a disabled type leaves the options that dossier users read', async () => {
    const degree = await byCode('at_degree');
    const { createTime: _c, ...body } = degree;
    expect(await send(office, 'PUT', { ...body, typeName: '学位证', maxSizeMb: 8 })).toMatchObject({
      code: 200,
    });
    expect(await byCode('at_degree')).toMatchObject({ typeName: '学位证', maxSizeMb: 8 });
    expect((await send(office, 'PUT', { ...body, typeCode: 'at_cert' })).code).toBe(500);
    for (const who of [company, staff, office]) {
      const options = await who.get(`${BASE}/optionselect`);
      expect(options.code).toBe(200);
      expect(options.data.map((o: AttachmentTypeVo) => o.typeCode)).toContain('at_degree');
    }
    expect(await send(office, 'PUT', { ...body, status: '1' })).toMatchObject({ code: 200 });
    const options = (await staff.get(`${BASE}/optionselect`)).data as AttachmentTypeVo[];
    expect(options.map((o) => o.typeCode)).not.toContain('at_degree');
    expect(options.map((o) => o.typeCode)).toContain('at_cert');
  });

  it('keeps other tenants apart', async () => {
    const cert = await byCode('at_cert');
    expect(await rows(other)).toEqual([]);
    expect((await other.get(`${BASE}/optionselect`)).data).toEqual([]);
    expect((await other.get(`${BASE}/${cert.typeId}`)).msg).toBe('附件类型不存在');
    const { createTime: _c, ...body } = cert;
    expect((await send(other, 'PUT', { ...body, typeName: '篡改' })).msg).toBe('附件类型不存在');
    expect(await other.del(`${BASE}/${cert.typeId}`)).toMatchObject({
      code: 500,
      msg: `以下数据不存在或无权删除：${cert.typeId}`,
    });
    expect(await byCode('at_cert')).toMatchObject({ typeName: '资格证书' });
    expect(await send(other, 'POST', valid)).toMatchObject({ code: 200 });
    expect((await rows(other)).map((r) => r.typeCode)).toEqual(['at_degree']);
  });

  it('refuses to delete a type that attachments use, and then deletes none of the batch', async () => {
    const cert = await byCode('at_cert');
    const degree = await byCode('at_degree');
    const employeeId = await employeeRow(t, { name: '附件人' });
    await t.database.db.insert(zcEmpAttachment).values({
      tenantId: DEFAULT_TENANT_ID,
      employeeId,
      typeId: cert.typeId,
      ossId: 1,
      fileName: 'a.pdf',
      fileSize: 1,
      mimeType: 'application/pdf',
    });
    const refused = await office.del(`${BASE}/${degree.typeId},${cert.typeId}`);
    expect(refused).toMatchObject({ code: 500, msg: "附件类型'资格证书'已有附件，不能删除" });
    expect(await byCode('at_degree')).toBeTruthy();
    expect(await office.del(`${BASE}/${degree.typeId}`)).toMatchObject({ code: 200 });
    expect((await office.get(`${BASE}/${degree.typeId}`)).msg).toBe('附件类型不存在');
  });

  it('exports the filtered types as xlsx and logs every write', async () => {
    const { res } = await office.send({
      method: 'POST',
      url: `${BASE}/export`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'typeCode=at_',
    });
    expect(decodeURIComponent(String(res.headers['download-filename']))).toMatch(/^附件类型_\d{14}\.xlsx$/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.getRow(1).getCell(2).value).toBe('类型编码');
    expect(sheet.rowCount).toBe(2);
    expect(sheet.getRow(2).getCell(2).value).toBe('at_cert');
    expect(sheet.getRow(2).getCell(6).value).toBe('是');
    const logs = (await operLogs(t)).filter((l) => l.title === '附件类型');
    expect(logs.map((l) => l.businessType)).toEqual(
      expect.arrayContaining([
        BusinessType.INSERT,
        BusinessType.UPDATE,
        BusinessType.DELETE,
        BusinessType.EXPORT,
      ]),
    );
    expect(logs.find((l) => l.operName === 'atother')?.tenantId).toBe('200071');
  });
});
