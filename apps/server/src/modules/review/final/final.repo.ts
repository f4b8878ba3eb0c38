import { sql, type SQL } from 'drizzle-orm';
import type { FinalDeclarationVo, FinalFilter, ObjectionVo, ResultSummary } from '@zcps/contracts';
import type { Db } from '../../../platform/db/database.js';
import { countedPage, pageOf, type ListQuery } from '../../../platform/db/paging.js';
import { idArray, rowsOf } from '../vote/vote-sql.js';

/** A declaration with what final approval decides on: its publicity, objections and its activity's rules. */
export interface FinalRow extends FinalDeclarationVo {
  publicityDays: number;
  barYears: number;
  reviewYear: number;
  seriesCode: string | null;
  publicityOver: boolean;
  inPublicity: boolean;
}

const DECL = sql.raw('zc_review_declaration');
const COLUMNS = sql`${DECL}.declaration_id::int AS "declarationId", ${DECL}.activity_id::int AS "activityId",
  a.activity_name AS "activityName", ${DECL}.applicant_name AS "applicantName", ${DECL}.unit_name AS "unitName",
  ti.title_name AS "titleName", ${DECL}.title_level AS "titleLevel", ${DECL}.stage,
  ${DECL}.approval_status AS "approvalStatus", ${DECL}.team_result AS "teamResult",
  ${DECL}.committee_result AS "committeeResult", ${DECL}.publicity_start::text AS "publicityStart",
  ${DECL}.publicity_end::text AS "publicityEnd",
  (SELECT count(*)::int FROM zc_review_objection o WHERE o.declaration_id = ${DECL}.declaration_id
    AND o.status = '0') AS "openObjections",
  (SELECT count(*)::int FROM zc_review_objection o WHERE o.declaration_id = ${DECL}.declaration_id
    AND o.status = '1') AS "upheldObjections",
  to_char(${DECL}.final_time, 'YYYY-MM-DD HH24:MI:SS') AS "finalTime", ${DECL}.certificate_no AS "certificateNo",
  ${DECL}.revoke_reason AS "revokeReason", ${DECL}.bar_until::text AS "barUntil", ${DECL}.version`;
const FROM = sql`FROM ${DECL} LEFT JOIN zc_review_activity a ON a.activity_id = ${DECL}.activity_id
  LEFT JOIN zc_title ti ON ti.title_id = ${DECL}.title_id`;

/**
 * SQL of final approval, the archive and the results. The declaration table keeps its own name (no alias) so a
 * data-scope condition built on its columns applies as is.
 */
export class FinalRepo {
  constructor(private readonly db: Db) {}

  private where(tenantId: string, q: FinalFilter, stages: string[] | null, scope: SQL | undefined): SQL {
    const parts = [
      sql`${DECL}.tenant_id = ${tenantId}`,
      sql`${DECL}.del_flag = '0'`,
      stages
        ? sql`${DECL}.stage = ANY(${`{${stages.join(',')}}`}::varchar[])`
        : sql`${DECL}.stage <> 'draft'`,
    ];
    if (q.activityId) parts.push(sql`${DECL}.activity_id = ${q.activityId}`);
    if (q.applicantName)
      parts.push(sql`${DECL}.applicant_name LIKE ${`%${q.applicantName.replace(/[%_\\]/g, '\\$&')}%`}`);
    if (q.approvalStatus) parts.push(sql`${DECL}.approval_status = ${q.approvalStatus}`);
    if (q.stage) parts.push(sql`${DECL}.stage = ${q.stage}`);
    if (scope) parts.push(scope);
    return sql.join(parts, sql` AND `);
  }

  async page(tenantId: string, q: ListQuery & FinalFilter, stages: string[] | null, scope?: SQL) {
    const where = this.where(tenantId, q, stages, scope);
    const { limit, offset } = pageOf(q);
    return countedPage(
      rowsOf<FinalDeclarationVo>(
        this.db,
        sql`SELECT ${COLUMNS} ${FROM} WHERE ${where}
          ORDER BY ${DECL}.declaration_id DESC LIMIT ${limit} OFFSET ${offset}`,
      ),
      rowsOf<{ total: number }>(this.db, sql`SELECT count(*)::int AS total FROM ${DECL} WHERE ${where}`),
    );
  }

  async all(tenantId: string, q: FinalFilter, stages: string[] | null, max: number, scope?: SQL) {
    return rowsOf<FinalDeclarationVo>(
      this.db,
      sql`SELECT ${COLUMNS} ${FROM} WHERE ${this.where(tenantId, q, stages, scope)}
        ORDER BY ${DECL}.declaration_id LIMIT ${max}`,
    );
  }

