import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type BuiltApp } from '../../app.js';
import { MemoryStore, RedisStore, type Store } from '../../platform/store/index.js';
import { engines, freshDatabase, login, testConfig, type TestApp } from '../../test/test-app.js';
import { buildEduApp, design } from '../../test/kits/lowcode.js';
import { caller } from '../../test/kits/monitor.js';

/**
 * Two instances on one database: a designer change on A reaches B's metadata cache at once through the store's
 * pub/sub (Redis when configured; otherwise one in-process store shared by both, which is the same contract).
 */
describe.each(engines)('low-code revisions across two instances on %s', (engine) => {
  let a: BuiltApp;
  let b: BuiltApp;
  let adminA: ReturnType<typeof caller>;
  let adminB: ReturnType<typeof caller>;
  let cleanup: () => Promise<void> = async () => {};

  beforeAll(async () => {
    const { database, drop } = await freshDatabase(engine);
    const redis = engine === 'postgres' ? process.env.TEST_REDIS_URL : undefined;
    const prefix = `zcps-test:${crypto.randomBytes(6).toString('hex')}:`;
    const shared = new MemoryStore();
    const storeA: Store = redis ? new RedisStore(redis, prefix) : shared;
    const storeB: Store = redis ? new RedisStore(redis, prefix) : shared;
    a = await buildApp(testConfig(), { database, store: storeA, logger: false });
    b = await buildApp(testConfig(), { database, store: storeB, logger: false });
    const asTest = (built: BuiltApp) =>
      ({ ...built, publicKey: built.container.keys.publicKeyBase64 }) as unknown as TestApp;
    adminA = caller(asTest(a), (await login(asTest(a))).data.access_token);
    adminB = caller(asTest(b), (await login(asTest(b))).data.access_token);
    cleanup = async () => {
      await a.close();
      await b.close();
      await storeA.del(...(await storeA.keys('')));
      await storeA.close();
      if (storeB !== storeA) await storeB.close();
      await drop();
    };
  });
  afterAll(async () => {
    await cleanup();
  });

  it('B serves the new revision as soon as A changes the object', async () => {
    const { appId, hoursId } = await buildEduApp(adminA, 'edu2');
    await design(adminA, 'POST', `app/${appId}/publish`);
    const fieldsOnB = async () =>
      ((await adminB.get('/zcps/lc/edu2/hours/meta'))!.data.fields as { name: string }[]).map((f) => f.name);
    expect(await fieldsOnB()).not.toContain('venue');
    await design(adminA, 'POST', 'field', { objectId: hoursId, name: 'venue', label: '地点', type: 'text' });
    expect(await fieldsOnB()).toContain('venue');
    const meta = (await adminB.get('/zcps/lc/edu2/hours/meta'))!.data;
    expect(meta.object.rev).toBeGreaterThan(1);
    await design(adminA, 'POST', `app/${appId}/unpublish`);
    expect((await adminB.get('/zcps/lc/edu2/hours/list'))!.code).toBe(404);
  });
});
