import { and, asc, count, eq, gt, inArray, ne, sql, type SQL } from 'drizzle-orm';
import { SUPER_ADMIN_ROLE_KEY } from '@zcps/contracts';
import type { Db } from '../../../platform/db/database.js';
import { contains } from '../../../platform/db/like.js';
import { dateRange, orderOf, pageOf } from '../../../platform/db/paging.js';
import { inTenant, live } from '../../../platform/db/scope.js';
import {
  sysDept,
  sysPost,
  sysRole,
  sysTenant,
  sysUser,
  sysUserPost,
  sysUserRole,
} from '../../../db/schema/index.js';
import { anyOf, idArray } from '../../../platform/db/dept-tree.js';
import { UserPasswordRepo } from './user-password.repo.js';
import {
  isPlainPage,
  listColumns,
  preparedPages,
  type UserPageRow,
  type UserQuery,
} from './user-list.sql.js';

export type UserWithDept = typeof sysUser.$inferSelect & { deptName: string | null };
export type NewUser = Omit<typeof sysUser.$inferInsert, 'userId'>;
export type UserChanges = Partial<Omit<NewUser, 'tenantId' | 'createBy' | 'createTime' | 'createDept'>>;

const SORTABLE = {
  userId: sysUser.userId,
  userName: sysUser.userName,
  nickName: sysUser.nickName,
  deptId: sysUser.deptId,
  status: sysUser.status,
  createTime: sysUser.createTime,
};

/** A dept and every dept below it (ancestors hold the ids of the chain above). */
const deptSubtree = (tenantId: string, deptId: number) => sql`${sysUser.deptId} IN (
  SELECT d.dept_id FROM sys_dept d WHERE d.tenant_id = ${tenantId}
    AND (d.dept_id = ${deptId} OR ${deptId}::bigint = ANY (string_to_array(d.ancestors, ',')::bigint[])))`;

/** Pickers list at most this many users; a larger dept is searched in the list instead. */
const OPTIONS_MAX = 1000;

const withDept = { user: sysUser, deptName: sysDept.deptName };
const flatten = (r: { user: typeof sysUser.$inferSelect; deptName: string | null }): UserWithDept => ({
  ...r.user,
  deptName: r.deptName,
});

/** SQL of the user-administration screens; every query is tenant-filtered, lists also data-scoped. */
export class UserAdminRepo {
  constructor(private readonly db: Db) {}

  /**
   * `deptIds`, when the caller has resolved them (DeptTrees), are the depts the rows must be in: the selected
   * dept's subtree, already narrowed to a dept-based data scope; else the selected dept is looked up in SQL.
   */
  private where(tenantId: string, scope: SQL | undefined, q: Partial<UserQuery>, deptIds?: number[]) {
    const inDept = deptIds
      ? anyOf(sysUser.deptId, deptIds)
      : q.deptId
        ? deptSubtree(tenantId, q.deptId)
        : undefined;
    return inTenant(
      sysUser,
      tenantId,
      live(sysUser),
      scope,
      q.userId ? eq(sysUser.userId, q.userId) : undefined,
      inDept,
      contains(sysUser.userName, q.userName),
      contains(sysUser.nickName, q.nickName),
      contains(sysUser.phonenumber, q.phonenumber),
      q.status ? eq(sysUser.status, q.status) : undefined,
      ...dateRange(sysUser.createTime, q['params[beginTime]'], q['params[endTime]']),
    );
  }

  private prepared: ReturnType<typeof preparedPages> | undefined;

  /** `countWith` may answer the total without running the count (CountCache). */
  async page(
    tenantId: string,
    scope: SQL | undefined,
    q: UserQuery,
    deptIds?: number[],
    countWith: (compute: () => Promise<number>) => Promise<number> = (compute) => compute(),
  ): Promise<{ rows: UserPageRow[]; total: number }> {
    const counting = async () =>
      (
        await this.db
          .select({ total: count() })
          .from(sysUser)
          .where(this.where(tenantId, scope, q, deptIds))
      )[0]?.total ?? 0;
    const [rows, total] = await Promise.all([
      this.pageRows(tenantId, scope, q, deptIds),
      countWith(counting),
    ]);
    return { rows, total };
  }

