import pg from 'pg';
import { PGlite } from '@electric-sql/pglite';

/** The little the generator and the baseline need from either engine. */
export interface SqlClient {
  query<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<T[]>;
  /** Several statements, no parameters. */
  exec(text: string): Promise<void>;
  close(): Promise<void>;
}

export async function openPg(url: string, max = 1): Promise<SqlClient> {
  const pool = new pg.Pool({ connectionString: url, max });
  pool.on('error', () => undefined);
  return {
    async query<T>(text: string, params?: unknown[]) {
      const res = await pool.query(text, params);
      return res.rows as T[];
    },
    async exec(text: string) {
      await pool.query(text);
    },
    close: () => pool.end(),
  };
}

export async function openPglite(dir: string): Promise<SqlClient> {
  const db = await PGlite.create({ dataDir: dir });
  return {
    async query<T>(text: string, params?: unknown[]) {
      const res = await db.query<T>(text, params);
      return res.rows;
    },
    async exec(text: string) {
      await db.exec(text);
    },
    close: () => db.close(),
  };
}

/** Drops and creates the bench database through an admin connection; never touches another database. */
export async function recreatePgDatabase(adminUrl: string, name: string): Promise<void> {
  if (!/^zcps_bench\w*$/.test(name)) throw new Error(`refusing to drop "${name}": not a bench database`);
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await client.query(`CREATE DATABASE ${name}`);
  } finally {
    await client.end();
  }
}
