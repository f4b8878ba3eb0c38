import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openDatabase, pgliteStartParams } from './database.js';

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
