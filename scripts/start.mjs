// `npm start`: build whatever is missing or stale, then run the server (it migrates and seeds on start).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

function newestMtime(target) {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of fs.readdirSync(target)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

const parts = [
  {
    name: '@zcps/contracts',
    sources: ['packages/contracts/src'],
    output: 'packages/contracts/dist/index.js',
  },
  {
    name: '@zcps/server',
    sources: ['apps/server/src', 'packages/contracts/src'],
    output: 'apps/server/dist/main.js',
  },
  {
    name: '@zcps/web',
    sources: ['apps/web/src', 'apps/web/index.html', 'apps/web/vite.config.ts', 'packages/contracts/src'],
    output: 'apps/web/dist/index.html',
    // Compressing the console at the best level takes one to two minutes: the first start builds it fast and
    // upgrades the compression in the background while the server already answers.
    script: 'build:fast',
  },
];

for (const part of parts) {
  const built = newestMtime(path.join(root, part.output));
  const changed = Math.max(...part.sources.map((s) => newestMtime(path.join(root, s))));
  if (built && built >= changed) continue;
  console.log(`Building ${part.name}…`);
  const result = spawnSync(npm, ['run', part.script ?? 'build', '-w', part.name], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const server = spawn(process.execPath, [path.join(root, 'apps/server/dist/main.js')], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, ZCPS_WEB_DIST: process.env.ZCPS_WEB_DIST ?? path.join(root, 'apps/web/dist') },
});

// Only when the files are at the fast level (a no-op otherwise); niced so requests keep the CPU.
const upgrade = spawn(process.execPath, [path.join(root, 'apps/web/scripts/precompress.mjs'), '--upgrade'], {
  cwd: root,
  stdio: ['ignore', 'inherit', 'inherit'],
});
try {
  os.setPriority(upgrade.pid, 19);
} catch {
  // Lowering a child's priority is best effort (refused on some systems); it still finishes.
}

for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => {
    upgrade.kill(signal);
    server.kill(signal);
  });
server.on('exit', (code, signal) => {
  upgrade.kill();
  process.exit(code ?? (signal ? 1 : 0));
});
