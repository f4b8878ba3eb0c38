import fs from 'node:fs';
import crypto from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { DEFAULT_CLIENT_ID, DEFAULT_TENANT_ID } from '@zcps/contracts';
import { buildApp, type BuildOptions, type BuiltApp } from '../app.js';
import type { AppConfig } from '../config.js';
import { openDatabase, type Database } from '../platform/db/database.js';
import { encryptRequestBody } from '../platform/crypto/envelope-crypto.js';
import { MemoryStore, RedisStore, type Store } from '../platform/store/index.js';

export type Engine = 'pglite' | 'postgres';

const bothEngines: Engine[] = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

/**
 * For suites whose behaviour can differ between the engines: concurrency and row locks (PGlite has one
 * connection), raw and dynamic SQL (catalog introspection, DDL), and everything kept in the store (sessions,
 * codes, rate limits, caches and their eviction, pub/sub), which is Redis beside PostgreSQL. PGlite always;
 * PostgreSQL + Redis too when CI (or a developer) sets TEST_DATABASE_URL.
 */
export const engines: Engine[] = bothEngines;

/**
 * For route suites: PGlite is the same PostgreSQL, so a route's rules, answers and SQL hold on both; the suites
 * above cover what differs. They run once, on the faster engine at hand: PostgreSQL + Redis when TEST_DATABASE_URL
 * is set (CI: a test app's database is a template copy, ~1 s against PGlite's ~3 s loading its dump, and lists
 * answer ~1.6× sooner), PGlite otherwise. `TEST_ALL_ENGINES=1` runs them on both.
 */
export const routeEngines: Engine[] = process.env.TEST_ALL_ENGINES
  ? bothEngines
  : process.env.TEST_DATABASE_URL
    ? ['postgres']
    : ['pglite'];

export const testConfig = (overrides: Partial<AppConfig> = {}): AppConfig => ({
  port: 0,
  host: '127.0.0.1',
  dataDir: '',
  databaseUrl: undefined,
  redisUrl: undefined,
  captchaEnabled: false,
  logLevel: 'silent',
  webDist: undefined,
  openApiEnabled: true,
  inMemoryDatabase: true,
  ...overrides,
});

function dbUrl(base: string, name: string): string {
  const u = new URL(base);
  u.pathname = `/${name}`;
  return u.toString();
}

let dumpBytes: ArrayBuffer | undefined;

/**
 * The seeded PGlite dump, read once per test process. PGlite reads a dump through `arrayBuffer()` and `type`
 * only; a Node Blob copies its 50 MB through a stream on every read (about a second of CPU per test app), this
 * hands over the same bytes, which PGlite copies into its own file system and never writes.
 */
export function seededDump(): Blob {
  dumpBytes ??= new Uint8Array(fs.readFileSync(inject('pgliteDump'))).buffer;
  const bytes = dumpBytes;
  return { type: 'application/x-tar', arrayBuffer: async () => bytes } as Blob;
}

/** A fresh, migrated and seeded database of the given engine; dropped again by the returned close. */
export async function freshDatabase(engine: Engine): Promise<{ database: Database; drop(): Promise<void> }> {
  if (engine === 'pglite') {
    const database = await openDatabase({ pgliteLoad: seededDump() });
    return { database, drop: () => database.close() };
  }
  const base = process.env.TEST_DATABASE_URL!;
  const name = `zcps_t_${crypto.randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: dbUrl(base, 'postgres') });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${inject('pgTemplate')}`);
  await admin.end();
  const database = await openDatabase({ databaseUrl: dbUrl(base, name), poolSize: 4 });
  return {
    database,
    async drop() {
      await database.close();
      const c = new pg.Client({ connectionString: dbUrl(base, 'postgres') });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

export interface TestApp extends BuiltApp {
  database: Database;
  store: Store;
  publicKey: string;
}

/** PostgreSQL runs pair with Redis when TEST_REDIS_URL is set: the scale-out configuration. */
function testStore(engine: Engine): Store {
  const url = process.env.TEST_REDIS_URL;
  if (engine === 'postgres' && url)
    return new RedisStore(url, `zcps-test:${crypto.randomBytes(6).toString('hex')}:`);
  return new MemoryStore();
}

export async function createTestApp(
  engine: Engine,
  overrides: Partial<AppConfig> = {},
  options: Pick<BuildOptions, 'scheduler' | 'jobHandlers' | 'instanceId'> = {},
): Promise<TestApp> {
  const { database, drop } = await freshDatabase(engine);
  const store = testStore(engine);
  const built = await buildApp(testConfig(overrides), {
    ...options,
    database,
    store,
    logger: false,
    checkResponses: true,
  });
  await built.app.ready();
  return {
    ...built,
    database,
    store,
    publicKey: built.container.keys.publicKeyBase64,
    async close() {
      await built.close();
      await store.del(...(await store.keys('')));
      await store.close();
      await drop();
    },
  };
}

export interface LoginOptions {
  username?: string;
  password?: string;
  tenantId?: string;
  clientId?: string;
  grantType?: string;
  lang?: string;
  rememberMe?: boolean;
}

/** Logs in the way the console does: encrypted body, encrypt-key header. Returns the parsed envelope. */
export async function login(t: TestApp, opts: LoginOptions = {}) {
  const body = {
    tenantId: opts.tenantId ?? DEFAULT_TENANT_ID,
    username: opts.username ?? 'admin',
    password: opts.password ?? 'admin123',
    rememberMe: opts.rememberMe ?? false,
    clientId: opts.clientId ?? DEFAULT_CLIENT_ID,
    grantType: opts.grantType ?? 'password',
  };
  const { header, payload } = encryptRequestBody(t.publicKey, body);
  const res = await t.app.inject({
    method: 'POST',
    url: '/zcps/auth/new/login',
    headers: {
      'content-type': 'application/json',
      'encrypt-key': header,
      clientid: body.clientId,
      'content-language': opts.lang ?? 'zh_CN',
    },
    payload,
  });
  return res.json() as {
    code: number;
    msg: string;
    data: { access_token: string; expire_in: number; client_id: string };
  };
}

export async function adminToken(t: TestApp): Promise<string> {
  const res = await login(t);
  if (res.code !== 200) throw new Error(`admin login failed: ${res.msg}`);
  return res.data.access_token;
}

export function authHeaders(token: string, clientId = DEFAULT_CLIENT_ID) {
  return { authorization: `Bearer ${token}`, clientid: clientId };
}
