/**
 * Balanced assignment of 10,000 declarations to 100 discipline teams with 回避 checks on PostgreSQL (issue 8:
 * under 2 s). Creates the database zcps_bench_assign on 127.0.0.1:5432 (user postgres, trust), migrates it with
 * the server's migrations and fills it by INSERT … SELECT generate_series: 20 professions, 5 teams of 7 per
 * profession, 700 reviewers of whom one in ten shares an entrusted unit with applicants, declared conflicts
 * (a person for one reviewer in seven, a unit for one in eleven), 10,000 declarations that passed the
 * eligibility check. Per run every declaration is taken out of its team (untimed), then
 * AssignmentService.auto is timed end to end: the activity locked, declarations, teams, members and conflicts
 * loaded, the placement computed and written (one UPDATE over unnest'ed arrays). The evaluation reviewers
 * (3 per declaration) are timed once after the last run. Prints one JSON line and drops the database.
 *
 *   cd bench && node --import tsx src/domain/assignment-bench.ts [--declarations 10000] [--teams 100] [--runs 7]
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { rootDir } from '../options.js';

const DB_NAME = 'zcps_bench_assign';
const BUDGET_MS = 2000;
const TENANT = '000000';
const PROFESSIONS = 20;
const TEAM_SIZE = 7;
const { values } = parseArgs({
  options: {
    declarations: { type: 'string', default: '10000' },
    teams: { type: 'string', default: '100' },
    runs: { type: 'string', default: '7' },
    host: { type: 'string', default: '127.0.0.1:5432' },
    keep: { type: 'boolean', default: false },
  },
});
const declarations = Number(values.declarations);
const teams = Number(values.teams);
const runs = Number(values.runs);
const reviewers = teams * TEAM_SIZE;
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

const setupSql = [
  `INSERT INTO zc_title_series (series_id, tenant_id, series_code, series_name) VALUES (5, '${TENANT}', '05', '工程技术')`,
  `INSERT INTO zc_title (title_id, tenant_id, series_id, title_code, title_name, title_level)
     VALUES (52, '${TENANT}', 5, '0502', '高级工程师', '2')`,
  `INSERT INTO zc_profession (profession_id, tenant_id, series_id, profession_code, profession_name, order_num)
   SELECT g, '${TENANT}', 5, 'P' || g, '专业' || g, g FROM generate_series(1, ${PROFESSIONS}) g`,
  `INSERT INTO zc_review_activity (activity_id, tenant_id, activity_name, review_year, series_id, profession_ids,
     declare_start, declare_end, status, assignment_status)
   VALUES (1, '${TENANT}', '2026 年度工程系列高级职称评审', 2026, 5,
     (SELECT jsonb_agg(g) FROM generate_series(1, ${PROFESSIONS}) g), now(), now(), '1', '1')`,
  // one reviewer in ten works at an applicant's entrusted unit (1..300), the others at units of their own
  `INSERT INTO zc_reviewer (reviewer_id, tenant_id, reviewer_name, unit_name, client_id, series_id, title_level,
     reviewer_type)
   SELECT g, '${TENANT}', '专家' || g, '专家单位' || g, CASE WHEN g % 10 = 0 THEN 1 + g % 300 ELSE 2000 + g END,
     5, '2', '2' FROM generate_series(1, ${reviewers}) g`,
  `INSERT INTO zc_reviewer_conflict (tenant_id, reviewer_id, conflict_type, employee_id, reason)
   SELECT '${TENANT}', g, 'person', 1 + (g * 13) % ${declarations}, '亲属' FROM generate_series(1, ${reviewers}) g
   WHERE g % 7 = 0`,
  `INSERT INTO zc_reviewer_conflict (tenant_id, reviewer_id, conflict_type, client_id, reason)
   SELECT '${TENANT}', g, 'unit', 1 + (g * 7) % 300, '曾任职' FROM generate_series(1, ${reviewers}) g
   WHERE g % 11 = 0`,
  `INSERT INTO zc_review_team (team_id, tenant_id, activity_id, team_name, team_type, profession_ids, team_size)
   SELECT t, '${TENANT}', 1, '学科组' || t, '1', jsonb_build_array(1 + (t - 1) % ${PROFESSIONS}), ${TEAM_SIZE}
   FROM generate_series(1, ${teams}) t`,
  `INSERT INTO zc_review_team_member (tenant_id, team_id, reviewer_id, member_role)
   SELECT '${TENANT}', 1 + (g - 1) / ${TEAM_SIZE}, g, CASE WHEN g % ${TEAM_SIZE} = 1 THEN '4' ELSE '3' END
   FROM generate_series(1, ${reviewers}) g`,
  `INSERT INTO zc_review_declaration (declaration_id, tenant_id, activity_id, employee_id, user_id, client_id,
     applicant_name, unit_name, title_id, profession_id, title_level, stage, approval_status)
   SELECT g, '${TENANT}', 1, g, 1000 + g, 1 + g % 300, '申报人' || g, '申报单位' || (g % 300), 52,
     1 + g % ${PROFESSIONS}, '2', 'group_review', '4' FROM generate_series(1, ${declarations}) g`,
  'ANALYZE',
];

async function main() {
  // The server code imports @zcps/contracts, whose package points at its build: bring it up to date first.
  execFileSync(
    process.execPath,
    [path.join(rootDir, 'node_modules/typescript/bin/tsc'), '-b', 'packages/contracts'],
    { cwd: rootDir, stdio: 'inherit' },
  );
  const { openDatabase } = await import('../../../apps/server/src/platform/db/database.js');
  const { AssignmentRepo } =
    await import('../../../apps/server/src/modules/review/assignment/assignment.repo.js');
  const { ActivityPhaseRepo } =
    await import('../../../apps/server/src/modules/review/assignment/activity-phase.repo.js');
  const { AssignmentService } =
    await import('../../../apps/server/src/modules/review/assignment/assignment.service.js');
  type Caller = Parameters<InstanceType<typeof AssignmentService>['auto']>[0];

  await admin(`DROP DATABASE IF EXISTS ${DB_NAME} WITH (FORCE)`);
  await admin(`CREATE DATABASE ${DB_NAME}`);
  const database = await openDatabase({ databaseUrl: url(DB_NAME) });
  const client = new pg.Client({ connectionString: url(DB_NAME) });
  try {
    await database.migrate();
    await client.connect();
    const setupStart = performance.now();
    for (const statement of setupSql) await client.query(statement);
    const setupMs = performance.now() - setupStart;
    const service = new AssignmentService(
      database.db,
      new AssignmentRepo(database.db),
      new ActivityPhaseRepo(database.db),
    );
    const caller = { tenantId: TENANT, userId: 1, deptId: null } as unknown as Caller;
    const times: number[] = [];
    let outcome: { assigned: number; unplaced: { reason: string }[] } | undefined;
    for (let run = 1; run <= runs; run++) {
      await client.query(`UPDATE zc_review_declaration SET team_id = NULL`);
      const start = performance.now();
      outcome = await service.auto(caller, { activityId: 1, rerun: false });
      times.push(performance.now() - start);
      if (outcome.assigned + outcome.unplaced.length !== declarations)
        throw new Error(`placed ${outcome.assigned} + ${outcome.unplaced.length} of ${declarations}`);
    }
    const evalStart = performance.now();
    const evaluators = await service.autoEvaluators(caller, { activityId: 1, evaluatorCount: 3 });
    const evaluatorMs = performance.now() - evalStart;
    // Balance: per profession, the largest minus the smallest team count; conflicts may widen it.
    const { rows } = await client.query<{ spread: number; conflicted: string }>(
      `SELECT max(spread)::int AS spread,
        (SELECT count(*) FROM zc_review_declaration d JOIN zc_review_team_member m ON m.team_id = d.team_id
          JOIN zc_reviewer r ON r.reviewer_id = m.reviewer_id WHERE r.client_id = d.client_id) AS conflicted
       FROM (SELECT p, max(n) - min(n) AS spread FROM (
         SELECT (t.profession_ids->>0)::int AS p, t.team_id, count(d.declaration_id) AS n
         FROM zc_review_team t LEFT JOIN zc_review_declaration d ON d.team_id = t.team_id
         GROUP BY t.team_id) x GROUP BY p) y`,
    );
    const reasons: Record<string, number> = {};
    for (const u of outcome!.unplaced) reasons[u.reason] = (reasons[u.reason] ?? 0) + 1;
    console.log(
      JSON.stringify({
        bench: 'review-assignment',
        engine: 'postgres',
        declarations,
        teams,
        reviewers,
        assigned: outcome!.assigned,
        unplaced: reasons,
        maxSpreadPerProfession: rows[0]!.spread,
        sameUnitPlacements: Number(rows[0]!.conflicted),
        evaluatorsAdded: evaluators.added,
        evaluatorsShort: evaluators.short.length,
        evaluatorMs: round(evaluatorMs),
        setupMs: round(setupMs),
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
