import type { DataScale } from '../options.js';

/**
 * Bulk data in PostgreSQL SQL that both engines accept: INSERT … SELECT over generate_series, so no row
 * travels over the wire. Every user gets the seeded admin's bcrypt hash (password admin123): hashing once
 * keeps a million rows cheap.
 */
export const TENANT = '000000';
/** Level-1 units hang under the seeded root dept 100; leaves under the units. */
export const UNIT_BASE = 10_000;
export const FIRST_USER_ID = 1_000_000;
export const FIRST_NOTICE_ID = 1_000_000;
/**
 * The user-list scenario's caller: a role with data scope "own dept and below" (4) and only the user-list
 * permission, held by a user in the seeded root dept 100. The scope clause runs at full price but hides no
 * one, exactly like the floor's SQL (the super admin would skip data scope altogether).
 */
export const SCOPED_VIEWER = { roleId: 90, userId: 900, username: 'benchscope', deptId: 100 };

export function unitCount(scale: DataScale): number {
  return Math.max(1, Math.round(scale.depts / 100));
}

/** The dept the user-list scenario filters on: the first unit, i.e. 1/units of all users. */
export function filterDeptId(): number {
  return UNIT_BASE;
}

/** Indexes dropped before the load and rebuilt after it (faster than maintaining them row by row). */
export const BULK_INDEXES = ['sys_user_tenant_name_uq', 'sys_user_dept_idx', 'sys_user_role_role_idx'];

export function generationSql(scale: DataScale): { label: string; sql: string }[] {
  const units = unitCount(scale);
  const leaves = scale.depts - units;
  const leafBase = UNIT_BASE + units;
  // A dept's people are added together (an employer registers its staff), so they sit close on disk.
  const perDept = Math.ceil(scale.users / Math.max(leaves, 1));
  return [
    {
      label: `${units} units + ${leaves} depts`,
      sql: `
INSERT INTO sys_dept (dept_id, tenant_id, parent_id, ancestors, dept_name, order_num, status, del_flag,
  create_by, create_dept, create_time, update_time)
SELECT ${UNIT_BASE} + g, '${TENANT}', 100, '0,100', '单位' || g, g, '0', '0', 1, 103, now(), now()
FROM generate_series(0, ${units - 1}) g;
INSERT INTO sys_dept (dept_id, tenant_id, parent_id, ancestors, dept_name, order_num, status, del_flag,
  create_by, create_dept, create_time, update_time)
SELECT ${leafBase} + g, '${TENANT}', ${UNIT_BASE} + g % ${units}, '0,100,' || (${UNIT_BASE} + g % ${units}),
  '科室' || g, g / ${units}, '0', '0', 1, 103, now(), now()
FROM generate_series(0, ${Math.max(leaves, 1) - 1}) g WHERE ${leaves} > 0;`,
    },
    {
      label: `${scale.users.toLocaleString('en')} users`,
      sql: `
INSERT INTO sys_user (user_id, tenant_id, dept_id, user_name, nick_name, user_type, email, phonenumber, sex,
  password, status, del_flag, create_by, create_dept, create_time, update_time)
SELECT ${FIRST_USER_ID} + g, '${TENANT}', ${leaves > 0 ? `${leafBase} + g / ${perDept}` : UNIT_BASE},
  'bu' || g, '用户' || g, 'sys_user', 'bu' || g || '@bench.local', '139' || lpad(g::text, 8, '0'),
  (g % 2)::text, (SELECT password FROM sys_user WHERE user_id = 1), CASE WHEN g % 50 = 0 THEN '1' ELSE '0' END,
  '0', 1, 103, now() - make_interval(secs => g), now()
FROM generate_series(0, ${scale.users - 1}) g;`,
    },
    {
      label: 'user roles',
      sql: `
INSERT INTO sys_user_role (user_id, role_id)
SELECT ${FIRST_USER_ID} + g, CASE WHEN g % 10 = 0 THEN 5 ELSE 6 END FROM generate_series(0, ${scale.users - 1}) g;`,
    },
    {
      label: 'scoped viewer (data scope 4 at dept 100)',
      sql: `
INSERT INTO sys_role (role_id, tenant_id, role_name, role_key, role_sort, data_scope, status, del_flag,
  create_by, create_dept, create_time, update_time)
VALUES (${SCOPED_VIEWER.roleId}, '${TENANT}', '压测数据权限', 'benchscope', 90, '4', '0', '0', 1, 103, now(), now());
INSERT INTO sys_role_menu (role_id, menu_id)
SELECT ${SCOPED_VIEWER.roleId}, menu_id FROM sys_menu WHERE perms IN ('system:user:list', 'system:user:query');
INSERT INTO sys_user (user_id, tenant_id, dept_id, user_name, nick_name, user_type, password, status, del_flag,
  create_by, create_dept, create_time, update_time)
SELECT ${SCOPED_VIEWER.userId}, '${TENANT}', ${SCOPED_VIEWER.deptId}, '${SCOPED_VIEWER.username}', '压测查看员',
  'sys_user', password, '0', '0', 1, 103, now(), now() FROM sys_user WHERE user_id = 1;
INSERT INTO sys_user_role (user_id, role_id) VALUES (${SCOPED_VIEWER.userId}, ${SCOPED_VIEWER.roleId});`,
    },
    {
      label: `${scale.notices.toLocaleString('en')} notices`,
      sql: `
INSERT INTO sys_notice (notice_id, tenant_id, notice_title, notice_type, notice_content, status, create_by,
  create_dept, create_time, update_time)
SELECT ${FIRST_NOTICE_ID} + g, '${TENANT}', '通知公告 ' || g, (1 + g % 2)::text,
  '<p>' || repeat('关于开展年度职称评审工作的通知。', 20) || '</p>', (g % 5 = 0)::int::text, 1, 103,
  now() - make_interval(mins => g), now()
FROM generate_series(0, ${scale.notices - 1}) g;`,
    },
    {
      label: 'identity sequences',
      sql: `
SELECT setval(pg_get_serial_sequence('sys_dept', 'dept_id'), (SELECT max(dept_id) FROM sys_dept));
SELECT setval(pg_get_serial_sequence('sys_user', 'user_id'), (SELECT max(user_id) FROM sys_user));
SELECT setval(pg_get_serial_sequence('sys_notice', 'notice_id'), (SELECT max(notice_id) FROM sys_notice));`,
    },
  ];
}

export const COUNT_SQL = `SELECT
  (SELECT count(*) FROM sys_user WHERE tenant_id = '${TENANT}')::int AS users,
  (SELECT count(*) FROM sys_dept WHERE tenant_id = '${TENANT}')::int AS depts,
  (SELECT count(*) FROM sys_notice WHERE tenant_id = '${TENANT}')::int AS notices`;
