/**
 * Tally of 10,000 declarations by a committee of 25 on PostgreSQL (issue 8: under 1 s). Creates the database
 * zcps_bench_tally on 127.0.0.1:5432 (user postgres, trust), migrates it with the server's migrations, and per run
 * fills one open committee meeting with 25 present members and 10,000 declarations × their ballots (INSERT …
 * SELECT generate_series; about one ballot in ten is left blank), then times TallyService.tally: the counts, the
 * decisions, the tally rows and both batches of declarations through the transition service (trail rows and
 * applicant messages included). Prints one JSON line and drops the database.
 *
 *   cd bench && node --import tsx src/domain/tally-bench.ts [--declarations 10000] [--members 25] [--runs 7]
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { rootDir } from '../options.js';

const DB_NAME = 'zcps_bench_tally';
const BUDGET_MS = 1000;
const TENANT = '000000';
const { values } = parseArgs({
  options: {
    declarations: { type: 'string', default: '10000' },
    members: { type: 'string', default: '25' },
    runs: { type: 'string', default: '7' },
    host: { type: 'string', default: '127.0.0.1:5432' },
    /** Keep the database afterwards (to look at plans). */
    keep: { type: 'boolean', default: false },
  },
});
const declarations = Number(values.declarations);
const members = Number(values.members);
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

const percentile = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)]!;
};
const round = (ms: number) => Math.round(ms * 10) / 10;

/** The activity, the committee and its members, and the declarations (made once). */
const setupSql = [
  `INSERT INTO zc_title_series (series_id, tenant_id, series_code, series_name) VALUES (5, '${TENANT}', '05', '工程技术')`,
  `INSERT INTO zc_title (title_id, tenant_id, series_id, title_code, title_name, title_level)
     VALUES (52, '${TENANT}', 5, '0502', '高级工程师', '2')`,
  `INSERT INTO zc_review_activity (activity_id, tenant_id, activity_name, review_year, series_id, declare_start,
     declare_end, status) VALUES (1, '${TENANT}', '2026 年度工程系列高级职称评审', 2026, 5, now(), now(), '1')`,
  `INSERT INTO zc_reviewer (reviewer_id, tenant_id, reviewer_name, unit_name, series_id, title_level, reviewer_type)
   SELECT g, '${TENANT}', '评委' || g, '评委单位' || g, 5, '1', '1' FROM generate_series(1, ${members}) g`,
  `INSERT INTO zc_review_team (team_id, tenant_id, activity_id, team_name, team_type, team_size)
     VALUES (1, '${TENANT}', 1, '评委会', '2', ${members})`,
  `INSERT INTO zc_review_team_member (tenant_id, team_id, reviewer_id, member_role)
   SELECT '${TENANT}', 1, g, CASE WHEN g = 1 THEN '1' ELSE '3' END FROM generate_series(1, ${members}) g`,
  `INSERT INTO zc_review_declaration (declaration_id, tenant_id, activity_id, employee_id, user_id, client_id,
     applicant_name, unit_name, title_id, title_level, stage, approval_status)
   SELECT g, '${TENANT}', 1, g, 1000 + g, 1 + g % 300, '申报人' || g, '申报单位' || (g % 300), 52, '2',
     'committee_vote', '4' FROM generate_series(1, ${declarations}) g`,
];

