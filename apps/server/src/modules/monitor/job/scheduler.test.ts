import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { sysJob } from '../../../db/schema/index.js';
import { buildApp, type BuiltApp } from '../../../app.js';
import { RedisStore, MemoryStore } from '../../../platform/store/index.js';
import {
  adminToken,
  createTestApp,
  engines,
  freshDatabase,
  testConfig,
  type TestApp,
} from '../../../test/test-app.js';
import { api, jobBody, logsOf, testHandlers, waitFor } from '../../../test/kits/monitor-job.js';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const EVERY_SECOND = '* * * * * *';

describe.each(engines)('job scheduler on %s', (engine) => {
  let t: TestApp;
  let c: ReturnType<typeof api>;
  const counter = { runs: 0 };

  beforeAll(async () => {
    t = await createTestApp(engine, {}, { scheduler: true, jobHandlers: testHandlers(counter) });
    c = api(t, await adminToken(t));
  });
  afterAll(async () => {
    await t?.close();
  });

  const create = async (over: Record<string, unknown>) =>
    (
      await c.post(
        '/zcps/monitor/job',
        jobBody({ cronExpression: EVERY_SECOND, jobParams: '{}', status: '0', ...over }),
      )
    ).data as number;

  it('runs a job on its schedule, keeps going past failures and hangs, and stops when paused', async () => {
    const counting = await create({ invokeTarget: 'testCount', concurrent: '0' });
    const thrower = await create({ invokeTarget: 'testThrow' });
    const hanger = await create({ invokeTarget: 'testHang', timeoutSeconds: 1, concurrent: '1' });

    const counted = await waitFor(
      () => logsOf(t.database.db, counting),
      (l) => l.length >= 3,
    );
    expect(counted.every((l) => l.status === '0' && l.fireTime)).toBe(true);
    const thrown = await waitFor(
      () => logsOf(t.database.db, thrower),
      (l) => l.length >= 2,
    );
    expect(thrown.every((l) => l.status === '1' && l.exceptionInfo === 'boom')).toBe(true);
    const hung = await waitFor(
      () => logsOf(t.database.db, hanger),
      (l) => l.length >= 1,
    );
    expect(hung[0]).toMatchObject({ status: '1', exceptionInfo: 'timed out after 1s' });

    // Forbid-concurrency: while one hung run holds the job, the following ticks are skipped.
    const hangTicks = new Set(hung.map((l) => l.fireTime?.getTime()));
    expect(hangTicks.size).toBe(hung.length);

    for (const jobId of [counting, thrower, hanger])
      await c.put('/zcps/monitor/job/changeStatus', { jobId, status: '1' });
    await sleep(1500);
    const settled = (await logsOf(t.database.db, counting)).length;
    await sleep(1500);
    expect((await logsOf(t.database.db, counting)).length).toBe(settled);
    expect(t.jobs.scheduler.scheduled()).not.toContain(counting);
  });

  it('reports a stored invalid cron expression in the job log and keeps scheduling the others', async () => {
    const good = await create({ invokeTarget: 'testCount' });
    const bad = await create({ invokeTarget: 'testCount', status: '1' });
    // The API refuses bad crons, so put one in the way an import or a manual edit would.
    await t.database.db
      .update(sysJob)
      .set({ cronExpression: 'not a cron', status: '0' })
      .where(eq(sysJob.jobId, bad));
    await t.jobs.scheduler.reload(bad);
    const logs = await waitFor(
      () => logsOf(t.database.db, bad),
      (l) => l.length >= 1,
    );
    expect(logs[0]).toMatchObject({ status: '1' });
    expect(logs[0]?.exceptionInfo).toContain('invalid cron expression "not a cron"');
    expect(t.jobs.scheduler.scheduled()).not.toContain(bad);
    const before = (await logsOf(t.database.db, good)).length;
    await waitFor(
      () => logsOf(t.database.db, good),
      (l) => l.length > before,
    );
    for (const jobId of [good, bad]) await c.put('/zcps/monitor/job/changeStatus', { jobId, status: '1' });
  });

  it('picks up a resumed job and drops a deleted one', async () => {
    const id = await create({ invokeTarget: 'testCount', status: '1' });
    await sleep(200);
    expect(t.jobs.scheduler.scheduled()).not.toContain(id);
    await c.put('/zcps/monitor/job/changeStatus', { jobId: id, status: '0' });
    await waitFor(
      async () => t.jobs.scheduler.scheduled(),
      (ids) => ids.includes(id),
    );
    await waitFor(
      () => logsOf(t.database.db, id),
      (l) => l.length >= 1,
    );
    await c.del(`/zcps/monitor/job/${id}`);
    const gone = await waitFor(
      async () => t.jobs.scheduler.scheduled(),
      (ids) => !ids.includes(id),
    );
    expect(gone).not.toContain(id);
  });
});

