import type { AuthUserVo } from '@zcps/contracts';
import type { LoginUser } from '../../../platform/auth/login-user.js';
import { formatDateTime } from '../../../platform/http/dates.js';
import { ServiceError } from '../../../platform/http/errors.js';
import { maskEmail, maskPhone, masksContacts } from '../user/user-admin.service.js';
import type { AuthUserQuery, AuthUserRow, RoleUserRepo } from './role-user.repo.js';
import type { RoleService } from './role.service.js';

function toAuthUserVo(row: AuthUserRow, masked: boolean): AuthUserVo {
  return {
    userId: row.userId,
    deptId: row.deptId,
    deptName: row.deptName,
    userName: row.userName,
    nickName: row.nickName,
    email: masked ? maskEmail(row.email) : row.email,
    phonenumber: masked ? maskPhone(row.phonenumber) : row.phonenumber,
    status: row.status,
    createTime: formatDateTime(row.createTime),
  };
}

/** Who holds a role: the allocated and unallocated lists, granting and revoking (the assign-users screen). */
export class RoleUserService {
  constructor(
    private readonly repo: RoleUserRepo,
    private readonly roles: RoleService,
  ) {}

  async list(caller: LoginUser, query: AuthUserQuery, allocated: boolean) {
    await this.roles.reachable(caller, query.roleId);
    const { rows, total } = await this.repo.page(caller, query, allocated);
    const masked = masksContacts(caller);
    return { rows: rows.map((r) => toAuthUserVo(r, masked)), total };
  }

  async grant(caller: LoginUser, roleId: number, userIds: number[]): Promise<void> {
    const role = await this.roles.editable(caller, roleId);
    await this.checkUsers(caller, userIds);
    await this.repo.grant(role.roleId, userIds);
    await this.roles.refreshHolders(caller.tenantId, userIds);
  }

  async revoke(caller: LoginUser, roleId: number, userIds: number[]): Promise<void> {
    const role = await this.roles.editable(caller, roleId);
    await this.checkUsers(caller, userIds);
    const removed = await this.repo.revoke(role.roleId, userIds);
    await this.roles.refreshHolders(caller.tenantId, removed);
  }

  /** Every user must be a live user of the caller's tenant within their data scope; else nothing changes. */
  private async checkUsers(caller: LoginUser, userIds: number[]): Promise<void> {
    const reachable = new Set(await this.repo.reachable(caller, userIds));
    if (userIds.some((id) => !reachable.has(id))) throw new ServiceError('role.userOutOfScope');
  }
}
