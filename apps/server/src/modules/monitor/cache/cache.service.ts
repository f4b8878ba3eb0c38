import {
  ResponseCode,
  type CacheInfo,
  type CacheNameVo,
  type CacheValueVo,
  type Language,
} from '@zcps/contracts';
import type { Store } from '../../../platform/store/index.js';
import { ServiceError } from '../../../platform/http/errors.js';
import { localize, message, type Message } from '../../../platform/i18n/format.js';

const KNOWN: Record<string, Message> = {
  session: message('cache.namespace.session'),
  'session-active': message('cache.namespace.session-active'),
  'session-seen': message('cache.namespace.session-seen'),
  'user-token': message('cache.namespace.user-token'),
  sys_config: message('cache.namespace.sys_config'),
  sys_dict: message('cache.namespace.sys_dict'),
  pwd_err_cnt: message('cache.namespace.pwd_err_cnt'),
  captcha_codes: message('cache.namespace.captcha_codes'),
  captcha: message('cache.namespace.captcha'),
  repeat_submit: message('cache.namespace.repeat_submit'),
  rate_limit: message('cache.namespace.rate_limit'),
};

/** Namespaces whose keys all end a login; clearing everything keeps them unless asked by name. */
const SESSION_NAMESPACES = new Set(['session', 'session-active', 'session-seen', 'user-token']);
/** Values shown as a mask: one-time secrets. */
const SECRET_NAMESPACES = new Set(['captcha_codes', 'captcha']);
const MAX_VALUE = 4000;
const MAX_KEYS = 1000;

const namespaceOf = (key: string) => {
  const at = key.indexOf(':');
  return at < 0 ? key : key.slice(0, at);
};

export class CacheMonitorService {
  constructor(private readonly store: Store) {}

  async info(): Promise<CacheInfo> {
    const figures = await this.store.info();
    return { storeKind: this.store.kind, ...figures };
  }

  async names(lang: Language): Promise<CacheNameVo[]> {
    const counts = new Map<string, number>();
    for (const key of await this.store.keys('')) {
      const name = namespaceOf(key);
      counts.set(name, (counts.get(name) ?? 0) + 1);
    }
    return [...counts.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([cacheName, count]) => ({
        cacheName,
        count,
        remark: cacheName in KNOWN ? localize(lang, KNOWN[cacheName]!) : '',
      }));
  }

  private async keysOf(name: string): Promise<string[]> {
    // A key without ':' is its own namespace.
    const keys = await this.store.keys(`${name}:`);
    if (!keys.length && (await this.store.get(name)) !== null) return [name];
    return keys;
  }

  async keys(name: string): Promise<string[]> {
    return (await this.keysOf(name)).sort().slice(0, MAX_KEYS);
  }

  async value(name: string, key: string): Promise<CacheValueVo> {
    if (namespaceOf(key) !== name)
      throw new ServiceError('validation.invalid', { field: 'cacheKey' }, ResponseCode.BAD_REQUEST);
    const raw = await this.store.get(key);
    const ttl = await this.store.ttl(key);
    // Sessions hold the token's hash, never the token, so they may be shown; captcha answers may not.
    const shown = raw !== null && SECRET_NAMESPACES.has(name) ? '******' : raw;
    return {
      cacheName: name,
      cacheKey: key,
      cacheValue: shown && shown.length > MAX_VALUE ? shown.slice(0, MAX_VALUE) : shown,
      ttl,
      truncated: (shown?.length ?? 0) > MAX_VALUE,
    };
  }

  async clearName(name: string): Promise<number> {
    const keys = await this.keysOf(name);
    return keys.length ? this.store.del(...keys) : 0;
  }

  async clearKey(name: string, key: string): Promise<number> {
    if (namespaceOf(key) !== name)
      throw new ServiceError('validation.invalid', { field: 'cacheKey' }, ResponseCode.BAD_REQUEST);
    return this.store.del(key);
  }

  /** Everything except login sessions (clearing those logs everyone out, the caller included). */
  async clearAll(): Promise<number> {
    const keys = (await this.store.keys('')).filter((k) => !SESSION_NAMESPACES.has(namespaceOf(k)));
    return keys.length ? this.store.del(...keys) : 0;
  }
}
