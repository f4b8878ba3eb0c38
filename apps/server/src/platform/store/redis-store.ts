import type * as IORedis from 'ioredis';
import type { Redis } from 'ioredis';
import { lazyRequire } from '../lazy-require.js';
import type { Store, StoreInfo } from './store.js';

const ioredis = lazyRequire<typeof IORedis>('ioredis');

/** `INFO` text → field map (section headers and blank lines dropped). */
export function parseRedisInfo(text: string): Record<string, string> {
  const map: Record<string, string> = {};
  for (const line of text.split(/\r?\n/)) {
    const at = line.indexOf(':');
    if (at > 0 && !line.startsWith('#')) map[line.slice(0, at)] = line.slice(at + 1);
  }
  return map;
}

/** Redis-backed store; `prefix` namespaces every key so instances of one deployment share, others don't. */
export class RedisStore implements Store {
  readonly kind = 'redis' as const;
  private readonly client: Redis;
  private subscriber: Redis | undefined;
  private readonly listeners = new Map<string, ((message: string) => void)[]>();

  constructor(
    url: string,
    private readonly prefix = 'zcps:',
  ) {
    this.client = new (ioredis().Redis)(url, { lazyConnect: false, maxRetriesPerRequest: 3 });
  }

  private k(key: string) {
    return this.prefix + key;
  }

  /** Pub/sub ignores the database number, so deployments told apart only by it would hear each other's pushes. */
  private channel(name: string) {
    return `${this.prefix}${this.client.options.db ?? 0}:${name}`;
  }

  async get(key: string) {
    return this.client.get(this.k(key));
  }

  async getMany(...keys: string[]) {
    if (!keys.length) return [];
    return this.client.mget(...keys.map((key) => this.k(key)));
  }

  async set(key: string, value: string, ttlSeconds?: number) {
    if (ttlSeconds && ttlSeconds > 0) await this.client.set(this.k(key), value, 'EX', ttlSeconds);
    else await this.client.set(this.k(key), value);
  }

  async setIfAbsent(key: string, value: string, ttlSeconds: number) {
    return (await this.client.set(this.k(key), value, 'EX', ttlSeconds, 'NX')) === 'OK';
  }

  async take(key: string) {
    return this.client.getdel(this.k(key));
  }

  async del(...keys: string[]) {
    if (!keys.length) return 0;
    return this.client.del(...keys.map((key) => this.k(key)));
  }

  async incr(key: string, ttlSeconds: number) {
    const [[, value]] = (await this.client
      .multi()
      .incr(this.k(key))
      .expire(this.k(key), ttlSeconds)
      .exec()) as [[Error | null, number]];
    return value;
  }

  async expire(key: string, ttlSeconds: number) {
    await this.client.expire(this.k(key), ttlSeconds);
  }

  async ttl(key: string) {
    return this.client.ttl(this.k(key));
  }

  async keys(prefix: string) {
    const found: string[] = [];
    let cursor = '0';
    do {
      const [next, batch] = await this.client.scan(cursor, 'MATCH', `${this.k(prefix)}*`, 'COUNT', 500);
      cursor = next;
      for (const key of batch) found.push(key.slice(this.prefix.length));
    } while (cursor !== '0');
    return found;
  }

  async publish(channel: string, message: string) {
    await this.client.publish(this.channel(channel), message);
  }

  async subscribe(channel: string, listener: (message: string) => void) {
    if (!this.subscriber) {
      this.subscriber = this.client.duplicate();
      this.subscriber.on('message', (ch: string, message: string) => {
        for (const fn of this.listeners.get(ch) ?? []) fn(message);
      });
    }
    const full = this.channel(channel);
    const list = this.listeners.get(full) ?? [];
    // Listed before the SUBSCRIBE goes out: a message the subscription delivers at once finds its listener, and a
    // second subscriber arriving meanwhile does not subscribe the channel twice.
    this.listeners.set(full, [...list, listener]);
    if (!list.length) await this.subscriber.subscribe(full);
  }

  async info(): Promise<StoreInfo> {
    const [info, stats, keys] = await Promise.all([
      this.client.info(),
      this.client.info('commandstats'),
      this.keys(''),
    ]);
    const commandStats = Object.entries(parseRedisInfo(stats)).map(([key, value]) => ({
      name: key.replace(/^cmdstat_/, ''),
      value: /calls=(\d+)/.exec(value)?.[1] ?? '0',
    }));
    return { dbSize: keys.length, info: parseRedisInfo(info), commandStats };
  }

  async close() {
    await Promise.all([this.client.quit(), this.subscriber?.quit()]);
  }
}
