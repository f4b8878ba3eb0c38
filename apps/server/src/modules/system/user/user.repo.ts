import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database.js';
import { inTenant, live } from '../../../platform/db/scope.js';
import { sysDept, sysMenu, sysRole, sysRoleMenu, sysUser, sysUserRole } from '../../../db/schema/index.js';

export type UserRow = typeof sysUser.$inferSelect;
export type RoleRow = typeof sysRole.$inferSelect;

export class UserRepo {
  constructor(private readonly db: Db) {}

  async findByUserName(tenantId: string, userName: string): Promise<UserRow | undefined> {
    const [row] = await this.db
      .select()
      .from(sysUser)
      .where(inTenant(sysUser, tenantId, eq(sysUser.userName, userName), live(sysUser)))
      .limit(1);
    return row;
  }

  async findById(
    tenantId: string,
    userId: number,
  ): Promise<(UserRow & { deptName: string | null }) | undefined> {
    const [row] = await this.db
      .select({ user: sysUser, deptName: sysDept.deptName })
      .from(sysUser)
      .leftJoin(sysDept, eq(sysDept.deptId, sysUser.deptId))
      .where(inTenant(sysUser, tenantId, eq(sysUser.userId, userId), live(sysUser)))
      .limit(1);
    return row ? { ...row.user, deptName: row.deptName } : undefined;
  }

  async deptName(tenantId: string, deptId: number | null): Promise<string | null> {
    if (deptId === null) return null;
    const [row] = await this.db
      .select({ name: sysDept.deptName })
      .from(sysDept)
      .where(inTenant(sysDept, tenantId, eq(sysDept.deptId, deptId)))
      .limit(1);
    return row?.name ?? null;
  }

  /** Live, enabled roles of a user in its tenant. */
  async rolesOf(tenantId: string, userId: number): Promise<RoleRow[]> {
    const rows = await this.db
      .select({ role: sysRole })
      .from(sysUserRole)
      .innerJoin(sysRole, eq(sysRole.roleId, sysUserRole.roleId))
      .where(
        and(
          eq(sysUserRole.userId, userId),
          inTenant(sysRole, tenantId, live(sysRole), eq(sysRole.status, '0')),
        ),
      )
      .orderBy(sysRole.roleSort);
    return rows.map((r) => r.role);
  }

  /** Distinct permission codes of enabled menus reachable through the given roles. */
  async permissionsOf(roleIds: number[]): Promise<string[]> {
    if (!roleIds.length) return [];
    const rows = await this.db
      .selectDistinct({ perms: sysMenu.perms })
      .from(sysRoleMenu)
      .innerJoin(sysMenu, eq(sysMenu.menuId, sysRoleMenu.menuId))
      .where(and(inArray(sysRoleMenu.roleId, roleIds), eq(sysMenu.status, '0')));
    const perms = new Set<string>();
    for (const row of rows) {
      for (const perm of (row.perms ?? '').split(',')) if (perm.trim()) perms.add(perm.trim());
    }
    return [...perms].sort();
  }

  async recordLogin(userId: number, ip: string): Promise<void> {
    await this.db
      .update(sysUser)
      .set({ loginIp: ip, loginDate: new Date() })
      .where(eq(sysUser.userId, userId));
  }
}
