import { and, asc, count, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import { DEFAULT_TENANT_ID, type RoleListFilter } from '@zcps/contracts';
import type { Db } from '../../../platform/db/database.js';
import { dataScopeOf, type ScopedCaller } from '../../../platform/db/data-scope.js';
import { contains } from '../../../platform/db/like.js';
import { dateRange, orderOf, countedPage, pageOf, type ListQuery } from '../../../platform/db/paging.js';
import { inTenant, live } from '../../../platform/db/scope.js';
import {
  sysDept,
  sysMenu,
  sysRole,
  sysRoleDept,
  sysRoleMenu,
  sysTenant,
  sysTenantPackage,
  sysUser,
  sysUserRole,
} from '../../../db/schema/index.js';

export type RoleRow = typeof sysRole.$inferSelect;
export type RoleQuery = ListQuery & RoleListFilter;
export type RoleFields = Pick<
  typeof sysRole.$inferInsert,
  | 'roleName'
  | 'roleKey'
  | 'roleSort'
  | 'dataScope'
  | 'menuCheckStrictly'
  | 'deptCheckStrictly'
  | 'status'
  | 'remark'
>;

const SORTABLE = {
  roleId: sysRole.roleId,
  roleName: sysRole.roleName,
  roleKey: sysRole.roleKey,
  roleSort: sysRole.roleSort,
  status: sysRole.status,
  createTime: sysRole.createTime,
};

/** Roles, their menus and custom-scope depts; every query is held to one tenant. */
export class RoleRepo {
  constructor(private readonly db: Db) {}

  /**
   * Roles the caller's data scope reaches (RuoYi: the depts of the users holding the role, or roles the
   * caller created); undefined when the caller sees every role of the tenant.
   */
  private visible(caller: ScopedCaller): SQL | undefined {
    const scope = dataScopeOf(caller, { dept: sysUser.deptId, user: sysRole.createBy });
    if (!scope) return undefined;
    const reachable = this.db
      .selectDistinct({ id: sysRole.roleId })
      .from(sysRole)
      .leftJoin(sysUserRole, eq(sysUserRole.roleId, sysRole.roleId))
      .leftJoin(sysUser, and(eq(sysUser.userId, sysUserRole.userId), live(sysUser)))
      .where(and(eq(sysRole.tenantId, caller.tenantId), scope));
    return inArray(sysRole.roleId, reachable);
  }

  private where(caller: ScopedCaller, q: Partial<RoleQuery>) {
    return inTenant(
      sysRole,
      caller.tenantId,
      live(sysRole),
      q.roleId ? eq(sysRole.roleId, q.roleId) : undefined,
      contains(sysRole.roleName, q.roleName),
      contains(sysRole.roleKey, q.roleKey),
      q.status ? eq(sysRole.status, q.status) : undefined,
      ...dateRange(sysRole.createTime, q['params[beginTime]'], q['params[endTime]']),
      this.visible(caller),
    );
  }

  async page(caller: ScopedCaller, q: RoleQuery): Promise<{ rows: RoleRow[]; total: number }> {
    const where = this.where(caller, q);
    const { limit, offset } = pageOf(q);
    return countedPage(
      this.db
        .select()
        .from(sysRole)
        .where(where)
        .orderBy(...orderOf(q, SORTABLE, [asc(sysRole.roleSort), asc(sysRole.roleId)]))
        .limit(limit)
        .offset(offset),
      this.db.select({ total: count() }).from(sysRole).where(where),
    );
  }

  all(caller: ScopedCaller, q: Partial<RoleQuery>, max: number): Promise<RoleRow[]> {
    return this.db
      .select()
      .from(sysRole)
      .where(this.where(caller, q))
      .orderBy(asc(sysRole.roleSort), asc(sysRole.roleId))
      .limit(max);
  }

  /** Enabled roles for pickers, optionally only the given ids. */
  options(caller: ScopedCaller, roleIds: number[] | undefined): Promise<RoleRow[]> {
    return this.db
      .select()
      .from(sysRole)
      .where(
        and(
          this.where(caller, {}),
          eq(sysRole.status, '0'),
          roleIds?.length ? inArray(sysRole.roleId, roleIds) : undefined,
        ),
      )
      .orderBy(asc(sysRole.roleSort), asc(sysRole.roleId));
  }

  /** A live role of the tenant, when the caller's data scope reaches it. */
  async visibleById(caller: ScopedCaller, roleId: number): Promise<RoleRow | undefined> {
    const [row] = await this.db.select().from(sysRole).where(this.where(caller, { roleId }));
    return row;
  }

  async byId(tenantId: string, roleId: number): Promise<RoleRow | undefined> {
    const [row] = await this.db
      .select()
      .from(sysRole)
      .where(inTenant(sysRole, tenantId, live(sysRole), eq(sysRole.roleId, roleId)));
    return row;
  }

  /** A live role of the tenant with this name or key, other than `exceptId`. */
  async clash(tenantId: string, column: 'roleName' | 'roleKey', value: string, exceptId?: number) {
    const [row] = await this.db
      .select({ roleId: sysRole.roleId })
      .from(sysRole)
      .where(
        inTenant(
          sysRole,
          tenantId,
          live(sysRole),
          eq(sysRole[column], value),
          exceptId ? ne(sysRole.roleId, exceptId) : undefined,
        ),
      )
      .limit(1);
    return row !== undefined;
  }

  async menuIdsOf(roleId: number): Promise<number[]> {
    const rows = await this.db
      .select({ id: sysRoleMenu.menuId })
      .from(sysRoleMenu)
      .where(eq(sysRoleMenu.roleId, roleId))
      .orderBy(asc(sysRoleMenu.menuId));
    return rows.map((r) => r.id);
  }

  async deptIdsOf(roleId: number): Promise<number[]> {
    const rows = await this.db
      .select({ id: sysRoleDept.deptId })
      .from(sysRoleDept)
      .where(eq(sysRoleDept.roleId, roleId))
      .orderBy(asc(sysRoleDept.deptId));
    return rows.map((r) => r.id);
  }

  /** Those of `ids` that are not menus. */
  async missingMenus(ids: number[]): Promise<number[]> {
    if (!ids.length) return [];
    const found = await this.db
      .select({ id: sysMenu.menuId })
      .from(sysMenu)
      .where(inArray(sysMenu.menuId, ids));
    const known = new Set(found.map((r) => r.id));
    return ids.filter((id) => !known.has(id));
  }

  /**
   * The menus a tenant's package allows, or null when nothing bounds them (the managing tenant 000000, or a
   * tenant without a package). A deleted or missing package allows nothing.
   */
  async packageMenus(tenantId: string): Promise<Set<number> | null> {
    if (tenantId === DEFAULT_TENANT_ID) return null;
    const [row] = await this.db
      .select({
        packageId: sysTenant.packageId,
        menuIds: sysTenantPackage.menuIds,
        delFlag: sysTenantPackage.delFlag,
      })
      .from(sysTenant)
      .leftJoin(sysTenantPackage, eq(sysTenantPackage.packageId, sysTenant.packageId))
      .where(eq(sysTenant.tenantId, tenantId))
      .limit(1);
    if (!row || row.packageId === null) return null;
    if (row.delFlag !== '0') return new Set();
    return new Set(
      (row.menuIds ?? '')
        .split(',')
        .map((id) => Number(id.trim()))
        .filter(Number.isInteger),
    );
  }

  /** Those of `ids` that are not live depts of the tenant. */
  async missingDepts(tenantId: string, ids: number[]): Promise<number[]> {
    if (!ids.length) return [];
    const found = await this.db
      .select({ id: sysDept.deptId })
      .from(sysDept)
      .where(inTenant(sysDept, tenantId, live(sysDept), inArray(sysDept.deptId, ids)));
    const known = new Set(found.map((r) => r.id));
    return ids.filter((id) => !known.has(id));
  }

  /** Live, enabled depts of the tenant the caller's data scope reaches, in tree order. */
  depts(caller: ScopedCaller) {
    return this.db
      .select({
        deptId: sysDept.deptId,
        parentId: sysDept.parentId,
        deptName: sysDept.deptName,
        orderNum: sysDept.orderNum,
      })
      .from(sysDept)
      .where(
        inTenant(
          sysDept,
          caller.tenantId,
          live(sysDept),
          eq(sysDept.status, '0'),
          dataScopeOf(caller, { dept: sysDept.deptId }),
        ),
      )
      .orderBy(asc(sysDept.parentId), asc(sysDept.orderNum), asc(sysDept.deptId));
  }

  /** Live users of the tenant holding the role. */
  async holders(tenantId: string, roleId: number): Promise<number[]> {
    const rows = await this.db
      .select({ id: sysUser.userId })
      .from(sysUserRole)
      .innerJoin(sysUser, eq(sysUser.userId, sysUserRole.userId))
      .where(and(eq(sysUserRole.roleId, roleId), inTenant(sysUser, tenantId, live(sysUser))));
    return rows.map((r) => r.id);
  }

  async insert(tenantId: string, fields: RoleFields, menuIds: number[], by: ActorStamp): Promise<number> {
    return this.db.transaction(async (tx) => {
      const [role] = await tx
        .insert(sysRole)
        .values({ ...fields, tenantId, createBy: by.userId, createDept: by.deptId, updateBy: by.userId })
        .returning({ roleId: sysRole.roleId });
      const roleId = role!.roleId;
      if (menuIds.length) await tx.insert(sysRoleMenu).values(menuIds.map((menuId) => ({ roleId, menuId })));
      return roleId;
    });
  }

  /** Updates the given fields; `menuIds` replaces the role's menus when present. */
  async update(
    tenantId: string,
    roleId: number,
    fields: RoleFields,
    menuIds: number[] | undefined,
    by: ActorStamp,
  ) {
    await this.db.transaction(async (tx) => {
      await tx
        .update(sysRole)
        .set({ ...fields, updateBy: by.userId, updateTime: new Date() })
        .where(inTenant(sysRole, tenantId, eq(sysRole.roleId, roleId)));
      if (menuIds === undefined) return;
      await tx.delete(sysRoleMenu).where(eq(sysRoleMenu.roleId, roleId));
      if (menuIds.length) await tx.insert(sysRoleMenu).values(menuIds.map((menuId) => ({ roleId, menuId })));
    });
  }

  async setStatus(tenantId: string, roleId: number, status: string, by: ActorStamp) {
    await this.db
      .update(sysRole)
      .set({ status, updateBy: by.userId, updateTime: new Date() })
      .where(inTenant(sysRole, tenantId, eq(sysRole.roleId, roleId)));
  }

  async setDataScope(
    tenantId: string,
    roleId: number,
    change: { dataScope: string; deptCheckStrictly?: boolean; deptIds: number[] },
    by: ActorStamp,
  ) {
    await this.db.transaction(async (tx) => {
      await tx
        .update(sysRole)
        .set({
          dataScope: change.dataScope,
          ...(change.deptCheckStrictly === undefined ? {} : { deptCheckStrictly: change.deptCheckStrictly }),
          updateBy: by.userId,
          updateTime: new Date(),
        })
        .where(inTenant(sysRole, tenantId, eq(sysRole.roleId, roleId)));
      await tx.delete(sysRoleDept).where(eq(sysRoleDept.roleId, roleId));
      if (change.deptIds.length)
        await tx.insert(sysRoleDept).values(change.deptIds.map((deptId) => ({ roleId, deptId })));
    });
  }

  /** Logical delete of the roles with their menu and dept links. */
  async remove(tenantId: string, roleIds: number[], by: ActorStamp) {
    await this.db.transaction(async (tx) => {
      await tx
        .update(sysRole)
        .set({ delFlag: '2', updateBy: by.userId, updateTime: new Date() })
        .where(inTenant(sysRole, tenantId, inArray(sysRole.roleId, roleIds)));
      await tx.delete(sysRoleMenu).where(inArray(sysRoleMenu.roleId, roleIds));
      await tx.delete(sysRoleDept).where(inArray(sysRoleDept.roleId, roleIds));
    });
  }

  /** Counts live holders per role id (only roles that have any). */
  async holderCounts(tenantId: string, roleIds: number[]): Promise<Map<number, number>> {
    const rows = await this.db
      .select({ roleId: sysUserRole.roleId, n: sql<number>`count(*)::int` })
      .from(sysUserRole)
      .innerJoin(sysUser, eq(sysUser.userId, sysUserRole.userId))
      .where(and(inArray(sysUserRole.roleId, roleIds), inTenant(sysUser, tenantId, live(sysUser))))
      .groupBy(sysUserRole.roleId);
    return new Map(rows.map((r) => [r.roleId, r.n]));
  }
}

/** Who makes a change: the audit columns. */
export interface ActorStamp {
  userId: number;
  deptId: number | null;
}
