import type { Options } from '../options.js';
import type { MemoryResult } from '../report/types.js';
import { mib } from '../report/types.js';
import { rssBytes, type Service } from '../util/proc.js';
import { authHeaders, login, publicKey } from './client.js';
import { fmtFigures, runWorker } from './runner.js';
import type { Scenario } from './scenarios.js';

const SAMPLE_MS = 5000;
const SOAK_CONNECTIONS = 16;

/** Mixed reads for soakSeconds while sampling the server's RSS every 5 s. */
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
    // Start after warm-up: the first sample taken once the load runs (10 s in), so JIT and pools don't count.
    const warm = samples.find((s) => s.t >= 10) ?? samples[0]!;
    const end = samples[samples.length - 1]!;
    const result = {
      seconds: options.soakSeconds,
      connections: SOAK_CONNECTIONS,
      startMiB: warm.rssMiB,
      endMiB: end.rssMiB,
      peakMiB: Math.max(...rss),
      growthMiB: Math.round((end.rssMiB - warm.rssMiB) * 10) / 10,
      figures,
      samples,
    };
    log(
      `  RSS ${result.startMiB} → ${result.endMiB} MiB (peak ${result.peakMiB}, growth ${result.growthMiB})`,
    );
    return result;
  } finally {
    clearInterval(timer);
  }
}
