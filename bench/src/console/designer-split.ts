/**
 * Where bpmn-js lands in the built console (issue 21: the designer's code loads only on the designer route, the
 * login page's budget unchanged). Reads apps/web/dist only: a chunk holds the bpmn-js viewer core when it has
 * diagram-js's container class, the Modeler when it has its palette; the files a route loads up front come from
 * bundle.ts, and what a page may fetch later from the lazy imports of its own chunks (never into the shell or
 * another page's chunk: the page registry lazily reaches every page). Prints one JSON line.
 *
 *   cd bench && node --import tsx src/console/designer-split.ts
 */
import fs from 'node:fs';
import path from 'node:path';
import { benchDir } from '../options.js';
import { routeBytes, routeGraph } from './bundle.js';
import { WEB_DIST } from './measure.js';

const DESIGNER_ROUTE = 'workflow/model/design';
const UP_FRONT_ROUTES = ['(entry only)', '/login', '/index (first page after login)'];
const KB = 1024;

const dist = process.env.BENCH_WEB_DIST ?? WEB_DIST;
const kinds = new Map<string, 'modeler' | 'viewer'>();
for (const file of fs.readdirSync(path.join(dist, 'assets'))) {
  if (!file.endsWith('.js')) continue;
  const text = fs.readFileSync(path.join(dist, 'assets', file), 'utf8');
  if (text.includes('djs-palette')) kinds.set(`assets/${file}`, 'modeler');
  else if (text.includes('djs-container')) kinds.set(`assets/${file}`, 'viewer');
}
const { routes, lazy, closure, pageChunks } = routeGraph(dist);
const shell = routes.find((r) => r.route === '/index (first page after login)')!.files;

/** A page's own files and everything their lazy imports may fetch later. */
function eventually(files: Set<string>): Set<string> {
  const seen = new Set<string>();
  const stack = [...files].filter((f) => !shell.has(f));
  while (stack.length) {
    const file = stack.pop()!;
    if (seen.has(file) || shell.has(file) || (pageChunks.has(file) && !files.has(file))) continue;
    seen.add(file);
    for (const [chunk, deps] of lazy)
      if (file === chunk) for (const f of closure(deps.filter((d) => d.endsWith('.js')))) stack.push(f);
    for (const m of (file.endsWith('.js') && fs.existsSync(path.join(dist, file))
      ? fs.readFileSync(path.join(dist, file), 'utf8')
      : ''
    ).matchAll(/import\(\s*["'`]\.\/([^"'`]+\.js)["'`]/g))
      for (const f of closure([path.posix.join(path.posix.dirname(file), m[1]!)])) stack.push(f);
  }
  return seen;
}

const bpmnIn = (files: Set<string>) => [...files].filter((f) => kinds.has(f));
const upFront = UP_FRONT_ROUTES.map((route) => ({
  route,
  bpmn: bpmnIn(routes.find((r) => r.route === route)!.files),
}));
const reaching = (kind: 'modeler' | 'viewer') =>
  routes
    .filter((r) => !UP_FRONT_ROUTES.includes(r.route))
    .filter((r) => [...eventually(r.files)].some((f) => kinds.get(f) === kind))
    .map((r) => r.route);
const modelerRoutes = reaching('modeler');
const viewerRoutes = reaching('viewer');
const bpmnUpFrontOfPages = routes
  .filter((r) => !UP_FRONT_ROUTES.includes(r.route) && bpmnIn(r.files).length > 0)
  .map((r) => r.route);

const login = routeBytes(dist).find((r) => r.route === '/login')!;
const loginBrotli = login.js.brotli + login.css.brotli;
const fullFile = path.join(benchDir, 'results/full.json');
const lastFull = fs.existsSync(fullFile)
  ? (
      JSON.parse(fs.readFileSync(fullFile, 'utf8')) as {
        console?: { routes: { route: string; js: { brotli: number }; css: { brotli: number } }[] };
      }
    ).console?.routes.find((r) => r.route === '/login')
  : undefined;
const sizeOf = (files: string[]) => files.reduce((n, f) => n + fs.statSync(path.join(dist, f)).size, 0);

console.log(
  JSON.stringify({
    bench: 'designer-split',
    bpmnChunks: Object.fromEntries(kinds),
    bpmnRawKB: Math.round(sizeOf([...kinds.keys()]) / KB),
    upFront,
    pagesLoadingBpmnUpFront: bpmnUpFrontOfPages,
    modelerRoutes,
    viewerRoutes,
    loginBrotliKB: Math.round(loginBrotli / KB),
    loginBrotliKBLastFullRun: lastFull ? Math.round((lastFull.js.brotli + lastFull.css.brotli) / KB) : null,
    pass:
      kinds.size > 0 &&
      upFront.every((u) => u.bpmn.length === 0) &&
      bpmnUpFrontOfPages.length === 0 &&
      modelerRoutes.length === 1 &&
      modelerRoutes[0] === DESIGNER_ROUTE,
  }),
);
