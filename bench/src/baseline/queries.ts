import { LC_TABLE } from '../data/lowcode.js';

/**
 * The floor: the SQL a user-list and a dictionary read cannot do without, shaped as the server runs it. The
 * user list is data-scoped the RuoYi way (tenant, logical delete, the selected dept and everything below it,
 * the viewer's scope "own dept and below"); like the server, both dept sets are id lists resolved from the dept
 * tree once (DEPTS_SQL, kept in memory) and intersected into one id list, and the total of a filter is counted once and then kept
 * (apps/server/src/platform/db/{dept-tree,count-cache}.ts), so a page costs one indexed query.
 */
export const DEPTS_SQL = `SELECT dept_id, parent_id, dept_name, del_flag FROM sys_dept WHERE tenant_id = $1`;

export const USER_WHERE = `u.tenant_id = $1 AND u.del_flag = '0' AND u.dept_id = ANY ($2::bigint[])`;

/** The list's columns; dept names come from the dept rows kept in memory, as in the server (no join). */
export const USER_PAGE_SQL = `
SELECT u.user_id, u.tenant_id, u.dept_id, u.user_name, u.nick_name, u.user_type, u.email, u.phonenumber, u.sex,
  u.status, u.login_ip, u.login_date, u.remark, u.create_time
FROM sys_user u
WHERE ${USER_WHERE}
ORDER BY u.user_id
LIMIT $3 OFFSET $4`;

export const USER_COUNT_SQL = `SELECT count(*)::int AS total FROM sys_user u WHERE ${USER_WHERE}`;

export const DICT_SQL = `
SELECT dict_code, dict_sort, dict_label, dict_label_en, dict_value, dict_type, css_class, list_class,
  is_default, remark, create_time
FROM sys_dict_data WHERE tenant_id = $1 AND dict_type = $2 ORDER BY dict_sort`;

/** The viewer's data-scope dept: the seeded root, so the scope clause costs its price but hides nothing. */
export const SCOPE_DEPT_ID = 100;

/**
 * The low-code generic list (`GET /lc/bench/hours/list`) as the runtime runs it for a caller whose data scope is
 * all: every column of the object's table, tenant and logical delete, newest first, one page, and the total
 * counted once and then kept (the runtime keeps it in the count cache until a write to the object).
 */
const LC_WHERE = `tenant_id = $1 AND del_flag = '0'`;
export const LC_PAGE_SQL = `
SELECT id, tenant_id, dept_id, create_by, create_time, update_by, update_time, del_flag,
  employee_name, study_year, hours, status, finish_date
FROM ${LC_TABLE} WHERE ${LC_WHERE} ORDER BY id DESC LIMIT $2 OFFSET $3`;
export const LC_COUNT_SQL = `SELECT count(*)::int AS total FROM ${LC_TABLE} WHERE ${LC_WHERE}`;

/**
 * 我的待办 (`GET /workflow/task/todo`) as the server's ListsRepo runs it for one caller: open tasks assigned to
 * them or, unassigned, naming them among the candidates (user, roles, dept, posts), the page chosen newest
 * first from wf_task alone (along wf_task_open_recent_idx; the caller's posts in a sub-select) and only its rows
 * joined to instance, definition and the names shown;
 * the total counted on every request from wf_task, as the server counts it.
 */
const TODO_MINE = `t.tenant_id = $1 AND t.status = 'open' AND (t.assignee = $2 OR (t.assignee IS NULL AND t.status = 'open' AND (
    t.candidate_users @> ARRAY[$2]::bigint[] OR t.candidate_roles && $3::bigint[]
    OR t.candidate_depts @> ARRAY[$4]::bigint[]
    OR t.candidate_posts && ARRAY(SELECT post_id FROM sys_user_post WHERE user_id = $2))))`;
const TODO_ORDER = 't.create_time DESC NULLS LAST, t.task_id DESC NULLS LAST';
export const TODO_PAGE_SQL = `
SELECT t.task_id, t.instance_id, d.definition_key, d.definition_name, d.version, d.definition_id, t.element_id,
  t.element_name, i.business_key, i.initiator, t.assignee, t.owner, t.parent_task_id, t.status, t.due_at,
  t.create_time, ui.nick_name AS initiator_name, ua.nick_name AS assignee_name, uo.nick_name AS owner_name
FROM (SELECT * FROM wf_task t WHERE ${TODO_MINE} ORDER BY ${TODO_ORDER} LIMIT $5 OFFSET $6) t
  JOIN wf_instance i ON i.instance_id = t.instance_id JOIN wf_definition d ON d.definition_id = i.definition_id
  LEFT JOIN sys_user ui ON ui.user_id = i.initiator LEFT JOIN sys_user ua ON ua.user_id = t.assignee
  LEFT JOIN sys_user uo ON uo.user_id = t.owner
ORDER BY ${TODO_ORDER}`;
export const TODO_COUNT_SQL = `SELECT count(*)::int AS total FROM wf_task t WHERE ${TODO_MINE}`;
