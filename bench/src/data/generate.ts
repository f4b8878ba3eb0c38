import fs from 'node:fs';
import path from 'node:path';
import { pgliteDir, pgUrl, type DataScale, type Engine, type Options } from '../options.js';
import { startService } from '../util/proc.js';
import { openPg, openPglite, recreatePgDatabase, type SqlClient } from './db.js';
import { BULK_INDEXES, COUNT_SQL, FIRST_USER_ID, generationSql, TENANT } from './sql.js';
import { TITLE_COUNT_SQL, titleGenerationSql } from './title-sql.js';
import { LIST_COUNT_SQL, listGenerationSql } from './list-sql.js';
import { createLowcodeObject, lowcodeGenerationSql, lowcodeRowCount } from './lowcode.js';
import { createWorkflowTemplates, workflowGenerationSql, workflowInstanceCount } from './workflow.js';

export interface GenerationResult {
  engine: Engine;
  scale: DataScale;
  generated: boolean;
  seconds: number;
  steps: { label: string; seconds: number }[];
  counts: {
    users: number;
    depts: number;
    notices: number;
    employees: number;
    declarations: number;
    lowcodeRows: number;
    workflowInstances: number;
    operLogs: number;
    loginLogs: number;
    reviewers: number;
  };
}

/** Server env for an engine: the same variables an operator would set. */
export function serverEnv(engine: Engine, options: Options): Record<string, string> {
  if (engine === 'postgres') {
    return {
      DATABASE_URL: pgUrl(options),
      REDIS_URL: options.redisUrl,
      ZCPS_DATA_DIR: path.join(pgliteDir(options), '..', 'pg-files'),
    };
  }
  return { ZCPS_DATA_DIR: pgliteDir(options) };
}

export async function openEngine(engine: Engine, options: Options): Promise<SqlClient> {
  return engine === 'postgres' ? openPg(pgUrl(options)) : openPglite(path.join(pgliteDir(options), 'pgdata'));
}

/**
 * Migrates and seeds the way production does: one start of the real server, then a clean stop; meanwhile the
 * low-code bench object is made and published through its designer API, and the workflow process deployed and its
 * two template instances started through the workflow API.
 */
async function migrateAndSeed(engine: Engine, options: Options): Promise<void> {
  const server = await startService(
    `seed-${engine}`,
    ['apps/server/dist/main.js'],
    {
      ...serverEnv(engine, options),
      LOG_LEVEL: 'warn',
      ZCPS_CAPTCHA_ENABLED: 'false',
      ZCPS_DEMO_DATA: 'false',
    },
    '/zcps/auth/rsa-public-key',
  );
  try {
    await createLowcodeObject(server.url);
    await createWorkflowTemplates(server.url);
  } finally {
    await server.stop();
  }
}

async function timed<T>(fn: () => Promise<T>): Promise<[T, number]> {
  const t0 = performance.now();
  const out = await fn();
  return [out, (performance.now() - t0) / 1000];
}

async function bulkLoad(db: SqlClient, scale: DataScale, log: (m: string) => void) {
  const steps: { label: string; seconds: number }[] = [];
  const defs = await db.query<{ indexname: string; indexdef: string }>(
    `SELECT indexname, indexdef FROM pg_indexes WHERE indexname = ANY($1)`,
    [BULK_INDEXES],
  );
  for (const d of defs) await db.exec(`DROP INDEX ${d.indexname}`);
  for (const step of [
    ...generationSql(scale),
    ...titleGenerationSql(scale, FIRST_USER_ID, TENANT),
    ...lowcodeGenerationSql(scale),
    ...workflowGenerationSql(scale),
    ...listGenerationSql(scale, FIRST_USER_ID, TENANT),
  ]) {
    const [, s] = await timed(() => db.exec(step.sql));
    log(`  ${step.label}: ${s.toFixed(1)} s`);
    steps.push({ label: step.label, seconds: s });
  }
  const [, si] = await timed(async () => {
    for (const d of defs) await db.exec(d.indexdef);
  });
  log(`  indexes rebuilt: ${si.toFixed(1)} s`);
  steps.push({ label: 'indexes', seconds: si });
  const [, sv] = await timed(() => db.exec('VACUUM ANALYZE'));
  log(`  vacuum analyze: ${sv.toFixed(1)} s`);
  steps.push({ label: 'vacuum analyze', seconds: sv });
  return steps;
}

