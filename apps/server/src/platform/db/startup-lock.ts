import pg from 'pg';

/** Any fixed number: every instance of one deployment asks PostgreSQL for the same lock. */
const STARTUP_LOCK_KEY = 7_316_042;

/**
 * Runs the start-up writes (migrations, seed, demo files, manuals) of one instance at a time. Instances started
 * together on one PostgreSQL database would otherwise run the same migration twice and the second would fail
 * (duplicate type), or both would seed the same rows. A session-level advisory lock on a connection of its own,
 * released when the connection ends even if this process dies. PGlite has a single owner: no lock needed.
 */
export async function withStartupLock<T>(
  databaseUrl: string | undefined,
  work: () => Promise<T>,
): Promise<T> {
  if (!databaseUrl) return work();
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
    return await work();
  } finally {
    await client.end();
  }
}
