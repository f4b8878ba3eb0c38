import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { CLIENT_ID } from '../../bench/src/load/client.js';
import type { ScanTarget } from './targets.js';

export type Verdict = 'not injectable' | 'INJECTABLE' | 'incomplete';

export interface TargetResult {
  target: ScanTarget;
  verdict: Verdict;
  /** Why a target is incomplete (timeout, baseline refused, sqlmap error). */
  note?: string;
  testedParams: string[];
  injectableParams: string[];
  /** sqlmap's heuristic "might be injectable" hints, worth a look even when nothing was confirmed. */
  heuristicHints: string[];
  requests: number;
  /** HTTP status → count over every request sqlmap sent to this target. */
  statuses: Record<string, number>;
  /** Envelope code ({code,msg,...}) → count: the API answers HTTP 200 with the outcome in the envelope. */
  envelopeCodes: Record<string, number>;
  baselineStatus?: number;
  seconds: number;
}

export interface SqlmapSettings {
  level: number;
  risk: number;
  timeoutSeconds: number;
}

export function sqlmapArgs(target: ScanTarget, token: string, outDir: string, s: SqlmapSettings): string[] {
  return [
    '-u',
    target.url,
    '--batch',
    `--level=${s.level}`,
    `--risk=${s.risk}`,
    '--dbms=PostgreSQL',
    `-p`,
    target.params.join(','),
    '-H',
    `Authorization: Bearer ${token}`,
    '-H',
    `clientid: ${CLIENT_ID}`,
    '--output-dir',
    outDir,
    '-t',
    path.join(outDir, 'traffic.txt'),
    '--disable-coloring',
    '--timeout=15',
    '--retries=1',
  ];
}

function tally(values: string[]): Record<string, number> {
  const out: Record<string, number> = {};
  for (const v of values) out[v] = (out[v] ?? 0) + 1;
  return out;
}

/** Reads sqlmap's console output and its traffic log (-t) into a verdict for one target. */
export function parseSqlmap(stdout: string, traffic: string): Omit<TargetResult, 'target' | 'seconds'> {
  const tested = new Set<string>();
  for (const m of stdout.matchAll(/testing if GET parameter '([^']+)' is dynamic/g)) tested.add(m[1]!);
  for (const m of stdout.matchAll(/GET parameter '([^']+)' (?:does not seem|is not) (?:to be )?injectable/g))
    tested.add(m[1]!);
  const injectable = new Set<string>();
  const found = stdout.indexOf('identified the following injection point');
  if (found >= 0)
    for (const m of stdout.slice(found).matchAll(/Parameter: (\S+) \(GET\)/g)) injectable.add(m[1]!);
  for (const m of stdout.matchAll(/GET parameter '([^']+)' is '[^']+' injectable/g)) injectable.add(m[1]!);
  const hints = [
    ...stdout.matchAll(/heuristic \(basic\) test shows that (GET parameter '[^']+' might be [^\n]+)/g),
  ]
    .map((m) => m[1]!.trim())
    .filter((h) => !/might not be injectable/.test(h));
  const codes = [...traffic.matchAll(/HTTP response \[#\d+\] \((\d{3})/g)];
  const statuses = tally(codes.map((m) => m[1]!));
  const envelopeCodes = tally([...traffic.matchAll(/\{"code":(\d+),"msg"/g)].map((m) => m[1]!));
  const requests = (traffic.match(/HTTP request \[#\d+\]/g) ?? []).length;
  const baseline = codes[0] ? Number(codes[0][1]) : undefined;
  const clean = /all tested parameters do not appear to be injectable/.test(stdout);
  const critical = [...stdout.matchAll(/\[CRITICAL\] ([^\n]+)/g)].map((m) => m[1]!.trim());
  if (injectable.size > 0)
    return {
      verdict: 'INJECTABLE',
      testedParams: [...tested],
      injectableParams: [...injectable],
      heuristicHints: hints,
      requests,
      statuses,
      envelopeCodes,
      baselineStatus: baseline,
    };
  const refused = baseline !== undefined && baseline !== 200;
  return {
    verdict: clean && !refused ? 'not injectable' : 'incomplete',
    note: refused ? `baseline request answered HTTP ${baseline}` : clean ? undefined : critical.join('; '),
    testedParams: [...tested],
    injectableParams: [],
    heuristicHints: hints,
    requests,
    statuses,
    envelopeCodes,
    baselineStatus: baseline,
  };
}

/** Runs sqlmap against one target, killed after `limitSeconds` (reported as incomplete). */
export async function scanTarget(
  target: ScanTarget,
  token: string,
  workDir: string,
  settings: SqlmapSettings,
  limitSeconds: number,
): Promise<TargetResult> {
  const outDir = fs.mkdtempSync(path.join(workDir, 'target-'));
  const started = Date.now();
  const child = spawn('sqlmap', sqlmapArgs(target, token, outDir, settings), {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
  child.stderr.on('data', (d: Buffer) => (stdout += d.toString()));
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    child.kill('SIGKILL');
  }, limitSeconds * 1000);
  const exitCode = await new Promise<number | null>((resolve, reject) => {
    child.on('error', reject);
    child.on('exit', (code) => resolve(code));
  });
  clearTimeout(timer);
  fs.writeFileSync(path.join(outDir, 'stdout.txt'), stdout);
  const trafficFile = path.join(outDir, 'traffic.txt');
  const traffic = fs.existsSync(trafficFile) ? fs.readFileSync(trafficFile, 'utf8') : '';
  const parsed = parseSqlmap(stdout, traffic);
  const seconds = Math.round((Date.now() - started) / 100) / 10;
  if (timedOut && parsed.verdict !== 'INJECTABLE')
    return { ...parsed, target, seconds, verdict: 'incomplete', note: `stopped after ${limitSeconds} s` };
  if (exitCode !== 0 && parsed.verdict === 'not injectable')
    return { ...parsed, target, seconds, verdict: 'incomplete', note: `sqlmap exited ${exitCode}` };
  return { ...parsed, target, seconds };
}
