// The static checks of `npm test` (lint, format, typecheck), run side by side on every core: each is a single
// Node process, so one after another they left a core idle for minutes. `node scripts/test/checks.mjs [group…]`
// runs the named groups only (`lint`, `format`, `typecheck`); output is printed per check as it finishes.
import { spawn } from 'node:child_process';
import os from 'node:os';
import { performance } from 'node:perf_hooks';

const bin = (name) => `node_modules/.bin/${name}`;

/**
 * `after` names a check whose output this one reads (the contracts' or the server's declarations). Listed longest
 * chain first: a free slot takes the first check that is ready.
 */
const CHECKS = [
  { group: 'typecheck', name: 'contracts', cmd: [bin('tsc'), '-b', 'packages/contracts'] },
  {
    group: 'typecheck',
    name: 'server',
    after: 'contracts',
    // One check of the server's sources, leaving their declarations (dist-types/) for bench and security,
    // whose programs import the server: each of them used to check all of it again.
    cmd: [bin('tsc'), '-b', 'apps/server/tsconfig.types.json'],
  },
  { group: 'lint', name: 'eslint', cmd: [bin('eslint'), '.', '--max-warnings=0'] },
  { group: 'format', name: 'prettier', cmd: [bin('prettier'), '--check', '.', '--log-level=warn'] },
  {
    group: 'typecheck',
    name: 'web',
    after: 'contracts',
    cmd: [bin('tsc'), '-p', 'apps/web/tsconfig.json', '--noEmit'],
  },
  {
    group: 'typecheck',
    name: 'e2e',
    after: 'contracts',
    cmd: [bin('tsc'), '-p', 'e2e/tsconfig.json', '--noEmit'],
  },
  {
    group: 'typecheck',
    name: 'bench',
    after: 'server',
    cmd: [bin('tsc'), '-b', 'bench'],
  },
  {
    group: 'typecheck',
    name: 'security',
    after: 'server',
    cmd: [bin('tsc'), '-b', 'security'],
  },
  { group: 'lint', name: 'imports', cmd: ['node', 'scripts/lint/check-imports.mjs'] },
];

const groups = process.argv.slice(2);
const todo = CHECKS.filter((c) => groups.length === 0 || groups.includes(c.group));
const unknown = groups.filter((g) => !CHECKS.some((c) => c.group === g));
if (unknown.length > 0) {
  console.error(`unknown check group: ${unknown.join(', ')}`);
  process.exit(2);
}

const done = new Map();
const running = new Set();
const slots = Math.max(1, os.availableParallelism());
const started = performance.now();

function run(check) {
  return new Promise((resolve) => {
    const t0 = performance.now();
    const child = spawn(check.cmd[0], check.cmd.slice(1), { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('close', (code) => {
      const seconds = ((performance.now() - t0) / 1000).toFixed(1);
      process.stdout.write(`${code === 0 ? 'ok  ' : 'FAIL'} ${check.name} (${seconds} s)\n`);
      if (output.trim() && code !== 0) process.stdout.write(`${output.trimEnd()}\n`);
      resolve(code === 0);
    });
  });
}

const ready = (c) => !c.after || done.has(c.after) || !todo.some((t) => t.name === c.after);
const pending = [...todo];
await new Promise((finish) => {
  const next = () => {
    if (pending.length === 0 && running.size === 0) return finish();
    while (running.size < slots) {
      const i = pending.findIndex(ready);
      if (i < 0) break;
      const [check] = pending.splice(i, 1);
      const p = run(check).then((ok) => {
        done.set(check.name, ok);
        running.delete(p);
        next();
      });
      running.add(p);
    }
  };
  next();
});

const failed = [...done].filter(([, ok]) => !ok).map(([name]) => name);
const total = ((performance.now() - started) / 1000).toFixed(1);
console.log(
  failed.length ? `checks failed: ${failed.join(', ')} (${total} s)` : `all checks passed (${total} s)`,
);
process.exit(failed.length ? 1 : 0);
