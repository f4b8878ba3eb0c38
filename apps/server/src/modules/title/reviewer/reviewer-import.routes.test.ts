import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImportReport, ReviewerVo } from '@zcps/contracts';
import { adminToken, createTestApp, routeEngines, login, type TestApp } from '../../../test/test-app.js';
import { caller, createUser, tokenOf } from '../../../test/kits/monitor.js';
import { multipartBody, secondTenant } from '../../../test/kits/resource.js';
import { readSheet, sheetOf } from '../../../test/kits/system-user.js';
import { idCardOf, liveReviewerCount, titleFixture } from '../../../test/kits/title-reviewer.js';

type Caller = ReturnType<typeof caller>;
const URL = '/zcps/title/reviewer';
const HEADER = [
  '专家姓名',
  '性别',
  '身份证号',
  '联系电话',
  '电子邮箱',
  '工作单位',
  '职称系列',
  '专业',
  '职称级别',
  '职称名称',
  '专家类型',
  '是否外聘',
  '备注',
];

describe.each(routeEngines)('/title/reviewer import on %s', (engine) => {
  let t: TestApp;
  let admin: Caller;
  let staff: Caller;
  let other: Caller;
  let fx: Awaited<ReturnType<typeof titleFixture>>;

  const importFile = async (who: Caller, file: Buffer, updateSupport = false) => {
    const body = multipartBody('file', 'reviewers.xlsx', file);
    const { body: res } = await who.send({
      method: 'POST',
      url: `${URL}/importData?updateSupport=${updateSupport}`,
      ...body,
    });
    return res as { code: number; msg: string; data: ImportReport };
  };
  const row = (name: string, seq: number, changes: Partial<Record<string, string>> = {}) => {
    const values: Record<string, string> = {
      专家姓名: name,
      性别: '男',
      身份证号: idCardOf(seq),
      联系电话: '13900000000',
      电子邮箱: '',
      工作单位: '华信建设集团',
      职称系列: 'R1',
      专业: 'R机械工程',
      职称级别: '正高级',
      职称名称: '正高级工程师',
      专家类型: '学科组专家',
      是否外聘: '否',
      备注: '',
      ...changes,
    };
    return HEADER.map((h) => values[h]!);
  };
  const listed = async (): Promise<ReviewerVo[]> =>
    (await admin.get(`${URL}/list?seriesId=${fx.seriesId}&pageSize=100`)).rows;

  beforeAll(async () => {
    t = await createTestApp(engine);
    admin = caller(t, await adminToken(t));
    fx = await titleFixture(t);
    await titleFixture(t, '200073', 'R');
    await createUser(t, 'imstaff', 'secret123');
    staff = caller(t, await tokenOf(t, 'imstaff', 'secret123'));
    await secondTenant(t, {
      tenantId: '200073',
      userName: 'imboss',
      password: 'secret123',
      perms: 'title:reviewer:%',
    });
    const token = (await login(t, { tenantId: '200073', username: 'imboss', password: 'secret123' })).data;
    other = caller(t, token.access_token);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('offers the template and refuses callers without the import permission', async () => {
    const { res } = await admin.send({ method: 'POST', url: `${URL}/importTemplate` });
    expect(decodeURIComponent(String(res.headers['download-filename']))).toMatch(
      /^评审专家导入模板_\d{14}\.xlsx$/,
    );
    expect(await readSheet(res.rawPayload)).toEqual([HEADER]);
    expect((await staff.send({ method: 'POST', url: `${URL}/importTemplate` })).body.code).toBe(403);
    const refused = await importFile(staff, await sheetOf([HEADER, row('甲', 11)]));
    expect(refused.code).toBe(403);
    expect(await liveReviewerCount(t, fx.seriesId)).toBe(0);
  });

  it('imports row by row with a report: labels, codes and names are read, bad rows are refused', async () => {
    const file = await sheetOf([
      HEADER,
      row('甲', 11),
      row('乙', 12, { 职称系列: 'R工程系列', 专业: 'RP2', 职称级别: '2', 是否外聘: '是', 性别: '女' }),
      row('丙', 13, { 身份证号: '110101198001010012' }),
      row('丁', 14, { 职称系列: '不存在' }),
      row('戊', 15, { 专业: 'R临床医学' }),
      row('己', 11),
      row('', 16),
    ]);
    const res = await importFile(admin, file);
    expect(res.code).toBe(200);
    expect(res.msg).toBe('导入完成：新增 2 条，更新 0 条，失败 5 条');
    const outcomes = res.data.rows.map((r) => [r.row, r.userName, r.outcome]);
    expect(outcomes).toEqual([
      [2, '甲', 'created'],
      [3, '乙', 'created'],
      [4, '丙', 'failed'],
      [5, '丁', 'failed'],
      [6, '戊', 'failed'],
      [7, '己', 'failed'],
      [8, '', 'failed'],
    ]);
    const reasons = res.data.rows.map((r) => r.reason);
    expect(reasons[2]).toContain('idCard');
    expect(reasons[3]).toBe('职称系列不存在：不存在');
    expect(reasons[4]).toBe('专业不存在或不属于所选职称系列：R临床医学');
    expect(reasons[5]).toBe('身份证号已存在（未勾选更新已存在数据）');
    expect(reasons[6]).toContain('reviewerName');
    expect(
      (await listed()).map((r) => [r.reviewerName, r.sex, r.professionName, r.titleLevel, r.isExternal]),
    ).toEqual([
      ['甲', '0', 'R机械工程', '1', false],
      ['乙', '1', 'R电子信息', '2', true],
    ]);
  });

  it('updates known identity numbers only when asked', async () => {
    const file = await sheetOf([HEADER, row('甲', 11, { 工作单位: '新单位', 联系电话: '13911110000' })]);
    const res = await importFile(admin, file, true);
    expect(res.data).toMatchObject({ created: 0, updated: 1, failed: 0 });
    expect((await listed()).find((r) => r.reviewerName === '甲')).toMatchObject({
      unitName: '新单位',
      phone: '13911110000',
    });
  });

  it('refuses files that are not the template', async () => {
    expect((await importFile(admin, Buffer.from('not a workbook'))).msg).toBe('导入文件不是有效的 xlsx 表格');
    expect((await importFile(admin, await sheetOf([['姓名'], ['甲']]))).msg).toContain('专家姓名');
    expect((await importFile(admin, await sheetOf([HEADER]))).msg).toBe('导入文件中没有评审专家数据');
  });

  it("imports into the caller's own tenant and round-trips an export", async () => {
    // The other tenant has no dictionaries of its own here: values are read as they are.
    const codes = { 性别: '0', 职称级别: '1', 专家类型: '2' };
    const res = await importFile(other, await sheetOf([HEADER, row('外甲', 11, codes)]));
    expect(res.data).toMatchObject({ created: 1, failed: 0 });
    expect((await other.get(`${URL}/list`)).rows.map((r: ReviewerVo) => r.reviewerName)).toEqual(['外甲']);
    expect((await listed()).map((r) => r.reviewerName)).toEqual(['甲', '乙']);

    const { res: exported } = await admin.send({
      method: 'POST',
      url: `${URL}/export`,
      payload: { seriesId: fx.seriesId },
    });
    const again = await importFile(admin, exported.rawPayload, true);
    expect(again.data).toMatchObject({ created: 0, updated: 2, failed: 0 });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(exported.rawPayload as unknown as ArrayBuffer);
    expect(workbook.worksheets[0]!.getRow(2).getCell(2).value).toBe('甲');
  });
});
