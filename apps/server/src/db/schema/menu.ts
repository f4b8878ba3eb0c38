import { bigint, char, index, integer, pgTable, varchar } from 'drizzle-orm/pg-core';
import { auditColumns, idColumn, statusColumn } from './columns.js';

/** Menus are shared by every tenant; tenant packages bound what a tenant's roles may hold. */
export const sysMenu = pgTable(
  'sys_menu',
  {
    menuId: idColumn('menu_id'),
    menuName: varchar('menu_name', { length: 50 }).notNull(),
    // English title for the en_US console; the reference has only the Chinese name.
    menuNameEn: varchar('menu_name_en', { length: 100 }),
    parentId: bigint('parent_id', { mode: 'number' }).notNull().default(0),
    orderNum: integer('order_num').notNull().default(0),
    path: varchar('path', { length: 200 }).notNull().default(''),
    component: varchar('component', { length: 255 }),
    queryParam: varchar('query_param', { length: 255 }),
    isFrame: integer('is_frame').notNull().default(1),
    isCache: integer('is_cache').notNull().default(0),
    menuType: char('menu_type', { length: 1 }).notNull().default(''),
    visible: char('visible', { length: 1 }).notNull().default('0'),
    status: statusColumn(),
    perms: varchar('perms', { length: 100 }),
    icon: varchar('icon', { length: 100 }).notNull().default('#'),
    ...auditColumns(),
    remark: varchar('remark', { length: 500 }).notNull().default(''),
  },
  (t) => [index('sys_menu_parent_idx').on(t.parentId, t.orderNum)],
);
