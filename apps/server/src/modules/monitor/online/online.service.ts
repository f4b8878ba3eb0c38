import { SUPER_ADMIN_ROLE_KEY, type OnlineUserVo } from '@zcps/contracts';
import type { LoginUser } from '../../../platform/auth/login-user.js';
import type { SessionService } from '../../../platform/auth/session.service.js';
import { refuseMissing, ServiceError } from '../../../platform/http/errors.js';

export interface OnlineFilter {
  ipaddr?: string;
  userName?: string;
}

const matches = (value: string, wanted: string | undefined) =>
  !wanted?.trim() || value.toLowerCase().includes(wanted.trim().toLowerCase());

function toVo(session: LoginUser, caller: LoginUser): OnlineUserVo {
  return {
    tokenId: session.tokenId,
    tenantId: session.tenantId,
    userName: session.userName,
    nickName: session.nickName,
    deptName: session.deptName,
    clientKey: session.clientKey,
    deviceType: session.deviceType,
    ipaddr: session.ipaddr,
    loginLocation: session.loginLocation,
    browser: session.browser,
    os: session.os,
    loginTime: session.loginTime,
    lastActive: session.lastActive ?? session.loginTime,
    current: session.tokenId === caller.tokenId,
  };
}

const newestFirst = (a: OnlineUserVo, b: OnlineUserVo) => b.loginTime - a.loginTime;

/** Live sessions as the online users screen sees them; tokens never leave the server, only tokenIds. */
export class OnlineService {
  constructor(private readonly sessions: SessionService) {}

  private sees(caller: LoginUser, session: LoginUser): boolean {
    return caller.roleKeys.includes(SUPER_ADMIN_ROLE_KEY) || session.tenantId === caller.tenantId;
  }

  async list(caller: LoginUser, filter: OnlineFilter): Promise<OnlineUserVo[]> {
    return (await this.sessions.list())
      .filter((s) => this.sees(caller, s))
      .filter((s) => matches(s.ipaddr, filter.ipaddr) && matches(s.userName, filter.userName))
      .map((s) => toVo(s, caller))
      .sort(newestFirst);
  }

  /**
   * Ends other users' sessions, all or none: an unknown or unseen one refuses the batch; the caller's own current
   * session is refused (that is what logout is for).
   */
  async forceLogout(caller: LoginUser, tokenIds: string[], strict: boolean): Promise<number> {
    if (tokenIds.includes(caller.tokenId)) throw new ServiceError('online.selfLogout');
    const found = new Map<string, LoginUser>();
    for (const tokenId of new Set(tokenIds)) {
      const session = await this.sessions.get(tokenId);
      if (session && this.sees(caller, session)) found.set(tokenId, session);
    }
    if (strict && found.size < new Set(tokenIds).size) throw new ServiceError('online.notFound');
    refuseMissing(tokenIds, found.keys());
    let ended = 0;
    for (const [tokenId, session] of found) if (await this.sessions.endById(tokenId, session.userId)) ended++;
    return ended;
  }

  async mine(caller: LoginUser): Promise<OnlineUserVo[]> {
    const sessions = await Promise.all(
      (await this.sessions.tokenIdsOf(caller.userId)).map((id) => this.sessions.get(id)),
    );
    return sessions
      .filter((s): s is LoginUser => s !== null && s.tenantId === caller.tenantId)
      .map((s) => toVo(s, caller))
      .sort(newestFirst);
  }

  async endMine(caller: LoginUser, tokenId: string): Promise<void> {
    if (tokenId === caller.tokenId) throw new ServiceError('online.selfLogout');
    const session = await this.sessions.get(tokenId);
    if (!session) throw new ServiceError('online.notFound');
    if (session.userId !== caller.userId || session.tenantId !== caller.tenantId)
      throw new ServiceError('online.notMine');
    await this.sessions.endById(tokenId, session.userId);
  }
}