/** Puts every declaration back before the vote and opens meeting `run` with its ballots. */
const roundSql = (run: number) => [
  `UPDATE zc_review_declaration SET stage = 'committee_vote', approval_status = '4', committee_result = NULL`,
  `TRUNCATE zc_review_detail, zc_review_message`,
  `INSERT INTO zc_review_meeting (meeting_id, tenant_id, activity_id, team_id, kind, member_count, present_ids,
     declaration_ids)
   VALUES (${run}, '${TENANT}', 1, 1, 'committee', ${members},
     (SELECT jsonb_agg(g) FROM generate_series(1, ${members}) g),
     (SELECT jsonb_agg(g) FROM generate_series(1, ${declarations}) g))`,
  // v = (declaration × 7 + member × 13 + run) mod 10: agree below 4 + declaration mod 4 (40–70 % of the
  // members, so some pass and some fail), 9 blank, the rest oppose or abstain
  `INSERT INTO zc_review_ballot (meeting_id, declaration_id, tenant_id, choice)
   SELECT ${run}, d, '${TENANT}', CASE WHEN v < 4 + d % 4 THEN '1' WHEN v % 2 = 0 THEN '2' ELSE '3' END
   FROM (SELECT d, (d * 7 + r * 13 + ${run}) % 10 AS v
     FROM generate_series(1, ${declarations}) d, generate_series(1, ${members}) r) x
   WHERE v <> 9`,
  `ANALYZE zc_review_ballot`,
];

async function main() {
  // The server code imports @zcps/contracts, whose package points at its build: bring it up to date first.
  execFileSync(
    process.execPath,
    [path.join(rootDir, 'node_modules/typescript/bin/tsc'), '-b', 'packages/contracts'],
    { cwd: rootDir, stdio: 'inherit' },
  );
  const { openDatabase } = await import('../../../apps/server/src/platform/db/database.js');
  const { ReviewTransitions } =
    await import('../../../apps/server/src/modules/review/declaration/transition.service.js');
  const { TallyService } = await import('../../../apps/server/src/modules/review/vote/tally.service.js');

  await admin(`DROP DATABASE IF EXISTS ${DB_NAME} WITH (FORCE)`);
  await admin(`CREATE DATABASE ${DB_NAME}`);
  const database = await openDatabase({ databaseUrl: url(DB_NAME) });
  const client = new pg.Client({ connectionString: url(DB_NAME) });
  try {
    await database.migrate();
    await client.connect();
    for (const statement of setupSql) await client.query(statement);
    const tallies = new TallyService(database.db, new ReviewTransitions(database.db));
    const actor = { tenantId: TENANT, userId: 1, nickName: '评审办' };
    const times: number[] = [];
    const setups: number[] = [];
    let outcome: { passed: number; failed: number; status: string } | undefined;
    for (let run = 1; run <= runs; run++) {
      const setupStart = performance.now();
      for (const statement of roundSql(run)) await client.query(statement);
      setups.push(performance.now() - setupStart);
      const start = performance.now();
      outcome = await tallies.tally(actor, run);
      times.push(performance.now() - start);
      if (outcome.passed + outcome.failed !== declarations)
        throw new Error(`tallied ${outcome.passed + outcome.failed} of ${declarations}`);
    }
    const { rows } = await client.query<{ ballots: string; tallies: string; trail: string }>(
      `SELECT (SELECT count(*) FROM zc_review_ballot WHERE meeting_id = ${runs}) AS ballots,
        (SELECT count(*) FROM zc_review_tally WHERE meeting_id = ${runs}) AS tallies,
        (SELECT count(*) FROM zc_review_detail) AS trail`,
    );
    console.log(
      JSON.stringify({
        bench: 'review-tally',
        engine: 'postgres',
        declarations,
        members,
        ballotsPerRun: Number(rows[0]!.ballots),
        tallyRows: Number(rows[0]!.tallies),
        trailRows: Number(rows[0]!.trail),
        passed: outcome!.passed,
        failed: outcome!.failed,
        setupMs: round(setups.reduce((a, b) => a + b, 0)),
        runsMs: times.map(round),
        medianMs: round(percentile(times, 50)),
        p99Ms: round(percentile(times, 99)),
        budgetMs: BUDGET_MS,
        pass: percentile(times, 50) < BUDGET_MS,
      }),
    );
  } finally {
    await client.end();
    await database.close();
    if (!values.keep) await admin(`DROP DATABASE IF EXISTS ${DB_NAME} WITH (FORCE)`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
