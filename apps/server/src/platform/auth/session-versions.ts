import type { Store } from '../store/index.js';

const USER = 'session-version:user:';
const TENANT = 'session-version:tenant:';
/**
 * A counter lives this long after its last bump. Whatever is kept under a version must be dropped well before
 * (UserInfoService keeps an answer 10 minutes): a counter that expired reads as absent again, the value it had
 * before its first bump.
 */
export const SESSION_VERSION_TTL_SECONDS = 86_400;

/**
 * What a signed-in user's own answers (getInfo) are assembled from changes rarely and is read on every console
 * load, so each instance keeps the assembled answer under a "session version": a counter per user and one per
 * tenant, kept in the store so a bump on one instance is seen by every instance's next read. Every write that
 * changes such an answer bumps after it commits: the user's own row, roles, password and login (per user), role,
 * dept and config changes that reach many users (per tenant).
 */
export class SessionVersions {
  constructor(private readonly store: Store) {}

  /** The user's and the tenant's counters as one string (one round trip); equal strings, unchanged answer. */
  async of(tenantId: string, userId: number): Promise<string> {
    const [user, tenant] = await this.store.getMany(USER + userId, TENANT + tenantId);
    return `${user ?? 0}:${tenant ?? 0}`;
  }

  async userChanged(...userIds: number[]): Promise<void> {
    for (const userId of new Set(userIds)) await this.store.incr(USER + userId, SESSION_VERSION_TTL_SECONDS);
  }

  async tenantChanged(tenantId: string): Promise<void> {
    await this.store.incr(TENANT + tenantId, SESSION_VERSION_TTL_SECONDS);
  }
}
