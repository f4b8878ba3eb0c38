/**
 * The floor: the SQL a user-list and a dictionary read cannot do without, as the server's repos would run
 * it. The user list is data-scope shaped the way the RuoYi family does it: tenant, logical delete, the
 * selected dept and everything below it (by `ancestors`), and the viewer's scope "own dept and below".
 */
export const USER_WHERE = `
  u.tenant_id = $1 AND u.del_flag = '0'
  AND u.dept_id IN (SELECT dept_id FROM sys_dept WHERE tenant_id = $1 AND del_flag = '0'
    AND (dept_id = $2 OR $2::bigint = ANY (string_to_array(ancestors, ',')::bigint[])))
  AND u.dept_id IN (SELECT dept_id FROM sys_dept WHERE tenant_id = $1
    AND (dept_id = $3 OR $3::bigint = ANY (string_to_array(ancestors, ',')::bigint[])))`;

export const USER_PAGE_SQL = `
SELECT u.user_id, u.dept_id, u.user_name, u.nick_name, u.user_type, u.email, u.phonenumber, u.sex, u.status,
  u.create_time, d.dept_name
FROM sys_user u LEFT JOIN sys_dept d ON d.dept_id = u.dept_id
WHERE ${USER_WHERE}
ORDER BY u.user_id
LIMIT $4 OFFSET $5`;

export const USER_COUNT_SQL = `SELECT count(*)::int AS total FROM sys_user u WHERE ${USER_WHERE}`;

export const DICT_SQL = `
SELECT dict_code, dict_sort, dict_label, dict_label_en, dict_value, dict_type, css_class, list_class,
  is_default, remark, create_time
FROM sys_dict_data WHERE tenant_id = $1 AND dict_type = $2 ORDER BY dict_sort`;

/** The viewer's data-scope dept: the seeded root, so the scope clause costs its price but hides nothing. */
export const SCOPE_DEPT_ID = 100;
