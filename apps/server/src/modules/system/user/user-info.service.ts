import { DEFAULT_PASSWORD_LENGTH, SUPER_ADMIN_USER_ID, type UserInfoVo, type UserVo } from '@zcps/contracts';
import type { LoginUser } from '../../../platform/auth/login-user.js';
import type { SessionService } from '../../../platform/auth/session.service.js';
import { ServiceError } from '../../../platform/http/errors.js';
import { formatDateTime } from '../../../platform/http/dates.js';
import { ossDownloadUrl } from '../../resource/oss/oss.service.js';
import type { PasswordPolicy } from './password-policy.service.js';
import type { UserRepo } from './user.repo.js';

export class UserInfoService {
  constructor(
    private readonly users: UserRepo,
    private readonly passwords?: PasswordPolicy,
    private readonly sessions?: SessionService,
  ) {}

  /** getInfo: the signed-in user with the roles and permissions fixed at login (reference §3.1). */
  async getInfo(session: LoginUser): Promise<UserInfoVo> {
    const row = await this.users.findById(session.tenantId, session.userId);
    if (!row) throw new ServiceError('user.noAccess');
    const roles = await this.users.rolesOf(session.tenantId, session.userId);
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
    const passwordChangeRequired = (await this.passwords?.changeRequired(row)) ?? false;
    // The config may have changed since sign-in: the session follows what the console is told.
    if (passwordChangeRequired !== (session.passwordChangeRequired === true))
      await this.sessions?.setPasswordChangeRequired(session.tokenId, passwordChangeRequired);
    const passwordLength = (await this.passwords?.lengthOf(row.tenantId)) ?? { ...DEFAULT_PASSWORD_LENGTH };
    return {
      user,
      roles: session.roleKeys,
      permissions: session.permissions,
      passwordChangeRequired,
      passwordLength,
    };
  }
}
