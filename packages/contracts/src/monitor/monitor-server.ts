import { z } from 'zod';

export const serverInfoSchema = z.object({
  cpu: z.object({ model: z.string(), cores: z.number(), usage: z.number() }),
  memory: z.object({ total: z.number(), used: z.number(), free: z.number(), usage: z.number() }),
  disks: z.array(
    z.object({
      mount: z.string(),
      fsType: z.string(),
      total: z.number(),
      used: z.number(),
      usage: z.number(),
    }),
  ),
  /** 1, 5 and 15 minute load averages (zeros on Windows). */
  load: z.array(z.number()),
  os: z.object({
    platform: z.string(),
    distro: z.string(),
    release: z.string(),
    arch: z.string(),
    hostname: z.string(),
  }),
  process: z.object({
    nodeVersion: z.string(),
    pid: z.number(),
    uptimeSeconds: z.number(),
    startTime: z.string(),
    heapUsed: z.number(),
    heapTotal: z.number(),
    rss: z.number(),
    eventLoopDelayP50Ms: z.number(),
    eventLoopDelayP99Ms: z.number(),
  }),
  database: z.object({ engine: z.string(), version: z.string(), sizeBytes: z.number() }),
  /** A few INFO fields when the store is Redis; null otherwise. */
  redis: z.record(z.string(), z.string()).nullable(),
});
export type ServerInfo = z.infer<typeof serverInfoSchema>;

/**
 * Redis INFO fields the cache monitor shows (RuoYi-Vue-Plus's CacheController answers the whole INFO). Redis
 * fills them all; the in-process store fills them with its own figures and leaves out what it has none for
 * (`tcp_port`: no socket; `rdb_last_bgsave_status`: no snapshots).
 */
export const CACHE_INFO_FIELDS = [
  'redis_version',
  'redis_mode',
  'tcp_port',
  'connected_clients',
  'uptime_in_seconds',
  'uptime_in_days',
  'used_memory',
  'used_memory_human',
  'maxmemory',
  'maxmemory_human',
  'used_cpu_user',
  'used_cpu_user_children',
  'aof_enabled',
  'rdb_last_bgsave_status',
  'total_commands_processed',
  'instantaneous_ops_per_sec',
  'instantaneous_input_kbps',
  'instantaneous_output_kbps',
] as const;
export type CacheInfoField = (typeof CACHE_INFO_FIELDS)[number];

/** The family's shape (`info`, `dbSize`, `commandStats`), plus which store answered. */
export const cacheInfoSchema = z.object({
  storeKind: z.enum(['memory', 'redis']),
  /** Keys of this deployment (its key prefix on a shared Redis). */
  dbSize: z.number().int(),
  /** INFO as field → text, every field Redis gives (or the in-process store's own figures). */
  info: z
    .object(
      Object.fromEntries(CACHE_INFO_FIELDS.map((field) => [field, z.string().optional()])) as Record<
        CacheInfoField,
        z.ZodOptional<z.ZodString>
      >,
    )
    .catchall(z.string()),
  /** Calls per command: `name` without Redis's `cmdstat_` prefix, `value` the count as text. */
  commandStats: z.array(z.object({ name: z.string(), value: z.string() })),
});
export type CacheInfo = z.infer<typeof cacheInfoSchema>;

export const cacheNameVoSchema = z.object({
  cacheName: z.string(),
  count: z.number().int(),
  /** Localized description for known namespaces; empty otherwise. */
  remark: z.string(),
});
export type CacheNameVo = z.infer<typeof cacheNameVoSchema>;

export const cacheValueVoSchema = z.object({
  cacheName: z.string(),
  cacheKey: z.string(),
  cacheValue: z.string().nullable(),
  /** Seconds left; -1 no expiry, -2 missing. */
  ttl: z.number().int(),
  truncated: z.boolean(),
});
export type CacheValueVo = z.infer<typeof cacheValueVoSchema>;
