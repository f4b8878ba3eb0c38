import type { TargetResult, SqlmapSettings } from './run.js';
import type { ScanTarget, SkippedRoute } from './targets.js';

export interface ScanSummary {
  startedAt: string;
  seconds: number;
  sqlmapVersion: string;
  settings: SqlmapSettings & { parallel: number; perTargetSeconds: number; budgetSeconds: number };
  results: TargetResult[];
  /** Targets the time budget left unscanned. */
  notRun: ScanTarget[];
  skipped: SkippedRoute[];
  /** Set when the shared paging parameters were thinned out (no --all-params). */
  pagingNote?: string;
}

const fmtCounts = (counts: Record<string, number>) =>
  Object.entries(counts)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([k, v]) => `${k}×${v}`)
    .join(' ');

export function verdictOf(s: ScanSummary): 'FINDINGS' | 'INCOMPLETE' | 'CLEAN' {
  if (s.results.some((r) => r.verdict === 'INJECTABLE')) return 'FINDINGS';
  if (s.notRun.length > 0 || s.results.some((r) => r.verdict === 'incomplete')) return 'INCOMPLETE';
  return 'CLEAN';
}

export function renderReport(s: ScanSummary): string {
  const injectable = s.results.filter((r) => r.verdict === 'INJECTABLE');
  const incomplete = s.results.filter((r) => r.verdict === 'incomplete');
  const requests = s.results.reduce((n, r) => n + r.requests, 0);
  const params = s.results.reduce((n, r) => n + r.testedParams.length, 0);
  const envelope: Record<string, number> = {};
  for (const r of s.results)
    for (const [k, v] of Object.entries(r.envelopeCodes)) envelope[k] = (envelope[k] ?? 0) + v;
  const hints = s.results.flatMap((r) => r.heuristicHints.map((h) => `${r.target.path}: ${h}`));
  const lines = [
    `# sqlmap scan, ${s.startedAt.slice(0, 10)}`,
    '',
    `Verdict: **${verdictOf(s)}** — ${injectable.length} injectable target(s), ${incomplete.length} incomplete, ` +
      `${s.notRun.length} not run within the time budget.`,
    '',
    `- sqlmap ${s.sqlmapVersion} (Debian package), \`--batch --level=${s.settings.level} --risk=${s.settings.risk} ` +
      `--dbms=PostgreSQL -p <every query parameter>\`, admin bearer token + clientid headers`,
    `- server: apps/server/dist/main.js on PGlite (fresh data dir, seeded), loopback, captcha off`,
    `- ${s.results.length} targets scanned (${s.settings.parallel} at a time, ≤ ${s.settings.perTargetSeconds} s each), ` +
      `${params} parameters tested, ${requests} HTTP requests, ${Math.round(s.seconds)} s in all`,
    `- envelope codes over all requests: ${fmtCounts(envelope)}`,
    ...(s.pagingNote ? [`- ${s.pagingNote}; \`--all-params\` tests them everywhere`] : []),
    '',
    'Targets are every GET route of the OpenAPI document (`/zcps/v3/api-docs`) with query parameters and no ' +
      'path parameter; each parameter carries a value its schema accepts, so the baseline reaches the query.',
    '',
  ];
  if (injectable.length > 0) {
    lines.push('## Findings', '');
    for (const r of injectable) lines.push(`- ${r.target.path}: ${r.injectableParams.join(', ')}`);
    lines.push('');
  }
  if (hints.length > 0)
    lines.push('## Heuristic hints (not confirmed)', '', ...hints.map((h) => `- ${h}`), '');
  lines.push(
    '## Targets',
    '',
    '| target | verdict | parameters tested | requests | HTTP | envelope codes | s |',
    '| --- | --- | --- | ---: | --- | --- | ---: |',
  );
  for (const r of s.results) {
    const verdict = r.note ? `${r.verdict} (${r.note})` : r.verdict;
    lines.push(
      `| ${r.target.path} | ${verdict} | ${r.testedParams.length}/${r.target.params.length}: ` +
        `${r.testedParams.join(', ')} | ${r.requests} | ${fmtCounts(r.statuses)} | ` +
        `${fmtCounts(r.envelopeCodes)} | ${r.seconds} |`,
    );
  }
  lines.push('');
  if (s.notRun.length > 0)
    lines.push('## Not run (time budget)', '', ...s.notRun.map((t) => `- ${t.path}`), '');
  lines.push('## Routes left out', '', ...s.skipped.map((r) => `- ${r.path}: ${r.reason}`), '');
  return lines.join('\n');
}
