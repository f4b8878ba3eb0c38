import os from 'node:os';
import { monitorEventLoopDelay, type IntervalHistogram } from 'node:perf_hooks';
import si from 'systeminformation';
import type { ServerInfo } from '@zcps/contracts';
import type { Store } from '../../../platform/store/index.js';
import { formatDateTime } from '../../../platform/http/dates.js';
import type { ServerRepo } from './server.repo.js';

const REDIS_FIELDS = [
  'redis_version',
  'redis_mode',
  'uptime_in_seconds',
  'connected_clients',
  'used_memory_human',
  'used_memory_peak_human',
  'maxmemory_human',
  'instantaneous_ops_per_sec',
  'keyspace_hits',
  'keyspace_misses',
  'aof_enabled',
];

const round1 = (n: number) => Math.round(n * 10) / 10;
const pct = (part: number, total: number) => (total > 0 ? round1((part / total) * 100) : 0);

/** A slow or failing probe (containers without /proc details) falls back instead of failing the page. */
async function probe<T>(work: Promise<T>, fallback: T, ms = 3000): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([work, new Promise<T>((r) => (timer = setTimeout(() => r(fallback), ms)))]);
  } catch {
    return fallback;
  } finally {
    clearTimeout(timer);
  }
}

let histogram: IntervalHistogram | undefined;

export class ServerInfoService {
  constructor(
    private readonly repo: ServerRepo,
    private readonly store: Store,
    private readonly engine: 'pglite' | 'postgres',
  ) {
    if (!histogram) {
      // One process-wide sampler; it only records timer lag, so it stays on.
      histogram = monitorEventLoopDelay({ resolution: 20 });
      histogram.enable();
    }
  }

  async info(): Promise<ServerInfo> {
    const cpus = os.cpus();
    const [load, mem, fs, osInfo, db, redis] = await Promise.all([
      probe(si.currentLoad(), null),
      probe(si.mem(), null),
      probe(si.fsSize(), []),
      probe(si.osInfo(), null),
      this.repo.databaseFigures(),
      this.store.kind === 'redis' ? probe(this.store.info(), null) : Promise.resolve(null),
    ]);
    const total = mem?.total ?? os.totalmem();
    const free = mem?.available ?? os.freemem();
    const usage = process.memoryUsage();
    const ns = (q: number) => round1((histogram?.percentile(q) ?? 0) / 1e6);
    return {
      cpu: {
        model: cpus[0]?.model.trim() ?? 'unknown',
        cores: cpus.length,
        usage: round1(load?.currentLoad ?? 0),
      },
      memory: { total, used: total - free, free, usage: pct(total - free, total) },
      disks: fs
        .filter((d) => d.size > 0)
        .slice(0, 20)
        .map((d) => ({ mount: d.mount, fsType: d.type, total: d.size, used: d.used, usage: round1(d.use) })),
      load: os.loadavg().map(round1),
      os: {
        platform: osInfo?.platform ?? os.platform(),
        distro: osInfo?.distro ?? os.type(),
        release: osInfo?.release ?? os.release(),
        arch: os.arch(),
        hostname: os.hostname(),
      },
      process: {
        nodeVersion: process.version,
        pid: process.pid,
        uptimeSeconds: Math.floor(process.uptime()),
        startTime: formatDateTime(new Date(Date.now() - process.uptime() * 1000))!,
        heapUsed: usage.heapUsed,
        heapTotal: usage.heapTotal,
        rss: usage.rss,
        eventLoopDelayP50Ms: ns(50),
        eventLoopDelayP99Ms: ns(99),
      },
      database: { engine: this.engine, version: db.version, sizeBytes: db.sizeBytes },
      redis: redis
        ? Object.fromEntries(
            REDIS_FIELDS.flatMap((f) => (redis.info[f] === undefined ? [] : [[f, redis.info[f]] as const])),
          )
        : null,
    };
  }
}
