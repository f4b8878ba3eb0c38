/**
 * The cost of durable writes on the embedded database (issue 19): the same write scenario on PGlite on disk
 * with the server's flush to disk off (ZCPS_PGLITE_DURABLE=false, how it ran before) and on (the default), in
 * alternating runs, through the server's own openDatabase and its migrations. The scenario is what a busy
 * console writes: one autocommit insert per request (an operation log row) and short transactions of ten rows
 * (a form saved with its sub-records). Prints one JSON line: medians per mode and the ratio on/off.
 *
 *   cd bench && node --import tsx src/domain/durability-bench.ts [--writes 400] [--transactions 40] [--runs 5]
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: {
    writes: { type: 'string', default: '400' },
    transactions: { type: 'string', default: '40' },
    runs: { type: 'string', default: '5' },
  },
});
const writes = Number(values.writes);
const transactions = Number(values.transactions);
const runs = Number(values.runs);

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

async function once(durable: boolean): Promise<{ autocommitMs: number; transactionMs: number }> {
  const { openDatabase } = await import('../../../apps/server/src/platform/db/database.js');
  const { sql } = await import('drizzle-orm');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'zcps-bench-durable-'));
  const database = await openDatabase({ pgliteDir: dir, pgliteDurable: durable });
  try {
    await database.migrate();
    const { db } = database;
    const row = (i: number) =>
      sql`INSERT INTO sys_oper_log (tenant_id, title, business_type, method, request_method, oper_name, oper_url,
        oper_ip, oper_param, json_result, status, cost_time)
        VALUES ('000000', 'bench', 1, 'bench', 'POST', 'admin', '/bench', '127.0.0.1', ${`{"i":${i}}`}, '{}', 0, 1)`;
    let t = performance.now();
    for (let i = 0; i < writes; i++) await db.execute(row(i));
    const autocommitMs = (performance.now() - t) / writes;
    t = performance.now();
    for (let i = 0; i < transactions; i++)
      await db.transaction(async (tx) => {
        for (let j = 0; j < 10; j++) await tx.execute(row(i * 10 + j));
      });
    const transactionMs = (performance.now() - t) / transactions;
    return { autocommitMs, transactionMs };
  } finally {
    await database.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

const off: { autocommitMs: number; transactionMs: number }[] = [];
const on: typeof off = [];
for (let r = 0; r < runs; r++) {
  off.push(await once(false));
  on.push(await once(true));
}
const summary = (xs: typeof off) => ({
  autocommitMs: Number(median(xs.map((x) => x.autocommitMs)).toFixed(3)),
  transactionMs: Number(median(xs.map((x) => x.transactionMs)).toFixed(3)),
});
const [a, b] = [summary(off), summary(on)];
console.log(
  JSON.stringify({
    writes,
    transactions,
    runs,
    off: a,
    on: b,
    autocommitRatio: Number((b.autocommitMs / a.autocommitMs).toFixed(2)),
    transactionRatio: Number((b.transactionMs / a.transactionMs).toFixed(2)),
  }),
);
