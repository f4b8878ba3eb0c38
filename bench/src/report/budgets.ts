import { STORM_P99_LIMIT } from '../load/login-storm.js';
import type { BenchResult } from './types.js';

const KB = 1024;

/** Issue 9's budgets, reported PASS/FAIL (never asserted). */
export function budgets(r: Omit<BenchResult, 'budgets'>): BenchResult['budgets'] {
  const c = r.console;
  const loginWire = c?.loginPage?.median.jsCssBytes;
  const loginBuild = c?.routes.find((x) => x.route === '/login');
  const fcp = c?.loginPage?.median.fcpMs;
  const tab = c?.tabSwitch;
  const out: BenchResult['budgets'] = [
    {
      name: 'login route JS+CSS on the wire (Chromium, median)',
      limit: '≤ 300 KB',
      value: loginWire === undefined ? 'not measured' : `${(loginWire / KB).toFixed(0)} KB`,
      pass: loginWire === undefined ? null : loginWire <= 300 * KB,
    },
    {
      name: 'login route JS+CSS from the build (brotli q11 / gzip 9)',
      limit: '≤ 300 KB',
      value: loginBuild
        ? `${((loginBuild.js.brotli + loginBuild.css.brotli) / KB).toFixed(0)} KB br / ${((loginBuild.js.gzip + loginBuild.css.gzip) / KB).toFixed(0)} KB gz`
        : 'not measured',
      pass: loginBuild ? loginBuild.js.brotli + loginBuild.css.brotli <= 300 * KB : null,
    },
    {
      name: 'login page first contentful paint (median of cold loads)',
      limit: '< 300 ms',
      value: fcp == null ? 'not measured' : `${fcp.toFixed(0)} ms`,
      pass: fcp == null ? null : fcp < 300,
    },
    {
      name: 'tab switch, click → painted (median)',
      limit: '< 50 ms',
      value:
        tab?.status === 'ran' ? `${tab.medianMs} ms (p95 ${tab.p95Ms} ms)` : (tab?.note ?? 'not measured'),
      pass: tab?.status === 'ran' ? (tab.medianMs ?? Infinity) < 50 : null,
    },
    ...serverBudgets(r),
    ...domainBudgets(r),
    ...workflowBudgets(r),
    ...stormBudgets(r),
    ...loginFloorBudgets(r),
    ...defaultListBudgets(r),
  ];
  return out;
}

/** Issue 9's server budgets: the user list on a million users, the cached dictionary, memory. */
function serverBudgets(r: Omit<BenchResult, 'budgets'>): BenchResult['budgets'] {
  const pg = r.engines.find((e) => e.engine === 'postgres');
  const embedded = r.engines.find((e) => e.engine === 'pglite');
  const run = (id: string, connections: number) =>
    pg?.scenarios.find((s) => s.id === id)?.runs.find((x) => x.connections === connections);
  const list = run('userList', 64);
  const lowcode = run('lowcodeList', 64);
  const dictRuns = pg?.scenarios.find((s) => s.id === 'dict')?.runs ?? [];
  const dictRatio = dictRuns.length ? Math.min(...dictRuns.map((x) => x.ratioToFloor ?? 0)) : undefined;
  const idle = embedded?.memory.idleAfterStartMiB ?? null;
  const soaked = r.engines.find((e) => e.memory.soak);
  const soak = soaked?.memory.soak;
  const growth = soak ? (soak.growthMiB / soak.startMiB) * 100 : undefined;
  return [
    {
      name: 'user list, 1,000,000 users, PostgreSQL, 64 connections: p99 and × the bare handler',
      limit: '< 50 ms, ≥ 0.5×',
      value: list ? `${list.figures.p99} ms, ${list.ratioToFloor?.toFixed(2) ?? '—'}×` : 'not measured',
      pass: list ? list.figures.p99 < 50 && (list.ratioToFloor ?? 0) >= 0.5 : null,
    },
    {
      name: 'generic low-code list, 100,000 rows, PostgreSQL, 64 connections: × the bare handler (issue 23)',
      limit: '≥ 0.5×',
      value: lowcode
        ? `${lowcode.ratioToFloor?.toFixed(2) ?? '—'}× (p99 ${lowcode.figures.p99} ms)`
        : 'not measured',
      pass: lowcode ? (lowcode.ratioToFloor ?? 0) >= 0.5 : null,
    },
    {
      name: 'dictionary by type (cached), PostgreSQL: × the bare handler (lowest over connection levels)',
      limit: '≥ 0.7×',
      value: dictRatio === undefined ? 'not measured' : `${dictRatio.toFixed(2)}×`,
      pass: dictRatio === undefined ? null : dictRatio >= 0.7,
    },
    {
      name: 'server RSS 3 s after start, embedded database',
      limit: '< 400 MiB',
      value: idle === null ? 'not measured' : `${idle} MiB`,
      pass: idle === null ? null : idle < 400,
    },
    {
      name: `RSS growth over the ${soak ? `${soak.seconds} s` : ''} soak (${soaked?.engine ?? '—'})`,
      limit: '< 10 %',
      value:
        growth === undefined || !soak
          ? 'not measured'
          : `${growth.toFixed(1)} % (lowest RSS of the first and last ${soak.windowSeconds} s: ${soak.startMiB} → ${soak.endMiB} MiB; peak ${soak.peakMiB})`,
      pass: growth === undefined ? null : growth < 10,
    },
  ];
}

