import fs from 'node:fs';
import path from 'node:path';
import { benchDir } from '../options.js';
import type { LoadFigures } from '../load/types.js';
import type { BenchResult, LoginStormResult } from './types.js';

const KB = (n: number) => `${(n / 1024).toFixed(0)} KB`;
const n0 = (n: number) => Math.round(n).toLocaleString('en');
const ratioText = (r: number) => r.toFixed(r < 0.1 ? 3 : 2);

/** The storm's phases as load-table rows; the last column compares the list's p99 with its own alone. */
function stormRows(engine: string, st: LoginStormResult): string[] {
  const row = (what: string, conns: number, x: LoadFigures, note: string) =>
    `| ${engine} | ${what} | ${conns} | ${n0(x.rps)} | ${x.p50} | ${x.p99} | ${x.errors} | ${note} |`;
  const cpu = (x: { serverCpuMsPerRequest: number | null }) =>
    `server CPU ${x.serverCpuMsPerRequest ?? '—'} ms/req`;
  const out = [
    row(
      'sign-in storm: POST auth/new/login alone',
      st.loginConnections,
      st.loginAlone,
      `${cpu(st.loginAlone)}, load ${st.loadAverage.start}`,
    ),
  ];
  for (const l of st.levels) {
    out.push(
      row(
        'sign-in storm: GET user/list alone',
        l.listConnections,
        l.listAlone,
        `${cpu(l.listAlone)}, load ${l.loadAverage.alone}`,
      ),
      row(
        'sign-in storm: GET user/list during the storm',
        l.listConnections,
        l.listDuring,
        `p99 ${l.p99Ratio === null ? '—' : ratioText(l.p99Ratio)}× alone, load ${l.loadAverage.during}`,
      ),
      row('sign-in storm: logins beside the list', st.loginConnections, l.loginDuring, '—'),
    );
  }
  return out;
}

function loadTable(r: BenchResult): string[] {
  const out = [
    '| engine | scenario | conns | req/s | p50 ms | p99 ms | errors | × floor |',
    '|---|---|---:|---:|---:|---:|---:|---:|',
  ];
  for (const e of r.engines) {
    for (const f of e.floors) {
      for (const run of f.runs) {
        const x = run.figures;
        out.push(
          `| ${e.engine} | **floor** ${f.id} (bare Fastify) | ${run.connections} | ${n0(x.rps)} | ${x.p50} | ${x.p99} | ${x.errors} | 1.00 |`,
        );
      }
    }
    for (const s of e.scenarios) {
      if (s.storm) {
        out.push(...stormRows(e.engine, s.storm));
        continue;
      }
      if (s.status !== 'ran') {
        out.push(`| ${e.engine} | ${s.title} | — | — | — | — | — | ${s.status}: ${s.note ?? ''} |`);
        continue;
      }
      for (const run of s.runs) {
        const x = run.figures;
        const ratio = run.ratioToFloor === null ? '—' : `${ratioText(run.ratioToFloor)} (${s.floor})`;
        out.push(
          `| ${e.engine} | ${s.title} | ${run.connections} | ${n0(x.rps)} | ${x.p50} | ${x.p99} | ${x.errors} | ${ratio} |`,
        );
      }
    }
  }
  return out;
}

function memoryTable(r: BenchResult): string[] {
  const out = [
    '| engine | RSS idle after start | after the load | soak (lowest RSS of first → last window, peak, growth) |',
    '|---|---:|---:|---|',
  ];
  for (const e of r.engines) {
    const m = e.memory;
    const soak = m.soak
      ? `${m.soak.seconds} s × ${m.soak.connections} conns, ${n0(m.soak.figures.rps)} req/s: ${m.soak.startMiB} → ${m.soak.endMiB} MiB (${m.soak.windowSeconds} s windows), peak ${m.soak.peakMiB}, growth ${m.soak.growthMiB} MiB`
      : '—';
    out.push(`| ${e.engine} | ${m.idleAfterStartMiB} MiB | ${m.afterLoadMiB} MiB | ${soak} |`);
  }
  return out;
}

