/** Figures for the cache monitor. */
export interface StoreInfo {
  /** Keys of this deployment (the key prefix on a shared Redis). */
  dbSize: number;
  /** Redis INFO fields, or the in-process store's own figures. */
  info: Record<string, string>;
  /** Calls per command (Redis INFO commandstats, or the in-process store's own counts). */
  commandStats: { name: string; value: string }[];
}

/**
 * Key-value store for sessions, captcha answers, counters and caches. In-process for the embedded default,
 * Redis when several instances must act as one (REDIS_URL).
 */
export interface Store {
  readonly kind: 'memory' | 'redis';
  get(key: string): Promise<string | null>;
  /** Several values in one round trip, in the order of the keys. */
  getMany(...keys: string[]): Promise<(string | null)[]>;
  /** ttlSeconds omitted or 0 → no expiry. */
  set(key: string, value: string, ttlSeconds?: number): Promise<void>;
  /** Set only when absent; true when this call set it. */
  setIfAbsent(key: string, value: string, ttlSeconds: number): Promise<boolean>;
  /** Read and delete in one step (single-use values such as captcha answers). */
  take(key: string): Promise<string | null>;
  del(...keys: string[]): Promise<number>;
  /** Increment and (re)set the expiry; returns the new value. */
  incr(key: string, ttlSeconds: number): Promise<number>;
  expire(key: string, ttlSeconds: number): Promise<void>;
  /** Remaining seconds; -1 no expiry, -2 missing. */
  ttl(key: string): Promise<number>;
  /** Keys starting with prefix (monitoring and bulk invalidation; not for hot paths). */
  keys(prefix: string): Promise<string[]>;
  publish(channel: string, message: string): Promise<void>;
  subscribe(channel: string, listener: (message: string) => void): Promise<void>;
  info(): Promise<StoreInfo>;
  close(): Promise<void>;
}
