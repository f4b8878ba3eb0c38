/** What the server keeps per token (reference §2.7), in the store. */
export interface LoginRole {
  roleId: number;
  roleKey: string;
  roleName: string;
  dataScope: string;
}

export interface LoginUser {
  /** SHA-256 of the token: identifies the session (online list, forced logout) without revealing the token. */
  tokenId: string;
  tenantId: string;
  userId: number;
  userName: string;
  nickName: string;
  userType: string;
  deptId: number | null;
  deptName: string | null;
  roles: LoginRole[];
  roleKeys: string[];
  permissions: string[];
  clientId: string;
  clientKey: string;
  deviceType: string;
  ipaddr: string;
  loginLocation: string;
  browser: string;
  os: string;
  /** epoch ms */
  loginTime: number;
  /** epoch ms; absolute end of the session (client timeout). */
  expireTime: number;
  /** seconds of inactivity after which the session ends (client active timeout); ≤ 0 = never. */
  activeTimeout: number;
  /** epoch ms of the last request seen, refreshed at most once a minute (online users screen). */
  lastActive?: number;
  /**
   * The user must change a password someone else gave them before anything else; kept beside the session in
   * the store (never inside it) and filled in by `SessionService.resolve`.
   */
  passwordChangeRequired?: boolean;
  /**
   * The tenant a super admin chose to view (navbar tenant select); kept beside the session like the flag above
   * and filled in by `SessionService.resolve`, so the access guard needs no second round trip for it.
   */
  viewedTenantId?: string;
}
