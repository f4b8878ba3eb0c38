import { CURRENT_ACTIVITY_ID } from '../data/title-sql.js';
import { TENANT } from '../data/sql.js';

/**
 * Floors of the lists the console opens by default (issue 25 point 2): each runs the SQL the server runs for
 * that list, copied from the statements the server sent on the bench data (its repos' drizzle queries, logged),
 * as the seeded super admin calls it (no data scope), page 1 of the console's default size. Like the server, a
 * list whose total the server keeps in its count cache counts once and keeps it; `named` is set where the
 * server runs the page as a named prepared statement.
 */
export interface ListFloorSpec {
  title: string;
  /** The server's route under /zcps (the floor answers at /lists/<id>). */
  endpoint: string;
  /** Query string of both the scenario and its floor. */
  query: string;
  pageSql: string;
  countSql: string;
  /** Parameters before LIMIT (and OFFSET, which drizzle leaves out of a dynamic page 1), as the server binds them. */
  params: unknown[];
  /** Statement names where the server runs a named prepared statement (parsed once per connection). */
  named?: { page?: string; count?: string };
  /** The server keeps this list's total in its count cache; otherwise it counts on every request. */
  countKept: boolean;
}

const PAGE = 'pageNum=1&pageSize=20';

export const LIST_FLOORS = {
  noticeList: {
    title: 'GET notice/list',
    endpoint: '/system/notice/list',
    query: 'pageNum=1&pageSize=10&noticeType=1',
    pageSql: `select "sys_notice"."notice_id", "sys_notice"."tenant_id", "sys_notice"."notice_title", "sys_notice"."notice_type", "sys_notice"."notice_content", "sys_notice"."status", "sys_notice"."create_dept", "sys_notice"."create_by", "sys_notice"."create_time", "sys_notice"."update_by", "sys_notice"."update_time", "sys_notice"."remark", "sys_user"."user_name" from "sys_notice" left join "sys_user" on "sys_user"."user_id" = "sys_notice"."create_by" where ("sys_notice"."tenant_id" = $1 and "sys_notice"."notice_type" = $2) order by "sys_notice"."create_time" desc, "sys_notice"."notice_id" desc limit $3 offset $4`,
    countSql: `select count(*) from "sys_notice" where ("sys_notice"."tenant_id" = $1 and "sys_notice"."notice_type" = $2)`,
    params: [TENANT, '1'],
    named: { page: 'floor_notice_page' },
    countKept: true,
  },
  declarationList: {
    title: 'GET review-declare/list (activity + stage + status)',
    endpoint: '/title/review-declare/list',
    query: `${PAGE}&activityId=${CURRENT_ACTIVITY_ID}&stage=prepare&approvalStatus=0`,
    pageSql: `select "declaration_id", "activity_id", "employee_id", "user_id", "applicant_name", "unit_name", "title_id", "profession_id", "title_level", "declare_type", "exception_id", "stage", "approval_status", CASE WHEN jsonb_typeof("zc_review_declaration"."eligibility" -> 'eligible') = 'boolean'
        THEN ("zc_review_declaration"."eligibility" ->> 'eligible')::boolean END, "pledge_time", "submit_time", "recommend_time", "recommend_opinion", "return_count", "defense_status", "declaration_no", "certificate_no", "version", "remark", "create_time", (SELECT "n"."activity_name" FROM "zc_review_activity" n WHERE "n"."activity_id" = "zc_review_declaration"."activity_id"), (SELECT "n"."title_name" FROM "zc_title" n WHERE "n"."title_id" = "zc_review_declaration"."title_id"), (SELECT "n"."profession_name" FROM "zc_profession" n WHERE "n"."profession_id" = "zc_review_declaration"."profession_id"), (SELECT "n"."exception_name" FROM "zc_title_exception" n WHERE "n"."exception_id" = "zc_review_declaration"."exception_id") from "zc_review_declaration" where ("zc_review_declaration"."tenant_id" = $1 and "zc_review_declaration"."del_flag" = $2 and "zc_review_declaration"."activity_id" = $3 and "zc_review_declaration"."stage" = $4 and "zc_review_declaration"."approval_status" = $5) order by "zc_review_declaration"."declaration_id" desc limit $6 offset $7`,
    countSql: `select count(*) from "zc_review_declaration" where ("zc_review_declaration"."tenant_id" = $1 and "zc_review_declaration"."del_flag" = $2 and "zc_review_declaration"."activity_id" = $3 and "zc_review_declaration"."stage" = $4 and "zc_review_declaration"."approval_status" = $5)`,
    params: [TENANT, '0', CURRENT_ACTIVITY_ID, 'prepare', '0'],
    named: { page: 'floor_declaration_page', count: 'floor_declaration_count' },
    countKept: true,
  },
  employeeList: {
    title: 'GET employee/info/list (职工信息)',
    endpoint: '/employee/info/list',
    query: PAGE,
    pageSql: `select "zc_employee"."employee_id", "zc_employee"."tenant_id", "zc_employee"."user_id", "zc_employee"."client_id", "zc_employee"."dept_id", "zc_employee"."employee_name", "zc_employee"."sex", "zc_employee"."birth_date", "zc_employee"."nation", "zc_employee"."political_status", "zc_employee"."id_card", "zc_employee"."phone", "zc_employee"."email", "zc_employee"."education", "zc_employee"."series_id", "zc_employee"."profession_id", "zc_employee"."current_title_id", "zc_employee"."current_title_level", "zc_employee"."current_title_date", "zc_employee"."current_title_cert_no", "zc_employee"."hired_date", "zc_employee"."work_start_date", "zc_employee"."wage_level", "zc_employee"."employment_relation", "zc_employee"."archive_location", "zc_employee"."photo_oss_id", "zc_employee"."status", "zc_employee"."del_flag", "zc_employee"."create_dept", "zc_employee"."create_by", "zc_employee"."create_time", "zc_employee"."update_by", "zc_employee"."update_time", "zc_employee"."remark", "zc_client"."client_name", "zc_title_series"."series_name", "zc_profession"."profession_name", "zc_title"."title_name" from "zc_employee" left join "zc_client" on ("zc_client"."client_id" = "zc_employee"."client_id" and "zc_client"."tenant_id" = "zc_employee"."tenant_id") left join "zc_title_series" on ("zc_title_series"."series_id" = "zc_employee"."series_id" and "zc_title_series"."tenant_id" = "zc_employee"."tenant_id") left join "zc_profession" on ("zc_profession"."profession_id" = "zc_employee"."profession_id" and "zc_profession"."tenant_id" = "zc_employee"."tenant_id") left join "zc_title" on ("zc_title"."title_id" = "zc_employee"."current_title_id" and "zc_title"."tenant_id" = "zc_employee"."tenant_id") where ("zc_employee"."tenant_id" = $1 and "zc_employee"."del_flag" = $2) order by "zc_employee"."employee_id" desc limit $3`,
    countSql: `select count(*) from "zc_employee" left join "zc_client" on ("zc_client"."client_id" = "zc_employee"."client_id" and "zc_client"."tenant_id" = "zc_employee"."tenant_id") where ("zc_employee"."tenant_id" = $1 and "zc_employee"."del_flag" = $2)`,
    params: [TENANT, '0'],
    countKept: true,
  },
  reviewStageList: {
    title: 'GET review-approval/prepare/list (资格审查)',
    endpoint: '/title/review-approval/prepare/list',
    query: PAGE,
    pageSql: `select "declaration_id", "activity_id", "employee_id", "user_id", "applicant_name", "unit_name", "title_id", "profession_id", "title_level", "declare_type", "exception_id", "stage", "approval_status", CASE WHEN jsonb_typeof("zc_review_declaration"."eligibility" -> 'eligible') = 'boolean'
        THEN ("zc_review_declaration"."eligibility" ->> 'eligible')::boolean END, "pledge_time", "submit_time", "recommend_time", "recommend_opinion", "return_count", "defense_status", "declaration_no", "certificate_no", "version", "remark", "create_time", (SELECT "n"."activity_name" FROM "zc_review_activity" n WHERE "n"."activity_id" = "zc_review_declaration"."activity_id"), (SELECT "n"."title_name" FROM "zc_title" n WHERE "n"."title_id" = "zc_review_declaration"."title_id"), (SELECT "n"."profession_name" FROM "zc_profession" n WHERE "n"."profession_id" = "zc_review_declaration"."profession_id"), (SELECT "n"."exception_name" FROM "zc_title_exception" n WHERE "n"."exception_id" = "zc_review_declaration"."exception_id") from "zc_review_declaration" where ("zc_review_declaration"."tenant_id" = $1 and "zc_review_declaration"."del_flag" = $2 and "zc_review_declaration"."stage" = $3) order by "zc_review_declaration"."declaration_id" desc limit $4 offset $5`,
    countSql: `select count(*) from "zc_review_declaration" where ("zc_review_declaration"."tenant_id" = $1 and "zc_review_declaration"."del_flag" = $2 and "zc_review_declaration"."stage" = $3)`,
    params: [TENANT, '0', 'prepare'],
    named: { page: 'floor_stage_page', count: 'floor_stage_count' },
    countKept: true,
  },
  reviewerList: {
    title: 'GET title/reviewer/list (评审专家)',
    endpoint: '/title/reviewer/list',
    query: PAGE,
    pageSql: `select "zc_reviewer"."reviewer_id", "zc_reviewer"."tenant_id", "zc_reviewer"."user_id", "zc_reviewer"."dept_id", "zc_reviewer"."reviewer_no", "zc_reviewer"."reviewer_name", "zc_reviewer"."sex", "zc_reviewer"."id_card", "zc_reviewer"."phone", "zc_reviewer"."email", "zc_reviewer"."unit_name", "zc_reviewer"."client_id", "zc_reviewer"."series_id", "zc_reviewer"."profession_id", "zc_reviewer"."title_level", "zc_reviewer"."title_name", "zc_reviewer"."reviewer_type", "zc_reviewer"."is_external", "zc_reviewer"."status", "zc_reviewer"."del_flag", "zc_reviewer"."create_dept", "zc_reviewer"."create_by", "zc_reviewer"."create_time", "zc_reviewer"."update_by", "zc_reviewer"."update_time", "zc_reviewer"."remark", "sys_user"."user_name", "zc_client"."client_name", "zc_title_series"."series_name", "zc_profession"."profession_name" from "zc_reviewer" left join "sys_user" on ("sys_user"."user_id" = "zc_reviewer"."user_id" and "sys_user"."tenant_id" = "zc_reviewer"."tenant_id") left join "zc_client" on ("zc_client"."client_id" = "zc_reviewer"."client_id" and "zc_client"."tenant_id" = "zc_reviewer"."tenant_id") left join "zc_title_series" on ("zc_title_series"."series_id" = "zc_reviewer"."series_id" and "zc_title_series"."tenant_id" = "zc_reviewer"."tenant_id") left join "zc_profession" on ("zc_profession"."profession_id" = "zc_reviewer"."profession_id" and "zc_profession"."tenant_id" = "zc_reviewer"."tenant_id") where ("zc_reviewer"."tenant_id" = $1 and "zc_reviewer"."del_flag" = $2) order by "zc_reviewer"."reviewer_id" asc limit $3`,
    countSql: `select count(*) from "zc_reviewer" where ("zc_reviewer"."tenant_id" = $1 and "zc_reviewer"."del_flag" = $2)`,
    params: [TENANT, '0'],
    countKept: true,
  },
  operLogList: {
    title: 'GET monitor/operlog/list (操作日志)',
    endpoint: '/monitor/operlog/list',
    query: PAGE,
    pageSql: `select "oper_id", "tenant_id", "title", "business_type", "method", "request_method", "operator_type", "oper_name", "dept_name", "oper_url", "oper_ip", "oper_location", "oper_param", "json_result", "status", "error_msg", "oper_time", "cost_time" from "sys_oper_log" where "sys_oper_log"."tenant_id" = $1 order by "sys_oper_log"."oper_id" desc limit $2`,
    countSql: `select count(*) from "sys_oper_log" where "sys_oper_log"."tenant_id" = $1`,
    params: [TENANT],
    countKept: true,
  },
  loginLogList: {
    title: 'GET monitor/logininfor/list (登录日志)',
    endpoint: '/monitor/logininfor/list',
    query: PAGE,
    pageSql: `select "info_id", "tenant_id", "user_name", "client_key", "device_type", "ipaddr", "login_location", "browser", "os", "status", "msg", "login_time" from "sys_logininfor" where "sys_logininfor"."tenant_id" = $1 order by "sys_logininfor"."info_id" desc limit $2`,
    countSql: `select count(*) from "sys_logininfor" where "sys_logininfor"."tenant_id" = $1`,
    params: [TENANT],
    countKept: true,
  },
} satisfies Record<string, ListFloorSpec>;

export type ListFloor = keyof typeof LIST_FLOORS;