function countsMatch(c: GenerationResult['counts'], scale: DataScale): boolean {
  return (
    c.users >= scale.users &&
    c.depts >= scale.depts &&
    c.notices >= scale.notices &&
    c.employees >= scale.employees &&
    c.declarations >= scale.declarations &&
    c.lowcodeRows >= scale.lowcodeRows &&
    c.workflowInstances >= scale.workflowInstances &&
    c.operLogs >= scale.operLogs &&
    c.loginLogs >= scale.loginLogs &&
    c.reviewers >= scale.reviewers
  );
}

export async function prepareData(
  engine: Engine,
  options: Options,
  log: (m: string) => void,
): Promise<GenerationResult> {
  const scale = options.scale[engine];
  const t0 = performance.now();
  let steps: GenerationResult['steps'] = [];
  if (options.generate) {
    log(`[data] ${engine}: fresh database, migrate and seed through the server`);
    if (engine === 'postgres') await recreatePgDatabase(options.pgAdminUrl, options.pgDatabase);
    else fs.rmSync(pgliteDir(options), { recursive: true, force: true });
    const [, seedSeconds] = await timed(() => migrateAndSeed(engine, options));
    steps.push({ label: 'migrate + seed', seconds: seedSeconds });
    const db = await openEngine(engine, options);
    try {
      steps = steps.concat(await bulkLoad(db, scale, log));
    } finally {
      await db.close();
    }
  }
  const db = await openEngine(engine, options).catch((e: unknown) => {
    throw new Error(`${engine} bench database cannot be opened (run without --no-generate): ${String(e)}`);
  });
  let counts: GenerationResult['counts'];
  try {
    const [system] =
      await db.query<Pick<GenerationResult['counts'], 'users' | 'depts' | 'notices'>>(COUNT_SQL);
    const [title] = await db.query<Pick<GenerationResult['counts'], 'employees' | 'declarations'>>(
      TITLE_COUNT_SQL(TENANT),
    );
    const lowcodeRows = await lowcodeRowCount((text) => db.query(text));
    const workflowInstances = await workflowInstanceCount((text) => db.query(text));
    const [lists] = await db.query<Pick<GenerationResult['counts'], 'operLogs' | 'loginLogs' | 'reviewers'>>(
      LIST_COUNT_SQL(TENANT),
    );
    counts = {
      users: 0,
      depts: 0,
      notices: 0,
      employees: 0,
      declarations: 0,
      ...system,
      ...title,
      lowcodeRows,
      workflowInstances,
      operLogs: 0,
      loginLogs: 0,
      reviewers: 0,
      ...lists,
    };
  } finally {
    await db.close();
  }
  if (!countsMatch(counts, scale)) {
    throw new Error(
      `${engine} bench data has ${JSON.stringify(counts)}, expected ${JSON.stringify(scale)}: run without --no-generate`,
    );
  }
  const seconds = (performance.now() - t0) / 1000;
  log(
    `[data] ${engine}: ${counts.users} users, ${counts.depts} depts, ${counts.notices} notices, ${counts.employees} employees, ${counts.declarations} declarations, ${counts.lowcodeRows} low-code rows, ${counts.workflowInstances} running workflow instances, ${counts.operLogs} operation logs, ${counts.loginLogs} login logs, ${counts.reviewers} reviewers (${seconds.toFixed(1)} s)`,
  );
  return { engine, scale, generated: options.generate, seconds, steps, counts };
}
