import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { makePgliteDurable } from './pglite-durability.js';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from '../../db/schema/index.js';
import { lockDataDir } from './data-dir-lock.js';
import { withCommitHooks } from './after-commit.js';

export type Schema = typeof schema;
/** One type for both engines: code above this layer never knows which one runs. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/**
 * What a repo runs its statements on: the database or a transaction opened on it. Drizzle's transaction extends
 * its database class, so a `db.transaction((tx) => ...)` callback passes `tx` here as it is, without a cast.
 */
export type Executor = Db;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  close(): Promise<void>;
  /** The embedded engine, when it is the one in use (tests dump and reload it). */
  pglite?: PGlite;
}

export interface DatabaseOptions {
  databaseUrl?: string;
  /** PGlite data folder; omitted → in memory. */
  pgliteDir?: string;
  /** A dump produced by PGlite's dumpDataDir, to start from a prepared database (tests). */
  pgliteLoad?: Blob;
  /** PGlite's shared_buffers (ZCPS_PGLITE_SHARED_BUFFERS); see pgliteStartParams. */
  pgliteSharedBuffers?: string;
  /** Flush PGlite's changed files to disk before each answer (ZCPS_PGLITE_DURABLE, on unless 'false'). */
  pgliteDurable?: boolean;
  poolSize?: number;
}

/**
 * PGlite runs PostgreSQL inside WebAssembly memory, which grows and never shrinks, so shared_buffers (128 MB by
 * default) ends up resident. Its data files are read through the OS page cache anyway, so a smaller pool costs
 * little: with 32 MB a reopened database starts at about a third of the memory (bench/README.md).
 */
export const DEFAULT_PGLITE_SHARED_BUFFERS = '32MB';

export function pgliteStartParams(sharedBuffers = DEFAULT_PGLITE_SHARED_BUFFERS): string[] {
  if (!/^\d+(kB|MB|GB)$/.test(sharedBuffers))
    throw new Error(`PGlite shared_buffers must look like 32MB, got "${sharedBuffers}"`);
  return [...PGlite.defaultStartParams, '-c', `shared_buffers=${sharedBuffers}`];
}

export const migrationsFolder = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../drizzle',
);

/**
 * Named prepared statements (e.g. the user list's) are planned for their actual parameters each time: a generic
 * plan cannot see how many rows an id array selects (a 100-dept subtree took 84 ms instead of 0.2). Options
 * given in the URL (`?options=-c search_path=…`) are kept.
 */
export function sessionOptions(databaseUrl: string): string {
  let given: string | null = null;
  try {
    given = new URL(databaseUrl).searchParams.get('options');
  } catch {
    // not a URL: libpq key=value strings keep their own options
  }
  return [given, '-c plan_cache_mode=force_custom_plan'].filter(Boolean).join(' ');
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 10,
      options: sessionOptions(options.databaseUrl),
    });
    pool.on('error', () => undefined); // idle-client errors surface on the next query instead of crashing
    const db = withCommitHooks(drizzlePg({ client: pool, schema }) as unknown as Db);
    return {
      db,
      kind: 'postgres',
      migrate: () => migratePg(drizzlePg({ client: pool, schema }), { migrationsFolder }),
      close: () => pool.end(),
    };
  }
  if (options.pgliteDir) fs.mkdirSync(options.pgliteDir, { recursive: true });
  const unlock = options.pgliteDir ? lockDataDir(options.pgliteDir) : () => undefined;
  let client: PGlite;
  try {
    client = await PGlite.create({
      dataDir: options.pgliteDir,
      loadDataDir: options.pgliteLoad,
      startParams: pgliteStartParams(options.pgliteSharedBuffers),
    });
  } catch (error) {
    unlock();
    throw error;
  }
  if (options.pgliteDir && options.pgliteDurable !== false) makePgliteDurable(client);
  const db = withCommitHooks(drizzlePglite({ client, schema }) as unknown as Db);
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(drizzlePglite({ client, schema }), { migrationsFolder }),
    close: () => client.close().finally(unlock),
    pglite: client,
  };
}
