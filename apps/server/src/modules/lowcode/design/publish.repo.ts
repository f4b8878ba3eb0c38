import { and, eq, inArray } from 'drizzle-orm';
import { sysMenu } from '../../../db/schema/index.js';
import type { Executor } from '../../../platform/db/database.js';

export type MenuInsert = Omit<typeof sysMenu.$inferInsert, 'menuId'>;

/** The menus an app publishes (sys_menu is shared by all tenants; roles grant them per tenant). */
export class PublishRepo {
  constructor(private readonly db: Executor) {}

  with(tx: Executor): PublishRepo {
    return new PublishRepo(tx);
  }

  async menu(menuId: number) {
    const [row] = await this.db.select().from(sysMenu).where(eq(sysMenu.menuId, menuId));
    return row;
  }

  async children(parentId: number) {
    return this.db.select().from(sysMenu).where(eq(sysMenu.parentId, parentId));
  }

  /** Inserts or updates (by id) one menu; returns its id. */
  async upsert(menuId: number | undefined, row: MenuInsert): Promise<number> {
    if (menuId !== undefined) {
      await this.db
        .update(sysMenu)
        .set({ ...row, updateTime: new Date() })
        .where(eq(sysMenu.menuId, menuId));
      return menuId;
    }
    const [created] = await this.db.insert(sysMenu).values(row).returning({ id: sysMenu.menuId });
    return created!.id;
  }

  async setStatus(menuIds: number[], status: '0' | '1'): Promise<void> {
    if (!menuIds.length) return;
    await this.db
      .update(sysMenu)
      .set({ status, updateTime: new Date() })
      .where(and(inArray(sysMenu.menuId, menuIds)));
  }
}
