// `npm run lint` runs this after eslint: it fails on any import cycle (type-only imports included) and on any
// import that runs back up a layer (scripts/lint/import-rules.mjs). `node scripts/lint/check-imports.mjs [root]`.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { cyclesOf, edgesOf, sourceFiles } from './import-graph.mjs';
import { packagesOf } from './import-rules.mjs';

function layerIndex(pkg, rel) {
  return pkg.layers.findIndex((layer) => layer.match.test(rel));
}

/** Problems of one package: cycles, upward imports, unplaced files, production code importing test code. */
export function checkPackage(pkg) {
  const problems = [];
  const graph = new Map();
  for (const file of sourceFiles(pkg.dir)) graph.set(file, edgesOf(file, pkg.aliases));
  const rel = (file) => path.relative(pkg.dir, file).split(path.sep).join('/');

  for (const cycle of cyclesOf(graph)) {
    problems.push(`${pkg.name}: import cycle through ${cycle.length} files: ${cycle.map(rel).join(', ')}`);
  }
  for (const [file, targets] of graph) {
    const from = rel(file);
    if (pkg.isTest(from)) continue;
    const fromLayer = layerIndex(pkg, from);
    if (fromLayer < 0) {
      problems.push(`${pkg.name}: ${from} belongs to no layer (scripts/lint/import-rules.mjs)`);
      continue;
    }
    for (const target of targets) {
      if (!target.startsWith(pkg.dir + path.sep)) continue; // another package (contracts): always below
      const to = rel(target);
      if (pkg.isTest(to)) {
        problems.push(`${pkg.name}: ${from} imports test code ${to}`);
        continue;
      }
      const toLayer = layerIndex(pkg, to);
      if (toLayer > fromLayer) {
        const names = `${pkg.layers[fromLayer].name} → ${pkg.layers[toLayer].name}`;
        problems.push(`${pkg.name}: ${from} imports ${to}, upward (${names})`);
      }
    }
  }
  return problems;
}

export function checkImports(root) {
  return packagesOf(root).flatMap(checkPackage);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = path.resolve(
    process.argv[2] ?? path.join(path.dirname(fileURLToPath(import.meta.url)), '../..'),
  );
  const problems = checkImports(root);
  for (const problem of problems) console.error(problem);
  if (problems.length) {
    console.error(`\n${problems.length} import problem(s): see the layers in README.md › Conventions`);
    process.exit(1);
  }
}
