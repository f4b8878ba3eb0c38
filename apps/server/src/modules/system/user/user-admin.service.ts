import {
  hasPermission,
  SUPER_ADMIN_USER_ID,
  UserPermission,
  type ResetPasswordBody,
  type RoleOption,
  type UserAuthRoleVo,
  type UserCreateBody,
  type UserFormVo,
  type UserListVo,
  type UserStatusBody,
  type UserUpdateBody,
} from '@zcps/contracts';
import type { LoginUser } from '../../../platform/auth/login-user.js';
import type { Executor } from '../../../platform/db/database.js';
import type { SessionService } from '../../../platform/auth/session.service.js';
import { dataScopeOf, visibleDeptIds } from '../../../platform/db/data-scope.js';
import { formatDateTime } from '../../../platform/http/dates.js';
import { ServiceError } from '../../../platform/http/errors.js';
import { hashPassword } from '../../../platform/crypto/password-hash.js';
import type { PasswordPolicy } from './password-policy.service.js';
import { sysDept, sysUser } from '../../../db/schema/index.js';
import { UserAdminRepo, type UserWithDept } from './user-admin.repo.js';
import type { UserQuery } from './user-list.sql.js';
import type { UserPageRow } from './user-list.sql.js';
import type { CountCache } from '../../../platform/db/count-cache.js';
import type { DeptTrees } from '../../../platform/db/dept-tree.js';

/** 13800138000 → 138****8000. */
export function maskPhone(phone: string): string {
  return phone.length >= 7 ? `${phone.slice(0, 3)}****${phone.slice(-4)}` : phone ? '****' : '';
}

/** alice@x.cn → a***@x.cn. */
export function maskEmail(email: string): string {
  const at = email.indexOf('@');
  return at > 0 ? `${email[0]}***${email.slice(at)}` : email ? '***' : '';
}

/** `deptName` for rows read without it (the list reads names from the dept tree). */
export function toUserListVo(
  row: UserPageRow & { deptName?: string | null },
  masked: boolean,
  deptName: string | null = row.deptName ?? null,
): UserListVo {
  return {
    userId: row.userId,
    tenantId: row.tenantId,
    deptId: row.deptId,
    deptName,
    userName: row.userName,
    nickName: row.nickName,
    userType: row.userType,
    email: masked ? maskEmail(row.email) : row.email,
    phonenumber: masked ? maskPhone(row.phonenumber) : row.phonenumber,
    sex: row.sex,
    status: row.status,
    loginIp: row.loginIp,
    loginDate: formatDateTime(row.loginDate),
    remark: row.remark,
    createTime: formatDateTime(row.createTime),
  };
}

/** Contact details are shown in full only to callers who may edit users. */
export const masksContacts = (caller: LoginUser) => !hasPermission(caller.permissions, UserPermission.EDIT);

export const userScopeOf = (caller: LoginUser) =>
  dataScopeOf(caller, { dept: sysUser.deptId, user: sysUser.userId });

type UserFields = Pick<
  UserCreateBody,
  'userName' | 'email' | 'phonenumber' | 'deptId' | 'roleIds' | 'postIds'
>;

/** What an area that opens accounts for people it records gives of them. */
export type GivenAccount = Pick<
  UserCreateBody,
  'userName' | 'nickName' | 'phonenumber' | 'email' | 'sex' | 'deptId'
>;

/** The user list's count cache; every write that can change what it counts calls `listChanged`. */
export const USER_LIST = 'user';

export class UserAdminService {
  constructor(
    private readonly repo: UserAdminRepo,
    private readonly sessions: SessionService,
    private readonly deptTrees: DeptTrees,
    private readonly counts: CountCache,
    private readonly passwords?: PasswordPolicy,
  ) {}

