import fs from 'node:fs';
import path from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';

/** How many files the summary lists. */
const COUNT = 10;

/**
 * Prints the slowest test files at the end of every run (CI included), so a file that grows slow is seen the day
 * it does. Time = the file's own run (import, hooks, tests), as vitest measured it. ZCPS_TEST_TIMES=<file> also
 * writes every file's time there as JSON (project, file, ms), to see where a whole run's time goes.
 */
export default class SlowestFilesReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    const root = process.cwd();
    const all = testModules
      .map((module) => {
        const d = module.diagnostic();
        const file = path.relative(root, module.moduleId);
        return { project: module.project.name, file, ms: Math.round(d.duration + d.prepareDuration) };
      })
      .sort((a, b) => b.ms - a.ms);
    const out = process.env.ZCPS_TEST_TIMES;
    if (out) fs.writeFileSync(out, `${JSON.stringify(all, null, 1)}\n`);
    const rows = all.slice(0, COUNT);
    if (rows.length === 0) return;
    const lines = rows.map(
      (r, i) => `${String(i + 1).padStart(3)}. ${(r.ms / 1000).toFixed(1).padStart(7)} s  ${r.file}`,
    );
    process.stdout.write(`\nSlowest ${rows.length} test files:\n${lines.join('\n')}\n`);
  }
}
