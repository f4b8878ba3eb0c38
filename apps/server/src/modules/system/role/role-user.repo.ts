import { and, asc, count, eq, exists, inArray, not, type SQL } from 'drizzle-orm';
import type { AuthUserFilter, PageQuery } from '@zcps/contracts';
import type { Db } from '../../../platform/db/database.js';
import { dataScopeOf, type ScopedCaller } from '../../../platform/db/data-scope.js';
import { contains } from '../../../platform/db/like.js';
import { countedPage, pageOf } from '../../../platform/db/paging.js';
import { inTenant, live } from '../../../platform/db/scope.js';
import { sysDept, sysUser, sysUserRole } from '../../../db/schema/index.js';

export type AuthUserQuery = PageQuery & AuthUserFilter;

const userColumns = {
  userId: sysUser.userId,
  deptId: sysUser.deptId,
  deptName: sysDept.deptName,
  userName: sysUser.userName,
  nickName: sysUser.nickName,
  email: sysUser.email,
  phonenumber: sysUser.phonenumber,
  status: sysUser.status,
  createTime: sysUser.createTime,
};

export type AuthUserRow = {
  userId: number;
  deptId: number | null;
  deptName: string | null;
  userName: string;
  nickName: string;
  email: string;
  phonenumber: string;
  status: string;
  createTime: Date | null;
};

/** Who holds a role (sys_user_role), within the caller's tenant and data scope. */
export class RoleUserRepo {
  constructor(private readonly db: Db) {}

  private holds(roleId: number): SQL {
    return exists(
      this.db
        .select({ one: sysUserRole.userId })
        .from(sysUserRole)
        .where(and(eq(sysUserRole.userId, sysUser.userId), eq(sysUserRole.roleId, roleId))),
    );
  }

  private users(caller: ScopedCaller, ...conditions: (SQL | undefined)[]): SQL {
    return inTenant(
      sysUser,
      caller.tenantId,
      live(sysUser),
      dataScopeOf(caller, { dept: sysUser.deptId, user: sysUser.userId }),
      ...conditions,
    );
  }

  /** Users holding the role (allocated) or not (unallocated), paged. */
  async page(caller: ScopedCaller, q: AuthUserQuery, allocated: boolean) {
    const holds = this.holds(q.roleId);
    const where = this.users(
      caller,
      allocated ? holds : not(holds),
      contains(sysUser.userName, q.userName),
      contains(sysUser.phonenumber, q.phonenumber),
      q.status ? eq(sysUser.status, q.status) : undefined,
    );
    const { limit, offset } = pageOf(q);
    const { rows, total } = await countedPage(
      this.db
        .select(userColumns)
        .from(sysUser)
        .leftJoin(sysDept, eq(sysDept.deptId, sysUser.deptId))
        .where(where)
        .orderBy(asc(sysUser.userId))
        .limit(limit)
        .offset(offset),
      this.db.select({ total: count() }).from(sysUser).where(where),
    );
    return { rows: rows as AuthUserRow[], total };
  }

  /** Those of `userIds` that are live users of the tenant within the caller's data scope. */
  async reachable(caller: ScopedCaller, userIds: number[]): Promise<number[]> {
    const rows = await this.db
      .select({ id: sysUser.userId })
      .from(sysUser)
      .where(this.users(caller, inArray(sysUser.userId, userIds)));
    return rows.map((r) => r.id);
  }

  async grant(roleId: number, userIds: number[]): Promise<void> {
    if (!userIds.length) return;
    await this.db
      .insert(sysUserRole)
      .values(userIds.map((userId) => ({ userId, roleId })))
      .onConflictDoNothing();
  }

  /** Removes the role from the users; answers who actually held it. */
  async revoke(roleId: number, userIds: number[]): Promise<number[]> {
    if (!userIds.length) return [];
    const removed = await this.db
      .delete(sysUserRole)
      .where(and(eq(sysUserRole.roleId, roleId), inArray(sysUserRole.userId, userIds)))
      .returning({ userId: sysUserRole.userId });
    return removed.map((r) => r.userId);
  }
}
