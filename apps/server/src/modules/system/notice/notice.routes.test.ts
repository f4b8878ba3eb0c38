import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BusinessType, noticeVoSchema } from '@zcps/contracts';
import { sysNotice } from '../../../db/schema/index.js';
import { adminToken, createTestApp, routeEngines, login, type TestApp } from '../../../test/test-app.js';
import { caller, createUser, operLogs, tokenOf } from '../../../test/kits/monitor.js';
import { secondTenant } from '../../../test/kits/resource.js';

type Caller = ReturnType<typeof caller>;
const BASE = '/zcps/system/notice';
const send = (c: Caller, method: 'POST' | 'PUT', body: unknown) =>
  c.send({ method, url: BASE, payload: body as object }).then((r) => r.body);

describe.each(routeEngines)('/system/notice admin on %s', (engine) => {
  let t: TestApp;
  let admin: Caller;
  let staff: Caller;
  let other: Caller;
  let created: number;
  const stored = async () => t.database.db.select().from(sysNotice);

  beforeAll(async () => {
    t = await createTestApp(engine);
    admin = caller(t, await adminToken(t));
    await createUser(t, 'noticeuser', 'secret123');
    staff = caller(t, await tokenOf(t, 'noticeuser', 'secret123'));
    await secondTenant(t, {
      tenantId: '400003',
      userName: 'noticeadm',
      password: 'secret123',
      perms: 'system:notice:%',
    });
    const res = await login(t, { tenantId: '400003', username: 'noticeadm', password: 'secret123' });
    other = caller(t, res.data.access_token);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('refuses anonymous callers and callers without the permission', async () => {
    expect((await caller(t, null).get(`${BASE}/list`)).code).toBe(401);
    expect((await staff.get(`${BASE}/list`)).code).toBe(403);
    expect((await staff.get(`${BASE}/1`)).code).toBe(403);
    expect((await send(staff, 'POST', { noticeTitle: 'x', noticeType: '1' })).code).toBe(403);
    expect((await send(staff, 'PUT', { noticeId: 1, noticeTitle: 'x', noticeType: '1' })).code).toBe(403);
    expect((await staff.del(`${BASE}/1`)).code).toBe(403);
  });

  it('creates a notice with its HTML sanitised and lists it with the creator', async () => {
    const res = await send(admin, 'POST', {
      noticeTitle: '系统升级',
      noticeType: '1',
      status: '1',
      noticeContent:
        '<p style="color:red" onclick="steal()">维护<script>alert(1)</script>' +
        '<a href="javascript:alert(2)">x</a><img src="https://e.org/a.png" onerror="x()"></p>',
    });
    expect(res.code).toBe(200);
    created = res.data;
    const one = await admin.get(`${BASE}/${created}`);
    expect(() => noticeVoSchema.parse(one.data)).not.toThrow();
    const html = one.data.noticeContent as string;
    expect(html).toContain('<p style="color:red">维护');
    expect(html).toContain('<img src="https://e.org/a.png" />');
    expect(html).not.toMatch(/script|onclick|onerror|javascript/);
    const list = await admin.get(`${BASE}/list?noticeTitle=${encodeURIComponent('升级')}`);
    expect(list).toMatchObject({ code: 200, total: 1 });
    expect(list.rows[0]).toMatchObject({ noticeId: created, createByName: 'admin', status: '1' });
    expect((await admin.get(`${BASE}/list?createByName=admin&noticeType=1`)).total).toBeGreaterThan(0);
    expect((await admin.get(`${BASE}/list?createByName=nobody-here`)).total).toBe(0);
    const sorted = await admin.get(`${BASE}/list?orderByColumn=noticeId&isAsc=asc`);
    const ids = sorted.rows.map((r: { noticeId: number }) => r.noticeId);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
  });

  it('answers 400 naming the field for bad input and writes nothing', async () => {
    const before = (await stored()).length;
    const cases: [object, string][] = [
      [{ noticeTitle: '', noticeType: '1' }, 'noticeTitle'],
      [{ noticeTitle: '<b>标题</b>', noticeType: '1' }, 'noticeTitle'],
      [{ noticeTitle: 'x'.repeat(51), noticeType: '1' }, 'noticeTitle'],
      [{ noticeTitle: '标题', noticeType: '9' }, 'noticeType'],
      [{ noticeTitle: '标题', noticeType: '1', status: '5' }, 'status'],
    ];
    for (const [body, field] of cases) {
      const res = await send(admin, 'POST', body);
      expect(res.code, field).toBe(400);
      expect(res.msg, field).toContain(field);
    }
    expect((await send(admin, 'PUT', { noticeTitle: '标题', noticeType: '1' })).msg).toContain('noticeId');
    expect((await admin.del(`${BASE}/1,x`)).msg).toContain('noticeIds');
    expect((await admin.get(`${BASE}/list?noticeType=7`)).msg).toContain('noticeType');
    expect((await stored()).length).toBe(before);
  });

  it('keeps tenants apart', async () => {
    const mine = await other.get(`${BASE}/list`);
    expect(mine).toMatchObject({ code: 200, total: 0 });
    expect((await other.get(`${BASE}/${created}`)).code).toBe(500);
    const edit = await send(other, 'PUT', { noticeId: created, noticeTitle: '篡改', noticeType: '2' });
    expect(edit.code).toBe(500);
    expect(await other.del(`${BASE}/${created}`)).toMatchObject({
      code: 500,
      msg: `以下数据不存在或无权删除：${created}`,
    });
    expect((await admin.get(`${BASE}/${created}`)).data.noticeTitle).toBe('系统升级');
    const own = await send(other, 'POST', { noticeTitle: '他租户', noticeType: '2' });
    expect(own.code).toBe(200);
    expect((await admin.get(`${BASE}/list?noticeTitle=${encodeURIComponent('他租户')}`)).total).toBe(0);
  });

  it('edits, publishes and deletes, with read flags and the operation log', async () => {
    const edit = await send(admin, 'PUT', {
      noticeId: created,
      noticeTitle: '系统升级完成',
      noticeType: '2',
      status: '0',
      noticeContent: '<p>ok</p>',
    });
    expect(edit.code).toBe(200);
    expect((await admin.get(`${BASE}/${created}`)).data).toMatchObject({
      noticeTitle: '系统升级完成',
      noticeType: '2',
      status: '0',
      noticeContent: '<p>ok</p>',
    });
    const inbox = await staff.get(`${BASE}/my/list`);
    expect(inbox.rows.map((r: { noticeId: number }) => r.noticeId)).toContain(created);
    await staff.send({ method: 'PUT', url: `${BASE}/my/read/${created}` });
    expect(await admin.del(`${BASE}/${created}`)).toMatchObject({ code: 200 });
    expect((await admin.get(`${BASE}/${created}`)).code).toBe(500);
    expect(
      (await staff.get(`${BASE}/my/list`)).rows.map((r: { noticeId: number }) => r.noticeId),
    ).not.toContain(created);

    const logs = (await operLogs(t)).filter((l) => l.title === '通知公告' && l.tenantId === '000000');
    expect(logs.map((l) => l.businessType)).toEqual(
      expect.arrayContaining([BusinessType.INSERT, BusinessType.UPDATE, BusinessType.DELETE]),
    );
  });
});