describe.each(engines)('job scheduler restart on %s', (engine) => {
  it('survives a restart: a new app on the same database runs the job, and fires a missed tick once', async () => {
    const { database, drop } = await freshDatabase(engine);
    const store = new MemoryStore();
    const counter = { runs: 0 };
    const open = (scheduler: boolean) =>
      buildApp(testConfig(), {
        database,
        store,
        logger: false,
        scheduler,
        jobHandlers: testHandlers(counter),
      });
    let first: BuiltApp | undefined;
    let second: BuiltApp | undefined;
    try {
      first = await open(false);
      const tt = { ...first, database, store, publicKey: first.container.keys.publicKeyBase64 } as TestApp;
      const c = api(tt, await adminToken(tt));
      const every = (
        await c.post(
          '/zcps/monitor/job',
          jobBody({ invokeTarget: 'testCount', jobParams: '{}', cronExpression: EVERY_SECOND, status: '0' }),
        )
      ).data as number;
      const daily = (
        await c.post(
          '/zcps/monitor/job',
          jobBody({ invokeTarget: 'testCount', jobParams: '{}', status: '0', misfirePolicy: '2' }),
        )
      ).data as number;
      // The daily job last fired two days ago: its tick of yesterday was missed while nothing ran.
      await database.db
        .update(sysJob)
        .set({ lastFireTime: new Date(Date.now() - 2 * 86_400_000) })
        .where(eq(sysJob.jobId, daily));
      await first.close();
      first = undefined;

      second = await open(true);
      const logs = await waitFor(
        () => logsOf(database.db, every),
        (l) => l.length >= 2,
      );
      expect(logs.length).toBeGreaterThanOrEqual(2);
      const missed = await waitFor(
        () => logsOf(database.db, daily),
        (l) => l.length >= 1,
      );
      expect(missed).toHaveLength(1);
      expect(missed[0]!.fireTime!.getTime()).toBeLessThan(Date.now() - 3_600_000);
    } finally {
      await first?.close();
      await second?.close();
      await store.close();
      await drop();
    }
  });
});

const shared = Boolean(process.env.TEST_DATABASE_URL && process.env.TEST_REDIS_URL);

describe.skipIf(!shared)('two instances on one PostgreSQL and one Redis', () => {
  let apps: BuiltApp[] = [];
  let stores: RedisStore[] = [];
  let drop: () => Promise<void>;
  let db: Awaited<ReturnType<typeof freshDatabase>>['database'];

  beforeAll(async () => {
    const fresh = await freshDatabase('postgres');
    db = fresh.database;
    drop = fresh.drop;
    const prefix = `zcps-test:${crypto.randomBytes(6).toString('hex')}:`;
    stores = [0, 1].map(() => new RedisStore(process.env.TEST_REDIS_URL!, prefix));
    const counter = { runs: 0 };
    apps = await Promise.all(
      stores.map((store, i) =>
        buildApp(testConfig(), {
          database: db,
          store,
          logger: false,
          scheduler: true,
          instanceId: `instance-${i}`,
          jobHandlers: testHandlers(counter),
        }),
      ),
    );
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await stores[0]?.del(...(await stores[0].keys('')));
    for (const store of stores) await store.close();
    await drop?.();
  });

  it('runs each tick of an every-second job exactly once across both instances', async () => {
    const a = apps[0]!;
    const tt = {
      ...a,
      database: db,
      store: stores[0]!,
      publicKey: a.container.keys.publicKeyBase64,
    } as TestApp;
    const c = api(tt, await adminToken(tt));
    const jobId = (
      await c.post(
        '/zcps/monitor/job',
        jobBody({
          invokeTarget: 'testCount',
          jobParams: '{}',
          cronExpression: EVERY_SECOND,
          status: '0',
          concurrent: '0',
        }),
      )
    ).data as number;
    // Both instances learn of the new job through the Redis channel.
    await waitFor(
      async () => apps.map((x) => x.jobs.scheduler.scheduled().includes(jobId)),
      (v) => v.every(Boolean),
    );
    const started = Date.now();
    await sleep(5_500);
    await c.put('/zcps/monitor/job/changeStatus', { jobId, status: '1' });
    await sleep(500);
    const seconds = (Date.now() - started) / 1000;

    const logs = await logsOf(db.db, jobId);
    const perTick = new Map<number, number>();
    for (const log of logs)
      perTick.set(log.fireTime!.getTime(), (perTick.get(log.fireTime!.getTime()) ?? 0) + 1);
    expect([...perTick.values()].every((n) => n === 1)).toBe(true);
    expect(logs.length).toBeGreaterThanOrEqual(4);
    expect(logs.length).toBeLessThanOrEqual(Math.ceil(seconds) + 1);
    // Both instances took part (each claims whichever tick it reaches first).
    const instances = new Set(logs.map((l) => l.instanceId));
    expect(instances.size).toBeGreaterThanOrEqual(1);
  });
});
