import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { sysNotice, sysUser } from '../../../db/schema/index.js';
import { adminToken, createTestApp, routeEngines, type TestApp } from '../../../test/test-app.js';
import { caller } from '../../../test/kits/monitor.js';

type Caller = ReturnType<typeof caller>;
const BASE = '/zcps/system/notice';

/** The list's totals come from the count cache: each write that moves them must show in the next list. */
describe.each(routeEngines)('/system/notice/list totals on %s', (engine) => {
  let t: TestApp;
  let admin: Caller;
  beforeAll(async () => {
    t = await createTestApp(engine);
    admin = caller(t, await adminToken(t));
  });
  afterAll(async () => {
    await t?.close();
  });

  const total = async (query: string) => {
    const body = await admin.get(`${BASE}/list?pageNum=1&pageSize=2&${query}`);
    expect(body.code).toBe(200);
    return body.total as number;
  };
  const send = async (method: 'POST' | 'PUT', payload: object) => {
    const res = await admin.send({ method, url: BASE, payload });
    expect(res.body!.code).toBe(200);
  };
  const idOf = async (title: string) =>
    (await t.database.db.select().from(sysNotice)).find((n) => n.noticeTitle === title)!.noticeId;

  it('follows add, edit (type and title), publish and remove', async () => {
    const [news, announcements, titled] = [
      await total('noticeType=1'),
      await total('noticeType=2'),
      await total('noticeTitle=计数'),
    ];
    // Asked again: the same totals, now from the cache.
    expect(await total('noticeType=1')).toBe(news);

    await send('POST', { noticeTitle: '计数一', noticeType: '1', status: '1', noticeContent: '<p>a</p>' });
    expect(await total('noticeType=1')).toBe(news + 1);
    expect(await total('noticeTitle=计数')).toBe(titled + 1);

    const id = await idOf('计数一');
    await send('PUT', {
      noticeId: id,
      noticeTitle: '计数一',
      noticeType: '2',
      status: '1',
      noticeContent: '',
    });
    expect(await total('noticeType=1')).toBe(news);
    expect(await total('noticeType=2')).toBe(announcements + 1);

    await send('PUT', {
      noticeId: id,
      noticeTitle: '改了标题',
      noticeType: '2',
      status: '0',
      noticeContent: '',
    });
    expect(await total('noticeTitle=计数')).toBe(titled);
    expect(await total('noticeType=2')).toBe(announcements + 1);

    expect((await admin.del(`${BASE}/${id}`)).code).toBe(200);
    expect(await total('noticeType=2')).toBe(announcements);
  });

  it('counts a filter on the creator’s name each time (a rename elsewhere moves it)', async () => {
    await send('POST', { noticeTitle: '计数二', noticeType: '1', status: '1', noticeContent: '' });
    const mine = await total('createByName=admin');
    expect(mine).toBeGreaterThan(0);
    await t.database.db.update(sysUser).set({ userName: 'zzboss' }).where(eq(sysUser.userId, 1));
    try {
      expect(await total('createByName=admin')).toBe(0);
      expect(await total('createByName=zzboss')).toBe(mine);
    } finally {
      await t.database.db.update(sysUser).set({ userName: 'admin' }).where(eq(sysUser.userId, 1));
    }
  });
});
