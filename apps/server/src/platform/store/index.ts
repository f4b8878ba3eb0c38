import { MemoryStore } from './memory-store.js';
import { RedisStore } from './redis-store.js';
import type { Store } from './store.js';

export type { Store } from './store.js';
export { MemoryStore } from './memory-store.js';
export { RedisStore } from './redis-store.js';

export function createStore(redisUrl: string | undefined, prefix?: string): Store {
  return redisUrl ? new RedisStore(redisUrl, prefix) : new MemoryStore();
}
