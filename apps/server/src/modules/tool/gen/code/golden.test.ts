import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHECKOUT_ROOT, renderAgainst, writeInto } from './apply.js';
import { goldenFixtures } from './fixtures.js';
import type { Generated } from './render.js';

const run = promisify(execFile);

/**
 * What the generated code needs from the checkout: sources, configs, lint scripts and the server's build script
 * (the nested run's global setup builds the server for tests that start it); node_modules linked.
 */
const COPIED = [
  'package.json',
  'tsconfig.base.json',
  'eslint.config.js',
  '.prettierrc.json',
  '.prettierignore',
  'vitest.config.ts',
  'scripts/lint',
  'scripts/test',
  'packages/contracts/package.json',
  'packages/contracts/tsconfig.json',
  'packages/contracts/src',
  'apps/server/package.json',
  'apps/server/tsconfig.json',
  'apps/server/scripts',
  'apps/server/drizzle',
  'apps/server/src',
  'apps/web/package.json',
  'apps/web/tsconfig.json',
  'apps/web/src',
];

/** A copy of the checkout whose node_modules points at the real packages, but @zcps/* at the copy. */
function copyProject(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'zcps-golden-'));
  for (const entry of COPIED)
    fs.cpSync(path.join(CHECKOUT_ROOT, entry), path.join(dir, entry), { recursive: true });
  const modules = path.join(dir, 'node_modules');
  fs.mkdirSync(path.join(modules, '@zcps'), { recursive: true });
  for (const name of fs.readdirSync(path.join(CHECKOUT_ROOT, 'node_modules'))) {
    if (name === '@zcps') continue;
    fs.symlinkSync(path.join(CHECKOUT_ROOT, 'node_modules', name), path.join(modules, name));
  }
  fs.symlinkSync(path.join(dir, 'packages/contracts'), path.join(modules, '@zcps/contracts'));
  for (const app of ['apps/server', 'apps/web']) {
    const own = path.join(CHECKOUT_ROOT, app, 'node_modules');
    if (fs.existsSync(own)) fs.symlinkSync(own, path.join(dir, app, 'node_modules'));
  }
  return dir;
}

async function npx(cwd: string, args: string[], timeout = 150_000) {
  try {
    // The nested run checks the generated code, not the engines: PGlite only, as a developer runs it.
    const { TEST_DATABASE_URL: _db, TEST_REDIS_URL: _redis, ...inherited } = process.env;
    const env = { ...inherited, NO_COLOR: '1', FORCE_COLOR: '0' };
    const { stdout, stderr } = await run('npx', args, { cwd, env, timeout, maxBuffer: 32 * 1024 * 1024 });
    return { ok: true, out: `${stdout}${stderr}` };
  } catch (error) {
    const e = error as { stdout?: string; stderr?: string; message: string };
    return { ok: false, out: `${e.stdout ?? ''}${e.stderr ?? ''}${e.message}` };
  }
}

/** A tsconfig checking only the generated and patched files (and what they import), not the whole app. */
function narrowTsconfig(dir: string, app: string, files: string[]): string {
  const name = path.join(dir, app, 'tsconfig.golden.json');
  const rel = files.filter((f) => f.startsWith(`${app}/`)).map((f) => path.relative(app, f));
  // Typings of untyped packages and module augmentations: nothing imports them, yet checked code reaches them.
  const declarations = fs
    .readdirSync(path.join(dir, app, 'src'), { recursive: true, encoding: 'utf8' })
    .filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f))
    .filter((f) => /^\s*declare module ['"]/m.test(fs.readFileSync(path.join(dir, app, 'src', f), 'utf8')))
    .map((f) => path.join('src', f));
  const extra = [...(app === 'apps/server' ? ['src/test/global-setup.ts'] : []), ...declarations];
  const compilerOptions = { declaration: false, composite: false };
  fs.writeFileSync(
    name,
    JSON.stringify({ extends: './tsconfig.json', compilerOptions, include: [], files: [...rel, ...extra] }),
  );
  return path.relative(dir, name);
}

describe('code generator golden test: three fixture tables land in a copy of this project', () => {
  let dir: string;
  let generated: Generated[];
  let changed: string[];

  beforeAll(async () => {
    dir = copyProject();
    generated = await renderAgainst(dir, goldenFixtures);
    // The files and the wiring as 生成代码 writes them (its compile check is the tsc run below).
    const { written, patched } = await writeInto(dir, generated);
    changed = [...written, ...patched];
  }, 180_000);
  afterAll(() => {
    // ZCPS_GOLDEN_KEEP=1 keeps the copy to debug a template.
    if (dir && !process.env.ZCPS_GOLDEN_KEEP) fs.rmSync(dir, { recursive: true, force: true });
    else console.log(`golden copy kept in ${dir}`);
  });

  it('passes eslint, prettier and the import layers', async () => {
    const code = changed.filter((f) => /\.tsx?$/.test(f));
    const lint = await npx(dir, ['eslint', '--max-warnings=0', ...code]);
    expect(lint.ok, lint.out).toBe(true);
    const pretty = await npx(dir, ['prettier', '--check', ...code]);
    expect(pretty.ok, pretty.out).toBe(true);
    const layers = await run('node', ['scripts/lint/check-imports.mjs', dir], { cwd: dir }).then(
      () => '',
      (e: { stdout?: string; stderr?: string }) => `${e.stdout}${e.stderr}`,
    );
    // Only problems naming a generated or wiring file count: work in progress elsewhere in the checkout is copied too.
    const ours = changed.map((f) => f.replace(/^(apps\/(server|web)|packages\/contracts)\/src\//, ''));
    expect(layers.split('\n').filter((line) => ours.some((f) => line.includes(f)))).toEqual([]);
  }, 240_000);

  it('typechecks with the real contracts, server and web code', async () => {
    const code = changed.filter((f) => /\.tsx?$/.test(f));
    const [server, web] = await Promise.all(
      ['apps/server', 'apps/web'].map((app) =>
        npx(dir, ['tsc', '-p', narrowTsconfig(dir, app, code), '--noEmit']),
      ),
    );
    expect(server!.ok, server!.out).toBe(true);
    expect(web!.ok, web!.out).toBe(true);
  }, 240_000);

  it('runs its own route tests on PGlite and renders its pages', async () => {
    const tests = generated.flatMap((g) => g.files.map((f) => f.path)).filter((p) => /\.test\.tsx?$/.test(p));
    expect(tests).toHaveLength(6);
    const result = await npx(dir, ['vitest', 'run', ...tests], 280_000);
    expect(result.ok, result.out).toBe(true);
    expect(result.out).toMatch(/Tests\s+\d+ passed/);
  }, 300_000);
});
