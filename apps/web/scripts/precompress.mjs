// Writes .br (quality 11) and .gz beside every text asset of the build, so the server sends the smallest
// encoding the browser accepts without compressing on each request (@fastify/static preCompressed). Browsers
// advertise brotli only over HTTPS, so plain-HTTP deployments (and loopback) get the .gz: Zopfli makes it about
// 4 % smaller than zlib's level 9 and stays readable by every gzip decoder.
import fs from 'node:fs';
import path from 'node:path';
import { Buffer } from 'node:buffer';
import { performance } from 'node:perf_hooks';
import zlib from 'node:zlib';
import { gzipAsync } from '@gfx/zopfli';

const dist = path.resolve(import.meta.dirname, '../dist');
const TEXT = /\.(js|css|html|svg|json|txt|map)$/;
const MIN_BYTES = 1024;
/** Zopfli's rounds; beyond ~10 the gain is a fraction of a percent for much more build time. */
const ZOPFLI_ITERATIONS = 10;
/** Source maps are never sent to browsers: zlib is enough for them. */
const ZOPFLI_SKIP = /\.map$/;

function* files(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else if (TEXT.test(entry.name)) yield full;
  }
}

const started = performance.now();
let count = 0;
for (const file of files(dist)) {
  const source = fs.readFileSync(file);
  if (source.length < MIN_BYTES) continue;
  const brotli = zlib.brotliCompressSync(source, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: source.length,
    },
  });
  fs.writeFileSync(`${file}.br`, brotli);
  const gzip = ZOPFLI_SKIP.test(file)
    ? zlib.gzipSync(source, { level: 9 })
    : Buffer.from(await gzipAsync(source, { numiterations: ZOPFLI_ITERATIONS }));
  fs.writeFileSync(`${file}.gz`, gzip);
  count++;
}
const seconds = ((performance.now() - started) / 1000).toFixed(1);
console.log(`precompressed ${count} files (.br, .gz with Zopfli) in ${seconds} s`);
