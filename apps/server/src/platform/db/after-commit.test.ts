import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { afterCommit, reportAfterCommitFailures } from './after-commit.js';
import { openDatabase, type Database } from './database.js';
import { rowsOf } from './raw-rows.js';

describe('afterCommit', () => {
  let database: Database;
  const seen: string[] = [];

  beforeAll(async () => {
    database = await openDatabase({});
    await database.db.execute(sql`CREATE TABLE t (v text)`);
  });
  afterAll(() => database.close());

  async function rows(): Promise<string[]> {
    const result = await database.db.execute(sql`SELECT v FROM t ORDER BY v`);
    return rowsOf<{ v: string }>(result).map((r) => r.v);
  }

  it('runs a hook after COMMIT, when the change is visible, and not before', async () => {
    seen.length = 0;
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`INSERT INTO t VALUES ('a')`);
      await afterCommit(tx, async () => {
        seen.push(`hook saw ${(await rows()).join(',')}`);
      });
      seen.push('body done');
    });
    expect(seen).toEqual(['body done', 'hook saw a']);
  });

  it('never runs the hooks of a transaction that rolled back', async () => {
    seen.length = 0;
    await expect(
      database.db.transaction(async (tx) => {
        await afterCommit(tx, () => void seen.push('rolled back hook'));
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect(seen).toEqual([]);
  });

  it("keeps a released savepoint's hooks for the outer commit and drops a rolled-back one's", async () => {
    seen.length = 0;
    await database.db.transaction(async (tx) => {
      await tx.transaction(async (inner) => {
        await afterCommit(inner, () => void seen.push('kept'));
      });
      await tx
        .transaction(async (inner) => {
          await afterCommit(inner, () => void seen.push('dropped'));
          throw new Error('inner refused');
        })
        .catch(() => undefined);
      expect(seen).toEqual([]);
    });
    expect(seen).toEqual(['kept']);
  });

  it('runs at once on the database itself, and a failing hook does not fail the caller', async () => {
    seen.length = 0;
    const reported: unknown[] = [];
    reportAfterCommitFailures((error) => reported.push(error));
    await afterCommit(database.db, () => void seen.push('now'));
    expect(seen).toEqual(['now']);
    await database.db.transaction(async (tx) => {
      await afterCommit(tx, () => {
        throw new Error('push failed');
      });
      await afterCommit(tx, () => void seen.push('next still runs'));
    });
    expect(seen).toEqual(['now', 'next still runs']);
    expect(reported).toEqual([new Error('push failed')]);
  });

  it('refuses an executor that is neither the database nor its transaction', async () => {
    await expect(afterCommit({} as Database['db'], () => undefined)).rejects.toThrow(/neither/);
  });
});
