import path from 'node:path';
import { fileURLToPath } from 'node:url';

export type Engine = 'postgres' | 'pglite';

/** Sizes of one generated data set. */
export interface DataScale {
  users: number;
  depts: number;
  notices: number;
  employees: number;
  declarations: number;
  /** Rows of the low-code bench object (issue 23's generic list). */
  lowcodeRows: number;
  /** Running workflow instances cloned from engine-made ones (issue 21's 我的待办 and approvals). */
  workflowInstances: number;
  /** 操作日志, 登录日志 and 评审专家 rows (issue 25 point 2's default lists). */
  operLogs: number;
  loginLogs: number;
  reviewers: number;
}

export interface Options {
  name: 'quick' | 'full';
  engines: Engine[];
  scale: Record<Engine, DataScale>;
  connections: number[];
  durationSeconds: number;
  soakSeconds: number;
  soakEngine: Engine;
  coldLoads: number;
  generate: boolean;
  console: boolean;
  pgAdminUrl: string;
  pgDatabase: string;
  redisUrl: string;
  /** Scenario ids to run (and the floors they compare with); a partial run writes no results. */
  only?: string[];
}

export const benchDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const rootDir = path.resolve(benchDir, '..');
export const dataDir = path.join(benchDir, '.data');

const FULL_PG: DataScale = {
  users: 1_000_000,
  depts: 2_000,
  notices: 10_000,
  employees: 200_000,
  declarations: 100_000,
  lowcodeRows: 100_000,
  workflowInstances: 10_000,
  operLogs: 500_000,
  loginLogs: 500_000,
  reviewers: 5_000,
};
const FULL_PGLITE: DataScale = {
  users: 100_000,
  depts: 2_000,
  notices: 2_000,
  employees: 20_000,
  declarations: 10_000,
  lowcodeRows: 100_000,
  workflowInstances: 10_000,
  operLogs: 50_000,
  loginLogs: 50_000,
  reviewers: 2_000,
};
const QUICK_PGLITE: DataScale = {
  users: 10_000,
  depts: 200,
  notices: 500,
  employees: 2_000,
  declarations: 1_000,
  lowcodeRows: 10_000,
  workflowInstances: 1_000,
  operLogs: 5_000,
  loginLogs: 5_000,
  reviewers: 500,
};

/**
 * The root script is `npm run bench -w @zcps/bench`, so `npm run bench -- --quick` reaches the inner npm,
 * which takes unknown flags as its own config and hands them on as npm_config_* variables: read both.
 */
function npmConfig(flag: string): string | undefined {
  return process.env[`npm_config_${flag.replace(/^--/, '').replace(/-/g, '_')}`];
}

function value(args: string[], flag: string): string | undefined {
  const i = args.indexOf(flag);
  if (i >= 0) return args[i + 1];
  const inline = args.find((a) => a.startsWith(`${flag}=`));
  if (inline) return inline.slice(flag.length + 1);
  const env = npmConfig(flag);
  return env && env !== 'true' ? env : undefined;
}

function has(args: string[], flag: string): boolean {
  if (args.includes(flag)) return true;
  if (flag.startsWith('--no-')) return npmConfig(`--${flag.slice(5)}`) === 'false';
  return npmConfig(flag) === 'true';
}

function positive(text: string | undefined, flag: string, fallback: number): number {
  if (text === undefined) return fallback;
  const n = Number(text);
  if (!Number.isFinite(n) || n < 0) throw new Error(`${flag} needs a number ≥ 0, got "${text}"`);
  return n;
}

export const USAGE = `npm run bench -- [--quick] [--no-generate] [--no-console] [--soak-seconds N]
  [--duration N] [--connections 16,64] [--engines postgres,pglite]
  --quick          PGlite only (10,000 users), 16 connections, 5 s per scenario, 2 cold loads (< 3 min)
  (default: full)  PostgreSQL 1,000,000 users + PGlite 100,000 users, 16 and 64 connections, 20 s each,
                   a memory soak of --soak-seconds (default 300) on PGlite, 5 cold loads
  --no-generate    reuse the bench databases (fails unless their counts match)
  --only A,B       run only these scenarios (ids: getInfo, userList, dict, …, lowcodeList, workflowTodo, loginStorm, dossier, …, codegen, papers, workflowApproval, designerSplit) and their floors, skip the
                   console and the soak, print the figures and write them to results/only-<ids>.json only
  env BENCH_PG_URL (default postgres://postgres@127.0.0.1:5432/postgres, an admin connection),
      BENCH_REDIS_URL (default redis://127.0.0.1:6379/9: a database of its own, flushed at start),
      BENCH_PG_DATABASE (default zcps_bench: the database dropped and generated)`;

export function parseOptions(args: string[]): Options {
  if (args.includes('--help') || args.includes('-h')) {
    console.log(USAGE);
    process.exit(0);
  }
  const quick = has(args, '--quick');
  const engines = (value(args, '--engines') ?? (quick ? 'pglite' : 'postgres,pglite'))
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean) as Engine[];
  for (const e of engines) if (e !== 'postgres' && e !== 'pglite') throw new Error(`unknown engine ${e}`);
  const connections = (value(args, '--connections') ?? (quick ? '16' : '16,64')).split(',').map(Number);
  const pgScale = quick ? QUICK_PGLITE : FULL_PG;
  return {
    name: quick ? 'quick' : 'full',
    engines,
    scale: { postgres: pgScale, pglite: quick ? QUICK_PGLITE : FULL_PGLITE },
    connections,
    durationSeconds: positive(value(args, '--duration'), '--duration', quick ? 5 : 20),
    soakSeconds: positive(value(args, '--soak-seconds'), '--soak-seconds', quick ? 20 : 300),
    // The memory budget is the embedded database's (its WebAssembly heap never shrinks), so it soaks when it runs.
    soakEngine: engines.includes('pglite') ? 'pglite' : 'postgres',
    coldLoads: quick ? 2 : 5,
    generate: !has(args, '--no-generate'),
    console: !has(args, '--no-console'),
    pgAdminUrl: process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
    pgDatabase: process.env.BENCH_PG_DATABASE ?? 'zcps_bench',
    redisUrl: process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379/9',
    only: value(args, '--only')
      ?.split(',')
      .map((id) => id.trim())
      .filter(Boolean),
  };
}

export function pgUrl(options: Options): string {
  const u = new URL(options.pgAdminUrl);
  u.pathname = `/${options.pgDatabase}`;
  return u.toString();
}

export function pgliteDir(options: Options): string {
  return path.join(dataDir, `pglite-${options.name}`);
}
