import {
  ResponseCode,
  type CacheInfo,
  type CacheNameVo,
  type CacheValueVo,
  type Language,
} from '@zcps/contracts';
import type { Store } from '../../../platform/store/index.js';
import { ServiceError } from '../../../platform/http/errors.js';

const KNOWN: Record<string, Record<Language, string>> = {
  session: { zh_CN: '登录会话', en_US: 'Login sessions' },
  'session-active': { zh_CN: '会话活跃标记', en_US: 'Session idle markers' },
  'session-seen': { zh_CN: '会话最近访问', en_US: 'Session last seen' },
  'user-token': { zh_CN: '用户会话索引', en_US: 'Sessions per user' },
  sys_config: { zh_CN: '参数配置', en_US: 'System settings' },
  sys_dict: { zh_CN: '数据字典', en_US: 'Dictionaries' },
  pwd_err_cnt: { zh_CN: '密码错误次数', en_US: 'Failed password counts' },
  captcha_codes: { zh_CN: '验证码', en_US: 'Captcha answers' },
  captcha: { zh_CN: '验证码', en_US: 'Captcha answers' },
  repeat_submit: { zh_CN: '防重提交', en_US: 'Repeat-submit guards' },
  rate_limit: { zh_CN: '限流', en_US: 'Rate limits' },
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
      .map(([cacheName, count]) => ({ cacheName, count, remark: KNOWN[cacheName]?.[lang] ?? '' }));
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
