import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type BuiltApp } from '../../../app.js';
import { RedisStore } from '../../../platform/store/index.js';
import { authHeaders, freshDatabase, login, testConfig, type TestApp } from '../../../test/test-app.js';

const scaleOut = Boolean(process.env.TEST_DATABASE_URL && process.env.TEST_REDIS_URL);

describe('dictionary and config caches across two instances', () => {
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

  const asTest = (built: BuiltApp) =>
    ({ ...built, publicKey: built.container.keys.publicKeyBase64 }) as unknown as TestApp;
  const call = (
    built: BuiltApp,
    token: string,
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    payload?: object,
  ) =>
    built.app
      .inject({ method, url: `/zcps${url}`, headers: authHeaders(token), ...(payload ? { payload } : {}) })
      .then((res) => res.json());

  it.skipIf(!scaleOut)('an entry changed on B is read fresh on A at once', async () => {
    const tokenA = (await login(asTest(a))).data.access_token;
    const tokenB = (await login(asTest(b))).data.access_token;
    const labelsOnA = async () =>
      (await call(a, tokenA, 'GET', '/system/dict/data/type/sys_user_sex')).data.map(
        (d: { dictLabel: string }) => d.dictLabel,
      );
    expect(await labelsOnA()).toEqual(['男', '女', '未知']);
    const entry = (await call(b, tokenB, 'GET', '/system/dict/data/list?dictType=sys_user_sex')).rows[2];
    const edited = await call(b, tokenB, 'PUT', '/system/dict/data', {
      ...entry,
      dictLabel: '保密',
      createTime: undefined,
    });
    expect(edited.code).toBe(200);
    expect(await labelsOnA()).toEqual(['男', '女', '保密']);

    expect((await call(a, tokenA, 'GET', '/system/config/configKey/sys.user.initPassword')).data).toBe(
      '123456',
    );
    const update = { configKey: 'sys.user.initPassword', configValue: 'changed1' };
    expect((await call(b, tokenB, 'PUT', '/system/config/updateByKey', update)).code).toBe(200);
    expect((await call(a, tokenA, 'GET', '/system/config/configKey/sys.user.initPassword')).data).toBe(
      'changed1',
    );
  });
});
