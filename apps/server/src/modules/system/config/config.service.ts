import type { SessionVersions } from '../../../platform/auth/session-versions.js';
import type { Store } from '../../../platform/store/index.js';
import type { ConfigRepo } from './config.repo.js';

const CACHE = 'sys_config:';
const MISSING = '\u0000';
/** Keys getInfo's answer reads (PasswordPolicy): a change bumps the tenant's session version. */
const SESSION_KEYS = new Set([
  'sys.account.passwordMinLength',
  'sys.account.passwordMaxLength',
  'sys.account.initPasswordModify',
]);

/** Reads `sys_config` values through the store cache; writes (system issue) evict `sys_config:{tenant}:{key}`. */
export class ConfigService {
  constructor(
    private readonly repo: ConfigRepo,
    private readonly store: Store,
    private readonly versions?: SessionVersions,
  ) {}

  async get(tenantId: string, key: string): Promise<string | null> {
    const cacheKey = `${CACHE}${tenantId}:${key}`;
    const cached = await this.store.get(cacheKey);
    if (cached !== null) return cached === MISSING ? null : cached;
    const value = await this.repo.valueOf(tenantId, key);
    await this.store.set(cacheKey, value ?? MISSING, 3600);
    return value;
  }

  async getNumber(tenantId: string, key: string, fallback: number): Promise<number> {
    const value = Number(await this.get(tenantId, key));
    return Number.isFinite(value) && value > 0 ? value : fallback;
  }

  async getBoolean(tenantId: string, key: string, fallback: boolean): Promise<boolean> {
    const value = await this.get(tenantId, key);
    if (value === null || value === '') return fallback;
    return value.trim().toLowerCase() === 'true';
  }

  async evict(tenantId: string, key?: string): Promise<void> {
    const keys = key ? [`${CACHE}${tenantId}:${key}`] : await this.store.keys(`${CACHE}${tenantId}:`);
    await this.store.del(...keys);
    if (key === undefined || SESSION_KEYS.has(key)) await this.versions?.tenantChanged(tenantId);
  }
}
