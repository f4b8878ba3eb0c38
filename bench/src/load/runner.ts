import type { LoadFigures, WorkerJob } from './types.js';
import { runNode } from '../util/proc.js';

/** Runs one autocannon job in a child process (bench/src/load/worker.ts) and returns its figures. */
export async function runWorker(job: WorkerJob): Promise<LoadFigures> {
  const out = await runNode(
    ['--import', 'tsx', 'bench/src/load/worker.ts'],
    JSON.stringify(job),
    (job.durationSeconds + 120) * 1000,
  );
  const line = out.trim().split('\n').pop() ?? '';
  return JSON.parse(line) as LoadFigures;
}

export function fmtFigures(f: LoadFigures): string {
  return `${f.rps.toFixed(0)} req/s, p50 ${f.p50} ms, p99 ${f.p99} ms, errors ${f.errors}`;
}
