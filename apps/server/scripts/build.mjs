// The server's build transpiles each source file with esbuild, keeping the folder layout (dist/ mirrors src/).
// Types are checked once, by `npm run typecheck` (tsc --noEmit); compiling them a second time here took ~30 s of
// every first start and every CI run for output identical in behaviour.
import fs from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { build } from 'esbuild';

const root = path.resolve(import.meta.dirname, '..');
const src = path.join(root, 'src');
// `--outdir <name>`: another folder beside dist (the unit tests' child servers, src/test/global-setup.ts). It must
// sit beside dist: the built files find the migrations and assets by relative paths.
const outFlag = process.argv.indexOf('--outdir');
const outName = outFlag > 0 ? process.argv[outFlag + 1] : 'dist';
if (!outName || outName.includes('/') || outName.includes('..'))
  throw new Error(`--outdir: a folder name, not ${outName}`);
const dist = path.join(root, outName);
const TEST = /(\.test\.ts$|^src\/test\/)/;

function* sources(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* sources(full);
    else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.d.ts')) yield full;
  }
}

const started = performance.now();
const entryPoints = [...sources(src)].filter(
  (file) => !TEST.test(path.relative(root, file).split(path.sep).join('/')),
);
fs.rmSync(dist, { recursive: true, force: true });
await build({
  entryPoints,
  outdir: dist,
  outbase: src,
  bundle: false,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  sourcemap: true,
  logLevel: 'warning',
});
const seconds = ((performance.now() - started) / 1000).toFixed(1);
console.log(`built ${entryPoints.length} server files in ${seconds} s`);
