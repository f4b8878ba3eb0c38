/**
 * The data of the eligibility benchmark: one engineering title with its seeded conditions and exceptions, and
 * `employees` engineers with realistic dossiers, all made by INSERT … SELECT generate_series (no row travels
 * from node). About 3 % of the sub-records are not approved, so the engine has something to skip.
 */

export const TITLE_ID = 52;

/** Every statement that fills the database, in order. */
export function dataSql(employees: number): string[] {
  const n = employees;
  const status = (g: string) => `CASE WHEN ${g} % 33 = 0 THEN '1' ELSE '4' END`;
  return [
    `INSERT INTO zc_title_series (series_id, series_code, series_name) VALUES (5, '05', '工程技术')`,
    `INSERT INTO zc_title (title_id, series_id, title_code, title_name, title_level)
       VALUES (53, 5, '0503', '工程师', '3'), (${TITLE_ID}, 5, '0502', '高级工程师', '2')`,
    `INSERT INTO zc_employee (employee_id, employee_name, id_card, dept_id, series_id, education, current_title_id,
       current_title_level, current_title_date, work_start_date)
     SELECT g, '工程师' || g, lpad(g::text, 18, '0'), 100 + g % 50, 5, '21', 53, '3',
       date '2014-01-01' + (g * 7919 % 3650), date '2008-07-01' + (g % 1500)
     FROM generate_series(1, ${n}) g`,
    // highest education (bachelor, master for one in five, junior college for one in ten) and a school before it
    `INSERT INTO zc_emp_education (employee_id, check_status, start_date, end_date, school, education, is_highest)
     SELECT g, ${status('g')}, date '2004-09-01', date '2008-07-01', '某理工大学',
       CASE WHEN g % 10 = 0 THEN '31' WHEN g % 5 = 0 THEN '14' ELSE '21' END, true
     FROM generate_series(1, ${n}) g
     UNION ALL
     SELECT g, '4', date '2001-09-01', date '2004-07-01', '某中学', '61', false FROM generate_series(1, ${n}) g`,
    `INSERT INTO zc_emp_yearly_assessment (employee_id, check_status, assess_year, result)
     SELECT g, ${status('g + y')}, y, CASE WHEN (g + y) % 9 = 0 THEN '1' WHEN (g * y) % 97 = 0 THEN '3' ELSE '2' END
     FROM generate_series(1, ${n}) g, generate_series(2019, 2024) y`,
    `INSERT INTO zc_emp_training (employee_id, check_status, start_date, end_date, course_name, course_type, hours)
     SELECT g, ${status('g + k')}, date '2020-03-01' + k * 180, date '2020-03-05' + k * 180, '继续教育课程' || k,
       CASE WHEN k % 3 = 0 THEN '1' ELSE '2' END, 40 + (g + k) % 20
     FROM generate_series(1, ${n}) g, generate_series(0, 11) k`,
    `INSERT INTO zc_emp_academic_work (employee_id, check_status, works_type, work_title, publish_date, paper_index,
       author_rank, is_representative)
     SELECT g, ${status('g + k')}, CASE WHEN k = 3 THEN '6' ELSE '1' END, '论文' || k,
       date '2015-01-01' + (g + k * 811) % 3600, (ARRAY['ei', 'pku_core', 'general', 'sci'])[1 + (g + k) % 4],
       CASE WHEN (g + k) % 3 = 2 THEN 2 ELSE 1 END, k = 0
     FROM generate_series(1, ${n}) g, generate_series(0, 3) k`,
    `INSERT INTO zc_emp_duty_achievement (employee_id, check_status, start_date, end_date, project_name, own_role)
     SELECT g, ${status('g + k')}, date '2016-01-01' + (g + k * 500) % 2800, NULL, '工程项目' || k,
       (1 + (g + k) % 3)::text
     FROM generate_series(1, ${n}) g, generate_series(0, 2) k`,
    `INSERT INTO zc_emp_reward (employee_id, check_status, reward_name, award_level, award_date)
     SELECT g, ${status('g')}, '科技进步奖', (1 + g % 4)::text, date '2020-01-01' + g % 1800
     FROM generate_series(1, ${n}) g WHERE g % 3 = 0`,
    `INSERT INTO zc_emp_punishment (employee_id, check_status, punishment_name, punishment_type, punish_date)
     SELECT g, '4', '警告', '1', date '2021-01-01' + g % 1000 FROM generate_series(1, ${n}) g WHERE g % 50 = 0`,
    'ANALYZE',
  ];
}

/** Sub-record tables the engine reads (their row count goes in the report). */
export const SUB_TABLES = [
  'zc_emp_education',
  'zc_emp_yearly_assessment',
  'zc_emp_training',
  'zc_emp_academic_work',
  'zc_emp_duty_achievement',
  'zc_emp_reward',
  'zc_emp_punishment',
];
