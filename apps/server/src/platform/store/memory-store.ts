import { EventEmitter } from 'node:events';
import type { Store, StoreInfo } from './store.js';

interface Entry {
  value: string;
  expiresAt: number; // epoch ms; 0 = never
}

export class MemoryStore implements Store {
  readonly kind = 'memory' as const;
  private readonly entries = new Map<string, Entry>();
  private readonly bus = new EventEmitter();
  private readonly sweeper: NodeJS.Timeout;

  constructor(private readonly now: () => number = Date.now) {
    this.bus.setMaxListeners(0);
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
    return this.live(key)?.value ?? null;
  }

  async getMany(...keys: string[]) {
    return keys.map((key) => this.live(key)?.value ?? null);
  }

  async set(key: string, value: string, ttlSeconds?: number) {
    this.entries.set(key, { value, expiresAt: this.expiry(ttlSeconds) });
  }

  async setIfAbsent(key: string, value: string, ttlSeconds: number) {
    if (this.live(key)) return false;
    this.entries.set(key, { value, expiresAt: this.expiry(ttlSeconds) });
    return true;
  }

  async take(key: string) {
    const entry = this.live(key);
    this.entries.delete(key);
    return entry?.value ?? null;
  }

  async del(...keys: string[]) {
    let removed = 0;
    for (const key of keys) if (this.live(key) && this.entries.delete(key)) removed++;
    return removed;
  }

  async incr(key: string, ttlSeconds: number) {
    const current = Number(this.live(key)?.value ?? 0);
    const next = current + 1;
    this.entries.set(key, { value: String(next), expiresAt: this.expiry(ttlSeconds) });
    return next;
  }

  async expire(key: string, ttlSeconds: number) {
    const entry = this.live(key);
    if (entry) entry.expiresAt = this.expiry(ttlSeconds);
  }

  async ttl(key: string) {
    const entry = this.live(key);
    if (!entry) return -2;
    if (!entry.expiresAt) return -1;
    return Math.ceil((entry.expiresAt - this.now()) / 1000);
  }

  async keys(prefix: string) {
    return [...this.entries.keys()].filter((key) => key.startsWith(prefix) && this.live(key));
  }

  async publish(channel: string, message: string) {
    this.bus.emit(channel, message);
  }

  async subscribe(channel: string, listener: (message: string) => void) {
    this.bus.on(channel, listener);
  }

  async info(): Promise<StoreInfo> {
    this.sweep();
    let bytes = 0;
    for (const [key, entry] of this.entries) bytes += (key.length + entry.value.length) * 2;
    return {
      dbSize: this.entries.size,
      info: {
        store: 'memory',
        keys: String(this.entries.size),
        approx_memory_bytes: String(bytes),
        uptime_in_seconds: String(Math.floor(process.uptime())),
      },
      commandStats: [],
    };
  }

  async close() {
    clearInterval(this.sweeper);
    this.bus.removeAllListeners();
    this.entries.clear();
  }
}
