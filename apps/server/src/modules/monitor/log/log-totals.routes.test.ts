import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, createTestApp, login, routeEngines, type TestApp } from '../../../test/test-app.js';
import { caller } from '../../../test/kits/monitor.js';
import { LoginLogRepo } from '../logininfor/logininfor.repo.js';

/**
 * The log lists take their totals from the count cache (platform/log/log-lists.ts): an entry written by any
 * route or sign-in, a delete, a clean and the retention purge must each show in the next list.
 */
describe.each(routeEngines)('log list totals on %s', (engine) => {
  let t: TestApp;
  let admin: ReturnType<typeof caller>;
  beforeAll(async () => {
    t = await createTestApp(engine);
    admin = caller(t, await adminToken(t));
  });
  afterAll(async () => {
    await t?.close();
  });

  const total = async (list: 'operlog' | 'logininfor', query = '') => {
    await t.app.operLogIdle();
    const res = await admin.get(`/zcps/monitor/${list}/list?pageNum=1&pageSize=1${query}`);
    expect(res.code).toBe(200);
    return res.total as number;
  };

  it('counts each operation-log entry written by a route, and the deletes', async () => {
    const before = await total('operlog');
    expect(await total('operlog', '&title=通知')).toBe(0);
    const created = await admin.send({
      method: 'POST',
      url: '/zcps/system/notice',
      payload: { noticeTitle: '计数', noticeType: '1', noticeContent: '<p>x</p>', status: '1' },
    });
    expect(created.body?.code).toBe(200);
    expect(await total('operlog')).toBe(before + 1);
    expect(await total('operlog', '&title=通知')).toBe(1);

    const [newest] = (await admin.get('/zcps/monitor/operlog/list?pageNum=1&pageSize=1')).rows;
    expect((await admin.del(`/zcps/monitor/operlog/${newest.operId}`)).code).toBe(200);
    // The delete is an audited write itself: one entry gone, one added.
    expect(await total('operlog')).toBe(before + 1);
    expect(await total('operlog', '&title=通知')).toBe(0);

    expect((await admin.del('/zcps/monitor/operlog/clean')).code).toBe(200);
    expect(await total('operlog')).toBe(1);
  });

  it('counts each sign-in, failed ones included, and drops the totals after the retention purge', async () => {
    const before = await total('logininfor');
    const failedBefore = await total('logininfor', '&status=1');
    await login(t, { username: 'nobody', password: 'wrong-pass' });
    expect(await total('logininfor')).toBe(before + 1);
    expect(await total('logininfor', '&status=1')).toBe(failedBefore + 1);
    await adminToken(t);
    expect(await total('logininfor')).toBe(before + 2);

    // Every entry is older than a cut-off in the future: the purge empties the log of every tenant.
    const loginLog = new LoginLogRepo(t.database.db, t.container.counts);
    expect(await loginLog.purgeBefore(new Date(Date.now() + 60_000))).toBe(before + 2);
    expect(await total('logininfor')).toBe(0);
  });
});