  private pageRows(tenantId: string, scope: SQL | undefined, q: UserQuery, deptIds?: number[]) {
    const { limit, offset } = pageOf(q);
    if (!scope && isPlainPage(q) && (deptIds || !q.deptId)) {
      this.prepared ??= preparedPages(this.db);
      return deptIds
        ? this.prepared.inDepts.execute({ tenantId, deptIds: idArray(deptIds), limit, offset })
        : this.prepared.all.execute({ tenantId, limit, offset });
    }
    return this.db
      .select(listColumns)
      .from(sysUser)
      .where(this.where(tenantId, scope, q, deptIds))
      .orderBy(...orderOf(q, SORTABLE, [asc(sysUser.userId)]))
      .limit(limit)
      .offset(offset);
  }

  /** Matching users in id order, one batch after `afterUserId` (exports read batch by batch). */
  async batch(
    tenantId: string,
    scope: SQL | undefined,
    q: Partial<UserQuery>,
    afterUserId: number,
    size: number,
  ) {
    const rows = await this.db
      .select(withDept)
      .from(sysUser)
      .leftJoin(sysDept, eq(sysDept.deptId, sysUser.deptId))
      .where(and(this.where(tenantId, scope, q), gt(sysUser.userId, afterUserId)))
      .orderBy(asc(sysUser.userId))
      .limit(size);
    return rows.map(flatten);
  }

  /** Enabled users of one dept, or of the given ids (pickers: dept leader, optionselect). */
  async options(tenantId: string, scope: SQL | undefined, by: { deptId?: number; userIds?: number[] }) {
    const rows = await this.db
      .select(withDept)
      .from(sysUser)
      .leftJoin(sysDept, eq(sysDept.deptId, sysUser.deptId))
      .where(
        inTenant(
          sysUser,
          tenantId,
          live(sysUser),
          eq(sysUser.status, '0'),
          scope,
          by.deptId ? eq(sysUser.deptId, by.deptId) : undefined,
          by.userIds?.length ? inArray(sysUser.userId, by.userIds) : undefined,
        ),
      )
      .orderBy(asc(sysUser.userId))
      .limit(OPTIONS_MAX);
    return rows.map(flatten);
  }

  /** A live user of the tenant within the scope, or undefined. */
  async find(tenantId: string, scope: SQL | undefined, userId: number): Promise<UserWithDept | undefined> {
    const [row] = await this.db
      .select(withDept)
      .from(sysUser)
      .leftJoin(sysDept, eq(sysDept.deptId, sysUser.deptId))
      .where(inTenant(sysUser, tenantId, live(sysUser), scope, eq(sysUser.userId, userId)))
      .limit(1);
    return row ? flatten(row) : undefined;
  }

  async scopedIds(tenantId: string, scope: SQL | undefined, userIds: number[]): Promise<number[]> {
    const rows = await this.db
      .select({ id: sysUser.userId })
      .from(sysUser)
      .where(inTenant(sysUser, tenantId, live(sysUser), scope, inArray(sysUser.userId, userIds)));
    return rows.map((r) => r.id);
  }

  async findByUserName(tenantId: string, userName: string) {
    const [row] = await this.db
      .select()
      .from(sysUser)
      .where(inTenant(sysUser, tenantId, live(sysUser), eq(sysUser.userName, userName)))
      .limit(1);
    return row;
  }

  /** Whether another live user of the tenant already holds this value. */
  async taken(
    tenantId: string,
    field: 'userName' | 'email' | 'phonenumber',
    value: string,
    exceptId?: number,
  ) {
    const [row] = await this.db
      .select({ id: sysUser.userId })
      .from(sysUser)
      .where(
        inTenant(
          sysUser,
          tenantId,
          live(sysUser),
          eq(sysUser[field], value),
          exceptId === undefined ? undefined : ne(sysUser.userId, exceptId),
        ),
      )
      .limit(1);
    return row !== undefined;
  }

  /** An enabled dept of the tenant that the caller's data scope reaches. */
  async deptUsable(
    tenantId: string,
    scope: SQL | undefined,
    deptId: number,
  ): Promise<{ deptName: string } | undefined> {
    const [row] = await this.db
      .select({ deptName: sysDept.deptName })
      .from(sysDept)
      .where(
        inTenant(
          sysDept,
          tenantId,
          live(sysDept),
          eq(sysDept.status, '0'),
          scope,
          eq(sysDept.deptId, deptId),
        ),
      )
      .limit(1);
    return row;
  }

