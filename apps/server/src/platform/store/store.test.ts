import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MemoryStore } from './memory-store.js';
import { RedisStore } from './redis-store.js';
import type { Store } from './store.js';

const factories: [string, () => Store][] = [['memory', () => new MemoryStore()]];
const redisUrl = process.env.TEST_REDIS_URL;
// Each run gets its own key prefix on the shared Redis, and removes its keys after.
const prefix = `zcps-test:${crypto.randomBytes(4).toString('hex')}:`;
if (redisUrl) factories.push(['redis', () => new RedisStore(redisUrl, prefix)]);

describe.each(factories)('%s store', (_kind, make) => {
  let store: Store;
  beforeAll(() => {
    store = make();
  });
  afterAll(async () => {
    await store.del(...(await store.keys('')));
    await store.close();
  });

  it('sets, gets and deletes values', async () => {
    await store.set('a', '1');
    expect(await store.get('a')).toBe('1');
    expect(await store.ttl('a')).toBe(-1);
    expect(await store.del('a', 'missing')).toBe(1);
    expect(await store.get('a')).toBeNull();
    expect(await store.ttl('a')).toBe(-2);
  });

  it('gets several values in key order, null for the missing', async () => {
    await store.set('m1', 'one');
    await store.set('m3', 'three', 60);
    expect(await store.getMany('m1', 'm2', 'm3')).toEqual(['one', null, 'three']);
    expect(await store.getMany()).toEqual([]);
  });

  it('expires values after their ttl', async () => {
    await store.set('short', 'x', 1);
    expect(await store.ttl('short')).toBeGreaterThan(0);
    await new Promise((r) => setTimeout(r, 1100));
    expect(await store.get('short')).toBeNull();
  });

  it('takes a single-use value exactly once', async () => {
    await store.set('captcha', 'answer', 120);
    const [first, second] = await Promise.all([store.take('captcha'), store.take('captcha')]);
    expect([first, second].filter(Boolean)).toEqual(['answer']);
  });

  it('sets if absent only once', async () => {
    expect(await store.setIfAbsent('lock', '1', 10)).toBe(true);
    expect(await store.setIfAbsent('lock', '2', 10)).toBe(false);
    expect(await store.get('lock')).toBe('1');
  });

  it('counts with incr and refreshes the expiry', async () => {
    expect(await store.incr('count', 60)).toBe(1);
    expect(await store.incr('count', 60)).toBe(2);
    expect(await store.ttl('count')).toBeGreaterThan(50);
  });

  it('lists keys by prefix', async () => {
    await store.set('user-token:7:a', '1', 60);
    await store.set('user-token:7:b', '1', 60);
    await store.set('user-token:70:c', '1', 60);
    expect((await store.keys('user-token:7:')).sort()).toEqual(['user-token:7:a', 'user-token:7:b']);
  });

  it('reports figures for the cache monitor', async () => {
    await store.set('info-probe:a', 'x', 60);
    const info = await store.info();
    expect(info.dbSize).toBeGreaterThan(0);
    expect(Object.keys(info.info).length).toBeGreaterThan(0);
    expect(info.info.redis_version).toBeTruthy();
    expect(info.commandStats.some((c) => c.name === 'set')).toBe(true);
    if (store.kind === 'memory') expect(info.info.db0).toMatch(new RegExp(`^keys=${info.dbSize},`));
  });

  it('delivers published messages to subscribers', async () => {
    let deliver: (message: string) => void = () => undefined;
    const received = new Promise<string>((resolve) => (deliver = resolve));
    // Subscribed once this resolves (Redis acknowledged it): a fixed 50 ms wait lost the message on a busy CI run.
    await store.subscribe('bus', (message) => deliver(message));
    await store.publish('bus', 'hello');
    expect(await received).toBe('hello');
  });
});
