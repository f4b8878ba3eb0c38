import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BusinessType, operLogVoSchema } from '@zcps/contracts';
import { sysOperLog } from '../../../db/schema/index.js';
import { redactParams } from '../../../platform/log/oper-log.plugin.js';
import { adminToken, createTestApp, routeEngines, type TestApp } from '../../../test/test-app.js';
import { caller, createUser, operLogs, tokenOf } from '../../../test/kits/monitor.js';

const old = new Date(2001, 0, 15, 10, 0, 0);

describe.each(routeEngines)('/monitor/operlog on %s', (engine) => {
  let t: TestApp;
  let admin: ReturnType<typeof caller>;
  beforeAll(async () => {
    t = await createTestApp(engine);
    await createUser(t, 'staffer', 'secret123');
    await t.database.db.insert(sysOperLog).values([
      {
        title: '用户管理',
        businessType: BusinessType.INSERT,
        operName: 'alice',
        operIp: '10.1.2.3',
        operTime: old,
      },
      {
        title: '角色管理',
        businessType: BusinessType.UPDATE,
        operName: 'bob',
        operIp: '10.9.9.9',
        status: 1,
        errorMsg: 'boom',
      },
      { title: '用户管理', businessType: BusinessType.DELETE, operName: 'alice', operIp: '10.1.2.4' },
    ]);
    admin = caller(t, await adminToken(t));
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers 401 anonymously and 403 without the permission', async () => {
    expect((await caller(t, null).get('/zcps/monitor/operlog/list')).code).toBe(401);
    const staff = caller(t, await tokenOf(t, 'staffer', 'secret123'));
    expect((await staff.get('/zcps/monitor/operlog/list')).code).toBe(403);
    expect((await staff.del('/zcps/monitor/operlog/clean')).code).toBe(403);
  });

  it('lists newest first and filters by title, operator, ip, type, status and date range', async () => {
    const all = await admin.get('/zcps/monitor/operlog/list');
    expect(all).toMatchObject({ code: 200, total: 3 });
    for (const row of all.rows) expect(() => operLogVoSchema.parse(row)).not.toThrow();
    expect(all.rows.map((r: { operId: number }) => r.operId)).toEqual(
      all.rows.map((r: { operId: number }) => r.operId).sort((a: number, b: number) => b - a),
    );
    expect((await admin.get('/zcps/monitor/operlog/list?title=用户')).total).toBe(2);
    expect((await admin.get('/zcps/monitor/operlog/list?operName=BO')).total).toBe(1);
    expect((await admin.get('/zcps/monitor/operlog/list?operIp=10.1.2')).total).toBe(2);
    expect((await admin.get('/zcps/monitor/operlog/list?businessType=3')).total).toBe(1);
    // 0 is the form's "any" value, as in the family.
    expect((await admin.get('/zcps/monitor/operlog/list?businessType=0')).total).toBe(3);
    expect((await admin.get('/zcps/monitor/operlog/list?status=1')).rows[0].errorMsg).toBe('boom');
    const ranged = await admin.get(
      '/zcps/monitor/operlog/list?params%5BbeginTime%5D=2001-01-15&params%5BendTime%5D=2001-01-15',
    );
    expect(ranged.total).toBe(1);
    expect(ranged.rows[0].operTime).toBe('2001-01-15 10:00:00');
    const paged = await admin.get('/zcps/monitor/operlog/list?pageNum=2&pageSize=2');
    expect(paged).toMatchObject({ total: 3 });
    expect(paged.rows).toHaveLength(1);
  });

  it('sorts by whitelisted columns only and rejects bad input naming the field', async () => {
    const sorted = await admin.get('/zcps/monitor/operlog/list?orderByColumn=operTime&isAsc=asc');
    expect(sorted.rows[0].operTime).toBe('2001-01-15 10:00:00');
    expect((await admin.get('/zcps/monitor/operlog/list?orderByColumn=operParam&isAsc=asc')).code).toBe(400);
    const type = await admin.get('/zcps/monitor/operlog/list?businessType=12');
    expect(type.code).toBe(400);
    expect(type.msg).toContain('businessType');
    const id = await admin.get('/zcps/monitor/operlog/x1');
    expect(id.code).toBe(400);
    expect(id.msg).toContain('operId');
  });

  it('shows one entry and refuses an unknown id', async () => {
    const [first] = (await admin.get('/zcps/monitor/operlog/list?status=1')).rows;
    const detail = await admin.get(`/zcps/monitor/operlog/${first.operId}`);
    expect(detail).toMatchObject({ code: 200, data: { operId: first.operId, title: '角色管理', status: 1 } });
    expect(await admin.get('/zcps/monitor/operlog/999999999')).toMatchObject({ code: 500 });
  });

  it('exports an xlsx with dictionary labels', async () => {
    const { res } = await admin.send({
      method: 'POST',
      url: '/zcps/monitor/operlog/export',
      headers: { 'content-type': 'application/json' },
      payload: { title: '用户', params: { beginTime: '2000-01-01', endTime: '2999-12-31' } },
    });
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(decodeURIComponent(String(res.headers['download-filename']))).toMatch(/^操作日志_\d{14}\.xlsx$/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.rowCount).toBe(3);
    expect(sheet.getRow(1).getCell(2).value).toBe('系统模块');
    expect(sheet.getRow(2).getCell(3).value).toBe('删除');
    expect(sheet.getRow(3).getCell(3).value).toBe('新增');
    // A date that is no date on the calendar is refused, not rolled over into another month.
    for (const [params, msg] of [
      [{ beginTime: '2026-13-45' }, '开始时间格式不正确：2026-13-45（应为 yyyy-MM-dd HH:mm:ss）'],
      [
        { endTime: '2026-02-30 25:61:00' },
        '结束时间格式不正确：2026-02-30 25:61:00（应为 yyyy-MM-dd HH:mm:ss）',
      ],
    ] as const) {
      const refused = await admin.send({
        method: 'POST',
        url: '/zcps/monitor/operlog/export',
        payload: { params },
      });
      expect(refused.body).toMatchObject({ code: 400, msg });
    }
    const listed = await admin.get('/zcps/monitor/operlog/list?params%5BbeginTime%5D=2026-02-29');
    expect(listed).toMatchObject({ code: 400 });
    expect((await admin.get('/zcps/monitor/operlog/list?params%5BbeginTime%5D=2028-02-29')).code).toBe(200);
  });

  it('deletes and cleans, and records those writes (passwords never stored)', async () => {
    const [first] = (await admin.get('/zcps/monitor/operlog/list?operName=bob')).rows;
    expect(await admin.del(`/zcps/monitor/operlog/${first.operId}`)).toMatchObject({ code: 200 });
    expect((await admin.get('/zcps/monitor/operlog/list?operName=bob')).total).toBe(0);
    await t.app.operLogIdle();
    expect(await admin.del('/zcps/monitor/operlog/clean')).toMatchObject({ code: 200 });
    const logs = await operLogs(t);
    // The clean removed everything before it; only writes after it (and the clean itself) remain.
    expect(logs.map((l) => l.businessType)).toContain(BusinessType.CLEAN);
    const clean = logs.find((l) => l.businessType === BusinessType.CLEAN)!;
    expect(clean).toMatchObject({ title: '操作日志', status: 0, operName: 'admin', requestMethod: 'DELETE' });
    expect(clean.costTime).toBeGreaterThanOrEqual(0);
    expect(
      (await admin.get('/zcps/monitor/operlog/list')).rows.map((r: { title: string }) => r.title),
    ).toEqual(['操作日志']);
  });

  it('redacts password fields and truncates parameters', () => {
    const text = redactParams({
      userName: 'a',
      password: 'x',
      nested: { newPassword: 'y', oldPassword: 'z' },
    });
    expect(text).toBe('{"userName":"a","nested":{}}');
    expect(redactParams({ s: 'a'.repeat(5000) })).toHaveLength(2000);
    expect(redactParams(undefined)).toBe('');
  });
});
