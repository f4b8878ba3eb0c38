import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BusinessType, dictTypeVoSchema } from '@zcps/contracts';
import { adminToken, createTestApp, routeEngines, login, type TestApp } from '../../../test/test-app.js';
import { caller, createUser, operLogs, tokenOf } from '../../../test/kits/monitor.js';
import { secondTenant } from '../../../test/kits/resource.js';

const json = (method: 'POST' | 'PUT', url: string, payload: unknown) => ({
  method,
  url,
  headers: { 'content-type': 'application/json' },
  payload: payload as Record<string, unknown>,
});

describe.each(routeEngines)('/system/dict/type on %s', (engine) => {
  let t: TestApp;
  let admin: ReturnType<typeof caller>;
  let staff: ReturnType<typeof caller>;
  let other: ReturnType<typeof caller>;
  beforeAll(async () => {
    t = await createTestApp(engine);
    await createUser(t, 'dictstaff', 'secret123');
    await secondTenant(t, {
      tenantId: '310001',
      userName: 'dict2',
      password: 'secret123',
      perms: 'system:dict:%',
    });
    admin = caller(t, await adminToken(t));
    staff = caller(t, await tokenOf(t, 'dictstaff', 'secret123'));
    const res = await login(t, { tenantId: '310001', username: 'dict2', password: 'secret123' });
    other = caller(t, res.data.access_token);
  });
  afterAll(async () => {
    await t?.close();
  });

  const create = async (body: Record<string, unknown>) =>
    (await admin.send(json('POST', '/zcps/system/dict/type', body))).body;
  const list = (query = '') => admin.get(`/zcps/system/dict/type/list?pageSize=500${query}`);

  it('answers 401 anonymously and 403 to a user without the permissions', async () => {
    expect((await caller(t, null).get('/zcps/system/dict/type/list')).code).toBe(401);
    expect((await staff.get('/zcps/system/dict/type/list')).code).toBe(403);
    expect((await staff.get('/zcps/system/dict/type/1')).code).toBe(403);
    expect(
      (await staff.send(json('POST', '/zcps/system/dict/type', { dictName: 'x', dictType: 'x' }))).body.code,
    ).toBe(403);
    expect((await staff.del('/zcps/system/dict/type/1')).code).toBe(403);
    expect((await staff.del('/zcps/system/dict/type/refreshCache')).code).toBe(403);
    expect((await staff.send({ method: 'POST', url: '/zcps/system/dict/type/export' })).body.code).toBe(403);
    // Any signed-in user may read the type options.
    expect((await staff.get('/zcps/system/dict/type/optionselect')).code).toBe(200);
  });

  it('lists the seeded types paged, filtered and sorted', async () => {
    const all = await list();
    expect(all).toMatchObject({ code: 200, msg: '查询成功' });
    for (const row of all.rows) expect(() => dictTypeVoSchema.parse(row)).not.toThrow();
    const ids = all.rows.map((r: { dictId: number }) => r.dictId);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    const byType = await list('&dictType=USER_SEX');
    expect(byType.rows.map((r: { dictType: string }) => r.dictType)).toEqual(['sys_user_sex']);
    const byName = await list(`&dictName=${encodeURIComponent('性别')}`);
    expect(byName.rows.some((r: { dictType: string }) => r.dictType === 'sys_user_sex')).toBe(true);
    const sorted = await list('&orderByColumn=dictType&isAsc=desc');
    const types = sorted.rows.map((r: { dictType: string }) => r.dictType);
    expect(types).toEqual([...types].sort().reverse());
    const old = await list('&params%5BbeginTime%5D=2000-01-01&params%5BendTime%5D=2000-01-02');
    expect(old).toMatchObject({ code: 200, total: 0 });
    expect((await admin.get('/zcps/system/dict/type/list?pageSize=1&pageNum=2')).rows).toHaveLength(1);
    const options = await admin.get('/zcps/system/dict/type/optionselect');
    expect(options.data).toHaveLength(all.total);
  });

  it('creates, reads and renames a type, carrying its entries and refreshing the cache', async () => {
    const created = await create({ dictName: '测试类型', dictType: 'zz_test_kind', remark: 'r' });
    expect(created.code).toBe(200);
    const dictId = created.data as number;
    const one = await admin.get(`/zcps/system/dict/type/${dictId}`);
    expect(one.data).toMatchObject({ dictId, dictName: '测试类型', dictType: 'zz_test_kind', remark: 'r' });

    const entry = { dictLabel: '甲', dictValue: 'a', dictType: 'zz_test_kind', listClass: 'success' };
    expect((await admin.send(json('POST', '/zcps/system/dict/data', entry))).body.code).toBe(200);
    expect((await admin.get('/zcps/system/dict/data/type/zz_test_kind')).data).toHaveLength(1);

    const renamed = await admin.send(
      json('PUT', '/zcps/system/dict/type', { dictId, dictName: '改名', dictType: 'zz_renamed_kind' }),
    );
    expect(renamed.body.code).toBe(200);
    expect((await admin.get('/zcps/system/dict/data/type/zz_test_kind')).data).toEqual([]);
    const moved = await admin.get('/zcps/system/dict/data/type/zz_renamed_kind');
    expect(moved.data.map((d: { dictValue: string }) => d.dictValue)).toEqual(['a']);

    const dup = await create({ dictName: '重复', dictType: 'zz_renamed_kind' });
    expect(dup).toMatchObject({ code: 500, msg: "新增字典'重复'失败，字典类型已存在" });
    const dupEdit = await admin.send(
      json('PUT', '/zcps/system/dict/type', { dictId, dictName: '改名', dictType: 'sys_user_sex' }),
    );
    expect(dupEdit.body.code).toBe(500);
    expect(dupEdit.body.msg).toContain('字典类型已存在');

    const blocked = await admin.del(`/zcps/system/dict/type/${dictId}`);
    expect(blocked).toMatchObject({ code: 500, msg: '改名已分配,不能删除' });
    const codes = (await admin.get('/zcps/system/dict/data/list?dictType=zz_renamed_kind')).rows.map(
      (r: { dictCode: number }) => r.dictCode,
    );
    expect((await admin.del(`/zcps/system/dict/data/${codes.join(',')}`)).code).toBe(200);
    expect((await admin.del(`/zcps/system/dict/type/${dictId}`)).code).toBe(200);
    expect((await admin.get(`/zcps/system/dict/type/${dictId}`)).code).toBe(500);
  });

  it('answers 400 naming the field for bad input and writes nothing', async () => {
    const before = (await list()).total;
    const badType = await create({ dictName: '坏', dictType: 'Bad-Type' });
    expect(badType.code).toBe(400);
    expect(badType.msg).toContain('dictType');
    const noName = await create({ dictName: '', dictType: 'zz_ok' });
    expect(noName.code).toBe(400);
    expect(noName.msg).toContain('dictName');
    const enMsg = (
      await caller(t, await adminToken(t), 'en_US').send(
        json('POST', '/zcps/system/dict/type', { dictName: 'x'.repeat(101), dictType: 'zz_ok' }),
      )
    ).body;
    expect(enMsg.code).toBe(400);
    expect(enMsg.msg).toContain('dictName');
    expect((await admin.get('/zcps/system/dict/type/abc')).msg).toContain('dictId');
    expect((await admin.del('/zcps/system/dict/type/1,x')).msg).toContain('dictIds');
    expect((await list()).total).toBe(before);
  });

  it('keeps tenants apart: another tenant sees and changes nothing of this one', async () => {
    const mine = await list('&dictType=sys_user_sex');
    const sexId = mine.rows[0].dictId as number;
    expect(await other.get('/zcps/system/dict/type/list')).toMatchObject({ code: 200, total: 0 });
    expect((await other.get(`/zcps/system/dict/type/${sexId}`)).code).toBe(500);
    const edit = await other.send(
      json('PUT', '/zcps/system/dict/type', { dictId: sexId, dictName: 'hijack', dictType: 'sys_user_sex' }),
    );
    expect(edit.body.code).toBe(500);
    expect(await other.del(`/zcps/system/dict/type/${sexId}`)).toMatchObject({
      code: 500,
      msg: `以下数据不存在或无权删除：${sexId}`,
    });
    const after = await admin.get(`/zcps/system/dict/type/${sexId}`);
    expect(after.data).toMatchObject({ dictName: '用户性别', dictType: 'sys_user_sex' });
    // Its own type of the same code is allowed.
    const own = await other.send(
      json('POST', '/zcps/system/dict/type', { dictName: '性别', dictType: 'sys_user_sex' }),
    );
    expect(own.body.code).toBe(200);
    expect((await other.get('/zcps/system/dict/type/list')).total).toBe(1);
  });

  it('exports the filtered types and logs every write', async () => {
    const { res } = await admin.send({
      method: 'POST',
      url: '/zcps/system/dict/type/export',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'dictType=sys_',
    });
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(decodeURIComponent(String(res.headers['download-filename']))).toMatch(/^字典类型_\d{14}\.xlsx$/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.getRow(1).getCell(4).value).toBe('字典类型');
    expect(sheet.rowCount - 1).toBe((await list('&dictType=sys_')).total);

    expect((await admin.del('/zcps/system/dict/type/refreshCache')).code).toBe(200);
    const mine = (await operLogs(t)).filter((l) => l.title === '字典类型' && l.tenantId === '000000');
    expect(mine.map((l) => l.businessType)).toEqual(
      expect.arrayContaining([
        BusinessType.INSERT,
        BusinessType.UPDATE,
        BusinessType.DELETE,
        BusinessType.EXPORT,
        BusinessType.CLEAN,
      ]),
    );
  });
});
