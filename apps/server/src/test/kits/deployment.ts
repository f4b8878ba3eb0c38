import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase } from '../../platform/db/database.js';
import { seededDump, type Engine } from '../test-app.js';

/** `url` with another path (a database name, a Redis database number). */
export function withPath(url: string, pathname: string): string {
  const u = new URL(url);
  u.pathname = pathname;
  return u.toString();
}

/** One statement on the test server's `postgres` database (CREATE / DROP DATABASE). */
export async function adminQuery(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: withPath(process.env.TEST_DATABASE_URL!, '/postgres') });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** A Redis database among `candidates` holding no key: the server's keys have a fixed prefix. */
export async function emptyRedisDb(base: string, candidates: number[]): Promise<number> {
  for (const db of candidates) {
    const probe = new Redis(withPath(base, `/${db}`));
    const size = await probe.dbsize();
    await probe.quit();
    if (size === 0) return db;
  }
  throw new Error(`no empty Redis database among ${candidates.join(', ')}`);
}

export interface Deployment {
  /** Environment of every server process of this deployment (one data dir, one database, one Redis db). */
  env: Record<string, string>;
  /** PGlite's lock file, which a killed server leaves behind. */
  lockFile?: string;
  cleanup(): Promise<void>;
}

/**
 * The run's seeded database, copied for real server processes: a PGlite data dir loaded from the dump (the first
 * start does not seed, ~15 s saved), or a PostgreSQL database from the template plus an empty Redis database
 * (when TEST_REDIS_URL is set) among `redisDbs`.
 */
export async function prepareDeployment(engine: Engine, redisDbs: number[]): Promise<Deployment> {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'zcps-deploy-'));
  if (engine === 'pglite') {
    const pgdata = path.join(root, 'pgdata');
    const seeded = await openDatabase({
      pgliteDir: pgdata,
      pgliteLoad: seededDump(),
    });
    await seeded.close();
    // Empty values, not absent keys: the child's env starts from this process's, which may name a database.
    return {
      env: { ZCPS_DATA_DIR: root, DATABASE_URL: '', REDIS_URL: '' },
      lockFile: `${pgdata}.lock`,
      cleanup: async () => fs.rmSync(root, { recursive: true, force: true }),
    };
  }
  const name = `zcps_deploy_${crypto.randomBytes(6).toString('hex')}`;
  await adminQuery(`CREATE DATABASE ${name} TEMPLATE ${inject('pgTemplate')}`);
  const redisBase = process.env.TEST_REDIS_URL;
  const redisUrl = redisBase ? withPath(redisBase, `/${await emptyRedisDb(redisBase, redisDbs)}`) : '';
  return {
    env: {
      ZCPS_DATA_DIR: root,
      DATABASE_URL: withPath(process.env.TEST_DATABASE_URL!, `/${name}`),
      REDIS_URL: redisUrl,
    },
    async cleanup() {
      await adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      fs.rmSync(root, { recursive: true, force: true });
      if (redisUrl) {
        const redis = new Redis(redisUrl);
        const keys = await redis.keys('zcps:*');
        if (keys.length) await redis.del(...keys);
        await redis.quit();
      }
    },
  };
}
