import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../../platform/db/database.js';
import { rowsOf } from '../../../platform/db/raw-rows.js';
import { createTestApp, engines, type TestApp } from '../../../test/test-app.js';
import { sysCodeRule } from '../../../db/schema/index.js';
import { CodeRuleRepo } from './code-rule.repo.js';
import { CodeIssuer } from './code-rule.service.js';

const TENANT = '000000';
const FRESH = '200007';
const YEAR = new Date().getFullYear();

describe.each(engines)('numbering rules on %s', (engine) => {
  let t: TestApp;
  let issuer: CodeIssuer;

  beforeAll(async () => {
    t = await createTestApp(engine);
    issuer = new CodeIssuer(new CodeRuleRepo(t.database.db));
  });
  afterAll(async () => {
    await t?.close();
  });

  it('issues 50 concurrent numbers, each in its own transaction, with no gap and no duplicate', async () => {
    const issued = await Promise.all(
      Array.from({ length: 50 }, () =>
        t.database.db.transaction((tx) => issuer.issueOne(tx, TENANT, 'declaration')),
      ),
    );
    expect(new Set(issued).size).toBe(50);
    const expected = Array.from({ length: 50 }, (_, i) => `SB${YEAR}${String(i + 1).padStart(6, '0')}`);
    expect([...issued].sort()).toEqual(expected);
  });

  it('issues 50 concurrent batches of several numbers as disjoint consecutive runs', async () => {
    const batches = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        t.database.db.transaction((tx) => issuer.issue(tx, TENANT, 'certificate', 1 + (i % 3))),
      ),
    );
    const all = batches.flat();
    expect(all.length).toBe(17 * 1 + 17 * 2 + 16 * 3);
    expect([...all].sort()).toEqual(
      Array.from({ length: all.length }, (_, i) => `ZCZS${YEAR}${String(i + 1).padStart(6, '0')}`),
    );
    for (const batch of batches) {
      const seqs = batch.map((code) => Number(code.slice(-6)));
      expect(seqs).toEqual(seqs.map((_, i) => seqs[0]! + i));
    }
  });

  // Two server instances are two connection pools on one PostgreSQL database (PGlite serves one process only).
  it.runIf(engine === 'postgres')('issues 50 numbers from two instances at once, none twice', async () => {
    const [{ name }] = rowsOf<{ name: string }>(
      await t.database.db.execute(sql`SELECT current_database() AS name`),
    ) as [{ name: string }];
    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.pathname = `/${name}`;
    const other = await openDatabase({ databaseUrl: url.toString(), poolSize: 4 });
    try {
      const otherIssuer = new CodeIssuer(new CodeRuleRepo(other.db));
      const issued = await Promise.all(
        Array.from({ length: 50 }, (_, i) =>
          i % 2
            ? t.database.db.transaction((tx) => issuer.issueOne(tx, TENANT, 'instances'))
            : other.db.transaction((tx) => otherIssuer.issueOne(tx, TENANT, 'instances')),
        ),
      );
      expect([...issued].sort()).toEqual(
        Array.from({ length: 50 }, (_, i) => `SB${YEAR}${String(i + 1).padStart(6, '0')}`),
      );
    } finally {
      await other.close();
    }
  });

  it('gives a rolled-back number to the next issue, so numbers stay gapless', async () => {
    // A tenant without rules or demo reviewers: the built-in expert format from its first number.
    const first = await t.database.db.transaction((tx) => issuer.issueOne(tx, FRESH, 'expert'));
    await expect(
      t.database.db.transaction(async (tx) => {
        await issuer.issueOne(tx, FRESH, 'expert');
        throw new Error('the declaration failed to save');
      }),
    ).rejects.toThrow('the declaration failed to save');
    const next = await t.database.db.transaction((tx) => issuer.issueOne(tx, FRESH, 'expert'));
    expect([first, next]).toEqual(['ZJ000001', 'ZJ000002']);
  });

  it('numbers by the tenant’s own rule and restarts the sequence each period the rule resets in', async () => {
    await t.database.db.insert(sysCodeRule).values({
      tenantId: TENANT,
      ruleCode: 'archive',
      ruleName: '档案编号',
      prefix: 'DA',
      datePattern: 'yyyyMM',
      resetCycle: 'month',
      seqWidth: 4,
      separator: '-',
    });
    const at = (month: number) => new Date(2026, month, 15, 12);
    const issue = (month: number, n: number) =>
      t.database.db.transaction((tx) => issuer.issue(tx, TENANT, 'archive', n, at(month)));
    expect(await issue(0, 2)).toEqual(['DA-202601-0001', 'DA-202601-0002']);
    expect(await issue(1, 1)).toEqual(['DA-202602-0001']);
    expect(await issue(0, 1)).toEqual(['DA-202601-0003']);
    // Another tenant counts on its own.
    expect(await t.database.db.transaction((tx) => issuer.issue(tx, '200009', 'archive', 1, at(0)))).toEqual([
      'SB2026000001',
    ]);
  });
});