  /**
   * Dept filter and data scope as id lists from the cached dept tree, so the planner sees how many rows they
   * select; the total comes from the count cache, keyed by everything it depends on.
   */
  async list(caller: LoginUser, q: UserQuery) {
    const { tenantId } = caller;
    const tree = await this.deptTrees.of(tenantId);
    // A dept-based scope and the dept filter meet in one id list: one array for the planner, not two.
    const visible = visibleDeptIds(caller, tree, q.deptId);
    const scope = visible
      ? undefined
      : dataScopeOf(caller, { dept: sysUser.deptId, user: sysUser.userId }, tree);
    const deptIds = visible ?? (q.deptId ? tree.subtree(q.deptId) : undefined);
    const filters = {
      ...q,
      pageNum: undefined,
      pageSize: undefined,
      orderByColumn: undefined,
      isAsc: undefined,
    };
    const key = {
      filters,
      tree: tree.version,
      caller: [
        caller.userId,
        caller.deptId,
        caller.roleKeys,
        caller.roles.map((r) => [r.roleId, r.dataScope]),
      ],
    };
    const { rows, total } = await this.repo.page(tenantId, scope, q, deptIds, (compute) =>
      this.counts.count(USER_LIST, tenantId, key, compute),
    );
    const masked = masksContacts(caller);
    return { rows: rows.map((r) => toUserListVo(r, masked, tree.nameOf(r.deptId))), total };
  }

  listChanged(tenantId: string): Promise<void> {
    return this.counts.changed(USER_LIST, tenantId);
  }

  /** After users of the tenant changed in bulk (an import updating accounts): their getInfo answers. */
  usersChanged(tenantId: string): Promise<void> {
    return this.sessions.versions.tenantChanged(tenantId);
  }

  async options(caller: LoginUser, by: { deptId?: number; userIds?: number[] }): Promise<UserListVo[]> {
    const rows = await this.repo.options(caller.tenantId, userScopeOf(caller), by);
    const masked = masksContacts(caller);
    return rows.map((r) => toUserListVo(r, masked));
  }

  /** A user the caller may see (tenant and data scope), else 'not found'. */
  async visible(caller: LoginUser, userId: number): Promise<UserWithDept> {
    const row = await this.repo.find(caller.tenantId, userScopeOf(caller), userId);
    if (!row) throw new ServiceError('user.notFound', { id: userId });
    return row;
  }

  private static protect(userId: number) {
    if (userId === SUPER_ADMIN_USER_ID) throw new ServiceError('user.superAdminProtected');
  }

  private async roleOptions(tenantId: string, forUserId: number | undefined, held: number[]) {
    const rows = await this.repo.assignableRoles(tenantId, forUserId === SUPER_ADMIN_USER_ID);
    return rows.map((r): RoleOption => ({
      roleId: r.roleId,
      roleName: r.roleName,
      roleKey: r.roleKey,
      roleSort: r.roleSort,
      dataScope: r.dataScope,
      status: r.status,
      superAdmin: forUserId === SUPER_ADMIN_USER_ID,
      flag: held.includes(r.roleId),
      remark: r.remark,
    }));
  }

  async form(caller: LoginUser, userId?: number): Promise<UserFormVo> {
    const user = userId === undefined ? undefined : await this.visible(caller, userId);
    const [roleIds, postIds, posts] = await Promise.all([
      user ? this.repo.roleIdsOf(user.userId) : [],
      user ? this.repo.postIdsOf(user.userId) : [],
      this.repo.enabledPosts(caller.tenantId),
    ]);
    return {
      user: user ? toUserListVo(user, masksContacts(caller)) : undefined,
      roleIds,
      postIds,
      roles: await this.roleOptions(caller.tenantId, userId, roleIds),
      posts: posts.map((p) => ({
        postId: p.postId,
        postCode: p.postCode,
        postName: p.postName,
        postSort: p.postSort,
        status: p.status,
      })),
    };
  }

