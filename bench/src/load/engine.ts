import path from 'node:path';
import net from 'node:net';
import { prepareData, serverEnv } from '../data/generate.js';
import { pgliteDir, pgUrl, type Engine, type Options } from '../options.js';
import { mib, type EngineResult, type ScenarioResult } from '../report/types.js';
import { rssBytes, sleep, startService, type Service } from '../util/proc.js';
import { authHeaders, encryptBody, login, LOGIN_HEADERS, loginBody, publicKey } from './client.js';
import { runLoginStorm } from './login-storm.js';
import { fmtFigures, runWorker } from './runner.js';
import { floorScenarios, scenarios, type Scenario } from './scenarios.js';
import { soak } from './soak.js';

type Log = (m: string) => void;

export function scenariosOf(options: Options): Scenario[] {
  if (!options.only) return scenarios;
  return scenarios.filter((s) => options.only!.includes(s.id));
}

/** Empties the bench's own Redis database so sessions of earlier runs do not count. */
async function flushRedis(url: string): Promise<void> {
  const u = new URL(url);
  const db = Number(u.pathname.slice(1) || 0);
  if (db === 0)
    throw new Error('refusing to flush Redis database 0: give BENCH_REDIS_URL a database of its own');
  await new Promise<void>((resolve, reject) => {
    const socket = net.connect(Number(u.port || 6379), u.hostname, () =>
      socket.end(`SELECT ${db}\r\nFLUSHDB\r\nQUIT\r\n`),
    );
    socket.on('data', () => undefined); // read the replies, or the socket never sees the server close
    socket.on('error', reject);
    socket.on('close', () => resolve());
  });
}

async function runFloors(engine: Engine, options: Options, log: Log): Promise<EngineResult['floors']> {
  const env: Record<string, string> =
    engine === 'postgres'
      ? { BENCH_DB_URL: pgUrl(options) }
      : { BENCH_PGLITE_DIR: path.join(pgliteDir(options), 'pgdata') };
  const script = `bench/src/baseline/${engine === 'postgres' ? 'pg' : 'pglite'}-server.ts`;
  const svc = await startService(`baseline-${engine}`, ['--import', 'tsx', script], env, '/ready');
  const floors: EngineResult['floors'] = [];
  try {
    const wanted = new Set(scenariosOf(options).map((s) => s.floor));
    for (const [id, steps] of Object.entries(floorScenarios)) {
      if (!wanted.has(id as Scenario['floor'])) continue;
      const runs = [];
      for (const connections of options.connections) {
        const figures = await runWorker({
          url: svc.url,
          connections,
          durationSeconds: options.durationSeconds,
          headers: {},
          steps,
        });
        log(`  floor ${id} @${connections}: ${fmtFigures(figures)}`);
        runs.push({ connections, figures });
      }
      floors.push({ id, runs });
    }
  } finally {
    await svc.stop();
  }
  return floors;
}

/** HTTP 404 on the probe → not built yet; an envelope code other than 200 → failed preflight. */
async function probe(svc: Service, s: Scenario, token: string): Promise<string | null> {
  if (s.kind === 'login' || s.kind === 'loginStorm') return null;
  const res = await fetch(svc.url + (s.probe ?? s.steps[0]!.path), { headers: authHeaders(token) });
  const text = await res.text();
  if (res.status === 404 && text.includes('"code":404')) {
    return `endpoint not built yet${s.issue ? ` (issue ${s.issue})` : ''}`;
  }
  if (!/"code":\s*200[,}]/.test(text))
    throw new Error(`preflight answered HTTP ${res.status}: ${text.slice(0, 200)}`);
  return null;
}

async function runScenario(
  svc: Service,
  s: Scenario,
  options: Options,
  floors: EngineResult['floors'],
  log: Log,
) {
  const result: ScenarioResult = { id: s.id, title: s.title, floor: s.floor, status: 'ran', runs: [] };
  if (s.kind === 'loginStorm') return { ...result, storm: await runLoginStorm(svc, options, log) };
  const key = await publicKey(svc.url);
  const token = await login(svc.url, key, s.caller);
  try {
    const skip = await probe(svc, s, token);
    if (skip) {
      log(`  ${s.id}: SKIPPED, ${skip}`);
      return { ...result, status: 'skipped' as const, note: skip };
    }
  } catch (e) {
    log(`  ${s.id}: FAILED, ${String(e)}`);
    return { ...result, status: 'failed' as const, note: String(e) };
  }
  const rotate =
    s.kind === 'login' ? Array.from({ length: 2000 }, () => encryptBody(key, loginBody())) : undefined;
  const headers = s.kind === 'login' ? LOGIN_HEADERS : authHeaders(token);
  for (const connections of options.connections) {
    const figures = await runWorker({
      url: svc.url,
      connections,
      durationSeconds: options.durationSeconds,
      headers,
      steps: s.steps,
      rotate,
      noticeWrite: s.kind === 'noticeWrite',
    });
    const floor = floors.find((f) => f.id === s.floor)?.runs.find((r) => r.connections === connections);
    const ratio = floor && floor.figures.rps > 0 ? figures.rps / floor.figures.rps : null;
    log(`  ${s.id} @${connections}: ${fmtFigures(figures)}${ratio ? `, ×${ratio.toFixed(2)} of floor` : ''}`);
    result.runs.push({ connections, figures, ratioToFloor: ratio });
  }
  return result;
}

export async function benchEngine(engine: Engine, options: Options, log: Log): Promise<EngineResult> {
  const data = await prepareData(engine, options, log);
  log(`[floor] ${engine}: bare Fastify + ${engine === 'postgres' ? 'pg' : 'PGlite'}`);
  const floors = await runFloors(engine, options, log);
  if (engine === 'postgres') await flushRedis(options.redisUrl);
  log(`[load] ${engine}: server`);
  const svc = await startService(
    `server-${engine}`,
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
    await sleep(3000);
    const idle = mib(rssBytes(svc.pid));
    log(`  RSS idle after start: ${idle} MiB`);
    const results: ScenarioResult[] = [];
    for (const s of scenariosOf(options)) results.push(await runScenario(svc, s, options, floors, log));
    await sleep(2000);
    const afterLoad = mib(rssBytes(svc.pid));
    log(`  RSS after load: ${afterLoad} MiB`);
    const memory: EngineResult['memory'] = { idleAfterStartMiB: idle, afterLoadMiB: afterLoad };
    if (engine === options.soakEngine && options.soakSeconds > 0 && !options.only) {
      const available = scenarios.filter(
        (s) => s.soak && results.find((r) => r.id === s.id)?.status === 'ran',
      );
      memory.soak = await soak(svc, available, options, log);
    }
    return { engine, data, floors, scenarios: results, memory };
  } finally {
    await svc.stop();
  }
}
