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

export const cacheInfoSchema = z.object({
  storeKind: z.enum(['memory', 'redis']),
  dbSize: z.number().int(),
  info: z.record(z.string(), z.string()),
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
