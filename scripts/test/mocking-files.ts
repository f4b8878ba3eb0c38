import fs from 'node:fs';
import path from 'node:path';

const TEST_FILE = /\.test\.tsx?$/;
/** `vi.mock` / `vi.doMock` replace a module for the whole worker: such files cannot share one module graph. */
const MOCKS_MODULES = /\bvi\s*\.\s*(mock|doMock|unmock|doUnmock)\s*\(/;

/**
 * The test files under `dir` (relative to `root`, as vitest's include globs) that mock a module. Projects that
 * run files in one shared module graph (`isolate: false`) leave these to a project of their own that isolates them.
 */
export function filesMockingModules(root: string, dir: string): string[] {
  const base = path.join(root, dir);
  if (!fs.existsSync(base)) return [];
  return fs
    .readdirSync(base, { recursive: true, encoding: 'utf8' })
    .filter((f) => TEST_FILE.test(f) && !f.split(path.sep).includes('node_modules'))
    .filter((f) => MOCKS_MODULES.test(fs.readFileSync(path.join(base, f), 'utf8')))
    .map((f) => path.posix.join(dir, f.split(path.sep).join('/')))
    .sort();
}