  /**
   * The declarations with their activity's rules, publicity judged on `today` (the business clock's day);
   * `lock` takes them for update inside the caller's tx.
   */
  async decisions(
    db: Db,
    tenantId: string,
    ids: readonly number[],
    today: string,
    lock = false,
  ): Promise<FinalRow[]> {
    return rowsOf<FinalRow>(
      db,
      sql`SELECT ${COLUMNS}, a.publicity_days AS "publicityDays", a.bar_years AS "barYears",
          a.review_year AS "reviewYear", s.series_code AS "seriesCode",
          coalesce(${DECL}.publicity_end < ${today}::date, false) AS "publicityOver",
          coalesce(${today}::date BETWEEN ${DECL}.publicity_start AND ${DECL}.publicity_end, false) AS "inPublicity"
        ${FROM} LEFT JOIN zc_title_series s ON s.series_id = a.series_id
        WHERE ${DECL}.tenant_id = ${tenantId} AND ${DECL}.del_flag = '0'
          AND ${DECL}.declaration_id = ANY(${idArray(ids)}::bigint[])
        ORDER BY ${DECL}.declaration_id ${lock ? sql`FOR UPDATE OF ${DECL}` : sql``}`,
    );
  }

  async objections(tenantId: string, declarationId: number): Promise<ObjectionVo[]> {
    return rowsOf<ObjectionVo>(
      this.db,
      sql`SELECT objection_id::int AS "objectionId", declaration_id::int AS "declarationId", content, contact,
          status, handle_opinion AS "handleOpinion",
          to_char(handle_time, 'YYYY-MM-DD HH24:MI:SS') AS "handleTime",
          to_char(create_time, 'YYYY-MM-DD HH24:MI:SS') AS "createTime"
        FROM zc_review_objection WHERE tenant_id = ${tenantId} AND declaration_id = ${declarationId}
        ORDER BY objection_id`,
    );
  }

  async objection(db: Db, tenantId: string, objectionId: number, lock = false) {
    const [row] = await rowsOf<{ objectionId: number; declarationId: number; status: string }>(
      db,
      sql`SELECT objection_id::int AS "objectionId", declaration_id::int AS "declarationId", status
        FROM zc_review_objection WHERE tenant_id = ${tenantId} AND objection_id = ${objectionId}
        ${lock ? sql`FOR UPDATE` : sql``}`,
    );
    return row;
  }

  async insertObjection(
    db: Db,
    values: { tenantId: string; declarationId: number; content: string; contact: string | null; by: number },
  ) {
    await db.execute(sql`INSERT INTO zc_review_objection (tenant_id, declaration_id, content, contact, create_by,
        update_by) VALUES (${values.tenantId}, ${values.declarationId}, ${values.content}, ${values.contact},
        ${values.by}, ${values.by})`);
  }

  async handleObjection(db: Db, objectionId: number, status: string, opinion: string, by: number) {
    await db.execute(sql`UPDATE zc_review_objection SET status = ${status}, handle_opinion = ${opinion},
        handle_by = ${by}, handle_time = now(), update_by = ${by}, update_time = now()
      WHERE objection_id = ${objectionId}`);
  }

  async certificate(tenantId: string, declarationId: number, scope?: SQL) {
    const [row] = await rowsOf<Record<string, unknown>>(
      this.db,
      sql`SELECT ${DECL}.declaration_id::int AS "declarationId", ${DECL}.applicant_name AS "applicantName",
          ${DECL}.unit_name AS "unitName", s.series_name AS "seriesName", ti.title_name AS "titleName",
          ${DECL}.title_level AS "titleLevel", ${DECL}.certificate_no AS "certificateNo",
          a.review_year AS "reviewYear", to_char(${DECL}.final_time, 'YYYY-MM-DD') AS "issueDate",
          org.org_name AS "orgName", ${DECL}.approval_status AS "approvalStatus"
        ${FROM} LEFT JOIN zc_title_series s ON s.series_id = a.series_id
          LEFT JOIN zc_organization org ON org.org_id = a.org_id
        WHERE ${DECL}.tenant_id = ${tenantId} AND ${DECL}.del_flag = '0'
          AND ${DECL}.declaration_id = ${declarationId} ${scope ? sql`AND ${scope}` : sql``}`,
    );
    return row;
  }

  /** Counts by outcome per activity (drafts are not declarations yet). */
  async summary(tenantId: string, activityId: number | undefined, scope?: SQL): Promise<ResultSummary[]> {
    return rowsOf<ResultSummary>(
      this.db,
      sql`SELECT a.activity_id::int AS "activityId", a.activity_name AS "activityName",
          a.review_year AS "reviewYear", count(*)::int AS total,
          count(*) FILTER (WHERE ${DECL}.approval_status IN ('0', '1', '4'))::int AS "inProgress",
          count(*) FILTER (WHERE ${DECL}.approval_status = '3')::int AS returned,
          count(*) FILTER (WHERE ${DECL}.approval_status = '2')::int AS failed,
          count(*) FILTER (WHERE ${DECL}.approval_status = '6')::int AS passed,
          count(*) FILTER (WHERE ${DECL}.approval_status = '5')::int AS revoked,
          NULL::int AS "passRatePermille"
        FROM ${DECL} JOIN zc_review_activity a ON a.activity_id = ${DECL}.activity_id
        WHERE ${this.where(tenantId, { activityId }, null, scope)}
        GROUP BY a.activity_id, a.activity_name, a.review_year ORDER BY a.activity_id DESC`,
    );
  }
}