function consoleLines(r: BenchResult): string[] {
  const c = r.console;
  if (!c) return ['Console not measured (--no-console).'];
  const out = [
    '| route (built chunks) | files | JS gzip | JS brotli | CSS gzip | CSS brotli | total brotli |',
    '|---|---:|---:|---:|---:|---:|---:|',
  ];
  for (const x of c.routes) {
    out.push(
      `| ${x.route} | ${x.files} | ${KB(x.js.gzip)} | ${KB(x.js.brotli)} | ${KB(x.css.gzip)} | ${KB(x.css.brotli)} | ${KB(x.js.brotli + x.css.brotli)} |`,
    );
  }
  out.push('', `Headless Chromium, median of ${r.options.coldLoads} cold loads (fresh context each):`, '');
  out.push(
    '| page | bytes on the wire | of which JS+CSS | requests | FCP ms | LCP ms |',
    '|---|---:|---:|---:|---:|---:|',
  );
  for (const [name, p] of [
    ['login page', c.loginPage],
    ['first page after login (cold, signed in)', c.firstPageAfterLogin],
  ] as const) {
    if (!p) continue;
    const m = p.median;
    out.push(
      `| ${name} | ${KB(m.bytes)} | ${KB(m.jsCssBytes)} | ${m.requests} | ${m.fcpMs ?? '—'} | ${m.lcpMs ?? '—'} |`,
    );
  }
  if (c.loginTransition) {
    out.push(
      '',
      `Submit on the login form → first page settled: ${c.loginTransition.medianMs} ms, ${KB(c.loginTransition.medianBytes)} fetched (median).`,
    );
  }
  const t = c.tabSwitch;
  if (t)
    out.push(
      '',
      t.status === 'ran'
        ? `Tab switch (click → painted): median ${t.medianMs} ms, p95 ${t.p95Ms} ms over ${t.samples?.length} switches.`
        : `Tab switch: skipped, ${t.note}.`,
    );
  if (c.error) out.push('', `Console measurement error: ${c.error}`);
  return out;
}

function domainLines(r: BenchResult): string[] {
  if (!r.domain?.length) return [];
  const text = (d: NonNullable<BenchResult['domain']>[number]) => {
    const f = d.figures ?? {};
    if (d.status !== 'ran') return `failed: ${d.note ?? ''}`;
    if (d.id === 'dossier')
      return `${String(f.subRecords)} sub-records + ${String(f.attachments)} attachments, ${String(f.connections)} conns: ${n0(Number(f.throughputRps))} req/s, p50 ${String(f.p50Ms)} ms, p99 ${String(f.p99Ms)} ms, ${String(f.errors)} errors`;
    if (d.id === 'assignment')
      return `${n0(Number(f.declarations))} declarations, ${String(f.teams)} teams, ${n0(Number(f.reviewers))} reviewers: runs ${(f.runsMs as number[]).join(' / ')} ms, median ${String(f.medianMs)} ms, p99 ${String(f.p99Ms)} ms; ${n0(Number(f.assigned))} placed, largest spread per profession ${String(f.maxSpreadPerProfession)}, ${String(f.sameUnitPlacements)} same-unit placements; 3 evaluation reviewers each in ${String(f.evaluatorMs)} ms`;
    if (d.id === 'tally')
      return `${n0(Number(f.declarations))} declarations, ${String(f.members)} members, ${n0(Number(f.ballotsPerRun))} ballots: runs ${(f.runsMs as number[]).join(' / ')} ms, median ${String(f.medianMs)} ms, p99 ${String(f.p99Ms)} ms; ${n0(Number(f.passed))} passed, ${n0(Number(f.failed))} failed`;
    if (d.id === 'codegen')
      return `${String(f.columns)} columns, ${String(f.files)} files: preview p50 ${String(f.previewP50Ms)} ms, p95 ${String(f.previewP95Ms)} ms (cold ${String(f.previewColdMs)} ms), ${String(f.previewOverFloor)}× prettier alone (${String(f.prettierFloorP50Ms)} ms); compile check cold ${String(f.checkColdMs)} ms, warm p50 ${String(f.checkWarmP50Ms)} ms, ${String(f.checkWarmOverFloor)}× a warm ts-morph pass (${String(f.checkFloorP50Ms)} ms); compiles: ${String(f.compiles)}`;
    if (d.id === 'workflowApproval')
      return `${n0(Number(f.runningInstances))} running instances: ${String(f.approvals)} approvals (after ${String(f.warmup)} untimed), p50 ${String(f.p50Ms)} ms, p95 ${String(f.p95Ms)} ms, p99 ${String(f.p99Ms)} ms; ${String(f.movedOn)} instances moved on to 评审办受理`;
    if (d.id === 'designerSplit')
      return `Modeler reached only from ${(f.modelerRoutes as string[]).join(', ')}; viewer core from ${(f.viewerRoutes as string[]).join(', ')}; bpmn-js in /login, the entry or the shell: ${(f.upFront as { bpmn: string[] }[]).some((u) => u.bpmn.length) ? 'yes' : 'none'}; /login ${String(f.loginBrotliKB)} KB br (last full run ${String(f.loginBrotliKBLastFullRun)} KB)`;
    if (d.id === 'loginFloor') {
      const side = (x: unknown) => x as { fcpMs: number; lcpMs: number; formMs: number; jsCssBytes: number };
      const [login, floor] = [side(f.login), side(f.floor)];
      const ratio = f.ratio as { fcp: number; lcp: number; form: number };
      const before = side(f.reactOnly);
      return `${String(f.loads)} cold loads each, medians, login / floor: FCP ${login.fcpMs} / ${floor.fcpMs} ms (${ratio.fcp}×), LCP ${login.lcpMs} / ${floor.lcpMs} ms (${ratio.lcp}×), form on screen ${login.formMs} / ${floor.formMs} ms (${ratio.form}×); without the prerender: form on screen ${before.formMs} ms; login JS+CSS ${KB(login.jsCssBytes)}`;
    }
    if (d.id === 'papers') {
      const p = (x: unknown) => x as { firstMs: number; medianMs: number; p95Ms: number; bytes: number };
      const one = (x: unknown) =>
        `first ${String(p(x).firstMs)} ms, median ${String(p(x).medianMs)} ms, p95 ${String(p(x).p95Ms)} ms, ${KB(p(x).bytes)}`;
      return `${String(f.rows)}-row sign-in sheet: ${one(f.signInSheet)}; certificate: ${one(f.certificate)} (${String(f.runs)} warm runs each)`;
    }
    if (d.id !== 'eligibility') return `\`${JSON.stringify(f)}\``;
    return `${n0(Number(f.employees))} employees, ${n0(Number(f.subRecords))} sub-records, ${String(f.conditions)} conditions: runs ${(f.runsMs as number[]).join(' / ')} ms, median ${String(f.medianMs)} ms; ${n0(Number(f.eligible))} eligible, ${n0(Number(f.byException))} through the exception`;
  };
  return [
    '| domain benchmarks (title domain on PostgreSQL, issue 7; code generator, issue 25; workflow, issue 21) | figures |',
    '|---|---|',
    ...r.domain.map((d) => `| ${d.title} | ${text(d)} |`),
    '',
  ];
}

