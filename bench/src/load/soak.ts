import type { Options } from '../options.js';
import type { MemoryResult } from '../report/types.js';
import { mib } from '../report/types.js';
import { rssBytes, type Service } from '../util/proc.js';
import { authHeaders, login, publicKey } from './client.js';
import { fmtFigures, runWorker } from './runner.js';
import type { Scenario } from './scenarios.js';

const SAMPLE_MS = 1000;
const SOAK_CONNECTIONS = 16;

/**
 * The lowest RSS in a window: what the process keeps after the garbage collector has run. Single samples ride a
 * GC sawtooth (on PGlite about 430 → 620 MiB every 15–25 s), so growth between two of them measures where in
 * the cycle each fell, not what was retained.
 */
export function retainedFloor(samples: { t: number; rssMiB: number }[], from: number, to: number): number {
  const inWindow = samples.filter((s) => s.t >= from && s.t <= to).map((s) => s.rssMiB);
  return inWindow.length ? Math.min(...inWindow) : samples[samples.length - 1]!.rssMiB;
}

/** Mixed reads for soakSeconds while sampling the server's RSS every second. */
export async function soak(
  svc: Service,
  mix: Scenario[],
  options: Options,
  log: (m: string) => void,
): Promise<NonNullable<MemoryResult['soak']>> {
  log(
    `[soak] ${options.soakSeconds} s of ${mix.map((s) => s.id).join(' + ')} at ${SOAK_CONNECTIONS} connections`,
  );
  const token = await login(svc.url, await publicKey(svc.url));
  const t0 = Date.now();
  const samples: { t: number; rssMiB: number }[] = [];
  const sample = () => {
    const rss = mib(rssBytes(svc.pid));
    if (rss !== null) samples.push({ t: Math.round((Date.now() - t0) / 1000), rssMiB: rss });
  };
  sample();
  const timer = setInterval(sample, SAMPLE_MS);
  try {
    const figures = await runWorker({
      url: svc.url,
      connections: SOAK_CONNECTIONS,
      durationSeconds: options.soakSeconds,
      headers: authHeaders(token),
      steps: mix.flatMap((s) => s.steps),
    });
    sample();
    log(`  soak: ${fmtFigures(figures)}`);
    const rss = samples.map((s) => s.rssMiB);
    // Start after warm-up (10 s in, once JIT and pools have settled); compare the post-GC floors of the first
    // and the last window of equal length.
    const warmup = 10;
    const end = samples[samples.length - 1]!;
    const window = Math.max(5, Math.min(60, Math.floor((end.t - warmup) / 3)));
    const startMiB = retainedFloor(samples, warmup, warmup + window);
    const endMiB = retainedFloor(samples, end.t - window, end.t);
    const result = {
      seconds: options.soakSeconds,
      connections: SOAK_CONNECTIONS,
      windowSeconds: window,
      startMiB,
      endMiB,
      peakMiB: Math.max(...rss),
      growthMiB: Math.round((endMiB - startMiB) * 10) / 10,
      figures,
      samples,
    };
    log(
      `  RSS after GC, first vs last ${window} s: ${result.startMiB} → ${result.endMiB} MiB (peak ${result.peakMiB}, growth ${result.growthMiB})`,
    );
    return result;
  } finally {
    clearInterval(timer);
  }
}
