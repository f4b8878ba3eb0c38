import path from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';

/** How many files the summary lists. */
const COUNT = 10;

/**
 * Prints the slowest test files at the end of every run (CI included), so a file that grows slow is seen the day
 * it does. Time = the file's own run (import, hooks, tests), as vitest measured it.
 */
export default class SlowestFilesReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    const root = process.cwd();
    const rows = testModules
      .map((module) => {
        const d = module.diagnostic();
        return { file: path.relative(root, module.moduleId), ms: d.duration + d.prepareDuration };
      })
      .sort((a, b) => b.ms - a.ms)
      .slice(0, COUNT);
    if (rows.length === 0) return;
    const lines = rows.map(
      (r, i) => `${String(i + 1).padStart(3)}. ${(r.ms / 1000).toFixed(1).padStart(7)} s  ${r.file}`,
    );
    process.stdout.write(`\nSlowest ${rows.length} test files:\n${lines.join('\n')}\n`);
  }
}
