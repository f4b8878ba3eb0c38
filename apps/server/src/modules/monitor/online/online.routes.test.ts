import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BusinessType, onlineUserVoSchema } from '@zcps/contracts';
import { SessionService } from '../../../platform/auth/session.service.js';
import { adminToken, createTestApp, engines, type TestApp } from '../../../test/test-app.js';
import { caller, createUser, operLogs, tokenOf } from '../../../test/kits/monitor.js';

type Row = { tokenId: string; userName: string; current: boolean; loginTime: number };

describe.each(engines)('/monitor/online on %s', (engine) => {
  let t: TestApp;
  let adminTok: string;
  let admin: ReturnType<typeof caller>;
  beforeAll(async () => {
    t = await createTestApp(engine);
    await createUser(t, 'staffer', 'secret123');
    adminTok = await adminToken(t);
    admin = caller(t, adminTok);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers 401 anonymously and 403 without the permission', async () => {
    expect((await caller(t, null).get('/zcps/monitor/online/list')).code).toBe(401);
    const staff = caller(t, await tokenOf(t, 'staffer', 'secret123'));
    expect((await staff.get('/zcps/monitor/online/list')).code).toBe(403);
    expect((await staff.del(`/zcps/monitor/online/${SessionService.tokenId(adminTok)}`)).code).toBe(403);
  });

  it('lists live sessions newest first with tokenIds, never tokens, and filters them', async () => {
    const staffTok = await tokenOf(t, 'staffer', 'secret123');
    const body = await admin.get('/zcps/monitor/online/list');
    expect(body.code).toBe(200);
    expect(body.total).toBe(body.rows.length);
    for (const row of body.rows) expect(() => onlineUserVoSchema.parse(row)).not.toThrow();
    const rows = body.rows as Row[];
    expect(rows.map((r) => r.loginTime)).toEqual(rows.map((r) => r.loginTime).sort((a, b) => b - a));
    expect(rows.find((r) => r.current)?.tokenId).toBe(SessionService.tokenId(adminTok));
    expect(JSON.stringify(body)).not.toContain(adminTok);
    expect(JSON.stringify(body)).not.toContain(staffTok);
    const staffOnly = await admin.get('/zcps/monitor/online/list?userName=STAFF');
    expect(staffOnly.rows.every((r: Row) => r.userName === 'staffer')).toBe(true);
    expect(staffOnly.total).toBeGreaterThan(0);
    expect((await admin.get('/zcps/monitor/online/list?ipaddr=10.200.')).total).toBe(0);
    expect((await admin.get('/zcps/monitor/online/list?ipaddr=127.0')).total).toBe(body.total);
  });

  it('force-logs out a session at once, refuses the caller’s own and bad ids', async () => {
    const staffTok = await tokenOf(t, 'staffer', 'secret123');
    const staff = caller(t, staffTok);
    expect((await staff.get('/zcps/system/user/getInfo')).code).toBe(200);
    const out = await admin.del(`/zcps/monitor/online/${SessionService.tokenId(staffTok)}`);
    expect(out).toMatchObject({ code: 200 });
    expect((await staff.get('/zcps/system/user/getInfo')).code).toBe(401);

    const self = await admin.del(`/zcps/monitor/online/${SessionService.tokenId(adminTok)}`);
    expect(self.code).toBe(500);
    expect(self.msg).toContain('当前会话');
    expect((await admin.del(`/zcps/monitor/online/${'0'.repeat(64)}`)).code).toBe(500);
    const bad = await admin.del('/zcps/monitor/online/not-a-token');
    expect(bad.code).toBe(400);
    expect(bad.msg).toContain('tokenId');

    const logs = (await operLogs(t)).filter((l) => l.title === '在线用户');
    expect(logs.map((l) => l.status).sort()).toEqual([0, 1, 1, 1]);
    expect(logs.every((l) => l.businessType === BusinessType.FORCE)).toBe(true);
  });

  it('batch-logs out several sessions', async () => {
    const a = await tokenOf(t, 'staffer', 'secret123');
    const b = await tokenOf(t, 'staffer', 'secret123');
    const ids = [a, b].map(SessionService.tokenId).join(',');
    expect(await admin.del(`/zcps/monitor/online/batch/${ids}`)).toMatchObject({ code: 200 });
    expect((await caller(t, a).get('/zcps/system/user/getInfo')).code).toBe(401);
    expect((await caller(t, b).get('/zcps/system/user/getInfo')).code).toBe(401);
  });

  it('lets a user list and end their own other sessions only', async () => {
    const first = await tokenOf(t, 'staffer', 'secret123');
    const second = await tokenOf(t, 'staffer', 'secret123');
    const me = caller(t, first);
    const mine = await me.get('/zcps/monitor/online');
    expect(mine.code).toBe(200);
    expect(mine.rows.every((r: Row) => r.userName === 'staffer')).toBe(true);
    expect(mine.rows.map((r: Row) => r.tokenId)).toEqual(
      expect.arrayContaining([SessionService.tokenId(first), SessionService.tokenId(second)]),
    );
    expect((await me.del(`/zcps/monitor/online/my/${SessionService.tokenId(adminTok)}`)).code).toBe(500);
    expect((await me.del(`/zcps/monitor/online/my/${SessionService.tokenId(first)}`)).code).toBe(500);
    expect(await me.del(`/zcps/monitor/online/my/${SessionService.tokenId(second)}`)).toMatchObject({
      code: 200,
    });
    expect((await caller(t, second).get('/zcps/system/user/getInfo')).code).toBe(401);
    expect((await admin.get('/zcps/system/user/getInfo')).code).toBe(200);
  });

  it('records last activity at most once a minute', async () => {
    const id = SessionService.tokenId(adminTok);
    const row = (await admin.get('/zcps/monitor/online/list')).rows.find((r: Row) => r.tokenId === id);
    expect(row.lastActive).toBeGreaterThanOrEqual(row.loginTime);
    expect(row.lastActive).toBeLessThanOrEqual(Date.now());
  });
});
