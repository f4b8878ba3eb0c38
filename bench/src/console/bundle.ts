import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { RouteBytes, Sizes } from './types.js';

/**
 * Per-route bytes from the built console without a Vite manifest: the entry (index.html's script,
 * modulepreloads and stylesheets, plus the static import closure), and for each lazy chunk the files Vite
 * preloads with it (`__vite__mapDeps`) and their static imports.
 */
const STATIC_IMPORT = /(?:\bfrom|\bimport)\s*["'`]\.\/([^"'`]+\.js)["'`]/g;
const LAZY = /import\(\s*["'`]\.\/([^"'`]+\.js)["'`]\s*\)\s*,\s*__vite__mapDeps\(\[([\d,\s]*)\]\)/g;
const GLOB_KEY =
  /["'`]\.\.\/\.\.\/features\/([^"'`]+)\/index\.tsx["'`]\s*:\s*\(\)\s*=>\s*\w+\(\s*\(\)\s*=>\s*import\(\s*["'`]\.\/([^"'`]+\.js)/g;

function sizes(buf: Buffer): Sizes {
  return {
    raw: buf.length,
    gzip: zlib.gzipSync(buf, { level: 9 }).length,
    brotli: zlib.brotliCompressSync(buf, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
  };
}

const add = (a: Sizes, b: Sizes): Sizes => ({
  raw: a.raw + b.raw,
  gzip: a.gzip + b.gzip,
  brotli: a.brotli + b.brotli,
});
const zero = (): Sizes => ({ raw: 0, gzip: 0, brotli: 0 });

/**
 * The files each route loads up front (the entry, /login, the signed-in shell with its first page, every menu
 * page), the lazy imports of every chunk (chunk → the files preloaded with it), the static import closure and
 * the menu pages' own chunks.
 */
export function routeGraph(dist: string) {
  const { routes, lazy, closure, pageKeys } = routeSets(dist);
  return { routes, lazy, closure, pageChunks: new Set(pageKeys.keys()) };
}

export function routeBytes(dist: string): RouteBytes[] {
  const { routes, read } = routeSets(dist);
  return routes.map(({ route, files }) => summarise(route, files, read));
}

function routeSets(dist: string) {
  const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
  const assetsOf = (re: RegExp) => [...html.matchAll(re)].map((m) => m[1]!.replace(/^\//, ''));
  const entryFiles = [
    ...assetsOf(/<script[^>]+src="([^"]+)"/g),
    ...assetsOf(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g),
    ...assetsOf(/<link[^>]+rel="stylesheet"[^>]+href="([^"]+)"/g),
  ];
  const cache = new Map<string, { text: string; sizes: Sizes }>();
  const read = (file: string) => {
    let hit = cache.get(file);
    if (!hit) {
      const buf = fs.readFileSync(path.join(dist, file));
      hit = { text: file.endsWith('.js') ? buf.toString('utf8') : '', sizes: sizes(buf) };
      cache.set(file, hit);
    }
    return hit;
  };
  const closure = (roots: string[]) => {
    const seen = new Set<string>();
    const stack = [...roots];
    while (stack.length) {
      const file = stack.pop()!;
      if (seen.has(file) || !fs.existsSync(path.join(dist, file))) continue;
      seen.add(file);
      for (const m of read(file).text.matchAll(STATIC_IMPORT))
        stack.push(path.posix.join(path.posix.dirname(file), m[1]!));
    }
    return seen;
  };
  const entry = closure(entryFiles);
  // Every chunk may hold lazy imports with its own preload list (the page registry is itself lazy).
  const lazy = new Map<string, string[]>();
  const pageKeys = new Map<string, string>();
  for (const file of fs.readdirSync(path.join(dist, 'assets'))) {
    if (!file.endsWith('.js')) continue;
    const text = read(`assets/${file}`).text;
    const depList = JSON.parse(/m\.f=(\[[^\]]*\])/.exec(text)?.[1] ?? '[]') as string[];
    for (const m of text.matchAll(LAZY)) {
      const deps = m[2]!
        .split(',')
        .filter((x) => x.trim())
        .map((x) => depList[Number(x)]!);
      lazy.set(`assets/${m[1]}`, deps.filter(Boolean));
    }
    for (const m of text.matchAll(GLOB_KEY)) pageKeys.set(`assets/${m[2]}`, m[1]!);
  }
  const chunkNamed = (name: string) =>
    [...lazy.keys()].find((c) => path.basename(c).replace(/-[\w-]{8}\.js$/, '') === name);
  const withChunks = (chunks: (string | undefined)[]) => {
    const files = new Set(entry);
    for (const chunk of chunks) {
      if (!chunk) continue;
      const deps = lazy.get(chunk) ?? [];
      for (const f of closure([chunk, ...deps.filter((d) => d.endsWith('.js'))])) files.add(f);
      for (const d of deps) if (d.endsWith('.css')) files.add(d);
    }
    return files;
  };
  // The signed-in shell every menu page renders in (whichever of these chunks the build has).
  const shell = ['AppLayout', 'RouteViews', 'page-registry'].map(chunkNamed);
  const routes = [
    { route: '(entry only)', files: entry },
    { route: '/login', files: withChunks([chunkNamed('LoginPage')]) },
    { route: '/index (first page after login)', files: withChunks([...shell, chunkNamed('HomePage')]) },
  ];
  for (const [chunk, key] of [...pageKeys].sort((a, b) => a[1].localeCompare(b[1]))) {
    routes.push({ route: key, files: withChunks([...shell, chunk]) });
  }
  return { routes, read, lazy, closure, pageKeys };
}

function summarise(route: string, files: Set<string>, read: (f: string) => { sizes: Sizes }): RouteBytes {
  let js = zero();
  let css = zero();
  for (const f of files) {
    if (f.endsWith('.js')) js = add(js, read(f).sizes);
    else if (f.endsWith('.css')) css = add(css, read(f).sizes);
  }
  return { route, files: files.size, js, css };
}
