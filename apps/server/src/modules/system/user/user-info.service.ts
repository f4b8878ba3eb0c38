import {
  DEFAULT_PASSWORD_LENGTH,
  SUPER_ADMIN_USER_ID,
  type PasswordLength,
  type UserInfoVo,
  type UserVo,
} from '@zcps/contracts';
import type { LoginUser } from '../../../platform/auth/login-user.js';
import type { SessionService } from '../../../platform/auth/session.service.js';
import { ServiceError } from '../../../platform/http/errors.js';
import { formatDateTime } from '../../../platform/http/dates.js';
import { ossDownloadUrl } from '../../resource/oss/oss.service.js';
import type { PasswordPolicy } from './password-policy.service.js';
import type { UserRepo } from './user.repo.js';

/** How long an assembled answer is kept without being asked for; must stay far below the versions' TTL. */
const KEEP_MS = 600_000;
/** Answers kept per instance; past it the oldest goes first. */
const MAX_KEPT = 10_000;

/** What getInfo assembles from the database and the config, kept per user under their session version. */
interface Assembled {
  tenantId: string;
  version: string;
  until: number;
  user: UserVo;
  passwordChangeRequired: boolean;
  passwordLength: PasswordLength;
}

export class UserInfoService {
  private readonly assembled = new Map<number, Assembled>();

  constructor(
    private readonly users: UserRepo,
    private readonly passwords?: PasswordPolicy,
    private readonly sessions?: SessionService,
  ) {}

  /**
   * getInfo: the signed-in user with the roles and permissions fixed at login (reference §3.1). The part read
   * from the database and the config is assembled once per session version (SessionVersions): a console load
   * then costs one store read, and any write that changes the answer bumps the version before it returns.
   */
  async getInfo(session: LoginUser): Promise<UserInfoVo> {
    const { user, passwordChangeRequired, passwordLength } = await this.assemble(session);
    // The config may have changed since sign-in: the session follows what the console is told.
    if (passwordChangeRequired !== (session.passwordChangeRequired === true))
      await this.sessions?.setPasswordChangeRequired(session.tokenId, passwordChangeRequired);
    return {
      user,
      roles: session.roleKeys,
      permissions: session.permissions,
      passwordChangeRequired,
      passwordLength,
    };
  }

  private async assemble(session: LoginUser): Promise<Assembled> {
    const { tenantId, userId } = session;
    // Read before the rows: a write that commits meanwhile bumps past it, so what is kept here is asked again.
    const version = (await this.sessions?.versions.of(tenantId, userId)) ?? null;
    const now = Date.now();
    const kept = this.assembled.get(userId);
    if (kept && kept.version === version && kept.tenantId === tenantId && kept.until > now) return kept;
    const fresh = await this.read(tenantId, userId);
    if (version === null) return { ...fresh, tenantId, version: '', until: 0 };
    const entry: Assembled = { ...fresh, tenantId, version, until: now + KEEP_MS };
    this.assembled.delete(userId);
    if (this.assembled.size >= MAX_KEPT) this.assembled.delete(this.assembled.keys().next().value!);
    this.assembled.set(userId, entry);
    return entry;
  }

  private async read(tenantId: string, userId: number) {
    const [row, roles] = await Promise.all([
      this.users.findById(tenantId, userId),
      this.users.rolesOf(tenantId, userId),
    ]);
    if (!row) throw new ServiceError('user.noAccess');
    const user: UserVo = {
      userId: row.userId,
      tenantId: row.tenantId,
      deptId: row.deptId,
      userName: row.userName,
      nickName: row.nickName,
      userType: row.userType,
      email: row.email,
      phonenumber: row.phonenumber,
      sex: row.sex,
      avatar: row.avatar === null || row.avatar === undefined ? null : ossDownloadUrl(row.avatar),
      status: row.status,
      loginIp: row.loginIp,
      loginDate: formatDateTime(row.loginDate),
      remark: row.remark,
      createTime: formatDateTime(row.createTime),
      deptName: row.deptName,
      roles: roles.map((r) => ({
        roleId: r.roleId,
        roleName: r.roleName,
        roleKey: r.roleKey,
        roleSort: r.roleSort,
        dataScope: r.dataScope,
        status: r.status,
        superAdmin: row.userId === SUPER_ADMIN_USER_ID,
        flag: false,
      })),
    };
    const [passwordChangeRequired, passwordLength] = await Promise.all([
      this.passwords?.changeRequired(row) ?? false,
      this.passwords?.lengthOf(row.tenantId) ?? { ...DEFAULT_PASSWORD_LENGTH },
    ]);
    return { user, passwordChangeRequired, passwordLength };
  }
}
