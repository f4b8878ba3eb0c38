import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverInfoSchema } from '@zcps/contracts';
import { adminToken, createTestApp, routeEngines, type TestApp } from '../../../test/test-app.js';
import { api } from '../../../test/kits/monitor-job.js';

describe.each(routeEngines)('GET /monitor/server on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('describes the host, the process, the database and the store', async () => {
    const res = await api(t, await adminToken(t)).get('/zcps/monitor/server');
    expect(res.code).toBe(200);
    const info = serverInfoSchema.parse(res.data);
    expect(info.cpu.cores).toBeGreaterThan(0);
    expect(info.memory.total).toBeGreaterThan(info.memory.free);
    expect(info.process.pid).toBe(process.pid);
    expect(info.process.nodeVersion).toBe(process.version);
    expect(info.database.engine).toBe(engine);
    expect(info.database.version).toMatch(/PostgreSQL/);
    expect(info.database.sizeBytes).toBeGreaterThan(0);
    if (t.store.kind === 'redis') expect(info.redis?.redis_version).toBeTruthy();
    else expect(info.redis).toBeNull();
  });

  it('requires monitor:server:list', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/zcps/monitor/server' });
    expect(res.json().code).toBe(401);
  });
});
