import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BusinessType, loginLogVoSchema } from '@zcps/contracts';
import { adminToken, createTestApp, engines, login, type TestApp } from '../../../test/test-app.js';
import { caller, createUser, operLogs, tokenOf } from '../../../test/kits/monitor.js';

describe.each(engines)('/monitor/logininfor on %s', (engine) => {
  let t: TestApp;
  let admin: ReturnType<typeof caller>;
  beforeAll(async () => {
    t = await createTestApp(engine);
    await createUser(t, 'lockme', 'secret123');
    await createUser(t, 'staffer', 'secret123');
    await login(t, { username: 'nobody', password: 'wrong-pass' });
    admin = caller(t, await adminToken(t));
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers 401 to an anonymous caller and 403 to a user without the permission', async () => {
    expect((await caller(t, null).get('/zcps/monitor/logininfor/list')).code).toBe(401);
    const staff = caller(t, await tokenOf(t, 'staffer', 'secret123'));
    expect((await staff.get('/zcps/monitor/logininfor/list')).code).toBe(403);
    expect((await staff.get('/zcps/monitor/logininfor/unlock/admin')).code).toBe(403);
    expect((await staff.del('/zcps/monitor/logininfor/clean')).code).toBe(403);
  });

  it('lists the tenant login log newest first as a paged envelope', async () => {
    const body = await admin.get('/zcps/monitor/logininfor/list?pageNum=1&pageSize=50');
    expect(body).toMatchObject({ code: 200, msg: '查询成功' });
    expect(body.total).toBeGreaterThanOrEqual(3);
    for (const row of body.rows) expect(() => loginLogVoSchema.parse(row)).not.toThrow();
    const ids = body.rows.map((r: { infoId: number }) => r.infoId);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(body.rows[0].loginTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  });

  it('filters by user name (contains), status and ip, and pages', async () => {
    const byName = await admin.get('/zcps/monitor/logininfor/list?userName=DMI');
    expect(byName.total).toBeGreaterThan(0);
    expect(byName.rows.every((r: { userName: string }) => r.userName === 'admin')).toBe(true);
    const failed = await admin.get('/zcps/monitor/logininfor/list?status=1');
    expect(failed.rows.map((r: { userName: string }) => r.userName)).toContain('nobody');
    expect(failed.rows.every((r: { status: string }) => r.status === '1')).toBe(true);
    const byIp = await admin.get('/zcps/monitor/logininfor/list?ipaddr=127.0');
    expect(byIp.total).toBe((await admin.get('/zcps/monitor/logininfor/list')).total);
    const none = await admin.get('/zcps/monitor/logininfor/list?ipaddr=10.99.99');
    expect(none).toMatchObject({ total: 0, rows: [] });
    const page2 = await admin.get('/zcps/monitor/logininfor/list?pageNum=2&pageSize=1');
    expect(page2.rows).toHaveLength(1);
  });

  it('sorts only by whitelisted columns and filters by date range', async () => {
    const sorted = await admin.get('/zcps/monitor/logininfor/list?orderByColumn=userName&isAsc=asc');
    const names = sorted.rows.map((r: { userName: string }) => r.userName);
    expect(names).toEqual([...names].sort());
    const refused = await admin.get('/zcps/monitor/logininfor/list?orderByColumn=msg&isAsc=asc');
    expect(refused.code).toBe(400);
    expect(refused.msg).toContain('msg');
    const old = await admin.get(
      '/zcps/monitor/logininfor/list?params%5BbeginTime%5D=2000-01-01%2000:00:00&params%5BendTime%5D=2000-01-02',
    );
    expect(old).toMatchObject({ code: 200, total: 0 });
    const recent = await admin.get(
      '/zcps/monitor/logininfor/list?params%5BbeginTime%5D=2000-01-01&params%5BendTime%5D=2999-01-01',
    );
    expect(recent.total).toBeGreaterThan(0);
    const bad = await admin.get('/zcps/monitor/logininfor/list?params%5BbeginTime%5D=yesterday');
    expect(bad.code).not.toBe(200);
  });

  it('answers 400 naming the field for bad input', async () => {
    const status = await admin.get('/zcps/monitor/logininfor/list?status=7');
    expect(status.code).toBe(400);
    expect(status.msg).toContain('status');
    const ids = await admin.del('/zcps/monitor/logininfor/1,abc');
    expect(ids.code).toBe(400);
    expect(ids.msg).toContain('infoIds');
    const size = await admin.get('/zcps/monitor/logininfor/list?pageSize=501');
    expect(size.code).toBe(400);
    expect(size.msg).toContain('pageSize');
  });

  it('exports the filtered rows as a real xlsx file', async () => {
    const { res } = await admin.send({
      method: 'POST',
      url: '/zcps/monitor/logininfor/export',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'userName=admin&status=0',
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const fileName = decodeURIComponent(String(res.headers['download-filename']));
    expect(fileName).toMatch(/^登录日志_\d{14}\.xlsx$/);
    expect(res.headers['content-disposition']).toContain('attachment');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.getRow(1).getCell(2).value).toBe('用户账号');
    const listed = await admin.get('/zcps/monitor/logininfor/list?userName=admin&status=0');
    expect(sheet.rowCount - 1).toBe(listed.total);
    expect(sheet.getRow(2).getCell(2).value).toBe('admin');
    expect(sheet.getRow(2).getCell(5).value).toBe('成功');

    const json = await admin.send({
      method: 'POST',
      url: '/zcps/monitor/logininfor/export',
      headers: { 'content-type': 'application/json', 'content-language': 'en_US' },
      payload: { userName: 'nobody' },
    });
    expect(decodeURIComponent(String(json.res.headers['download-filename']))).toMatch(/^login_log_/);
    const wb2 = new ExcelJS.Workbook();
    await wb2.xlsx.load(json.res.rawPayload as unknown as ArrayBuffer);
    expect(wb2.worksheets[0]!.getRow(1).getCell(2).value).toBe('User name');
    expect(wb2.worksheets[0]!.getRow(2).getCell(2).value).toBe('nobody');
  });

  it('unlocks an account locked by five wrong passwords', async () => {
    for (let i = 0; i < 5; i++) await login(t, { username: 'lockme', password: 'wrong-pass' });
    const locked = await login(t, { username: 'lockme', password: 'secret123' });
    expect(locked.code).toBe(500);
    expect(locked.msg).toContain('锁定');
    expect(await admin.get('/zcps/monitor/logininfor/unlock/lockme')).toMatchObject({ code: 200 });
    expect((await login(t, { username: 'lockme', password: 'secret123' })).code).toBe(200);
  });

  it('deletes selected rows, then cleans, recording each write in the operation log', async () => {
    const before = await admin.get('/zcps/monitor/logininfor/list?pageSize=2');
    const ids = before.rows.map((r: { infoId: number }) => r.infoId);
    expect(await admin.del(`/zcps/monitor/logininfor/${ids.join(',')}`)).toMatchObject({ code: 200 });
    const after = await admin.get('/zcps/monitor/logininfor/list?pageSize=500');
    expect(after.total).toBe(before.total - 2);
    expect(after.rows.map((r: { infoId: number }) => r.infoId)).not.toContain(ids[0]);

    expect(await admin.del('/zcps/monitor/logininfor/clean')).toMatchObject({ code: 200 });
    expect((await admin.get('/zcps/monitor/logininfor/list')).total).toBe(0);

    const logs = await operLogs(t);
    const mine = logs.filter((l) => l.title === '登录日志');
    expect(mine.map((l) => l.businessType)).toEqual(
      expect.arrayContaining([
        BusinessType.CLEAN,
        BusinessType.DELETE,
        BusinessType.EXPORT,
        BusinessType.OTHER,
      ]),
    );
    const deletion = mine.find((l) => l.businessType === BusinessType.DELETE)!;
    expect(deletion).toMatchObject({
      requestMethod: 'DELETE',
      operName: 'admin',
      operatorType: 1,
      status: 0,
      tenantId: '000000',
      deptName: '信息中心',
    });
    expect(deletion.operUrl).toBe(`/zcps/monitor/logininfor/${ids.join(',')}`);
    expect(deletion.operParam).toContain(String(ids[0]));
    expect(JSON.parse(deletion.jsonResult)).toMatchObject({ code: 200 });
    const refused = mine.find((l) => l.status === 1);
    expect(refused?.errorMsg).toContain('infoIds');
  });
});
