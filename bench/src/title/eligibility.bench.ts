/**
 * Eligibility of 10,000 employees against one title on PostgreSQL (issue 7: under 5 s). Creates the database
 * zcps_bench_elig on 127.0.0.1:5432 (user postgres, trust), migrates it with the server's migrations, fills it
 * with INSERT … SELECT generate_series, times EligibilityService.evaluateMany three times, prints one JSON line
 * and drops the database.
 *
 *   cd bench && node --import tsx src/title/eligibility.bench.ts [--employees 10000] [--runs 3]
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { rootDir } from '../options.js';
import { dataSql, SUB_TABLES, TITLE_ID } from './eligibility-data.js';

const DB_NAME = 'zcps_bench_elig';
const BUDGET_MS = 5000;
const { values } = parseArgs({
  options: {
    employees: { type: 'string', default: '10000' },
    runs: { type: 'string', default: '3' },
    host: { type: 'string', default: '127.0.0.1:5432' },
  },
});
const employees = Number(values.employees);
const runs = Number(values.runs);
const url = (db: string) => `postgres://postgres@${values.host}/${db}`;

async function admin(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url('postgres') });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
};
const round = (ms: number) => Math.round(ms * 10) / 10;

async function main() {
  // The server code imports @zcps/contracts, whose package points at its build: bring it up to date first.
  execFileSync(
    process.execPath,
    [path.join(rootDir, 'node_modules/typescript/bin/tsc'), '-b', 'packages/contracts'],
    {
      cwd: rootDir,
      stdio: 'inherit',
    },
  );
  const { openDatabase } = await import('../../../apps/server/src/platform/db/database.js');
  const { MemoryStore } = await import('../../../apps/server/src/platform/store/memory-store.js');
  const { DictRepo } = await import('../../../apps/server/src/modules/system/dict/dict.repo.js');
  const { DictService } = await import('../../../apps/server/src/modules/system/dict/dict.service.js');
  const { DossierRepo } = await import('../../../apps/server/src/modules/title/eligibility/dossier.repo.js');
  const { EligibilityService } =
    await import('../../../apps/server/src/modules/title/eligibility/eligibility.service.js');
  const { titleConditionSeeds, titleExceptionSeeds } =
    await import('../../../apps/server/src/seed/data/title-conditions.js');
  const { zcTitleCondition, zcTitleException } = await import('../../../apps/server/src/db/schema/index.js');

  await admin(`DROP DATABASE IF EXISTS ${DB_NAME} WITH (FORCE)`);
  await admin(`CREATE DATABASE ${DB_NAME}`);
  const database = await openDatabase({ databaseUrl: url(DB_NAME) });
  try {
    const setupStart = performance.now();
    await database.migrate();
    const client = new pg.Client({ connectionString: url(DB_NAME) });
    await client.connect();
    try {
      const statements = dataSql(employees);
      for (const statement of statements.slice(0, 2)) await client.query(statement);
      await database.db.insert(zcTitleCondition).values(titleConditionSeeds);
      await database.db.insert(zcTitleException).values(titleExceptionSeeds);
      for (const statement of statements.slice(2)) await client.query(statement);
    } finally {
      await client.end();
    }
    const setupMs = performance.now() - setupStart;

    const service = new EligibilityService(
      new DossierRepo(database.db),
      new DictService(new DictRepo(database.db), new MemoryStore()),
    );
    const ids = Array.from({ length: employees }, (_, i) => i + 1);
    const times: number[] = [];
    let eligible = 0;
    let byException = 0;
    for (let run = 0; run < runs; run++) {
      const start = performance.now();
      const results = await service.evaluateMany('000000', TITLE_ID, ids, {
        exceptionId: 1,
        evalDate: '2025-06-30',
      });
      times.push(performance.now() - start);
      if (results.length !== employees) throw new Error(`evaluated ${results.length} of ${employees}`);
      eligible = results.filter((r) => r.eligible).length;
      byException = results.filter((r) => r.rules.some((x) => x.byException)).length;
    }
    const counted = await Promise.all(
      SUB_TABLES.map(async (table) => {
        const c = new pg.Client({ connectionString: url(DB_NAME) });
        await c.connect();
        const { rows } = await c.query<{ n: string }>(`SELECT count(*) AS n FROM ${table}`);
        await c.end();
        return Number(rows[0]!.n);
      }),
    );
    const minMs = Math.min(...times);
    console.log(
      JSON.stringify({
        bench: 'title-eligibility',
        engine: 'postgres',
        employees,
        subRecords: counted.reduce((a, b) => a + b, 0),
        conditions: titleConditionSeeds.filter((c) => c.titleId === TITLE_ID).length,
        eligible,
        byException,
        setupMs: round(setupMs),
        runsMs: times.map(round),
        minMs: round(minMs),
        medianMs: round(median(times)),
        budgetMs: BUDGET_MS,
        pass: median(times) < BUDGET_MS,
      }),
    );
  } finally {
    await database.close();
    await admin(`DROP DATABASE IF EXISTS ${DB_NAME} WITH (FORCE)`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