/** Issue 7's budgets (the dossier page, the eligibility of 10,000 employees) and issue 8's tally, on PostgreSQL. */
function domainBudgets(r: Omit<BenchResult, 'budgets'>): BenchResult['budgets'] {
  const of = (id: string) => r.domain?.find((d) => d.id === id);
  // The first dossier line is the single-connection one: the page's own latency.
  const dossier = of('dossier');
  const eligibility = of('eligibility');
  const tally = of('tally');
  const assignment = of('assignment');
  const num = (v: unknown) => (typeof v === 'number' ? v : undefined);
  const p99 = num(dossier?.figures?.p99Ms);
  const median = num(eligibility?.figures?.medianMs);
  const errors = num(dossier?.figures?.errors);
  return [
    {
      name: 'dossier page data, 200 sub-records, PostgreSQL, one connection: p99 (errors)',
      limit: '< 30 ms, 0 errors',
      value: p99 === undefined ? (dossier?.note ?? 'not measured') : `${p99} ms (${errors} errors)`,
      pass: p99 === undefined ? null : p99 < 30 && errors === 0,
    },
    {
      name: 'eligibility of 10,000 employees against one title, PostgreSQL (median of 3)',
      limit: '< 5 s',
      value: median === undefined ? (eligibility?.note ?? 'not measured') : `${(median / 1000).toFixed(2)} s`,
      pass: median === undefined ? null : median < 5000,
    },
    {
      name: 'tally of 10,000 declarations × 25 ballots, PostgreSQL (median of 7; p99 shown)',
      limit: '< 1 s',
      value:
        num(tally?.figures?.medianMs) === undefined
          ? (tally?.note ?? 'not measured')
          : `${String(tally!.figures!.medianMs)} ms (p99 ${String(tally!.figures!.p99Ms)} ms)`,
      pass: num(tally?.figures?.medianMs) === undefined ? null : num(tally?.figures?.medianMs)! < 1000,
    },
    {
      name: 'assignment of 10,000 declarations to 100 teams with 回避, PostgreSQL (median of 7; p99 shown)',
      limit: '< 2 s',
      value:
        num(assignment?.figures?.medianMs) === undefined
          ? (assignment?.note ?? 'not measured')
          : `${String(assignment!.figures!.medianMs)} ms (p99 ${String(assignment!.figures!.p99Ms)} ms)`,
      pass:
        num(assignment?.figures?.medianMs) === undefined ? null : num(assignment?.figures?.medianMs)! < 2000,
    },
  ];
}

/** Issue 21's: 我的待办 on 10,000 running instances, one approval, the designer's code split off. */
function workflowBudgets(r: Omit<BenchResult, 'budgets'>): BenchResult['budgets'] {
  const pg = r.engines.find((e) => e.engine === 'postgres');
  const todo = pg?.scenarios.find((s) => s.id === 'workflowTodo')?.runs.find((x) => x.connections === 64);
  const approval = r.domain?.find((d) => d.id === 'workflowApproval');
  const split = r.domain?.find((d) => d.id === 'designerSplit');
  const p50 = approval?.figures?.p50Ms;
  return [
    {
      name: '我的待办, 10,000 running instances, office reviewer, PostgreSQL, 64 connections: p99 (× the bare handler)',
      limit: '< 50 ms',
      value: todo ? `${todo.figures.p99} ms (${todo.ratioToFloor?.toFixed(2) ?? '—'}×)` : 'not measured',
      pass: todo ? todo.figures.p99 < 50 : null,
    },
    {
      name: 'one workflow approval with 10,000 running instances, PostgreSQL, one connection: p50 (p99 shown)',
      limit: '< 20 ms',
      value:
        typeof p50 === 'number'
          ? `${p50} ms (p99 ${String(approval!.figures!.p99Ms)} ms)`
          : (approval?.note ?? 'not measured'),
      pass: typeof p50 === 'number' ? p50 < 20 : null,
    },
    {
      name: 'bpmn-js Modeler only on the designer route; none in /login, the entry or the shell',
      limit: 'designer route only',
      value: split?.figures
        ? `Modeler on ${(split.figures.modelerRoutes as string[]).join(', ') || 'no route'}`
        : (split?.note ?? 'not measured'),
      pass: split?.figures ? split.figures.pass === true : null,
    },
  ];
}

