import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  char,
  index,
  integer,
  pgTable,
  primaryKey,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { auditColumns, delFlagColumn, idColumn, statusColumn, tenantColumn } from './columns.js';

export const sysUser = pgTable(
  'sys_user',
  {
    userId: idColumn('user_id'),
    tenantId: tenantColumn(),
    deptId: bigint('dept_id', { mode: 'number' }),
    userName: varchar('user_name', { length: 30 }).notNull(),
    nickName: varchar('nick_name', { length: 30 }).notNull(),
    userType: varchar('user_type', { length: 10 }).notNull().default('sys_user'),
    email: varchar('email', { length: 50 }).notNull().default(''),
    phonenumber: varchar('phonenumber', { length: 11 }).notNull().default(''),
    sex: char('sex', { length: 1 }).notNull().default('0'),
    avatar: bigint('avatar', { mode: 'number' }),
    password: varchar('password', { length: 100 }).notNull().default(''),
    status: statusColumn(),
    delFlag: delFlagColumn(),
    loginIp: varchar('login_ip', { length: 128 }).notNull().default(''),
    loginDate: timestamp('login_date', { mode: 'date' }),
    ...auditColumns(),
    remark: varchar('remark', { length: 500 }),
  },
  (t) => [
    // Logical delete keeps rows: names are unique among the live ones only.
    uniqueIndex('sys_user_tenant_name_uq')
      .on(t.tenantId, t.userName)
      .where(sql`${t.delFlag} = '0'`),
    index('sys_user_dept_idx').on(t.tenantId, t.deptId),
  ],
);

export const sysRole = pgTable(
  'sys_role',
  {
    roleId: idColumn('role_id'),
    tenantId: tenantColumn(),
    roleName: varchar('role_name', { length: 30 }).notNull(),
    roleKey: varchar('role_key', { length: 100 }).notNull(),
    roleSort: integer('role_sort').notNull(),
    dataScope: char('data_scope', { length: 1 }).notNull().default('1'),
    menuCheckStrictly: boolean('menu_check_strictly').notNull().default(true),
    deptCheckStrictly: boolean('dept_check_strictly').notNull().default(true),
    status: statusColumn(),
    delFlag: delFlagColumn(),
    ...auditColumns(),
    remark: varchar('remark', { length: 500 }),
  },
  (t) => [index('sys_role_tenant_idx').on(t.tenantId)],
);

export const sysDept = pgTable(
  'sys_dept',
  {
    deptId: idColumn('dept_id'),
    tenantId: tenantColumn(),
    parentId: bigint('parent_id', { mode: 'number' }).notNull().default(0),
    ancestors: varchar('ancestors', { length: 500 }).notNull().default(''),
    deptName: varchar('dept_name', { length: 30 }).notNull(),
    deptCategory: varchar('dept_category', { length: 100 }),
    orderNum: integer('order_num').notNull().default(0),
    leader: bigint('leader', { mode: 'number' }),
    phone: varchar('phone', { length: 11 }),
    email: varchar('email', { length: 50 }),
    status: statusColumn(),
    delFlag: delFlagColumn(),
    ...auditColumns(),
  },
  (t) => [index('sys_dept_tenant_parent_idx').on(t.tenantId, t.parentId)],
);

export const sysPost = pgTable('sys_post', {
  postId: idColumn('post_id'),
  tenantId: tenantColumn(),
  deptId: bigint('dept_id', { mode: 'number' }).notNull(),
  postCode: varchar('post_code', { length: 64 }).notNull(),
  postCategory: varchar('post_category', { length: 100 }),
  postName: varchar('post_name', { length: 50 }).notNull(),
  postSort: integer('post_sort').notNull(),
  status: statusColumn(),
  ...auditColumns(),
  remark: varchar('remark', { length: 500 }),
});

export const sysUserRole = pgTable(
  'sys_user_role',
  {
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    roleId: bigint('role_id', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.roleId] }), index('sys_user_role_role_idx').on(t.roleId)],
);

export const sysRoleMenu = pgTable(
  'sys_role_menu',
  {
    roleId: bigint('role_id', { mode: 'number' }).notNull(),
    menuId: bigint('menu_id', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.roleId, t.menuId] })],
);

export const sysRoleDept = pgTable(
  'sys_role_dept',
  {
    roleId: bigint('role_id', { mode: 'number' }).notNull(),
    deptId: bigint('dept_id', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.roleId, t.deptId] })],
);

export const sysUserPost = pgTable(
  'sys_user_post',
  {
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    postId: bigint('post_id', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.postId] })],
);
