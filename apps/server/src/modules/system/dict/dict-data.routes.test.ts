import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BusinessType, dictDataAdminVoSchema } from '@zcps/contracts';
import { adminToken, createTestApp, engines, login, type TestApp } from '../../../test/test-app.js';
import { caller, createUser, operLogs, tokenOf } from '../../../test/kits/monitor.js';
import { secondTenant } from '../../../test/kits/resource.js';

const json = (method: 'POST' | 'PUT', url: string, payload: Record<string, unknown>) => ({
  method,
  url,
  headers: { 'content-type': 'application/json' },
  payload,
});

describe.each(engines)('/system/dict/data on %s', (engine) => {
  let t: TestApp;
  let admin: ReturnType<typeof caller>;
  let staff: ReturnType<typeof caller>;
  let other: ReturnType<typeof caller>;
  beforeAll(async () => {
    t = await createTestApp(engine);
    await createUser(t, 'datastaff', 'secret123');
    await secondTenant(t, {
      tenantId: '310002',
      userName: 'data2',
      password: 'secret123',
      perms: 'system:dict:%',
    });
    admin = caller(t, await adminToken(t));
    staff = caller(t, await tokenOf(t, 'datastaff', 'secret123'));
    other = caller(
      t,
      (await login(t, { tenantId: '310002', username: 'data2', password: 'secret123' })).data.access_token,
    );
    await admin.send(json('POST', '/zcps/system/dict/type', { dictName: '颜色', dictType: 'zz_colour' }));
  });
  afterAll(async () => {
    await t?.close();
  });

  const add = async (body: Record<string, unknown>, as = admin) =>
    (await as.send(json('POST', '/zcps/system/dict/data', { dictType: 'zz_colour', ...body }))).body;
  const entries = async () =>
    (await admin.get('/zcps/system/dict/data/list?dictType=zz_colour&pageSize=500')).rows as {
      dictCode: number;
      dictValue: string;
      dictLabel: string;
    }[];

  it('answers 403 to a user without the permissions', async () => {
    expect((await staff.get('/zcps/system/dict/data/list')).code).toBe(403);
    expect((await staff.get('/zcps/system/dict/data/1')).code).toBe(403);
    expect((await add({ dictLabel: 'x', dictValue: 'x' }, staff)).code).toBe(403);
    expect((await staff.del('/zcps/system/dict/data/1')).code).toBe(403);
    expect((await staff.send({ method: 'POST', url: '/zcps/system/dict/data/export' })).body.code).toBe(403);
  });

  it('lists one type in sort order and filters by label', async () => {
    const sex = await admin.get('/zcps/system/dict/data/list?dictType=sys_user_sex');
    expect(sex).toMatchObject({ code: 200, total: 3 });
    for (const row of sex.rows) expect(() => dictDataAdminVoSchema.parse(row)).not.toThrow();
    expect(sex.rows.map((r: { dictValue: string }) => r.dictValue)).toEqual(['0', '1', '2']);
    const byLabel = await admin.get(
      `/zcps/system/dict/data/list?dictType=sys_user_sex&dictLabel=${encodeURIComponent('女')}`,
    );
    expect(byLabel.rows.map((r: { dictValue: string }) => r.dictValue)).toEqual(['1']);
  });

  it('adds, edits and deletes entries, and the cached lookup follows each change', async () => {
    expect((await admin.get('/zcps/system/dict/data/type/zz_colour')).data).toEqual([]);
    const red = await add({
      dictLabel: '红',
      dictLabelEn: 'Red',
      dictValue: 'r',
      dictSort: 2,
      listClass: 'danger',
    });
    expect(red.code).toBe(200);
    expect(
      (await add({ dictLabel: '绿', dictValue: 'g', dictSort: 1, listClass: 'success', isDefault: 'Y' }))
        .code,
    ).toBe(200);
    const lookup = await admin.get('/zcps/system/dict/data/type/zz_colour');
    expect(lookup.data.map((d: { dictValue: string }) => d.dictValue)).toEqual(['g', 'r']);
    const en = await caller(t, await adminToken(t), 'en_US').get('/zcps/system/dict/data/type/zz_colour');
    expect(en.data[1]).toMatchObject({ dictLabel: 'Red', listClass: 'danger' });

    const one = await admin.get(`/zcps/system/dict/data/${red.data}`);
    expect(one.data).toMatchObject({ dictLabel: '红', dictLabelEn: 'Red', dictValue: 'r', dictSort: 2 });
    const edited = await admin.send(
      json('PUT', '/zcps/system/dict/data', {
        dictCode: red.data,
        dictType: 'zz_colour',
        dictLabel: '深红',
        dictValue: 'r',
        dictSort: 0,
        listClass: 'warning',
      }),
    );
    expect(edited.body.code).toBe(200);
    const after = await admin.get('/zcps/system/dict/data/type/zz_colour');
    expect(after.data[0]).toMatchObject({ dictLabel: '深红', listClass: 'warning' });

    const dup = await add({ dictLabel: '重复', dictValue: 'g' });
    expect(dup).toMatchObject({ code: 500, msg: "新增字典数据'g'失败，字典键值已存在" });
    const noType = await add({ dictLabel: '孤儿', dictValue: 'o', dictType: 'zz_missing' });
    expect(noType.code).toBe(500);
    expect(noType.msg).toContain('zz_missing');

    expect((await admin.del(`/zcps/system/dict/data/${red.data}`)).code).toBe(200);
    expect((await admin.get('/zcps/system/dict/data/type/zz_colour')).data).toHaveLength(1);
  });

  it('validates listClass against the tag colours and other fields, writing nothing', async () => {
    const before = (await entries()).length;
    const colour = await add({ dictLabel: '紫', dictValue: 'p', listClass: 'purple' });
    expect(colour.code).toBe(400);
    expect(colour.msg).toContain('listClass');
    const label = await add({ dictLabel: '', dictValue: 'p' });
    expect(label.code).toBe(400);
    expect(label.msg).toContain('dictLabel');
    const flag = await add({ dictLabel: '紫', dictValue: 'p', isDefault: 'maybe' });
    expect(flag.msg).toContain('isDefault');
    expect((await admin.get('/zcps/system/dict/data/x1')).msg).toContain('dictCode');
    expect((await entries()).length).toBe(before);
  });

  it('keeps tenants apart', async () => {
    const [entry] = await entries();
    expect(await other.get('/zcps/system/dict/data/list?dictType=sys_user_sex')).toMatchObject({ total: 0 });
    expect((await other.get(`/zcps/system/dict/data/${entry!.dictCode}`)).code).toBe(500);
    expect(await other.del(`/zcps/system/dict/data/${entry!.dictCode}`)).toMatchObject({
      code: 500,
      msg: `以下数据不存在或无权删除：${entry!.dictCode}`,
    });
    const edit = await other.send(
      json('PUT', '/zcps/system/dict/data', {
        dictCode: entry!.dictCode,
        dictType: 'zz_colour',
        dictLabel: 'hijack',
        dictValue: 'h',
      }),
    );
    expect(edit.body.code).toBe(500);
    expect(await entries()).toContainEqual(
      expect.objectContaining({ dictCode: entry!.dictCode, dictLabel: entry!.dictLabel }),
    );
  });

  it('exports one type and logs the writes', async () => {
    const { res } = await admin.send({
      method: 'POST',
      url: '/zcps/system/dict/data/export',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'dictType=sys_user_sex',
    });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.rowCount).toBe(4);
    expect(sheet.getRow(2).getCell(3).value).toBe('男');
    expect(sheet.getRow(2).getCell(9).value).toBe('是');
    const mine = (await operLogs(t)).filter((l) => l.title === '字典数据');
    expect(mine.map((l) => l.businessType)).toEqual(
      expect.arrayContaining([
        BusinessType.INSERT,
        BusinessType.UPDATE,
        BusinessType.DELETE,
        BusinessType.EXPORT,
      ]),
    );
    expect(mine.some((l) => l.status === 1 && l.errorMsg?.includes('listClass'))).toBe(true);
  });
});