export function section(r: BenchResult): string {
  const m = r.machine;
  const data = r.engines.map(
    (e) =>
      `${e.engine}: ${n0(e.data.counts.users)} users, ${n0(e.data.counts.depts)} depts, ${n0(e.data.counts.notices)} notices, ${n0(e.data.counts.employees)} employees with ~11 sub-records each, ${n0(e.data.counts.declarations)} declarations, ${n0(e.data.counts.lowcodeRows ?? 0)} low-code rows${e.data.generated ? ` (generated in ${e.data.seconds.toFixed(0)} s)` : ''}`,
  );
  return [
    `### ${r.name === 'quick' ? 'Quick run (`--quick`)' : 'Full run'}`,
    '',
    `Machine: ${m.cpu}, ${m.cores} cores, ${m.ramGiB} GiB RAM, Node ${m.node}, ${m.os}. Commit \`${m.commit}\`, ${m.date.slice(0, 16).replace('T', ' ')} UTC. ` +
      `${r.options.durationSeconds} s per scenario, whole run ${r.totalSeconds} s.`,
    '',
    `Data: ${data.join('; ')}.`,
    '',
    ...loadTable(r),
    '',
    ...domainLines(r),
    ...memoryTable(r),
    '',
    ...consoleLines(r),
    '',
    '| budget | limit | value | verdict |',
    '|---|---|---|---|',
    ...r.budgets.map(
      (b) =>
        `| ${b.name} | ${b.limit} | ${b.value} | ${b.pass === null ? 'n/a' : b.pass ? 'PASS' : 'FAIL'} |`,
    ),
  ].join('\n');
}

/** Replaces this run's section between its markers in bench/README.md (the other mode's section stays). */
export function writeReadme(r: BenchResult): void {
  const file = path.join(benchDir, 'README.md');
  const start = `<!-- bench:${r.name}:start -->`;
  const end = `<!-- bench:${r.name}:end -->`;
  let text = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '# bench\n\n## Latest figures\n';
  const block = `${start}\n${section(r)}\n${end}`;
  const i = text.indexOf(start);
  const j = text.indexOf(end);
  text =
    i >= 0 && j > i
      ? text.slice(0, i) + block + text.slice(j + end.length)
      : `${text.trimEnd()}\n\n${block}\n`;
  fs.writeFileSync(file, text);
}
