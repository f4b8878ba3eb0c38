// The import graph of the workspace's TypeScript sources: every relative import (type-only ones too, since a
// type loop still couples the files) and every `@zcps/contracts` import, resolved to a file.
import fs from 'node:fs';
import path from 'node:path';

const SOURCE = /\.(ts|tsx)$/;
const IMPORT =
  /(?:^|[\s;])(?:import|export)\s+(?:type\s+)?(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

/** Every .ts/.tsx file under `dir`, skipping node_modules and dist. */
export function sourceFiles(dir) {
  const out = [];
  for (const entry of fs
    .readdirSync(dir, { withFileTypes: true })
    .sort((a, b) => (a.name < b.name ? -1 : 1))) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...sourceFiles(full));
    else if (SOURCE.test(entry.name) && !entry.name.endsWith('.d.ts')) out.push(full);
  }
  return out;
}

/** Specifiers imported by a file, comments stripped so commented-out imports do not count. */
export function importsOf(text) {
  const code = text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');
  const found = [];
  for (const m of code.matchAll(IMPORT)) found.push(m[1] ?? m[2]);
  return found;
}

function resolveFile(base) {
  const stem = base.replace(/\.(js|jsx|mjs)$/, '');
  const candidates = [
    base,
    `${stem}.ts`,
    `${stem}.tsx`,
    path.join(base, 'index.ts'),
    path.join(base, 'index.tsx'),
  ];
  return candidates.find((c) => SOURCE.test(c) && fs.existsSync(c) && fs.statSync(c).isFile());
}

/**
 * The edges from `file`: relative specifiers resolved on disk; bare ones mapped through `aliases`
 * (`{ '@zcps/contracts': '/abs/packages/contracts/src/index.ts' }`); other packages ignored.
 */
export function edgesOf(file, aliases = {}) {
  const targets = [];
  for (const spec of importsOf(fs.readFileSync(file, 'utf8'))) {
    let target;
    if (spec.startsWith('.')) target = resolveFile(path.resolve(path.dirname(file), spec));
    else if (aliases[spec]) target = aliases[spec];
    if (target) targets.push(target);
  }
  return targets;
}

/** Strongly connected components of more than one file (or a file importing itself): the import cycles. */
export function cyclesOf(graph) {
  let index = 0;
  const stack = [];
  const onStack = new Set();
  const idx = new Map();
  const low = new Map();
  const cycles = [];
  const visit = (root) => {
    // Iterative Tarjan: the graph has ~1,000 nodes and deep chains.
    const work = [[root, 0]];
    idx.set(root, index);
    low.set(root, index++);
    stack.push(root);
    onStack.add(root);
    while (work.length) {
      const frame = work[work.length - 1];
      const [node, i] = frame;
      const next = graph.get(node) ?? [];
      if (i < next.length) {
        frame[1]++;
        const to = next[i];
        if (!graph.has(to)) continue;
        if (!idx.has(to)) {
          idx.set(to, index);
          low.set(to, index++);
          stack.push(to);
          onStack.add(to);
          work.push([to, 0]);
        } else if (onStack.has(to)) low.set(node, Math.min(low.get(node), idx.get(to)));
        continue;
      }
      work.pop();
      if (work.length) {
        const parent = work[work.length - 1][0];
        low.set(parent, Math.min(low.get(parent), low.get(node)));
      }
      if (low.get(node) === idx.get(node)) {
        const scc = [];
        let member;
        do {
          member = stack.pop();
          onStack.delete(member);
          scc.push(member);
        } while (member !== node);
        if (scc.length > 1 || next.includes(node)) cycles.push(scc.sort());
      }
    }
  };
  for (const node of graph.keys()) if (!idx.has(node)) visit(node);
  return cycles;
}
