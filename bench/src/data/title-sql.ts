import type { DataScale } from '../options.js';

/**
 * Bulk title-domain data (issues 7 and 8), INSERT … SELECT like the system data in sql.ts: employees tied to
 * generated users (every `stride`-th one, so they spread over all depts), each with about eleven sub-records,
 * and declarations for every other employee across four yearly activities in every stage. Titles and
 * professions are the seeded catalogue's, picked round-robin.
 */
export const FIRST_EMPLOYEE_ID = 1_000_000;
export const FIRST_DECLARATION_ID = 1_000_000;
export const FIRST_ACTIVITY_ID = 1_000_000;
/** The yearly activities; the declaration-list scenario filters on the last (the current year's). */
export const ACTIVITY_YEARS = [2023, 2024, 2025, 2026];
export const CURRENT_ACTIVITY_ID = FIRST_ACTIVITY_ID + ACTIVITY_YEARS.length - 1;

const STAGES = [
  'prepare',
  'defense',
  'group_review',
  'team_vote',
  'committee_vote',
  'final_approval',
  'result',
];

/** Status by stage: finished stages end final or failed, the rest mostly pending or in review. */
const statusOf = (g: string) =>
  `CASE WHEN ${g} % 7 = 6 THEN (CASE WHEN ${g} % 3 = 0 THEN '2' ELSE '6' END)
        WHEN ${g} % 11 = 0 THEN '3' WHEN ${g} % 5 = 0 THEN '4' ELSE '0' END`;

