// Writes .br and .gz beside every text asset of the build, so the server sends the smallest encoding the browser
// accepts without compressing on each request (@fastify/static preCompressed). Browsers advertise brotli only over
// HTTPS, so plain-HTTP deployments (and loopback) get the .gz.
//
// Two levels. `best` (the default, `npm run build`): brotli 11 and Zopfli, whose .gz is about 3.4 % smaller than
// zlib's level 9 and readable by every gzip decoder; it costs one to two minutes of CPU. `fast` (`npm start`'s
// first build, the browser tests): zlib 9 and brotli 6 in about a second. `npm start` then runs `best` in the
// background (`--upgrade`), replacing each file by rename, so the first start is not held up by compression.
import fs from 'node:fs';
import path from 'node:path';
import { Buffer } from 'node:buffer';
import { performance } from 'node:perf_hooks';
import zlib from 'node:zlib';
import { gzipAsync } from '@gfx/zopfli';

const dist = path.resolve(import.meta.dirname, '../dist');
/** Records the level the files were written with, so `--upgrade` knows whether there is work left. */
const MARKER = path.join(dist, '.precompressed');
const TEXT = /\.(js|css|html|svg|json|txt|map)$/;
const MIN_BYTES = 1024;
/** Zopfli's rounds; beyond ~10 the gain is a fraction of a percent for much more build time. */
const ZOPFLI_ITERATIONS = 10;
/** Source maps are never sent to browsers: zlib is enough for them. */
const ZOPFLI_SKIP = /\.map$/;

const args = process.argv.slice(2);
const level = args.includes('--fast') ? 'fast' : 'best';
if (args.includes('--upgrade') && readMarker() !== 'fast') process.exit(0);

function readMarker() {
  return fs.existsSync(MARKER) ? fs.readFileSync(MARKER, 'utf8').trim() : null;
}

function* files(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else if (TEXT.test(entry.name)) yield full;
  }
}

/** Write beside, then rename: a server already sending the old file keeps reading a whole one. */
function replace(file, bytes) {
  const tmp = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(tmp, bytes);
  fs.renameSync(tmp, file);
}

async function gzip(file, source) {
  if (level === 'fast' || ZOPFLI_SKIP.test(file)) return zlib.gzipSync(source, { level: 9 });
  return Buffer.from(await gzipAsync(source, { numiterations: ZOPFLI_ITERATIONS }));
}

function brotli(source) {
  return zlib.brotliCompressSync(source, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: level === 'fast' ? 6 : 11,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: source.length,
    },
  });
}

const started = performance.now();
let count = 0;
for (const file of files(dist)) {
  const source = fs.readFileSync(file);
  if (source.length < MIN_BYTES) continue;
  replace(`${file}.br`, brotli(source));
  replace(`${file}.gz`, await gzip(file, source));
  count++;
}
fs.writeFileSync(MARKER, `${level}\n`);
const seconds = ((performance.now() - started) / 1000).toFixed(1);
console.log(
  `precompressed ${count} files (${level}: ${level === 'fast' ? 'brotli 6, zlib 9' : 'brotli 11, Zopfli'}) in ${seconds} s`,
);
