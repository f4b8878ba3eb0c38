// `npm run bench [-- --quick]`: data at scale, load scenarios against the built server and a bare floor,
// memory, and the console's bytes and paint times. Writes bench/results/<name>.json and bench/README.md.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { serverEnv } from './data/generate.js';
import { benchEngine, scenariosOf } from './load/engine.js';
import { scenarios } from './load/scenarios.js';
import { DOMAIN_IDS, runDomain } from './domain/run-domain.js';
import { measureConsole, snapshotWebDist, WEB_DIST } from './console/measure.js';
import { benchDir, parseOptions, rootDir, type Options } from './options.js';
import { budgets } from './report/budgets.js';
import { writeReadme } from './report/readme.js';
import type { BenchResult, EngineResult } from './report/types.js';
import { machineInfo } from './util/machine.js';
import { startService } from './util/proc.js';

const t0 = performance.now();
const log = (m: string) => console.log(`${((performance.now() - t0) / 1000).toFixed(0).padStart(5)}s ${m}`);

function newest(target: string): number {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let n = 0;
  for (const e of fs.readdirSync(target))
    if (e !== 'node_modules' && e !== 'dist') n = Math.max(n, newest(path.join(target, e)));
  return n;
}

/** Builds when a dist is missing or --build is given; a stale dist is only reported (others may be mid-edit). */
function checkBuild(force: boolean): { stale: boolean } {
  const server = path.join(rootDir, 'apps/server/dist/main.js');
  const web = path.join(WEB_DIST, 'index.html');
  if (force || !fs.existsSync(server) || !fs.existsSync(web)) {
    log('[build] npm run build');
    const r = spawnSync('npm', ['run', 'build'], { cwd: rootDir, stdio: 'inherit' });
    if (r.status !== 0)
      throw new Error('npm run build failed: the bench measures the built server and console');
  }
  const stale =
    newest(path.join(rootDir, 'apps/server/src')) > newest(server) ||
    newest(path.join(rootDir, 'apps/web/src')) > newest(web);
  if (stale)
    log(
      '[build] WARNING: a dist is older than its sources; run `npm run build` (or pass --build) for current figures',
    );
  return { stale };
}

async function consolePart(options: Options, engines: EngineResult[], dist: string) {
  const engine = engines.some((e) => e.engine === 'pglite') ? 'pglite' : 'postgres';
  log(`[console] server on ${engine} serving apps/web/dist, ${options.coldLoads} cold loads per page`);
  const svc = await startService(
    'server-console',
    ['apps/server/dist/main.js'],
    {
      ...serverEnv(engine, options),
      LOG_LEVEL: 'warn',
      ZCPS_CAPTCHA_ENABLED: 'false',
      ZCPS_DEMO_DATA: 'false',
      ZCPS_WEB_DIST: dist,
    },
    '/zcps/auth/rsa-public-key',
  );
  try {
    return await measureConsole(svc, dist, options.coldLoads, log);
  } finally {
    await svc.stop();
  }
}

async function main() {
  const args = process.argv.slice(2);
  const options = parseOptions(args);
  log(
    `[bench] ${options.name}: engines ${options.engines.join(', ')}, connections ${options.connections.join('/')}, ${options.durationSeconds} s per scenario`,
  );
  const build = checkBuild(args.includes('--build') || process.env.npm_config_build === 'true');
  const dist = snapshotWebDist();
  const machine = machineInfo();
  // Others share this machine: the load around a partial run says how far its figures can be trusted.
  const loadAtStart = os.loadavg();
  const unknown = (options.only ?? []).filter(
    (id) => !scenarios.some((s) => s.id === id) && !DOMAIN_IDS.includes(id),
  );
  if (unknown.length) throw new Error(`--only: unknown scenario ${unknown.join(', ')}`);
  const engines: EngineResult[] = [];
  if (!options.only || scenariosOf(options).length)
    for (const engine of options.engines) engines.push(await benchEngine(engine, options, log));
  const ran = await runDomain(options, log);
  const domain = ran.length ? ran : undefined;
  if (options.only) {
    const file = path.join(benchDir, 'results', `only-${options.only.join('-')}.json`);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(
      file,
      JSON.stringify(
        {
          machine,
          loadAverage: { start: loadAtStart, end: os.loadavg() },
          options: options.only,
          engines,
          domain,
        },
        null,
        2,
      ) + '\n',
    );
    log(
      `[bench] --only ${options.only.join(',')}: a partial run, figures in ${path.relative(rootDir, file)}`,
    );
    return;
  }
  const consoleResult = options.console ? await consolePart(options, engines, dist) : undefined;
  const partial = {
    name: options.name,
    machine: { ...machine, ...(build.stale ? { commit: `${machine.commit} (stale dist)` } : {}) },
    options: {
      connections: options.connections,
      durationSeconds: options.durationSeconds,
      soakSeconds: options.soakSeconds,
      coldLoads: options.coldLoads,
    },
    engines,
    domain,
    console: consoleResult,
    totalSeconds: Math.round((performance.now() - t0) / 1000),
  };
  const result: BenchResult = { ...partial, budgets: budgets(partial) };
  fs.mkdirSync(path.join(benchDir, 'results'), { recursive: true });
  const file = path.join(benchDir, 'results', `${options.name}.json`);
  fs.writeFileSync(file, JSON.stringify(result, null, 2) + '\n');
  writeReadme(result);
  log(`[bench] wrote ${path.relative(rootDir, file)} and bench/README.md in ${result.totalSeconds} s`);
  for (const b of result.budgets) {
    log(`  ${b.pass === null ? 'n/a ' : b.pass ? 'PASS' : 'FAIL'} ${b.name}: ${b.value} (${b.limit})`);
  }
}

let finished = false;
process.on('exit', (code) => {
  if (!finished)
    console.error(
      `bench stopped before the end (exit code ${code}): a step awaited something that never settles`,
    );
});

main()
  .then(() => (finished = true))
  .catch((e: unknown) => {
    finished = true;
    console.error(e instanceof Error ? e.message : e);
    process.exit(1);
  });
