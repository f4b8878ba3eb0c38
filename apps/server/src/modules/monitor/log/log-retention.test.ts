import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { sysConfig, sysLogininfor, sysOperLog } from '../../../db/schema/index.js';
import { createTestApp, engines, type TestApp } from '../../../test/test-app.js';
import { JobRepo } from '../job/job.repo.js';
import { LoginLogRepo } from '../logininfor/logininfor.repo.js';
import { OperLogRepo } from '../operlog/operlog.repo.js';
import { logRetentionJob } from './log-retention.job.js';
import { LogRetentionService } from './log-retention.service.js';

const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000);

describe.each(engines)('log retention on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(async () => {
    await t?.close();
  });

  async function seed() {
    await t.database.db.delete(sysLogininfor);
    await t.database.db.delete(sysOperLog);
    await t.database.db.insert(sysLogininfor).values([
      { userName: 'old', loginTime: daysAgo(200) },
      { userName: 'new', loginTime: daysAgo(10) },
    ]);
    await t.database.db.insert(sysOperLog).values([
      { title: 'old', operTime: daysAgo(181) },
      { title: 'mid', operTime: daysAgo(40) },
      { title: 'new', operTime: daysAgo(1) },
    ]);
  }

  const run = (params: { days?: number }) => {
    const db = t.database.db;
    const logRetention = new LogRetentionService(
      new LoginLogRepo(db),
      new OperLogRepo(db),
      t.container.config,
    );
    return logRetentionJob.run({
      deps: { store: t.store, jobRepo: new JobRepo(db), logRetention, uploads: t.container.oss },
      params,
      signal: new AbortController().signal,
      log: () => {},
    });
  };

  it('purges entries older than sys.log.retentionDays (seeded 180)', async () => {
    await seed();
    expect(await run({})).toBe('days 180: login logs 1, operation logs 1');
    const left = await t.database.db.select({ title: sysOperLog.title }).from(sysOperLog);
    expect(left.map((r) => r.title).sort()).toEqual(['mid', 'new']);
  });

  it('follows a changed setting, and an explicit days parameter', async () => {
    await seed();
    await t.database.db
      .update(sysConfig)
      .set({ configValue: '30' })
      .where(eq(sysConfig.configKey, 'sys.log.retentionDays'));
    await t.container.config.evict('000000');
    expect(await run({})).toBe('days 30: login logs 1, operation logs 2');
    await seed();
    expect(await run({ days: 5 })).toBe('days 5: login logs 2, operation logs 2');
    expect(logRetentionJob.params.safeParse({ days: 0 }).success).toBe(false);
  });
});
