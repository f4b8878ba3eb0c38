import { EventEmitter } from 'node:events';
import { MemoryStoreFigures } from './memory-store-figures.js';
import type { Store, StoreInfo } from './store.js';

/** UTF-8 bytes of the strings, as they would cross the wire to Redis. */
const bytes = (...values: (string | null)[]) =>
  values.reduce((sum, value) => sum + (value === null ? 0 : Buffer.byteLength(value)), 0);

interface Entry {
  value: string;
  expiresAt: number; // epoch ms; 0 = never
}

export class MemoryStore implements Store {
  readonly kind = 'memory' as const;
  private readonly entries = new Map<string, Entry>();
  private readonly bus = new EventEmitter();
  private readonly sweeper: NodeJS.Timeout;
  private readonly figures: MemoryStoreFigures;

  constructor(private readonly now: () => number = Date.now) {
    this.bus.setMaxListeners(0);
    this.figures = new MemoryStoreFigures(now);
    // Expired entries are also dropped on read; the sweep only bounds memory.
    this.sweeper = setInterval(() => this.sweep(), 60_000);
    this.sweeper.unref();
  }

  private live(key: string): Entry | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt && entry.expiresAt <= this.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry;
  }

  private expiry(ttlSeconds?: number): number {
    return ttlSeconds && ttlSeconds > 0 ? this.now() + ttlSeconds * 1000 : 0;
  }

  private sweep(): void {
    for (const key of this.entries.keys()) this.live(key);
  }

  async get(key: string) {
    const value = this.live(key)?.value ?? null;
    this.figures.count('get', bytes(key), bytes(value));
    return value;
  }

  async getMany(...keys: string[]) {
    const values = keys.map((key) => this.live(key)?.value ?? null);
    this.figures.count('mget', bytes(...keys), bytes(...values));
    return values;
  }

  async set(key: string, value: string, ttlSeconds?: number) {
    this.figures.count('set', bytes(key, value));
    this.entries.set(key, { value, expiresAt: this.expiry(ttlSeconds) });
  }

  async setIfAbsent(key: string, value: string, ttlSeconds: number) {
    this.figures.count('setnx', bytes(key, value));
    if (this.live(key)) return false;
    this.entries.set(key, { value, expiresAt: this.expiry(ttlSeconds) });
    return true;
  }

  async take(key: string) {
    const entry = this.live(key);
    this.entries.delete(key);
    this.figures.count('getdel', bytes(key), bytes(entry?.value ?? null));
    return entry?.value ?? null;
  }

  async del(...keys: string[]) {
    this.figures.count('del', bytes(...keys));
    let removed = 0;
    for (const key of keys) if (this.live(key) && this.entries.delete(key)) removed++;
    return removed;
  }

  async incr(key: string, ttlSeconds: number) {
    this.figures.count('incr', bytes(key));
    const current = Number(this.live(key)?.value ?? 0);
    const next = current + 1;
    this.entries.set(key, { value: String(next), expiresAt: this.expiry(ttlSeconds) });
    return next;
  }

  async expire(key: string, ttlSeconds: number) {
    this.figures.count('expire', bytes(key));
    const entry = this.live(key);
    if (entry) entry.expiresAt = this.expiry(ttlSeconds);
  }

  async ttl(key: string) {
    this.figures.count('ttl', bytes(key));
    const entry = this.live(key);
    if (!entry) return -2;
    if (!entry.expiresAt) return -1;
    return Math.ceil((entry.expiresAt - this.now()) / 1000);
  }

  async keys(prefix: string) {
    const found = [...this.entries.keys()].filter((key) => key.startsWith(prefix) && this.live(key));
    this.figures.count('scan', bytes(prefix), bytes(...found));
    return found;
  }

  async publish(channel: string, message: string) {
    this.figures.count('publish', bytes(channel, message));
    this.bus.emit(channel, message);
  }

  async subscribe(channel: string, listener: (message: string) => void) {
    this.figures.count('subscribe', bytes(channel));
    this.bus.on(channel, listener);
  }

  async info(): Promise<StoreInfo> {
    this.figures.count('info');
    this.sweep();
    let data = 0;
    let expires = 0;
    // UTF-16 code units, as V8 holds them.
    for (const [key, entry] of this.entries) {
      data += (key.length + entry.value.length) * 2;
      if (entry.expiresAt) expires++;
    }
    const keys = this.entries.size;
    return {
      dbSize: keys,
      info: this.figures.info(keys, expires, data),
      commandStats: this.figures.commandStats(),
    };
  }
  async close() {
    clearInterval(this.sweeper);
    this.bus.removeAllListeners();
    this.entries.clear();
  }
}
