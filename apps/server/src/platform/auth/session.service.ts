import crypto from 'node:crypto';
import type { Store } from '../store/index.js';
import type { LoginUser } from './login-user.js';

const SESSION = 'session:';
const ACTIVE = 'session-active:';
const USER_TOKENS = 'user-token:';

/** Opaque tokens; the session lives in the store so every instance sees logins and logouts at once. */
export class SessionService {
  constructor(private readonly store: Store) {}

  static newToken(): string {
    return crypto.randomBytes(32).toString('base64url');
  }

  async create(user: Omit<LoginUser, 'token'>, timeoutSeconds: number): Promise<LoginUser> {
    const session: LoginUser = { ...user, token: SessionService.newToken() };
    await this.store.set(SESSION + session.token, JSON.stringify(session), timeoutSeconds);
    await this.store.set(`${USER_TOKENS}${session.userId}:${session.token}`, '1', timeoutSeconds);
    if (session.activeTimeout > 0) await this.store.set(ACTIVE + session.token, '1', session.activeTimeout);
    return session;
  }

  /** The live session of a token, or null when unknown, expired or idle too long; touching it extends idleness. */
  async resolve(token: string): Promise<LoginUser | null> {
    if (!token || token.length > 256) return null;
    const raw = await this.store.get(SESSION + token);
    if (!raw) return null;
    const session = JSON.parse(raw) as LoginUser;
    if (session.activeTimeout > 0) {
      const alive = await this.store.get(ACTIVE + token);
      if (!alive) {
        await this.end(token, session.userId);
        return null;
      }
      await this.store.expire(ACTIVE + token, session.activeTimeout);
    }
    return session;
  }

  async end(token: string, userId?: number): Promise<void> {
    let owner = userId;
    if (owner === undefined) {
      const raw = await this.store.get(SESSION + token);
      owner = raw ? (JSON.parse(raw) as LoginUser).userId : undefined;
    }
    const keys = [SESSION + token, ACTIVE + token];
    if (owner !== undefined) keys.push(`${USER_TOKENS}${owner}:${token}`);
    await this.store.del(...keys);
  }

  /** Every live token of a user (forced logout on password change, disable, role change). */
  async tokensOf(userId: number): Promise<string[]> {
    const prefix = `${USER_TOKENS}${userId}:`;
    return (await this.store.keys(prefix)).map((key) => key.slice(prefix.length));
  }

  async endAllOf(userId: number): Promise<number> {
    const tokens = await this.tokensOf(userId);
    for (const token of tokens) await this.end(token, userId);
    return tokens.length;
  }
}
