import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database.js';
import { sysMenu, sysRoleMenu } from '../../../db/schema/index.js';

export type MenuRow = typeof sysMenu.$inferSelect;

export class MenuRepo {
  constructor(private readonly db: Db) {}

  /** Enabled directories and pages; all of them, or those reachable through the given roles. */
  async routerMenus(roleIds: number[] | 'all'): Promise<MenuRow[]> {
    const kinds = inArray(sysMenu.menuType, ['M', 'C']);
    const enabled = eq(sysMenu.status, '0');
    if (roleIds === 'all') {
      return this.db
        .select()
        .from(sysMenu)
        .where(and(kinds, enabled))
        .orderBy(asc(sysMenu.parentId), asc(sysMenu.orderNum), asc(sysMenu.menuId));
    }
    if (!roleIds.length) return [];
    const rows = await this.db
      .selectDistinct({ menu: sysMenu })
      .from(sysMenu)
      .innerJoin(sysRoleMenu, eq(sysRoleMenu.menuId, sysMenu.menuId))
      .where(and(kinds, enabled, inArray(sysRoleMenu.roleId, roleIds)));
    return rows
      .map((r) => r.menu)
      .sort((a, b) => a.parentId - b.parentId || a.orderNum - b.orderNum || a.menuId - b.menuId);
  }
}
