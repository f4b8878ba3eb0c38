import crypto from 'node:crypto';
import type { Store } from '../store/index.js';
import type { LoginUser } from './login-user.js';
import { SessionVersions } from './session-versions.js';

const SESSION = 'session:';
const ACTIVE = 'session-active:';
const USER_TOKENS = 'user-token:';
// Last activity lives beside the session, never in it: rewriting the session could resurrect one that a
// forced logout on another instance has just deleted.
const SEEN = 'session-seen:';
const DYNAMIC_TENANT = 'dynamic-tenant:';
// Beside the session for the same reason: clearing it after a password change must not rewrite the session.
const PASSWORD_CHANGE = 'session-password-change:';
const SEEN_EVERY_MS = 60_000;
const MAX_IDLE_EXTEND_EVERY_MS = 10_000;

export interface OpenedSession {
  token: string;
  session: LoginUser;
}

/**
 * Opaque tokens; the session lives in the store so every instance sees logins and logouts at once. The store
 * keys sessions by the token's SHA-256 (the tokenId), so neither the store nor an admin screen holds a usable token.
 */
export class SessionService {
  /** tokenId → when this instance last wrote its activity, so busy sessions cost one write a minute. */
  private readonly seenWritten = new Map<string, number>();
  /** tokenId → when this instance last pushed its idle deadline back. */
  private readonly idleExtended = new Map<string, number>();

  /** Told the tokenIds of sessions this instance ended (the event stream closes theirs at once). */
  private readonly endedListeners = new Set<(tokenIds: string[]) => void>();

  /** Counters under which each instance keeps a user's assembled getInfo answer; bumped by the writes that change it. */
  readonly versions: SessionVersions;

  constructor(private readonly store: Store) {
    this.versions = new SessionVersions(store);
  }

  onEnded(listener: (tokenIds: string[]) => void): () => void {
    this.endedListeners.add(listener);
    return () => this.endedListeners.delete(listener);
  }

  static newToken(): string {
    return crypto.randomBytes(32).toString('base64url');
  }

  static tokenId(token: string): string {
    return crypto.createHash('sha256').update(token).digest('hex');
  }

  async create(
    user: Omit<LoginUser, 'tokenId' | 'passwordChangeRequired'>,
    timeoutSeconds: number,
    passwordChangeRequired = false,
  ): Promise<OpenedSession> {
    const token = SessionService.newToken();
    const session: LoginUser = { ...user, tokenId: SessionService.tokenId(token) };
    const id = session.tokenId;
    await this.store.set(SESSION + id, JSON.stringify(session), timeoutSeconds);
    await this.store.set(`${USER_TOKENS}${session.userId}:${id}`, '1', timeoutSeconds);
    if (session.activeTimeout > 0) await this.store.set(ACTIVE + id, '1', session.activeTimeout);
    if (passwordChangeRequired) await this.store.set(PASSWORD_CHANGE + id, '1', timeoutSeconds);
    return { token, session: { ...session, passwordChangeRequired } };
  }

  /** The live session of a token, or null when unknown, expired or idle too long; touching it extends idleness. */
  async resolve(token: string): Promise<LoginUser | null> {
    if (!token || token.length > 256) return null;
    const id = SessionService.tokenId(token);
    // One round trip for all four: every API request resolves its token.
    const [raw, alive, mustChange, viewed] = await this.store.getMany(
      SESSION + id,
      ACTIVE + id,
      PASSWORD_CHANGE + id,
      DYNAMIC_TENANT + id,
    );
    if (!raw) return null;
    const session = JSON.parse(raw) as LoginUser;
    session.passwordChangeRequired = mustChange !== null;
    if (viewed !== null) session.viewedTenantId = viewed;
    if (session.activeTimeout > 0) {
      if (!alive) {
        await this.endById(id, session.userId);
        return null;
      }
      await this.extendIdle(id, session.activeTimeout);
    }
    await this.touch(id);
    return session;
  }

  /**
   * Pushes the idle deadline back at most once per tenth of the idle timeout (10 s at most) per instance: a
   * busy session then costs no extra round trip per request, and idles out within that tenth of the timeout.
   */
  private async extendIdle(tokenId: string, activeTimeout: number): Promise<void> {
    const now = Date.now();
    const every = Math.min(MAX_IDLE_EXTEND_EVERY_MS, activeTimeout * 100);
    if (now - (this.idleExtended.get(tokenId) ?? 0) < every) return;
    if (this.idleExtended.size > 50_000) this.idleExtended.clear();
    this.idleExtended.set(tokenId, now);
    await this.store.expire(ACTIVE + tokenId, activeTimeout);
  }

