import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import fp from 'fastify-plugin';
import { API_BASE, ResponseCode } from '@zcps/contracts';
import { rowsOf } from '../db/raw-rows.js';
import { caller } from '../../test/kits/monitor.js';
import {
  adminToken,
  authHeaders,
  createTestApp,
  login,
  testConfig,
  type TestApp,
} from '../../test/test-app.js';
import { buildApp } from '../../app.js';
import { DEMO_ALLOWED, demoMode } from './demo-mode.plugin.js';

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Any path parameter as an id that exists in the seed (1), so a route that slipped through would act. */
const concrete = (url: string) => url.replace(/:([A-Za-z]+)(\([^/]*?\))?(?=\/|$)/g, '1');

/**
 * ZCPS_DEMO_MODE (issue 24, item 4): generated from the route table, so a new write route cannot escape it.
 * As the super admin, every write route answers 901 and no table changes (the content of every table, the logs
 * included, is hashed before and after); reads, signing in and signing out still work.
 */
describe('demo mode', () => {
  let t: TestApp;
  let token: string;
  let writes: string[];

  /** Per table: row count and an md5 of its rows in a stable order. */
  const fingerprint = async (): Promise<Record<string, string>> => {
    await t.app.operLogIdle();
    const names = rowsOf<{ name: string }>(
      await t.database.db.execute(
        sql`SELECT table_name AS name FROM information_schema.tables
            WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY 1`,
      ),
    ).map((r) => r.name);
    const parts = names.map(
      (name) =>
        sql`SELECT ${name} AS name, count(*) || ':' || md5(coalesce(string_agg(x::text, '|' ORDER BY x::text), '')) AS hash FROM ${sql.identifier(name)} x`,
    );
    const rows = rowsOf<{ name: string; hash: string }>(
      await t.database.db.execute(sql.join(parts, sql` UNION ALL `)),
    );
    return Object.fromEntries(rows.map((r) => [r.name, r.hash]));
  };

  beforeAll(async () => {
    t = await createTestApp('pglite', { demoMode: true });
    token = await adminToken(t);
    writes = [...t.app.accessTable().keys()].filter(
      (key) => !READS.has(key.split(' ')[0]!) && !DEMO_ALLOWED.includes(key),
    );
  });
  afterAll(() => t?.close());

  it('refuses every write route with 901 and the family message, and nothing is written', async () => {
    expect(writes.length).toBeGreaterThan(300);
    const admin = caller(t, token);
    const before = await fingerprint();
    expect(Object.keys(before).length).toBeGreaterThan(50);
    const answered: string[] = [];
    for (const key of writes) {
      const [method, url] = key.split(' ') as [string, string];
      const { res, body } = await admin.send({
        method: method as 'POST',
        url: concrete(url),
        payload: { id: 1, ids: [1], userId: 1, status: '1', remark: 'demo' },
      });
      if (
        res.statusCode !== 200 ||
        body?.code !== ResponseCode.DEMO_MODE ||
        body?.msg !== '演示模式，不允许操作'
      )
        answered.push(`${key} → ${res.statusCode} ${JSON.stringify(body)}`);
    }
    expect(answered).toEqual([]);
    const after = await fingerprint();
    const changed = Object.keys(before).filter((name) => before[name] !== after[name]);
    expect(changed).toEqual([]);
  });

  it('words the refusal in the caller language', async () => {
    const { body } = await caller(t, token, 'en_US').send({ method: 'DELETE', url: '/zcps/system/user/2' });
    expect(body).toMatchObject({ code: 901, msg: 'Demo mode, no write operations allowed' });
  });

  it('still answers reads', async () => {
    const admin = caller(t, token);
    for (const url of [
      '/zcps/system/user/getInfo',
      '/zcps/system/menu/getRouters',
      '/zcps/system/user/list',
    ]) {
      expect((await admin.get(url)).code, url).toBe(200);
    }
    const cache = await admin.get('/zcps/monitor/cache');
    expect(cache.code).toBe(200);
  });

  it('lets a visitor sign in and out, and a visitor without a session still gets 401 on a write', async () => {
    const signedIn = await login(t);
    expect(signedIn.code).toBe(200);
    const visitor = caller(t, signedIn.data.access_token);
    expect((await visitor.get('/zcps/system/user/getInfo')).code).toBe(200);
    expect((await visitor.send({ method: 'POST', url: '/zcps/auth/logout' })).body.code).toBe(200);
    expect((await visitor.get('/zcps/system/user/getInfo')).code).toBe(401);
    const anonymous = await caller(t, null).send({ method: 'POST', url: '/zcps/system/post', payload: {} });
    expect(anonymous.body.code).toBe(401);
  });

  it('names only routes that exist, and refuses to start when a named route is gone', async () => {
    const table = [...t.app.accessTable().keys()];
    for (const key of DEMO_ALLOWED) expect(table).toContain(key);
    const bare = Fastify({ logger: false });
    await bare.register(fp(async () => {}, { name: 'access-guard' }));
    await bare.register(demoMode, { enabled: true });
    bare.post(`${API_BASE}/auth/logout`, async () => ({}));
    await expect(bare.ready()).rejects.toThrow(/auth\/new\/login/);
  });

  it('is off by default: the same write reaches its validation', async () => {
    const plain = await buildApp(testConfig(), { database: t.database, store: t.store, logger: false });
    try {
      const res = await plain.app.inject({
        method: 'POST',
        url: '/zcps/system/post',
        headers: authHeaders(token),
        payload: {},
      });
      expect(res.json().code).toBe(ResponseCode.BAD_REQUEST);
    } finally {
      await plain.close();
    }
  });
});
