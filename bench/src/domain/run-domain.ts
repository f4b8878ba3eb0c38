import type { Options } from '../options.js';
import { runNode } from '../util/proc.js';

/** One line of a domain benchmark (the JSON its script prints last). */
export interface DomainResult {
  id:
    | 'dossier'
    | 'eligibility'
    | 'tally'
    | 'assignment'
    | 'durability'
    | 'codegen'
    | 'papers'
    | 'workflowApproval'
    | 'designerSplit'
    | 'loginFloor';
  title: string;
  status: 'ran' | 'failed';
  note?: string;
  /** The script's own figures, as printed. */
  figures?: Record<string, unknown>;
}

/** The dossier at one connection (a page opened on a quiet server: the budget) and at 16 (the server busy). */
const DOSSIER_CONNECTIONS = [1, 16];

const SCRIPTS: {
  id: DomainResult['id'];
  title: string;
  args: (o: Options, connections: number) => string[];
  /** Runs whatever the engines (no database); the others need PostgreSQL among them. */
  anyEngine?: boolean;
}[] = [
  ...DOSSIER_CONNECTIONS.map((connections) => ({
    id: 'dossier' as const,
    title: `dossier page data, one employee with 200 sub-records, ${connections} connection${connections > 1 ? 's' : ''} (GET employee/info/{id}/dossier)`,
    args: (o: Options) => [
      'bench/src/employee/dossier.bench.ts',
      '--seconds',
      String(o.durationSeconds),
      '--connections',
      String(connections),
    ],
  })),
  {
    id: 'eligibility',
    title: 'eligibility of 10,000 employees against one title (EligibilityService.evaluateMany)',
    args: () => ['bench/src/title/eligibility.bench.ts', '--employees', '10000', '--runs', '3'],
  },
  {
    id: 'tally',
    title:
      'tally of 10,000 declarations by a committee of 25 present (TallyService.tally, transitions included)',
    args: () => [
      'bench/src/domain/tally-bench.ts',
      '--declarations',
      '10000',
      '--members',
      '25',
      '--runs',
      '7',
    ],
  },
  {
    id: 'assignment',
    title:
      'balanced assignment of 10,000 declarations to 100 teams with 回避 checks (AssignmentService.auto, end to end)',
    args: () => [
      'bench/src/domain/assignment-bench.ts',
      '--declarations',
      '10000',
      '--teams',
      '100',
      '--runs',
      '7',
    ],
  },
  {
    id: 'durability',
    title:
      'writes on the embedded database on disk, flushed to disk before each answer (default) against not (ZCPS_PGLITE_DURABLE=false)',
    args: () => [
      'bench/src/domain/durability-bench.ts',
      '--writes',
      '400',
      '--transactions',
      '40',
      '--runs',
      '5',
    ],
  },
  {
    id: 'workflowApproval',
    title:
      'one workflow approval (POST workflow/task/approve: lock, recover, act, save) with 10,000 running instances, one connection',
    args: (o: Options) => [
      'bench/src/domain/workflow-bench.ts',
      '--instances',
      String(o.scale.postgres.workflowInstances),
      '--approvals',
      o.name === 'quick' ? '100' : '500',
    ],
  },
  {
    id: 'designerSplit',
    title:
      'bpmn-js in the built console: the Modeler only in the designer route, no bpmn-js in /login or the signed-in shell',
    args: () => ['bench/src/console/designer-split.ts'],
    anyEngine: true,
  },
  {
    id: 'loginFloor',
    title:
      'login page against a static page holding the same form (no script), cold, same server and run: FCP, LCP, form on screen',
    args: (o: Options) => [
      'bench/src/console/login-floor.bench.ts',
      '--loads',
      o.name === 'quick' ? '7' : '15',
    ],
    anyEngine: true,
  },
  {
    id: 'codegen',
    title:
      'code generator on a 40-column table: preview (all files, prettier) and compile check against prettier alone and a warm ts-morph pass',
    args: (o: Options) => [
      'bench/src/domain/codegen-bench.ts',
      '--runs',
      o.name === 'quick' ? '10' : '30',
      '--checks',
      o.name === 'quick' ? '3' : '7',
    ],
    anyEngine: true,
  },
  {
    id: 'papers',
    title:
      'printable papers: one certificate and one 50-row 答辩签到表 as PDF (Noto Sans SC subset), first build and warm median',
    args: (o: Options) => ['bench/src/domain/papers-bench.ts', '--runs', o.name === 'quick' ? '10' : '30'],
    anyEngine: true,
  },
];

/**
 * The domain benchmarks, each in a process of its own: the title domain's (issue 7) on a PostgreSQL database it
 * creates and drops (see the scripts' headers), the code generator's (issue 25) with no database.
 */
export async function runDomain(options: Options, log: (m: string) => void): Promise<DomainResult[]> {
  const postgres = options.engines.includes('postgres');
  const wanted = SCRIPTS.filter(
    (s) => (!options.only || options.only.includes(s.id)) && (postgres || s.anyEngine),
  );
  const out: DomainResult[] = [];
  for (const s of wanted) {
    log(`[domain] ${s.id}: ${s.title}`);
    try {
      const stdout = await runNode(['--import', 'tsx', ...s.args(options, 1)], '', 600_000);
      const figures = JSON.parse(stdout.trim().split('\n').pop() ?? '') as Record<string, unknown>;
      log(`  ${JSON.stringify(figures)}`);
      out.push({ id: s.id, title: s.title, status: 'ran', figures });
    } catch (e) {
      log(`  ${s.id}: FAILED, ${String(e).slice(0, 500)}`);
      out.push({ id: s.id, title: s.title, status: 'failed', note: String(e).slice(0, 500) });
    }
  }
  return out;
}

export const DOMAIN_IDS = [...new Set(SCRIPTS.map((s) => s.id))] as string[];
