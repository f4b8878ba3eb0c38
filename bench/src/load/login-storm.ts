// Issue 25 point 3: a deadline day's sign-in storm against the same server as the user list, in one run.
import fs from 'node:fs';
import os from 'node:os';
import type { Options } from '../options.js';
import type { LoginStormResult } from '../report/types.js';
import { sleep, type Service } from '../util/proc.js';
import { authHeaders, encryptBody, login, LOGIN_HEADERS, loginBody, publicKey } from './client.js';
import { fmtFigures, runWorker } from './runner.js';
import { scenarios } from './scenarios.js';
import type { LoadFigures, WorkerJob } from './types.js';

/** The storm: 64 applicants signing in at once. */
export const STORM_LOGIN_CONNECTIONS = 64;
/** The storm starts this long before the list is measured, so the whole list window falls inside it. */
const LEAD_SECONDS = 3;
/** What the console's browser sends: list answers over 1 KB come back compressed (zlib on the thread pool). */
const BROWSER_ENCODINGS = 'gzip, deflate, br';
/** The bar: the list's p99 during the storm at most this many times its p99 alone. */
export const STORM_P99_LIMIT = 1.5;

type Log = (m: string) => void;

const load1 = () => Math.round(os.loadavg()[0]! * 100) / 100;

/** USER_HZ: 100 on every Linux this runs on (`getconf CLK_TCK`). */
const TICKS_PER_SECOND = 100;

/** CPU time the process has used (all its threads, user + system), in ms, from /proc (Linux). */
function cpuMs(pid: number): number | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // utime and stime are fields 14 and 15 of the line, 12 and 13 after the command name and state.
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
  } catch {
    return null;
  }
}
/**
 * Runs a load job and reports the server's CPU time per request beside it: unlike req/s on a shared machine,
 * what one sign-in costs the server does not depend on how much CPU others left it.
 */
async function measured(pid: number, run: () => Promise<LoadFigures>) {
  const before = cpuMs(pid);
  const figures = await run();
  const after = cpuMs(pid);
  const serverCpuMsPerRequest =
    before !== null && after !== null && figures.requests > 0
      ? Math.round(((after - before) / figures.requests) * 10) / 10
      : null;
  return { ...figures, serverCpuMsPerRequest };
}

/** Longest wait for the server to go quiet before a measurement alone. */
const SETTLE_LIMIT_MS = 30_000;
/** The server counts as quiet when it used less than this share of one core over a probe window. */
const QUIET_SHARE = 0.05;
const PROBE_MS = 500;

/**
 * Waits until the server has finished the work a previous phase left queued. A storm's client stops at its
 * deadline, but the sign-ins already sent (up to 64, ~80 ms of hashing each) still run for seconds after it: a
 * list measured "alone" right then measured that backlog too (p99 470–484 ms at 64 connections, p50 57–61 ms).
 */
async function settled(pid: number): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < SETTLE_LIMIT_MS) {
    const before = cpuMs(pid);
    await sleep(PROBE_MS);
    const after = cpuMs(pid);
    if (before === null || after === null || after - before < PROBE_MS * QUIET_SHARE) break;
  }
  return Date.now() - started;
}

/**
 * (a) the user list alone at each connection level, (b) sign-ins alone at 64 connections, (c) both at once:
 * the storm at 64 connections running through the whole list window. Bounded by --duration per measurement.
 */
export async function runLoginStorm(svc: Service, options: Options, log: Log): Promise<LoginStormResult> {
  const list = scenarios.find((s) => s.id === 'userList')!;
  const sign = scenarios.find((s) => s.id === 'login')!;
  const key = await publicKey(svc.url);
  const token = await login(svc.url, key, list.caller);
  const seconds = options.durationSeconds;
  const listJob = (connections: number): WorkerJob => ({
    url: svc.url,
    connections,
    durationSeconds: seconds,
    headers: { ...authHeaders(token), 'accept-encoding': BROWSER_ENCODINGS },
    steps: list.steps,
  });
  const loginJob = (durationSeconds: number): WorkerJob => ({
    url: svc.url,
    connections: STORM_LOGIN_CONNECTIONS,
    durationSeconds,
    headers: LOGIN_HEADERS,
    steps: sign.steps,
    rotate: Array.from({ length: 2000 }, () => encryptBody(key, loginBody())),
  });
  const settings = {
    hashConcurrency:
      process.env.ZCPS_PASSWORD_HASH_CONCURRENCY ||
      'server default (one per core, threads at the lowest priority)',
    threadPool: process.env.UV_THREADPOOL_SIZE || '4 (libuv default)',
    hashNice: process.env.ZCPS_PASSWORD_HASH_NICE || '19 (server default)',
  };
  log(
    `  loginStorm: hash concurrency ${settings.hashConcurrency}, nice ${settings.hashNice}, thread pool ${settings.threadPool}`,
  );

  const loadBefore = load1();
  const loginAlone = await measured(svc.pid, () => runWorker(loginJob(seconds)));
  log(
    `  loginStorm login alone @${STORM_LOGIN_CONNECTIONS}: ${fmtFigures(loginAlone)}, server CPU ${loginAlone.serverCpuMsPerRequest} ms each (load ${loadBefore})`,
  );
  const levels: LoginStormResult['levels'] = [];
  for (const connections of options.connections) {
    const waited = await settled(svc.pid);
    const loadAlone = load1();
    const listAlone = await measured(svc.pid, () => runWorker(listJob(connections)));
    log(
      `  loginStorm list alone @${connections}: ${fmtFigures(listAlone)}, server CPU ${listAlone.serverCpuMsPerRequest} ms each (load ${loadAlone}; waited ${waited} ms for the server to go quiet)`,
    );
    const loadDuring = load1();
    const storm = runWorker(loginJob(seconds + 2 * LEAD_SECONDS));
    await sleep(LEAD_SECONDS * 1000);
    const listDuring = await runWorker(listJob(connections));
    const loginDuring = await storm;
    const p99Ratio = listAlone.p99 > 0 ? listDuring.p99 / listAlone.p99 : null;
    log(
      `  loginStorm list during the storm @${connections}: ${fmtFigures(listDuring)}, p99 ×${p99Ratio?.toFixed(2)} of alone; logins ${fmtFigures(loginDuring)} (load ${loadDuring} → ${load1()})`,
    );
    levels.push({
      listConnections: connections,
      listAlone,
      listDuring,
      loginDuring,
      p99Ratio,
      loadAverage: { alone: loadAlone, during: loadDuring, after: load1() },
    });
  }
  return {
    loginConnections: STORM_LOGIN_CONNECTIONS,
    seconds,
    ...settings,
    loginAlone,
    loadAverage: { start: loadBefore, end: load1() },
    levels,
  };
}
