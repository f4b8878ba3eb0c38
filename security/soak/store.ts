import net from 'node:net';
import pg from 'pg';
import type { WriteCheck } from './types.js';

export const PG_ADMIN_URL = process.env.SOAK_PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
/** A Redis database of the soak's own: it is emptied before and after the run. */
export const REDIS_URL = process.env.SOAK_REDIS_URL ?? 'redis://127.0.0.1:6379/13';

export function databaseUrl(name: string): string {
  const u = new URL(PG_ADMIN_URL);
  u.pathname = `/${name}`;
  return u.toString();
}

async function admin<T>(fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: PG_ADMIN_URL });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

export async function createDatabase(name: string): Promise<void> {
  await admin((c) => c.query(`CREATE DATABASE ${name}`));
}

export async function dropDatabase(name: string): Promise<void> {
  await admin((c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
}

export async function flushRedis(url: string): Promise<void> {
  const u = new URL(url);
  const db = Number(u.pathname.slice(1) || 0);
  if (db === 0)
    throw new Error('refusing to flush Redis database 0: give SOAK_REDIS_URL a database of its own');
  await new Promise<void>((resolve, reject) => {
    const socket = net.connect(Number(u.port || 6379), u.hostname, () =>
      socket.end(`SELECT ${db}\r\nFLUSHDB\r\nQUIT\r\n`),
    );
    socket.on('data', () => undefined);
    socket.on('error', reject);
    socket.on('close', () => resolve());
  });
}

/** Looks every acknowledged write up in the database: an acknowledged row that is missing is a lost write. */
export async function checkWrites(
  url: string,
  noticeIds: number[],
  postCodes: string[],
  titlePrefix: string,
  codePrefix: string,
): Promise<WriteCheck> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const notices = await client.query<{ n: string }>(
      'SELECT count(DISTINCT notice_id) AS n FROM sys_notice WHERE notice_id = ANY($1::bigint[])',
      [noticeIds],
    );
    const posts = await client.query<{ n: string }>(
      'SELECT count(DISTINCT post_code) AS n FROM sys_post WHERE post_code = ANY($1::text[])',
      [postCodes],
    );
    const all = await client.query<{ n: string }>(
      `SELECT (SELECT count(*) FROM sys_notice WHERE notice_title LIKE $1)
            + (SELECT count(*) FROM sys_post WHERE post_code LIKE $2) AS n`,
      [`${titlePrefix}%`, `${codePrefix}%`],
    );
    const noticesFound = Number(notices.rows[0]!.n);
    const postsFound = Number(posts.rows[0]!.n);
    return {
      noticesAcked: noticeIds.length,
      noticesFound,
      postsAcked: postCodes.length,
      postsFound,
      unacknowledgedRows: Number(all.rows[0]!.n) - noticesFound - postsFound,
    };
  } finally {
    await client.end();
  }
}
