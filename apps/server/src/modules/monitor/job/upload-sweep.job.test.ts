import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inArray, sql } from 'drizzle-orm';
import { sysOss, zcClient } from '../../../db/schema/index.js';
import { LogRetentionService } from '../log/log-retention.service.js';
import { LoginLogRepo } from '../logininfor/logininfor.repo.js';
import { OperLogRepo } from '../operlog/operlog.repo.js';
import { JobRepo } from './job.repo.js';
import { uploadSweepJob } from './upload-sweep.job.js';
import { multipartBody, samples } from '../../../test/kits/resource.js';
import {
  adminToken,
  authHeaders,
  createTestApp,
  routeEngines,
  type TestApp,
} from '../../../test/test-app.js';

/** Issue 19: licences uploaded for a registration that never came stay no longer than a day. */
describe.each(routeEngines)('the upload sweep job on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(() => t?.close());

  const upload = async (token?: string) => {
    const body = multipartBody('file', 'licence.png', samples.png);
    const url = token ? '/zcps/resource/oss/upload' : '/zcps/auth/register/licence';
    const headers = { ...body.headers, ...(token ? authHeaders(token) : {}) };
    const res = (await t.app.inject({ method: 'POST', url, payload: body.payload, headers })).json();
    expect(res.code).toBe(200);
    return Number(res.data.ossId);
  };
  const ageByHours = (ids: number[], hours: number) =>
    t.database.db
      .update(sysOss)
      .set({ createTime: sql`${sysOss.createTime} - make_interval(hours => ${hours})` })
      .where(inArray(sysOss.ossId, ids));
  const sweep = (hours?: number) =>
    uploadSweepJob.run({
      deps: {
        store: t.store,
        jobRepo: new JobRepo(t.database.db),
        logRetention: new LogRetentionService(
          new LoginLogRepo(t.database.db),
          new OperLogRepo(t.database.db),
          t.container.config,
        ),
        uploads: t.container.oss,
      },
      params: hours === undefined ? {} : { hours },
      signal: new AbortController().signal,
      log: () => {},
    });

  it('removes anonymous uploads no registration named within a day, and nothing else', async () => {
    const [stale, claimed, fresh] = [await upload(), await upload(), await upload()];
    const own = await upload(await adminToken(t));
    await ageByHours([stale, claimed, own], 30);
    await ageByHours([fresh], 2);
    await t.database.db.insert(zcClient).values({
      clientName: '已注册单位',
      creditCode: '91110000MA01SWEEP1',
      unitType: '4',
      contactName: '王五',
      contactPhone: '13700000001',
      licenceOssId: claimed,
    });

    expect(await sweep()).toBe('hours 24: removed 1');
    const left = await t.database.db
      .select({ id: sysOss.ossId })
      .from(sysOss)
      .where(inArray(sysOss.ossId, [stale, claimed, fresh, own]));
    expect(left.map((r) => r.id).sort((a, b) => a - b)).toEqual([claimed, fresh, own].sort((a, b) => a - b));
    expect(await sweep(2)).toBe('hours 2: removed 1');
    expect(await sweep()).toBe('hours 24: removed 0');
  });
});
