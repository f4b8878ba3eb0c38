import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type BuiltApp } from '../../../app.js';
import { SessionService } from '../../../platform/auth/session.service.js';
import { RedisStore } from '../../../platform/store/index.js';
import { authHeaders, freshDatabase, login, testConfig, type TestApp } from '../../../test/test-app.js';

const scaleOut = Boolean(process.env.TEST_DATABASE_URL && process.env.TEST_REDIS_URL);

describe('forced logout across two instances', () => {
  let a: BuiltApp;
  let b: BuiltApp;
  let cleanup: () => Promise<void> = async () => {};
  beforeAll(async () => {
    if (!scaleOut) return;
    const { database, drop } = await freshDatabase('postgres');
    const prefix = `zcps-test:${crypto.randomBytes(6).toString('hex')}:`;
    const storeA = new RedisStore(process.env.TEST_REDIS_URL!, prefix);
    const storeB = new RedisStore(process.env.TEST_REDIS_URL!, prefix);
    a = await buildApp(testConfig(), { database, store: storeA, logger: false });
    b = await buildApp(testConfig(), { database, store: storeB, logger: false });
    cleanup = async () => {
      await a.close();
      await b.close();
      await storeA.del(...(await storeA.keys('')));
      await storeA.close();
      await storeB.close();
      await drop();
    };
  });
  afterAll(async () => {
    await cleanup();
  });

  it.skipIf(!scaleOut)('a session ended on B is refused on A at once', async () => {
    const asTest = (built: BuiltApp) =>
      ({ ...built, publicKey: built.container.keys.publicKeyBase64 }) as unknown as TestApp;
    const victim = await login(asTest(a));
    const adminB = await login(asTest(b));
    expect(victim.code).toBe(200);
    const token = victim.data.access_token;
    const onA = () =>
      a.app.inject({ method: 'GET', url: '/zcps/system/user/getInfo', headers: authHeaders(token) });
    expect((await onA()).json().code).toBe(200);
    const res = await b.app.inject({
      method: 'DELETE',
      url: `/zcps/monitor/online/${SessionService.tokenId(token)}`,
      headers: authHeaders(adminB.data.access_token),
    });
    expect(res.json()).toMatchObject({ code: 200 });
    expect((await onA()).json().code).toBe(401);
  });
});