export function titleGenerationSql(
  scale: DataScale,
  firstUserId: number,
  tenant: string,
): { label: string; sql: string }[] {
  if (scale.employees <= 0) return [];
  const n = scale.employees;
  const stride = Math.max(1, Math.floor(scale.users / n));
  const emp = (g: string) => `${FIRST_EMPLOYEE_ID} + ${g}`;
  const status = (g: string) => `CASE WHEN ${g} % 33 = 0 THEN '1' ELSE '4' END`;
  const tq = `'${tenant}'`;
  const steps = [
    {
      label: `${n.toLocaleString('en')} employees`,
      sql: `
INSERT INTO zc_employee (employee_id, tenant_id, user_id, dept_id, employee_name, sex, id_card, phone, education,
  series_id, profession_id, current_title_id, current_title_level, current_title_date, work_start_date,
  create_by, create_dept, create_time, update_time)
SELECT ${emp('g')}, ${tq}, u.user_id, u.dept_id, '职工' || g, (g % 2)::text, lpad((${emp('g')})::text, 18, '0'),
  '138' || lpad(g::text, 8, '0'), '21', t.series_id, p.profession_id, t.title_id, t.title_level,
  date '2014-01-01' + (g * 7919 % 3650), date '2008-07-01' + (g % 1500), 1, 103, now(), now()
FROM generate_series(0, ${n - 1}) g
JOIN sys_user u ON u.user_id = ${firstUserId} + g * ${stride}
JOIN LATERAL (SELECT title_id, title_level, series_id FROM zc_title WHERE tenant_id = ${tq}
  ORDER BY title_id OFFSET g % (SELECT count(*) FROM zc_title WHERE tenant_id = ${tq}) LIMIT 1) t ON true
LEFT JOIN LATERAL (SELECT profession_id FROM zc_profession WHERE tenant_id = ${tq}
  ORDER BY profession_id OFFSET g % GREATEST((SELECT count(*) FROM zc_profession WHERE tenant_id = ${tq}), 1)
  LIMIT 1) p ON true;`,
    },
    {
      label: 'sub-records (education, assessments, training, works, duties, rewards)',
      sql: `
INSERT INTO zc_emp_education (tenant_id, employee_id, check_status, start_date, end_date, school, education, is_highest)
SELECT ${tq}, ${emp('g')}, ${status('g')}, date '2004-09-01', date '2008-07-01', '某理工大学',
  CASE WHEN g % 5 = 0 THEN '14' ELSE '21' END, true FROM generate_series(0, ${n - 1}) g;
INSERT INTO zc_emp_yearly_assessment (tenant_id, employee_id, check_status, assess_year, result)
SELECT ${tq}, ${emp('g')}, ${status('g + y')}, y, CASE WHEN (g + y) % 9 = 0 THEN '1' ELSE '2' END
FROM generate_series(0, ${n - 1}) g, generate_series(2022, 2024) y;
INSERT INTO zc_emp_training (tenant_id, employee_id, check_status, start_date, end_date, course_name, course_type, hours)
SELECT ${tq}, ${emp('g')}, ${status('g + k')}, date '2020-03-01' + k * 180, date '2020-03-05' + k * 180,
  '继续教育课程' || k, CASE WHEN k % 3 = 0 THEN '1' ELSE '2' END, 40 + (g + k) % 20
FROM generate_series(0, ${n - 1}) g, generate_series(0, 3) k;
INSERT INTO zc_emp_academic_work (tenant_id, employee_id, check_status, works_type, work_title, publish_date,
  paper_index, author_rank, is_representative)
SELECT ${tq}, ${emp('g')}, ${status('g + k')}, '1', '论文' || k, date '2015-01-01' + (g + k * 811) % 3600,
  (ARRAY['ei', 'pku_core', 'general', 'sci'])[1 + (g + k) % 4], 1 + (g + k) % 2, k = 0
FROM generate_series(0, ${n - 1}) g, generate_series(0, 1) k;
INSERT INTO zc_emp_duty_achievement (tenant_id, employee_id, check_status, start_date, project_name, own_role)
SELECT ${tq}, ${emp('g')}, ${status('g')}, date '2016-01-01' + g % 2800, '工程项目' || g, (1 + g % 3)::text
FROM generate_series(0, ${n - 1}) g;
INSERT INTO zc_emp_reward (tenant_id, employee_id, check_status, reward_name, award_level, award_date)
SELECT ${tq}, ${emp('g')}, ${status('g')}, '科技进步奖', (1 + g % 4)::text, date '2020-01-01' + g % 1800
FROM generate_series(0, ${n - 1}) g WHERE g % 3 = 0;`,
    },
  ];
  if (scale.declarations <= 0) return steps;
  const years = ACTIVITY_YEARS.map(
    (year, i) => `(${FIRST_ACTIVITY_ID + i}, ${year}, ${i === ACTIVITY_YEARS.length - 1 ? "'1'" : "'2'"})`,
  );
  steps.push({
    label: `${ACTIVITY_YEARS.length} activities + ${scale.declarations.toLocaleString('en')} declarations`,
    sql: `
INSERT INTO zc_review_activity (activity_id, tenant_id, activity_name, review_year, series_id, declare_start,
  declare_end, status, create_by, create_dept, create_time, update_time)
SELECT a.id, ${tq}, a.year || '年度职称评审', a.year,
  (SELECT min(series_id) FROM zc_title_series WHERE tenant_id = ${tq}),
  make_date(a.year, 3, 1), make_date(a.year, 4, 30), a.status, 1, 103, now(), now()
FROM (VALUES ${years.join(', ')}) AS a(id, year, status);
INSERT INTO zc_review_declaration (declaration_id, tenant_id, activity_id, employee_id, user_id, dept_id,
  applicant_name, unit_name, title_id, profession_id, title_level, stage, approval_status, submit_time,
  create_by, create_dept, create_time, update_time)
SELECT ${FIRST_DECLARATION_ID} + g, ${tq}, ${FIRST_ACTIVITY_ID} + g % ${ACTIVITY_YEARS.length},
  e.employee_id, e.user_id, e.dept_id, e.employee_name, '单位' || (e.dept_id % 97), e.current_title_id,
  e.profession_id, e.current_title_level, (ARRAY['${STAGES.join("','")}'])[1 + g % ${STAGES.length}],
  ${statusOf('g')}, now() - make_interval(mins => g), e.user_id, e.dept_id, now() - make_interval(mins => g), now()
FROM generate_series(0, ${scale.declarations - 1}) g
JOIN zc_employee e ON e.employee_id = ${FIRST_EMPLOYEE_ID} + (g * ${Math.max(1, Math.floor(n / scale.declarations))}) % ${n};`,
  });
  steps.push({
    label: 'title identity sequences',
    sql: ['zc_employee:employee_id', 'zc_review_activity:activity_id', 'zc_review_declaration:declaration_id']
      .map((pair) => {
        const [table, column] = pair.split(':');
        return `SELECT setval(pg_get_serial_sequence('${table}', '${column}'), (SELECT max(${column}) FROM ${table}));`;
      })
      .join('\n'),
  });
  return steps;
}

/** Row counts of the title data (0 on a database without the tables). */
export const TITLE_COUNT_SQL = (tenant: string) => `SELECT
  (SELECT count(*) FROM zc_employee WHERE tenant_id = '${tenant}')::int AS employees,
  (SELECT count(*) FROM zc_review_declaration WHERE tenant_id = '${tenant}')::int AS declarations`;
