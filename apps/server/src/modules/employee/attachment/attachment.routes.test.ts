import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attachmentVoSchema, type AttachmentVo } from '@zcps/contracts';
import { createTestApp, engines, login, type TestApp } from '../../../test/test-app.js';
import { caller } from '../../../test/kits/monitor.js';
import { samples, secondTenant, tempDir } from '../../../test/kits/resource.js';
import {
  attachmentCount,
  educationRow,
  employeeRow,
  officeSamples,
  ossCount,
  Role,
  roleUser,
  typeRow,
  uploadAs,
} from '../../../test/kits/employee-attachment.js';

type Caller = ReturnType<typeof caller>;
const BASE = '/zcps/employee/attachment';

describe.each(engines)('/employee/attachment upload and files on %s', (engine) => {
  let t: TestApp;
  const store = tempDir('attachment');
  const tokens: Record<'office' | 'companyA' | 'companyB' | 'staff' | 'reviewer' | 'other', string> = {
    office: '',
    companyA: '',
    companyB: '',
    staff: '',
    reviewer: '',
    other: '',
  };
  const as = (who: keyof typeof tokens): Caller => caller(t, tokens[who]);
  let empA: number;
  let empStaff: number;
  let empB: number;
  let photo: number;
  let degree: number;
  let sheet: number;
  let disabled: number;

  const rows = async (who: keyof typeof tokens, query = ''): Promise<AttachmentVo[]> => {
    const body = await as(who).get(`${BASE}/list${query}`);
    expect(body.code).toBe(200);
    return body.rows;
  };
  const objectFiles = () =>
    fs.readdirSync(store.dir, { recursive: true }).filter((f) => String(f).includes('.'));

  beforeAll(async () => {
    t = await createTestApp(engine, { ossDir: store.dir });
    tokens.office = (await roleUser(t, 'aoffice', Role.OFFICE, 101)).token;
    tokens.companyA = (await roleUser(t, 'acompanya', Role.COMPANY, 103)).token;
    tokens.companyB = (await roleUser(t, 'acompanyb', Role.COMPANY, 104)).token;
    const staff = await roleUser(t, 'astaff', Role.STAFF, 103);
    tokens.staff = staff.token;
    tokens.reviewer = (await roleUser(t, 'areviewer', Role.REVIEWER)).token;
    empA = await employeeRow(t, { name: '甲单位职工', deptId: 103 });
    empStaff = await employeeRow(t, { name: '申报人本人', deptId: 103, userId: staff.userId });
    empB = await employeeRow(t, { name: '乙单位职工', deptId: 104 });
    photo = await typeRow(t, {
      typeCode: 'ta_photo',
      typeName: '证件照',
      allowedExt: 'jpg,jpeg,png',
      maxSizeMb: 1,
    });
    degree = await typeRow(t, {
      typeCode: 'ta_degree',
      typeName: '学位证书',
      allowedExt: 'pdf',
      maxSizeMb: 1,
    });
    sheet = await typeRow(t, {
      typeCode: 'ta_sheet',
      typeName: '业绩表',
      allowedExt: 'xlsx,docx',
      maxSizeMb: 2,
    });
    disabled = await typeRow(t, { typeCode: 'ta_old', typeName: '旧类型', allowedExt: 'pdf', status: '1' });
    await secondTenant(t, {
      tenantId: '200072',
      userName: 'aother',
      password: 'secret123',
      perms: 'employee:attachment%',
    });
    tokens.other = (
      await login(t, { tenantId: '200072', username: 'aother', password: 'secret123' })
    ).data.access_token;
  });
  afterAll(async () => {
    await t?.close();
    store.remove();
  });

  it('answers 401 to anonymous callers and 403 to callers without the permissions', async () => {
    const anon = caller(t, null);
    for (const url of ['list', '1', '1/preview', '1/download', `missing?employeeId=${empA}`])
      expect((await anon.get(`${BASE}/${url}`)).code).toBe(401);
    expect((await uploadAs(t, null, { employeeId: empA, typeId: photo }, 'a.png', samples.png)).code).toBe(
      401,
    );
    for (const url of ['list', '1', '1/preview', '1/download'])
      expect((await as('reviewer').get(`${BASE}/${url}`)).code).toBe(403);
    const up = (who: keyof typeof tokens) =>
      uploadAs(t, tokens[who], { employeeId: empA, typeId: photo }, 'a.png', samples.png);
    expect((await up('reviewer')).code).toBe(403);
    // The office checks but does not upload, delete or submit for applicants.
    expect((await up('office')).code).toBe(403);
    expect((await as('office').del(`${BASE}/1`)).code).toBe(403);
    expect((await as('staff').send({ method: 'POST', url: `${BASE}/export` })).body.code).toBe(403);
    expect(await attachmentCount(t)).toBe(0);
  });

  it('stores a checked upload in the object store and answers the attachment', async () => {
    const answer = await uploadAs(
      t,
      tokens.companyA,
      { employeeId: empA, typeId: photo },
      '一寸照片.png',
      samples.png,
    );
    expect(answer.code).toBe(200);
    const vo = attachmentVoSchema.parse(answer.data);
    expect(vo).toMatchObject({
      employeeId: empA,
      employeeName: '甲单位职工',
      typeId: photo,
      typeName: '证件照',
      fileName: '一寸照片.png',
      fileSize: samples.png.length,
      mimeType: 'image/png',
      previewable: true,
      checkStatus: '0',
    });
    expect(await ossCount(t)).toBe(1);
    expect(objectFiles().some((f) => String(f).startsWith(`attachment${path.sep}`))).toBe(true);
    const { xlsx } = await officeSamples();
    const table = await uploadAs(t, tokens.staff, { employeeId: empStaff, typeId: sheet }, '业绩.xlsx', xlsx);
    expect(table.data).toMatchObject({
      fileName: '业绩.xlsx',
      previewable: false,
      mimeType: expect.stringContaining('sheet'),
    });
    const educationId = await educationRow(t, empStaff);
    const proof = await uploadAs(
      t,
      tokens.staff,
      { employeeId: empStaff, typeId: degree, refTable: 'zc_emp_education', refId: educationId },
      '学位.pdf',
      samples.pdf,
    );
    expect(proof.data).toMatchObject({ refTable: 'zc_emp_education', refId: educationId });
    const flat = await uploadAs(
      t,
      tokens.companyB,
      { employeeId: empB, typeId: degree },
      '../../etc/b.pdf',
      samples.pdf,
    );
    expect(flat.data).toMatchObject({ fileName: 'b.pdf' });
  });

  it('refuses wrong types, contents, sizes and names and writes nothing', async () => {
    const before = [await attachmentCount(t), await ossCount(t), objectFiles().length];
    const { exe } = await officeSamples();
    const big = Buffer.concat([samples.pdf, Buffer.alloc(1024 * 1024)]);
    const cases: [Record<string, string | number>, string, Buffer, string][] = [
      [
        { employeeId: empA, typeId: photo },
        'a.pdf',
        samples.pdf,
        "附件类型'证件照'只允许上传jpg, jpeg, png格式的文件",
      ],
      [{ employeeId: empA, typeId: degree }, 'fake.pdf', samples.png, '文件内容与扩展名不符：fake.pdf'],
      [{ employeeId: empA, typeId: photo }, 'fake.png', samples.text, '文件内容与扩展名不符：fake.png'],
      [{ employeeId: empA, typeId: sheet }, 'tool.xlsx', exe, '文件内容与扩展名不符：tool.xlsx'],
      [{ employeeId: empA, typeId: sheet }, 'pdf.docx', samples.pdf, '文件内容与扩展名不符：pdf.docx'],
      [{ employeeId: empA, typeId: degree }, 'big.pdf', big, "附件类型'学位证书'的文件大小不能超过1MB"],
      // The parser keeps only the last segment of a path; nothing is left of a bare "..".
      [{ employeeId: empA, typeId: degree }, '..', samples.pdf, '文件名不合法：'],
      [{ employeeId: empA, typeId: degree }, 'a\u0007.pdf', samples.pdf, '文件名不合法：a\u0007.pdf'],
      [{ employeeId: empA, typeId: disabled }, 'a.pdf', samples.pdf, "附件类型'旧类型'已停用，不能上传"],
      [{ employeeId: empA, typeId: 999999 }, 'a.pdf', samples.pdf, '附件类型不存在'],
      [{ employeeId: empB, typeId: degree }, 'a.pdf', samples.pdf, '人员不存在或不在您的数据范围内'],
      [
        { employeeId: empStaff, typeId: degree, refTable: 'zc_emp_education', refId: 999999 },
        'a.pdf',
        samples.pdf,
        '关联的材料记录不存在：zc_emp_education #999999',
      ],
    ];
    for (const [fields, name, content, msg] of cases) {
      const answer = await uploadAs(t, tokens.companyA, fields, name, content);
      expect(answer, name).toMatchObject({ code: 500, msg });
    }
    const bad: [Record<string, string | number>, string][] = [
      [{ typeId: photo }, 'employeeId'],
      [{ employeeId: empA, typeId: 'x' }, 'typeId'],
      [{ employeeId: empA, typeId: photo, refTable: 'sys_user', refId: 1 }, 'refTable'],
      [{ employeeId: empA, typeId: photo, refTable: 'zc_emp_education' }, 'refId'],
    ];
    for (const [fields, field] of bad) {
      const answer = await uploadAs(t, tokens.companyA, fields, 'a.png', samples.png);
      expect(answer.code, field).toBe(400);
      expect(answer.msg).toContain(field);
    }
    const english = await uploadAs(t, tokens.companyA, { typeId: photo }, 'a.png', samples.png, 'en_US');
    expect(english.msg).toBe('Employee id (employeeId) is required');
    const noFile = await as('companyA').send({
      method: 'POST',
      url: `${BASE}/upload`,
      payload: { employeeId: empA },
    });
    expect(noFile.body).toMatchObject({ code: 400, msg: expect.stringContaining('file') });
    const other = await uploadAs(t, tokens.other, { employeeId: empA, typeId: photo }, 'a.png', samples.png);
    expect(other.msg).toBe('人员不存在或不在您的数据范围内');
    expect([await attachmentCount(t), await ossCount(t), objectFiles().length]).toEqual(before);
  });

  it('lists within the data scope: a company its unit, staff their own record, the office all', async () => {
    expect((await rows('companyA')).map((r) => r.employeeName).sort()).toEqual([
      '甲单位职工',
      '申报人本人',
      '申报人本人',
    ]);
    expect((await rows('companyB')).map((r) => r.employeeName)).toEqual(['乙单位职工']);
    expect((await rows('staff')).every((r) => r.employeeId === empStaff)).toBe(true);
    expect((await rows('staff')).length).toBe(2);
    expect((await rows('office')).length).toBe(4);
    expect((await rows('office', `?employeeName=${encodeURIComponent('乙')}`)).length).toBe(1);
    expect((await rows('office', `?typeId=${degree}&employeeId=${empStaff}`)).map((r) => r.fileName)).toEqual(
      ['学位.pdf'],
    );
    expect((await rows('office', '?checkStatus=4')).length).toBe(0);
    expect((await rows('office', '?orderByColumn=fileSize&isAsc=asc'))[0]!.fileName).toBe('一寸照片.png');
    expect((await as('office').get(`${BASE}/list?checkStatus=7`)).msg).toContain('checkStatus');
    expect(await rows('other')).toEqual([]);
    const mine = (await rows('companyA'))[0]!;
    expect((await as('companyB').get(`${BASE}/${mine.recordId}`)).msg).toBe('附件不存在');
    expect((await as('other').get(`${BASE}/${mine.recordId}`)).msg).toBe('附件不存在');
  });

  it('previews images and PDF inline, refuses other files, and downloads with the file name', async () => {
    const [png] = await rows('companyA', '?fileName=png');
    const preview = await as('companyA').send({ method: 'GET', url: `${BASE}/${png!.recordId}/preview` });
    expect(preview.res.headers['content-type']).toBe('image/png');
    expect(preview.res.headers['content-disposition']).toMatch(/^inline;/);
    expect(preview.res.rawPayload.equals(samples.png)).toBe(true);
    const [xlsx] = await rows('staff', '?fileName=xlsx');
    const refused = await as('staff').send({ method: 'GET', url: `${BASE}/${xlsx!.recordId}/preview` });
    expect(refused.body).toMatchObject({ code: 500, msg: '只有图片和PDF可以在线预览，请下载后查看' });
    const download = await as('staff').send({ method: 'GET', url: `${BASE}/${xlsx!.recordId}/download` });
    expect(decodeURIComponent(String(download.res.headers['download-filename']))).toBe('业绩.xlsx');
    expect(download.res.rawPayload.subarray(0, 2).toString()).toBe('PK');
    expect(
      (await as('companyB').send({ method: 'GET', url: `${BASE}/${png!.recordId}/download` })).body.msg,
    ).toBe('附件不存在');
    expect(
      (await as('other').send({ method: 'GET', url: `${BASE}/${png!.recordId}/preview` })).body.msg,
    ).toBe('附件不存在');
    // The generic file download does not open attachments to holders of the dossier permissions alone.
    expect((await as('companyA').get(`/zcps/resource/oss/download/${png!.ossId}`)).code).toBe(403);
  });

  it('deletes the owner’s drafts with their stored files; others’ ids change nothing', async () => {
    const [png] = await rows('companyA', '?fileName=png');
    const files = objectFiles().length;
    expect(await as('companyB').del(`${BASE}/${png!.recordId}`)).toMatchObject({
      code: 500,
      msg: `以下数据不存在或无权删除：${png!.recordId}`,
    });
    expect(await as('other').del(`${BASE}/${png!.recordId}`)).toMatchObject({
      code: 500,
      msg: `以下数据不存在或无权删除：${png!.recordId}`,
    });
    expect((await as('companyA').get(`${BASE}/${png!.recordId}`)).code).toBe(200);
    expect(await as('companyA').del(`${BASE}/${png!.recordId}`)).toMatchObject({ code: 200 });
    expect((await as('companyA').get(`${BASE}/${png!.recordId}`)).msg).toBe('附件不存在');
    expect(await ossCount(t)).toBe(3);
    expect(objectFiles().length).toBe(files - 1);
    expect((await as('companyA').del(`${BASE}/1,x`)).msg).toContain('recordIds');
  });
});