  /** Enabled roles of the tenant; the super admin role only when asked (it is never handed out here). */
  async assignableRoles(tenantId: string, withSuperAdmin: boolean) {
    return this.db
      .select()
      .from(sysRole)
      .where(
        inTenant(
          sysRole,
          tenantId,
          live(sysRole),
          eq(sysRole.status, '0'),
          withSuperAdmin ? undefined : ne(sysRole.roleKey, SUPER_ADMIN_ROLE_KEY),
        ),
      )
      .orderBy(asc(sysRole.roleSort), asc(sysRole.roleId));
  }

  async enabledPosts(tenantId: string) {
    return this.db
      .select()
      .from(sysPost)
      .where(inTenant(sysPost, tenantId, eq(sysPost.status, '0')))
      .orderBy(asc(sysPost.postSort), asc(sysPost.postId));
  }

  async roleIdsOf(userId: number): Promise<number[]> {
    const rows = await this.db
      .select({ id: sysUserRole.roleId })
      .from(sysUserRole)
      .where(eq(sysUserRole.userId, userId));
    return rows.map((r) => r.id);
  }

  async postIdsOf(userId: number): Promise<number[]> {
    const rows = await this.db
      .select({ id: sysUserPost.postId })
      .from(sysUserPost)
      .where(eq(sysUserPost.userId, userId));
    return rows.map((r) => r.id);
  }

  /** -1 when the tenant has no account limit. */
  async accountLimit(tenantId: string): Promise<{ limit: number; used: number }> {
    const [tenant] = await this.db
      .select({ limit: sysTenant.accountCount })
      .from(sysTenant)
      .where(eq(sysTenant.tenantId, tenantId))
      .limit(1);
    const [used] = await this.db
      .select({ n: count() })
      .from(sysUser)
      .where(inTenant(sysUser, tenantId, live(sysUser)));
    return { limit: tenant?.limit ?? -1, used: used?.n ?? 0 };
  }

  /** A new user (created or imported): the password is the admin's, to be changed at the first sign-in. */
  async insert(
    user: NewUser & { tenantId: string; password: string },
    roleIds: number[],
    postIds: number[],
  ): Promise<number> {
    return this.db.transaction(async (tx) => {
      const [row] = await tx.insert(sysUser).values(user).returning({ id: sysUser.userId });
      const userId = row!.id;
      await new UserPasswordRepo(tx).markGivenPassword(user.tenantId, userId, user.password);
      if (roleIds.length) await tx.insert(sysUserRole).values(roleIds.map((roleId) => ({ userId, roleId })));
      if (postIds.length) await tx.insert(sysUserPost).values(postIds.map((postId) => ({ userId, postId })));
      return userId;
    });
  }

  /** Updates the row; role and post links are replaced when given. */
  async update(
    tenantId: string,
    userId: number,
    changes: UserChanges,
    roleIds?: number[],
    postIds?: number[],
  ) {
    await this.db.transaction(async (tx) => {
      await tx
        .update(sysUser)
        .set({ ...changes, updateTime: new Date() })
        .where(inTenant(sysUser, tenantId, eq(sysUser.userId, userId)));
      if (roleIds) {
        await tx.delete(sysUserRole).where(eq(sysUserRole.userId, userId));
        if (roleIds.length)
          await tx.insert(sysUserRole).values(roleIds.map((roleId) => ({ userId, roleId })));
      }
      if (postIds) {
        await tx.delete(sysUserPost).where(eq(sysUserPost.userId, userId));
        if (postIds.length)
          await tx.insert(sysUserPost).values(postIds.map((postId) => ({ userId, postId })));
      }
    });
  }

  /** An admin's reset: the new password is the admin's, to be changed at the next sign-in. */
  async resetPassword(tenantId: string, userId: number, hash: string, by: number): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx
        .update(sysUser)
        .set({ password: hash, updateBy: by, updateTime: new Date() })
        .where(inTenant(sysUser, tenantId, eq(sysUser.userId, userId)));
      await new UserPasswordRepo(tx).markGivenPassword(tenantId, userId, hash);
    });
  }

  /** Logical delete; the users' role and post links go. */
  async softDelete(tenantId: string, userIds: number[], by: number): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx
        .update(sysUser)
        .set({ delFlag: '2', updateBy: by, updateTime: new Date() })
        .where(inTenant(sysUser, tenantId, inArray(sysUser.userId, userIds)));
      await tx.delete(sysUserRole).where(inArray(sysUserRole.userId, userIds));
      await tx.delete(sysUserPost).where(inArray(sysUserPost.userId, userIds));
    });
  }
}
