import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { jobVoSchema } from '@zcps/contracts';
import { sysJob } from '../../../db/schema/index.js';
import { adminToken, createTestApp, engines, type TestApp } from '../../../test/test-app.js';
import { api, jobBody, logsOf, testHandlers, waitFor } from '../../../test/kits/monitor-job.js';

describe.each(engines)('/monitor/job on %s', (engine) => {
  let t: TestApp;
  let c: ReturnType<typeof api>;
  const counter = { runs: 0 };
  const jobCount = async () => (await t.database.db.select({ n: count() }).from(sysJob))[0]!.n;

  beforeAll(async () => {
    t = await createTestApp(engine, {}, { jobHandlers: testHandlers(counter) });
    c = api(t, await adminToken(t));
  });
  afterAll(async () => {
    await t?.close();
  });

  it('lists the seeded jobs and filters by name and status', async () => {
    const all = await c.get('/zcps/monitor/job/list');
    expect(all.code).toBe(200);
    expect(all.total).toBeGreaterThanOrEqual(3);
    expect(() => jobVoSchema.parse(all.rows[0])).not.toThrow();
    const paused = await c.get('/zcps/monitor/job/list?status=1&jobName=' + encodeURIComponent('心跳'));
    expect(paused.rows.map((r: { invokeTarget: string }) => r.invokeTarget)).toEqual(['heartbeat']);
  });

  it('creates, reads, updates and deletes a job', async () => {
    const created = await c.post('/zcps/monitor/job', jobBody({ status: '0' }));
    expect(created.code).toBe(200);
    const id = created.data as number;
    const got = await c.get(`/zcps/monitor/job/${id}`);
    expect(got.data).toMatchObject({ jobName: 'test job', status: '0', jobParams: '{"message":"hi"}' });
    expect(got.data.nextValidTime).toMatch(/^\d{4}-\d{2}-\d{2} 03:00:00$/);

    const updated = await c.put('/zcps/monitor/job', { ...jobBody({ jobName: 'renamed' }), jobId: id });
    expect(updated.code).toBe(200);
    expect((await c.get(`/zcps/monitor/job/${id}`)).data).toMatchObject({
      jobName: 'renamed',
      nextValidTime: null,
    });

    expect((await c.del(`/zcps/monitor/job/${id}`)).code).toBe(200);
    expect((await c.get(`/zcps/monitor/job/${id}`)).code).toBe(500);
  });

  it.each([
    ['bad cron', { cronExpression: 'every day' }, 'cronExpression'],
    ['unknown handler', { invokeTarget: 'process.exit' }, 'invokeTarget'],
    ['params not JSON', { jobParams: '{oops' }, 'jobParams'],
    ['params against the schema', { jobParams: '{"message":5}' }, 'jobParams'],
    ['unknown param', { jobParams: '{"rm":"-rf"}' }, 'jobParams'],
  ])('refuses %s with 400 naming the field and writes nothing', async (_name, over, field) => {
    const before = await jobCount();
    const res = await c.post('/zcps/monitor/job', jobBody(over));
    expect(res.code).toBe(400);
    expect(res.msg).toContain(field);
    expect(await jobCount()).toBe(before);
  });

  it('refuses a bad cron on update too', async () => {
    const res = await c.put('/zcps/monitor/job', { ...jobBody({ cronExpression: '* * *' }), jobId: 3 });
    expect(res.code).toBe(400);
    expect(res.msg).toContain('cronExpression');
  });

  it('lists handlers with localized descriptions', async () => {
    const en = await api(t, (await adminToken(t)) as string, 'en_US').get('/zcps/monitor/job/handlers');
    const names = en.data.map((h: { name: string }) => h.name);
    expect(names).toEqual(
      expect.arrayContaining(['heartbeat', 'sessionSweep', 'jobLogRetention', 'logRetention']),
    );
    expect(en.data.find((h: { name: string }) => h.name === 'heartbeat').description).toMatch(/Heartbeat/);
  });

  it('answers the next run times of a cron expression', async () => {
    const res = await c.get('/zcps/monitor/job/cron/nextTimes?cronExpression=0%2030%202%20*%20*%20*&count=3');
    expect(res.data).toHaveLength(3);
    for (const time of res.data) expect(time).toMatch(/^\d{4}-\d{2}-\d{2} 02:30:00$/);
    const bad = await c.get('/zcps/monitor/job/cron/nextTimes?cronExpression=nope');
    expect(bad.code).toBe(400);
  });

  it('pauses and resumes', async () => {
    const id = (await c.post('/zcps/monitor/job', jobBody({ status: '0' }))).data as number;
    expect((await c.put('/zcps/monitor/job/changeStatus', { jobId: id, status: '1' })).code).toBe(200);
    expect((await c.get(`/zcps/monitor/job/${id}`)).data).toMatchObject({ status: '1', nextValidTime: null });
    await c.put('/zcps/monitor/job/changeStatus', { jobId: id, status: '0' });
    expect((await c.get(`/zcps/monitor/job/${id}`)).data.nextValidTime).not.toBeNull();
  });

  it('runs once on demand and writes a job log', async () => {
    const id = (await c.post('/zcps/monitor/job', jobBody({ invokeTarget: 'testCount', jobParams: '{}' })))
      .data as number;
    expect((await c.put('/zcps/monitor/job/run', { jobId: id })).code).toBe(200);
    const logs = await waitFor(
      () => logsOf(t.database.db, id),
      (l) => l.length > 0,
    );
    expect(logs[0]).toMatchObject({ status: '0', jobMessage: expect.stringMatching(/^run \d+$/) });
    const list = await c.get(`/zcps/monitor/jobLog/list?jobId=${id}`);
    expect(list.total).toBe(1);
    expect(list.rows[0]).toMatchObject({ status: '0', invokeTarget: 'testCount' });
    const one = await c.get(`/zcps/monitor/jobLog/${list.rows[0].jobLogId}`);
    expect(one.data.durationMs).toBeGreaterThanOrEqual(0);
  });

  it('logs a throwing handler and a handler that outlives its timeout as failed', async () => {
    const thrower = (
      await c.post('/zcps/monitor/job', jobBody({ invokeTarget: 'testThrow', jobParams: '{}' }))
    ).data as number;
    const hanger = (
      await c.post(
        '/zcps/monitor/job',
        jobBody({ invokeTarget: 'testHang', jobParams: '{}', timeoutSeconds: 1 }),
      )
    ).data as number;
    await c.put('/zcps/monitor/job/run', { jobId: thrower });
    await c.put('/zcps/monitor/job/run', { jobId: hanger });
    const thrown = await waitFor(
      () => logsOf(t.database.db, thrower),
      (l) => l.length > 0,
    );
    expect(thrown[0]).toMatchObject({ status: '1', exceptionInfo: 'boom' });
    const hung = await waitFor(
      () => logsOf(t.database.db, hanger),
      (l) => l.length > 0,
    );
    expect(hung[0]).toMatchObject({ status: '1', exceptionInfo: 'timed out after 1s' });
    expect(hung[0]!.durationMs).toBeGreaterThanOrEqual(900);
    const failed = await c.get(`/zcps/monitor/jobLog/list?status=1&jobId=${hanger}`);
    expect(failed.total).toBe(1);
  });

  it('deletes and cleans job logs', async () => {
    const list = await c.get('/zcps/monitor/jobLog/list?pageSize=1');
    expect(list.total).toBeGreaterThan(0);
    expect((await c.del(`/zcps/monitor/jobLog/${list.rows[0].jobLogId}`)).code).toBe(200);
    expect((await c.get('/zcps/monitor/jobLog/list')).total).toBe(list.total - 1);
    expect((await c.del('/zcps/monitor/jobLog/clean')).code).toBe(200);
    expect((await c.get('/zcps/monitor/jobLog/list')).total).toBe(0);
  });

  it('exports the job list as a spreadsheet', async () => {
    const res = await c.raw({ method: 'POST', url: '/zcps/monitor/job/export', payload: {} });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
  });

  it('requires a login', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/zcps/monitor/job/list' });
    expect(res.json().code).toBe(401);
  });
});