  private async touch(tokenId: string): Promise<void> {
    const now = Date.now();
    if (now - (this.seenWritten.get(tokenId) ?? 0) < SEEN_EVERY_MS) return;
    if (this.seenWritten.size > 50_000) this.seenWritten.clear();
    this.seenWritten.set(tokenId, now);
    const ttl = await this.store.ttl(SESSION + tokenId);
    if (ttl === -2) return;
    await this.store.set(SEEN + tokenId, String(now), ttl > 0 ? ttl : undefined);
  }

  async end(token: string, userId?: number): Promise<void> {
    await this.endById(SessionService.tokenId(token), userId);
  }

  /** Ends a session by its tokenId (logout, forced logout); takes effect on every instance sharing the store. */
  async endById(tokenId: string, userId?: number): Promise<boolean> {
    let owner = userId;
    if (owner === undefined) {
      const raw = await this.store.get(SESSION + tokenId);
      owner = raw ? (JSON.parse(raw) as LoginUser).userId : undefined;
    }
    this.seenWritten.delete(tokenId);
    this.idleExtended.delete(tokenId);
    const keys = [
      SESSION + tokenId,
      ACTIVE + tokenId,
      SEEN + tokenId,
      DYNAMIC_TENANT + tokenId,
      PASSWORD_CHANGE + tokenId,
    ];
    if (owner !== undefined) keys.push(`${USER_TOKENS}${owner}:${tokenId}`);
    const ended = (await this.store.del(...keys)) > 0;
    if (ended) for (const listener of this.endedListeners) listener([tokenId]);
    return ended;
  }

  async get(tokenId: string): Promise<LoginUser | null> {
    const raw = await this.store.get(SESSION + tokenId);
    if (!raw) return null;
    const session = JSON.parse(raw) as LoginUser;
    const seen = Number(await this.store.get(SEEN + tokenId));
    session.lastActive = seen > 0 ? seen : session.loginTime;
    return session;
  }

  /** Every live session (online users screen); a scan, so not for hot paths. */
  async list(): Promise<LoginUser[]> {
    const sessions: LoginUser[] = [];
    for (const key of await this.store.keys(SESSION)) {
      const session = await this.get(key.slice(SESSION.length));
      if (session) sessions.push(session);
    }
    return sessions;
  }

  /** tokenIds of a user's live sessions (forced logout on password change, disable, role change). */
  async tokenIdsOf(userId: number): Promise<string[]> {
    const prefix = `${USER_TOKENS}${userId}:`;
    return (await this.store.keys(prefix)).map((key) => key.slice(prefix.length));
  }

  /** The tenant a super admin chose to view (navbar tenant select); lives as long as the session. */
  async dynamicTenant(tokenId: string): Promise<string | null> {
    return this.store.get(DYNAMIC_TENANT + tokenId);
  }

  async setDynamicTenant(tokenId: string, tenantId: string | null): Promise<void> {
    if (tenantId === null) {
      await this.store.del(DYNAMIC_TENANT + tokenId);
      return;
    }
    const ttl = await this.store.ttl(SESSION + tokenId);
    await this.store.set(DYNAMIC_TENANT + tokenId, tenantId, ttl > 0 ? ttl : undefined);
  }

  /**
   * Marks or clears a session as held back until its user changes the password (sys.account.initPasswordModify);
   * the access guard then refuses everything but the change itself and what the change dialog needs.
   */
  async setPasswordChangeRequired(tokenId: string, required: boolean): Promise<void> {
    if (!required) {
      await this.store.del(PASSWORD_CHANGE + tokenId);
      return;
    }
    const ttl = await this.store.ttl(SESSION + tokenId);
    if (ttl !== -2) await this.store.set(PASSWORD_CHANGE + tokenId, '1', ttl > 0 ? ttl : undefined);
  }

  async endAllOf(userId: number): Promise<number> {
    const ids = await this.tokenIdsOf(userId);
    for (const id of ids) await this.endById(id, userId);
    return ids.length;
  }
}
