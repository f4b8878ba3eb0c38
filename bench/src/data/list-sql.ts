import type { DataScale } from '../options.js';

/**
 * Bulk rows of the default lists the system and title data leave empty (issue 25 point 2): 操作日志, 登录日志
 * and 评审专家. INSERT … SELECT like sql.ts; the logs one tenant's history, newest last, spread over a year.
 */
export const FIRST_REVIEWER_ID = 1_000_000;
/**
 * Every reviewer is a generated user's account, spread over the users as the employees are: every 97th user, or
 * closer together where the users are too few for that (PGlite's 100,000 users hold 2,000 reviewers only every
 * 50th).
 */
const reviewerStride = (scale: DataScale) =>
  Math.max(1, Math.min(97, Math.floor(scale.users / scale.reviewers)));

export function listGenerationSql(
  scale: DataScale,
  firstUserId: number,
  tenant: string,
): { label: string; sql: string }[] {
  const tq = `'${tenant}'`;
  const steps: { label: string; sql: string }[] = [];
  if (scale.operLogs > 0)
    steps.push({
      label: `${scale.operLogs.toLocaleString('en')} operation logs`,
      sql: `
INSERT INTO sys_oper_log (tenant_id, title, business_type, method, request_method, operator_type, oper_name,
  dept_name, oper_url, oper_ip, oper_location, oper_param, json_result, status, error_msg, oper_time, cost_time)
SELECT ${tq}, (ARRAY['用户管理','职工信息','职称申报','通知公告','评审专家'])[1 + g % 5], 1 + g % 3,
  'POST /zcps/system/user', (ARRAY['POST','PUT','DELETE'])[1 + g % 3], 1, 'user' || (g % 5000),
  '部门' || (g % 97), '/zcps/system/user', '10.0.' || (g % 250) || '.' || (g % 199), '内网IP',
  '{"userName":"user' || g || '","nickName":"用户' || g || '","deptId":' || (g % 2000) || '}',
  '{"code":200,"msg":"操作成功"}', CASE WHEN g % 50 = 0 THEN 1 ELSE 0 END,
  CASE WHEN g % 50 = 0 THEN '参数校验失败' ELSE '' END,
  now() - make_interval(secs => (${scale.operLogs} - g) * 60), 3 + g % 40
FROM generate_series(0, ${scale.operLogs - 1}) g;`,
    });
  if (scale.loginLogs > 0)
    steps.push({
      label: `${scale.loginLogs.toLocaleString('en')} login logs`,
      sql: `
INSERT INTO sys_logininfor (tenant_id, user_name, client_key, device_type, ipaddr, login_location, browser, os,
  status, msg, login_time)
SELECT ${tq}, 'user' || (g % 20000), 'pc', 'pc', '10.1.' || (g % 250) || '.' || (g % 199), '内网IP',
  (ARRAY['Chrome 131','Firefox 133','Edge 131'])[1 + g % 3], (ARRAY['Windows 10','macOS','Linux'])[1 + g % 3],
  CASE WHEN g % 20 = 0 THEN '1' ELSE '0' END, CASE WHEN g % 20 = 0 THEN '密码错误' ELSE '登录成功' END,
  now() - make_interval(secs => (${scale.loginLogs} - g) * 30)
FROM generate_series(0, ${scale.loginLogs - 1}) g;`,
    });
  if (scale.reviewers > 0)
    steps.push({
      label: `${scale.reviewers.toLocaleString('en')} reviewers`,
      sql: `
INSERT INTO zc_reviewer (reviewer_id, tenant_id, user_id, dept_id, reviewer_no, reviewer_name, sex, id_card, phone,
  email, unit_name, series_id, profession_id, title_level, title_name, reviewer_type, is_external, status,
  del_flag, create_by, create_dept, create_time, update_time)
SELECT ${FIRST_REVIEWER_ID} + g, ${tq}, u.user_id, u.dept_id, 'BZ' || lpad(g::text, 7, '0'), '专家' || g,
  (g % 2)::text, lpad((${FIRST_REVIEWER_ID} + g)::text, 18, '0'), '139' || lpad(g::text, 8, '0'),
  'expert' || g || '@example.com', '单位' || (u.dept_id % 97), t.series_id, p.profession_id, '1',
  t.title_name, (1 + g % 2)::text, g % 4 = 0, CASE WHEN g % 25 = 0 THEN '1' ELSE '0' END,
  CASE WHEN g % 50 = 0 THEN '2' ELSE '0' END, 1, 103, now() - make_interval(mins => g), now()
FROM generate_series(0, ${scale.reviewers - 1}) g
JOIN sys_user u ON u.user_id = ${firstUserId} + g * ${reviewerStride(scale)}
JOIN LATERAL (SELECT title_name, series_id FROM zc_title WHERE tenant_id = ${tq}
  ORDER BY title_id OFFSET g % (SELECT count(*) FROM zc_title WHERE tenant_id = ${tq}) LIMIT 1) t ON true
LEFT JOIN LATERAL (SELECT profession_id FROM zc_profession WHERE tenant_id = ${tq}
  ORDER BY profession_id OFFSET g % GREATEST((SELECT count(*) FROM zc_profession WHERE tenant_id = ${tq}), 1)
  LIMIT 1) p ON true;
SELECT setval(pg_get_serial_sequence('zc_reviewer', 'reviewer_id'), (SELECT max(reviewer_id) FROM zc_reviewer));`,
    });
  return steps;
}

/** Row counts of these lists (0 where a table is empty). */
export const LIST_COUNT_SQL = (tenant: string) => `SELECT
  (SELECT count(*) FROM sys_oper_log WHERE tenant_id = '${tenant}')::int AS "operLogs",
  (SELECT count(*) FROM sys_logininfor WHERE tenant_id = '${tenant}')::int AS "loginLogs",
  (SELECT count(*) FROM zc_reviewer WHERE tenant_id = '${tenant}')::int AS reviewers`;
