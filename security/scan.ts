// npm run security:scan [-- --parallel 3 --budget-minutes 19 --per-target 180 --only system/user]
// Runs sqlmap against every GET list/search endpoint of the built server and writes security/reports/.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { adminToken, ensureServerBuilt, startServer, writeReport } from './lib/server.js';
import { renderReport, verdictOf, type ScanSummary } from './sqlmap/report.js';
import { scanTarget, type SqlmapSettings, type TargetResult } from './sqlmap/run.js';
import { SHARED_PAGING, targetsOf, thinSharedPaging, type ScanTarget } from './sqlmap/targets.js';

function option(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 && process.argv[i + 1] ? process.argv[i + 1]! : fallback;
}

const parallel = Number(option('parallel', '3'));
const budgetSeconds = Number(option('budget-minutes', '19')) * 60;
const perTargetSeconds = Number(option('per-target', '180'));
const allParams = process.argv.includes('--all-params');
const only = process.argv.includes('--only') ? option('only', '') : undefined;
const settings: SqlmapSettings = { level: 3, risk: 2, timeoutSeconds: 15 };
const PAGING_TARGETS = 5;
const log = (m: string) => console.log(`[scan] ${m}`);

function sqlmapVersion(): string {
  try {
    return execFileSync('sqlmap', ['--version'], { encoding: 'utf8' }).split('\n')[0]!.trim();
  } catch {
    throw new Error('sqlmap is not installed: apt-get install -y sqlmap');
  }
}

/** Scans targets `parallel` at a time; a target not started before the budget runs out is left unscanned. */
async function scanAll(targets: ScanTarget[], token: string, workDir: string, started: number) {
  const results: TargetResult[] = [];
  const notRun: ScanTarget[] = [];
  const queue = [...targets];
  const lane = async () => {
    for (let t = queue.shift(); t; t = queue.shift()) {
      const left = budgetSeconds - (Date.now() - started) / 1000;
      if (left < 20) {
        notRun.push(t);
        continue;
      }
      const r = await scanTarget(t, token, workDir, settings, Math.min(perTargetSeconds, left));
      log(
        `${r.verdict.padEnd(14)} ${t.path} (${r.requests} requests, ${r.seconds} s)${r.note ? ` ${r.note}` : ''}`,
      );
      results.push(r);
    }
  };
  await Promise.all(Array.from({ length: parallel }, lane));
  const order = (p: string) => targets.findIndex((t) => t.path === p);
  results.sort((a, b) => order(a.target.path) - order(b.target.path));
  return { results, notRun };
}

async function main(): Promise<number> {
  const version = sqlmapVersion();
  ensureServerBuilt(log);
  const started = Date.now();
  const server = await startServer('sqlmap-target');
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'zcps-sqlmap-'));
  try {
    const url = server.service.url;
    const doc = await (await fetch(`${url}/zcps/v3/api-docs`)).json();
    const derived = targetsOf(doc, url);
    const chosen = derived.targets.filter((t) => only === undefined || t.path.includes(only));
    const targets = allParams ? chosen : thinSharedPaging(chosen, PAGING_TARGETS);
    log(`${targets.length} targets, ${derived.skipped.length} routes left out; sqlmap output in ${workDir}`);
    const token = await adminToken(url);
    const { results, notRun } = await scanAll(targets, token, workDir, started);
    const summary: ScanSummary = {
      startedAt: new Date(started).toISOString(),
      seconds: (Date.now() - started) / 1000,
      sqlmapVersion: version,
      settings: { ...settings, parallel, perTargetSeconds, budgetSeconds },
      pagingNote: allParams
        ? undefined
        : `${SHARED_PAGING.join(', ')} (one shared schema) tested on the first ${PAGING_TARGETS} lists only`,
      results,
      notRun,
      skipped: derived.skipped,
    };
    const markdown = renderReport(summary);
    if (only === undefined) log(`report: ${writeReport('sqlmap', 'latest.md', markdown)}`);
    else console.log(markdown);
    const verdict = verdictOf(summary);
    log(`verdict: ${verdict}`);
    return verdict === 'CLEAN' ? 0 : 1;
  } finally {
    await server.stop();
  }
}

process.exitCode = await main();
