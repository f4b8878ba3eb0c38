import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openDatabase, pgliteStartParams, sessionOptions } from './database.js';

describe('the embedded database', () => {
  it('starts PGlite with a small shared buffer pool unless told otherwise', async () => {
    const small = await openDatabase({});
    const big = await openDatabase({ pgliteSharedBuffers: '64MB' });
    try {
      const shown = async (d: typeof small) => {
        const result = (await d.db.execute(sql`show shared_buffers`)) as unknown as {
          rows: { shared_buffers: string }[];
        };
        return result.rows[0]!.shared_buffers;
      };
      expect(await shown(small)).toBe('32MB');
      expect(await shown(big)).toBe('64MB');
    } finally {
      await small.close();
      await big.close();
    }
  });

  it('refuses a shared_buffers value PostgreSQL would misread', () => {
    expect(() => pgliteStartParams('32')).toThrow(/32MB/);
    expect(() => pgliteStartParams('32MB; drop')).toThrow();
    expect(pgliteStartParams('16MB')).toContain('shared_buffers=16MB');
  });
});

describe('a PostgreSQL server', () => {
  it('plans named statements for their parameters, keeping options given in the URL', () => {
    expect(sessionOptions('postgres://u@h:5432/db')).toBe('-c plan_cache_mode=force_custom_plan');
    expect(sessionOptions('postgres://u@h/db?options=-c%20search_path%3Dapp')).toBe(
      '-c search_path=app -c plan_cache_mode=force_custom_plan',
    );
  });

  it.runIf(process.env.TEST_DATABASE_URL)('runs every session with custom plans', async () => {
    const database = await openDatabase({ databaseUrl: process.env.TEST_DATABASE_URL!, poolSize: 1 });
    try {
      const result = (await database.db.execute(sql`show plan_cache_mode`)) as unknown as {
        rows: { plan_cache_mode: string }[];
      };
      expect(result.rows[0]!.plan_cache_mode).toBe('force_custom_plan');
    } finally {
      await database.close();
    }
  });
});
