import { and, asc, count, eq, ilike, inArray, ne, or, type SQL } from 'drizzle-orm';
import type { MenuQuery } from '@zcps/contracts';
import type { Db } from '../../../platform/db/database.js';
import { escapeLike } from '../../../platform/db/like.js';
import { inTenant, live } from '../../../platform/db/scope.js';
import { sysMenu, sysRole, sysRoleMenu } from '../../../db/schema/index.js';
import type { MenuRow } from './menu.repo.js';

export type MenuWrite = Omit<typeof sysMenu.$inferInsert, 'menuId'>;

const ORDER = [asc(sysMenu.parentId), asc(sysMenu.orderNum), asc(sysMenu.menuId)];

/**
 * sys_menu is shared by every tenant (the family's tenant exclusion); what a caller may see is bounded by the
 * roles of the caller's tenant, so every role join filters by tenant.
 */
export class MenuAdminRepo {
  constructor(private readonly db: Db) {}

  private filters(q: Partial<MenuQuery>): (SQL | undefined)[] {
    const name = q.menuName ? `%${escapeLike(q.menuName)}%` : undefined;
    return [
      name ? or(ilike(sysMenu.menuName, name), ilike(sysMenu.menuNameEn, name)) : undefined,
      q.visible ? eq(sysMenu.visible, q.visible) : undefined,
      q.status ? eq(sysMenu.status, q.status) : undefined,
    ];
  }

  /** Every menu (super admin) or those granted to the caller's enabled roles of its tenant. */
  async list(
    scope: { tenantId: string; roleIds: number[] | 'all' },
    q: Partial<MenuQuery> = {},
  ): Promise<MenuRow[]> {
    const where = this.filters(q);
    if (scope.roleIds === 'all') {
      return this.db
        .select()
        .from(sysMenu)
        .where(and(...where))
        .orderBy(...ORDER);
    }
    if (!scope.roleIds.length) return [];
    const rows = await this.db
      .selectDistinct({ menu: sysMenu })
      .from(sysMenu)
      .innerJoin(sysRoleMenu, eq(sysRoleMenu.menuId, sysMenu.menuId))
      .innerJoin(sysRole, eq(sysRole.roleId, sysRoleMenu.roleId))
      .where(
        and(
          inTenant(sysRole, scope.tenantId, live(sysRole), eq(sysRole.status, '0')),
          inArray(sysRole.roleId, scope.roleIds),
          ...where,
        ),
      );
    return rows
      .map((r) => r.menu)
      .sort((a, b) => a.parentId - b.parentId || a.orderNum - b.orderNum || a.menuId - b.menuId);
  }

  async byId(menuId: number): Promise<MenuRow | undefined> {
    const [row] = await this.db.select().from(sysMenu).where(eq(sysMenu.menuId, menuId));
    return row;
  }

  /** Menu ids granted to a role of the tenant; undefined when the tenant holds no such role. */
  async roleGrants(
    tenantId: string,
    roleId: number,
  ): Promise<{ menuIds: number[]; strict: boolean } | undefined> {
    const [role] = await this.db
      .select({ strict: sysRole.menuCheckStrictly })
      .from(sysRole)
      .where(inTenant(sysRole, tenantId, live(sysRole), eq(sysRole.roleId, roleId)));
    if (!role) return undefined;
    const rows = await this.db
      .select({ menuId: sysRoleMenu.menuId })
      .from(sysRoleMenu)
      .where(eq(sysRoleMenu.roleId, roleId));
    return { menuIds: rows.map((r) => r.menuId), strict: role.strict };
  }

  async nameTaken(name: string, parentId: number, exceptId?: number): Promise<boolean> {
    const [row] = await this.db
      .select({ id: sysMenu.menuId })
      .from(sysMenu)
      .where(
        and(
          eq(sysMenu.menuName, name),
          eq(sysMenu.parentId, parentId),
          exceptId ? ne(sysMenu.menuId, exceptId) : undefined,
        ),
      )
      .limit(1);
    return !!row;
  }

  /** Parent links of every menu, to walk ancestors without one query per level. */
  async parentLinks(): Promise<Map<number, number>> {
    const rows = await this.db.select({ id: sysMenu.menuId, parentId: sysMenu.parentId }).from(sysMenu);
    return new Map(rows.map((r) => [r.id, r.parentId]));
  }

  async insert(values: MenuWrite): Promise<number> {
    const [row] = await this.db.insert(sysMenu).values(values).returning({ id: sysMenu.menuId });
    return row!.id;
  }

  async update(menuId: number, values: Partial<MenuWrite>): Promise<void> {
    await this.db.update(sysMenu).set(values).where(eq(sysMenu.menuId, menuId));
  }

  async childCount(menuId: number): Promise<number> {
    const [row] = await this.db.select({ n: count() }).from(sysMenu).where(eq(sysMenu.parentId, menuId));
    return row?.n ?? 0;
  }

  async grantCount(menuId: number): Promise<number> {
    const [row] = await this.db
      .select({ n: count() })
      .from(sysRoleMenu)
      .where(eq(sysRoleMenu.menuId, menuId));
    return row?.n ?? 0;
  }

  async delete(menuId: number): Promise<void> {
    await this.db.delete(sysMenu).where(eq(sysMenu.menuId, menuId));
  }
}
