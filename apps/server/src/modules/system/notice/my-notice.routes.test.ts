import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { myNoticeVoSchema } from '@zcps/contracts';
import { sysNotice } from '../../../db/schema/index.js';
import { adminToken, createTestApp, routeEngines, login, type TestApp } from '../../../test/test-app.js';
import { caller, createUser, operLogs, tokenOf } from '../../../test/kits/monitor.js';
import { secondTenant } from '../../../test/kits/resource.js';

const LIST = '/zcps/system/notice/my/list';
const COUNT = '/zcps/system/notice/my/unread-count';

describe.each(routeEngines)('/system/notice/my on %s', (engine) => {
  let t: TestApp;
  let admin: ReturnType<typeof caller>;
  let staff: ReturnType<typeof caller>;
  let other: ReturnType<typeof caller>;
  let newest: number;
  let closed: number;
  let foreign: number;
  const put = (c: ReturnType<typeof caller>, url: string) =>
    c.send({ method: 'PUT', url }).then((r) => r.body);
  const ids = (body: { rows: { noticeId: number }[] }) => body.rows.map((r) => r.noticeId);

  beforeAll(async () => {
    t = await createTestApp(engine);
    const db = t.database.db;
    const later = new Date(Date.now() + 60_000);
    const inserted = await db
      .insert(sysNotice)
      .values([
        {
          noticeTitle: '最新通知',
          noticeType: '1',
          noticeContent: '<p>new</p>',
          createTime: later,
          createBy: 1,
        },
        { noticeTitle: '已关闭', noticeType: '1', status: '1' },
        { noticeTitle: '他租户通知', noticeType: '2', tenantId: '400001', createBy: 1 },
      ])
      .returning({ id: sysNotice.noticeId });
    [newest, closed, foreign] = inserted.map((r) => r.id) as [number, number, number];
    admin = caller(t, await adminToken(t));
    await createUser(t, 'noticestaff', 'secret123');
    staff = caller(t, await tokenOf(t, 'noticestaff', 'secret123'));
    await secondTenant(t, { tenantId: '400001', userName: 'noticeother', password: 'secret123' });
    other = caller(
      t,
      (await login(t, { tenantId: '400001', username: 'noticeother', password: 'secret123' })).data
        .access_token,
    );
  });
  afterAll(async () => {
    await t?.close();
  });

  it('needs a signed-in user', async () => {
    const anon = caller(t, null);
    expect((await anon.get(LIST)).code).toBe(401);
    expect((await anon.get(COUNT)).code).toBe(401);
    expect((await put(anon, '/zcps/system/notice/my/read/1')).code).toBe(401);
    expect((await put(anon, '/zcps/system/notice/my/read-all')).code).toBe(401);
  });

  it('lists the published notices of the tenant newest first, all unread at first', async () => {
    const body = await staff.get(LIST);
    expect(body).toMatchObject({ code: 200, total: 3 });
    for (const row of body.rows) expect(myNoticeVoSchema.parse(row).read).toBe(false);
    expect(ids(body)[0]).toBe(newest);
    expect(ids(body)).toEqual(expect.arrayContaining([1, 2]));
    expect(ids(body)).not.toContain(closed);
    expect(ids(body)).not.toContain(foreign);
    expect(body.rows[0]).toMatchObject({ noticeTitle: '最新通知', createByName: 'admin', readTime: null });
    expect((await staff.get(COUNT)).data).toBe(3);
    expect((await staff.get(`${LIST}?pageNum=2&pageSize=2`)).rows).toHaveLength(1);
  });

  it('keeps read flags per user', async () => {
    expect(await put(staff, '/zcps/system/notice/my/read/1')).toMatchObject({ code: 200 });
    expect(await put(staff, '/zcps/system/notice/my/read/1')).toMatchObject({ code: 200 });
    expect((await staff.get(COUNT)).data).toBe(2);
    expect((await admin.get(COUNT)).data).toBe(3);
    const list = await staff.get(LIST);
    const first = list.rows.find((r: { noticeId: number }) => r.noticeId === 1);
    expect(first).toMatchObject({ read: true, readTime: expect.stringMatching(/^\d{4}-\d{2}-\d{2} /) });
    const unread = await staff.get(`${LIST}?unreadOnly=true`);
    expect(unread.total).toBe(2);
    expect(ids(unread)).not.toContain(1);
    expect(ids(await admin.get(`${LIST}?unreadOnly=true`))).toContain(1);
  });

  it('ignores notices that are closed, unknown or of another tenant', async () => {
    expect((await put(staff, `/zcps/system/notice/my/read/${closed},${foreign},999999`)).code).toBe(200);
    expect((await staff.get(COUNT)).data).toBe(2);
    expect((await other.get(COUNT)).data).toBe(1);
    expect(ids(await other.get(LIST))).toEqual([foreign]);
  });

  it('marks everything read and answers 400 naming the field for bad input', async () => {
    expect(await put(staff, '/zcps/system/notice/my/read-all')).toMatchObject({ code: 200 });
    expect((await staff.get(COUNT)).data).toBe(0);
    expect((await staff.get(LIST)).rows.every((r: { read: boolean }) => r.read)).toBe(true);
    expect((await staff.get(`${LIST}?unreadOnly=1`)).total).toBe(0);
    expect((await admin.get(COUNT)).data).toBe(3);
    expect((await other.get(COUNT)).data).toBe(1);

    const badIds = await put(staff, '/zcps/system/notice/my/read/1,abc');
    expect(badIds).toMatchObject({ code: 400 });
    expect(badIds.msg).toContain('noticeIds');
    expect((await staff.get(`${LIST}?unreadOnly=maybe`)).msg).toContain('unreadOnly');
    expect((await staff.get(`${LIST}?pageSize=0`)).msg).toContain('pageSize');

    const logs = (await operLogs(t)).filter((l) => l.title === '通知公告');
    expect(
      logs.some((l) => l.operUrl === '/zcps/system/notice/my/read-all' && l.operName === 'noticestaff'),
    ).toBe(true);
  });
});