  /** Uniqueness, dept, roles and posts of a create or an update; throws the first problem found. */
  async checkFields(caller: LoginUser, body: UserFields, exceptId?: number): Promise<void> {
    const { tenantId } = caller;
    const name = body.userName;
    if (await this.repo.taken(tenantId, 'userName', name, exceptId))
      throw new ServiceError('user.nameTaken', { userName: name });
    if (body.phonenumber && (await this.repo.taken(tenantId, 'phonenumber', body.phonenumber, exceptId)))
      throw new ServiceError('user.phoneTaken', { userName: name });
    if (body.email && (await this.repo.taken(tenantId, 'email', body.email, exceptId)))
      throw new ServiceError('user.emailTaken', { userName: name });
    if (body.deptId) await this.checkDept(caller, body.deptId);
    await this.checkRoles(tenantId, body.roleIds ?? [], exceptId);
    if (body.postIds?.length) {
      const usable = new Set((await this.repo.enabledPosts(tenantId)).map((p) => p.postId));
      const bad = body.postIds.filter((id) => !usable.has(id));
      if (bad.length) throw new ServiceError('user.postInvalid', { ids: bad.join(',') });
    }
  }

  /** The dept exists, is enabled and lies within the caller's data scope; answers its name. */
  async checkDept(caller: LoginUser, deptId: number): Promise<string> {
    const deptScope = dataScopeOf(caller, { dept: sysDept.deptId });
    const dept = await this.repo.deptUsable(caller.tenantId, deptScope, deptId);
    if (!dept) throw new ServiceError('user.deptInvalid', { deptId });
    return dept.deptName;
  }

  private async checkRoles(tenantId: string, roleIds: number[], forUserId?: number) {
    if (!roleIds.length) return;
    const usable = new Set(
      (await this.repo.assignableRoles(tenantId, forUserId === SUPER_ADMIN_USER_ID)).map((r) => r.roleId),
    );
    const bad = roleIds.filter((id) => !usable.has(id));
    if (bad.length) throw new ServiceError('user.roleInvalid', { ids: bad.join(',') });
  }

  async checkQuota(tenantId: string, adding: number): Promise<void> {
    const { limit, used } = await this.repo.accountLimit(tenantId);
    if (limit >= 0 && used + adding > limit) throw new ServiceError('user.quotaReached', { limit });
  }

  async create(caller: LoginUser, body: UserCreateBody): Promise<number> {
    // The password is input like any field: a bad one answers 400 before the checks against stored data.
    await this.passwords?.check(caller.tenantId, body.password);
    await this.checkFields(caller, body);
    await this.checkQuota(caller.tenantId, 1);
    const { roleIds = [], postIds = [], password, ...fields } = body;
    const userId = await this.repo.insert(
      {
        ...fields,
        tenantId: caller.tenantId,
        password: await hashPassword(password),
        createBy: caller.userId,
        updateBy: caller.userId,
        createDept: caller.deptId,
      },
      [...new Set(roleIds)],
      [...new Set(postIds)],
    );
    await this.listChanged(caller.tenantId);
    return userId;
  }

  /**
   * An account another area opens for someone it already records (an expert of the pool), in two steps: the
   * checks of 新增 and the role by key here (answers the role id), then `insertGiven` inside that area's
   * transaction with a password hash derived from `sys.user.initPassword` (changed at the first sign-in). The
   * caller calls `listChanged` once its batch is done.
   */
  async checkGiven(caller: LoginUser, fields: GivenAccount, roleKey: string): Promise<number> {
    const role = (await this.repo.assignableRoles(caller.tenantId, false)).find((r) => r.roleKey === roleKey);
    if (!role) throw new ServiceError('user.roleKeyMissing', { roleKey });
    await this.checkFields(caller, { ...fields, roleIds: [role.roleId] });
    await this.checkQuota(caller.tenantId, 1);
    return role.roleId;
  }

  insertGiven(tx: Executor, caller: LoginUser, fields: GivenAccount, roleId: number, hash: string) {
    const by = { createBy: caller.userId, updateBy: caller.userId, createDept: caller.deptId };
    return new UserAdminRepo(tx).insert(
      { ...fields, ...by, tenantId: caller.tenantId, password: hash },
      [roleId],
      [],
    );
  }