/** Sign-ins a second at 64 connections before native hashing: the full run of 2026-11-24, PostgreSQL. */
export const LOGINS_BEFORE = 6;

/** Issue 25 point 3: a sign-in storm at 64 connections beside the user list, on PostgreSQL. */
function stormBudgets(r: Omit<BenchResult, 'budgets'>): BenchResult['budgets'] {
  const storm = r.engines
    .find((e) => e.engine === 'postgres')
    ?.scenarios.find((s) => s.id === 'loginStorm')?.storm;
  const worst = storm?.levels.length
    ? Math.max(...storm.levels.map((l) => l.p99Ratio ?? Infinity))
    : undefined;
  return [
    {
      name: `sign-ins alone, PostgreSQL, 64 connections: × the ${LOGINS_BEFORE}/s before native bcrypt`,
      limit: '≥ 3×',
      value: storm
        ? `${(storm.loginAlone.rps / LOGINS_BEFORE).toFixed(1)}× (${storm.loginAlone.rps.toFixed(1)}/s, p99 ${storm.loginAlone.p99} ms)`
        : 'not measured',
      pass: storm ? storm.loginAlone.rps >= 3 * LOGINS_BEFORE : null,
    },
    {
      name: 'user list p99 during the sign-in storm ÷ alone, PostgreSQL (worst connection level)',
      limit: `≤ ${STORM_P99_LIMIT}×`,
      value: worst === undefined ? 'not measured' : `${worst.toFixed(2)}×`,
      pass: worst === undefined ? null : worst <= STORM_P99_LIMIT,
    },
  ];
}

/** Issue 25 point 1: the login page against a static page holding the same form, in the same run. */
function loginFloorBudgets(r: Omit<BenchResult, 'budgets'>): BenchResult['budgets'] {
  const f = r.domain?.find((d) => d.id === 'loginFloor')?.figures as
    | {
        ratio: { fcp: number | null; lcp: number | null; form: number | null };
        login: { jsCssBytes: number };
      }
    | undefined;
  const ratio = (name: string, value: number | null | undefined, limit: number) => ({
    name: `login page ${name} (× the static page holding the same form, median of cold loads)`,
    limit: `≤ ${limit}×`,
    value: value == null ? 'not measured' : `${value.toFixed(2)}×`,
    pass: value == null ? null : value <= limit,
  });
  return [
    ratio('first contentful paint', f?.ratio.fcp, 1.3),
    ratio('form on screen (first frame with a visible password field)', f?.ratio.form, 1.3),
    ratio('largest contentful paint', f?.ratio.lcp, 1.5),
    {
      name: 'login page JS+CSS on the wire, issue 25 (Chromium, median)',
      limit: '≤ 250 KB',
      value: f ? `${(f.login.jsCssBytes / KB).toFixed(0)} KB` : 'not measured',
      pass: f ? f.login.jsCssBytes <= 250 * KB : null,
    },
  ];
}

/** The lists the console opens by default, other than the user list (judged above), with their floors. */
const DEFAULT_LISTS = [
  ['noticeList', 'notice list'],
  ['declarationList', 'declaration list'],
  ['employeeList', 'employee list'],
  ['reviewStageList', 'review stage list (资格审查)'],
  ['reviewerList', 'reviewer list'],
  ['operLogList', 'operation log list'],
  ['loginLogList', 'login log list'],
  ['getInfo', 'getInfo'],
  ['getRouters', 'getRouters'],
] as const;

/**
 * Issue 25 point 2: each default list at ≥ 0.5× the bare handler running that list's own SQL, getInfo and
 * getRouters at ≥ 0.5× the dictionary floor, PostgreSQL, 64 connections, p99 under 50 ms.
 */
function defaultListBudgets(r: Omit<BenchResult, 'budgets'>): BenchResult['budgets'] {
  const pg = r.engines.find((e) => e.engine === 'postgres');
  return DEFAULT_LISTS.map(([id, label]) => {
    const scenario = pg?.scenarios.find((s) => s.id === id);
    const run = scenario?.runs.find((x) => x.connections === 64);
    return {
      name: `${label}, PostgreSQL, 64 connections: p99 and × its floor (${scenario?.floor ?? '—'}, issue 25)`,
      limit: '< 50 ms, ≥ 0.5×',
      value: run ? `${run.figures.p99} ms, ${run.ratioToFloor?.toFixed(2) ?? '—'}×` : 'not measured',
      pass: run ? run.figures.p99 < 50 && (run.ratioToFloor ?? 0) >= 0.5 : null,
    };
  });
}