  async update(caller: LoginUser, body: UserUpdateBody): Promise<void> {
    UserAdminService.protect(body.userId);
    const before = await this.visible(caller, body.userId);
    await this.checkFields(caller, body, body.userId);
    const { userId, roleIds, postIds, ...fields } = body;
    const rolesBefore = await this.repo.roleIdsOf(userId);
    const newRoles = roleIds ? [...new Set(roleIds)] : undefined;
    await this.repo.update(
      caller.tenantId,
      userId,
      { ...fields, updateBy: caller.userId },
      newRoles,
      postIds ? [...new Set(postIds)] : undefined,
    );
    await this.listChanged(caller.tenantId);
    await this.sessions.versions.userChanged(userId);
    const rolesChanged = newRoles !== undefined && !sameSet(rolesBefore, newRoles);
    const disabled = fields.status === '1' && before.status !== '1';
    if (rolesChanged || disabled) await this.sessions.endAllOf(userId);
  }

  async remove(caller: LoginUser, userIds: number[]): Promise<void> {
    if (userIds.includes(caller.userId)) throw new ServiceError('user.deleteSelf');
    userIds.forEach(UserAdminService.protect);
    const found = await this.repo.scopedIds(caller.tenantId, userScopeOf(caller), userIds);
    const missing = userIds.filter((id) => !found.includes(id));
    if (missing.length) throw new ServiceError('user.notFound', { id: missing.join(',') });
    await this.repo.softDelete(caller.tenantId, userIds, caller.userId);
    await this.listChanged(caller.tenantId);
    await this.sessions.versions.userChanged(...userIds);
    for (const id of userIds) await this.sessions.endAllOf(id);
  }

  async resetPassword(caller: LoginUser, body: ResetPasswordBody): Promise<void> {
    UserAdminService.protect(body.userId);
    await this.visible(caller, body.userId);
    await this.passwords?.check(caller.tenantId, body.password);
    const password = await hashPassword(body.password);
    await this.repo.resetPassword(caller.tenantId, body.userId, password, caller.userId);
    await this.sessions.versions.userChanged(body.userId);
    await this.sessions.endAllOf(body.userId);
  }

  async changeStatus(caller: LoginUser, body: UserStatusBody): Promise<void> {
    UserAdminService.protect(body.userId);
    if (body.userId === caller.userId && body.status === '1') throw new ServiceError('user.disableSelf');
    await this.visible(caller, body.userId);
    await this.repo.update(caller.tenantId, body.userId, { status: body.status, updateBy: caller.userId });
    await this.listChanged(caller.tenantId);
    await this.sessions.versions.userChanged(body.userId);
    if (body.status === '1') await this.sessions.endAllOf(body.userId);
  }

  endSessionsOf(userId: number): Promise<number> {
    return this.sessions.endAllOf(userId);
  }

  async authRole(caller: LoginUser, userId: number): Promise<UserAuthRoleVo> {
    const user = await this.visible(caller, userId);
    const held = await this.repo.roleIdsOf(userId);
    return {
      user: toUserListVo(user, masksContacts(caller)),
      roles: await this.roleOptions(caller.tenantId, userId, held),
    };
  }

  async assignRoles(caller: LoginUser, userId: number, roleIds: number[]): Promise<void> {
    UserAdminService.protect(userId);
    await this.visible(caller, userId);
    const unique = [...new Set(roleIds)];
    await this.checkRoles(caller.tenantId, unique, userId);
    await this.repo.update(caller.tenantId, userId, { updateBy: caller.userId }, unique);
    await this.sessions.versions.userChanged(userId);
    await this.sessions.endAllOf(userId);
  }
}

function sameSet(a: number[], b: number[]): boolean {
  return a.length === b.length && a.every((x) => b.includes(x));
}
