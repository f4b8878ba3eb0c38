import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { ApprovalStatus, ReviewStage, TeamType } from '@zcps/contracts';
import type { Db, Executor } from '../../../platform/db/database.js';
import { inTenant, live } from '../../../platform/db/scope.js';
import {
  zcReviewDeclaration,
  zcReviewer,
  zcReviewEvaluation,
  zcReviewTeam,
} from '../../../db/schema/index.js';
import { idArray, rowsOf } from '../workbench/my-reviewer.js';

const D = zcReviewDeclaration;
const E = zcReviewEvaluation;
const T = zcReviewTeam;
const inGroupReview = and(
  eq(D.stage, ReviewStage.GROUP_REVIEW),
  eq(D.approvalStatus, ApprovalStatus.IN_REVIEW),
);

export interface ProgressRow {
  teamId: number;
  teamName: string;
  declarations: number;
  required: number;
  rated: number;
  complete: number;
}

/** Where each declaration's evaluations stand: how many are required and how many are in. */
export interface Completion {
  declarationId: number;
  activityId: number;
  applicantName: string;
  stage: string;
  approvalStatus: string;
  required: number;
  rated: number;
}

/** The SQL of group review: progress per team, the declarations with their evaluations, the ratings. */
export class GroupReviewRepo {
  constructor(private readonly db: Db) {}

  /** Per discipline team of the activity: declarations in group review, evaluations required and rated. */
  progress(tenantId: string, activityId: number, teamIds: number[] | null): Promise<ProgressRow[]> {
    const teams = teamIds ? sql`AND t.team_id = ANY(${idArray(teamIds)}::bigint[])` : sql``;
    return rowsOf<ProgressRow>(
      this.db,
      sql`WITH per AS (
          SELECT d.team_id, d.declaration_id, count(e.evaluation_id) AS required, count(e.rating) AS rated
          FROM zc_review_declaration d
          LEFT JOIN zc_review_evaluation e ON e.tenant_id = d.tenant_id AND e.declaration_id = d.declaration_id
          WHERE d.tenant_id = ${tenantId} AND d.activity_id = ${activityId} AND d.del_flag = '0'
            AND d.stage = ${ReviewStage.GROUP_REVIEW} AND d.approval_status = ${ApprovalStatus.IN_REVIEW}
          GROUP BY d.team_id, d.declaration_id)
        SELECT t.team_id::int AS "teamId", t.team_name AS "teamName",
          count(per.declaration_id)::int AS declarations, coalesce(sum(per.required), 0)::int AS required,
          coalesce(sum(per.rated), 0)::int AS rated,
          count(*) FILTER (WHERE per.required > 0 AND per.rated = per.required)::int AS complete
        FROM zc_review_team t LEFT JOIN per ON per.team_id = t.team_id
        WHERE t.tenant_id = ${tenantId} AND t.activity_id = ${activityId} AND t.del_flag = '0'
          AND t.team_type = ${TeamType.DISCIPLINE} ${teams}
        GROUP BY t.team_id, t.team_name ORDER BY t.team_id`,
    );
  }

  /** Declarations of the activity in group review, of one team or all, optionally only `onlyIds`. */
  declarations(tenantId: string, activityId: number, teamId?: number, onlyIds?: number[]) {
    return this.db
      .select({
        declarationId: D.declarationId,
        applicantName: D.applicantName,
        unitName: D.unitName,
        teamId: D.teamId,
        teamName: T.teamName,
        defenseScore: D.defenseScore,
        version: D.version,
      })
      .from(D)
      .leftJoin(T, and(eq(T.teamId, D.teamId), eq(T.tenantId, D.tenantId)))
      .where(
        inTenant(
          D,
          tenantId,
          live(D),
          eq(D.activityId, activityId),
          inGroupReview,
          teamId ? eq(D.teamId, teamId) : undefined,
          onlyIds ? inArray(D.declarationId, onlyIds.length ? onlyIds : [0]) : undefined,
        ),
      )
      .orderBy(asc(D.teamId), asc(D.declarationId));
  }

  /** The evaluations of the declarations, with reviewer names. */
  evaluations(tenantId: string, declarationIds: number[]) {
    if (!declarationIds.length) return Promise.resolve([]);
    return this.db
      .select({
        declarationId: E.declarationId,
        reviewerId: E.reviewerId,
        reviewerName: sql<string>`coalesce(${zcReviewer.reviewerName}, '')`,
        rating: E.rating,
        opinion: E.opinion,
        ratedTime: E.ratedTime,
      })
      .from(E)
      .leftJoin(zcReviewer, and(eq(zcReviewer.reviewerId, E.reviewerId), eq(zcReviewer.tenantId, E.tenantId)))
      .where(inTenant(E, tenantId, inArray(E.declarationId, declarationIds)))
      .orderBy(asc(E.declarationId), asc(E.reviewerId));
  }

  /** Completion of the given declarations (locked against a concurrent rating when in a transaction). */
  completion(tenantId: string, declarationIds: number[], tx: Executor = this.db): Promise<Completion[]> {
    return rowsOf<Completion>(
      tx,
      sql`SELECT d.declaration_id::int AS "declarationId", d.activity_id::int AS "activityId",
          d.applicant_name AS "applicantName", d.stage, d.approval_status AS "approvalStatus",
          (SELECT count(*)::int FROM zc_review_evaluation e
            WHERE e.tenant_id = d.tenant_id AND e.declaration_id = d.declaration_id) AS required,
          (SELECT count(e.rating)::int FROM zc_review_evaluation e
            WHERE e.tenant_id = d.tenant_id AND e.declaration_id = d.declaration_id) AS rated
        FROM zc_review_declaration d
        WHERE d.tenant_id = ${tenantId} AND d.del_flag = '0'
          AND d.declaration_id = ANY(${idArray(declarationIds)}::bigint[])
        ORDER BY d.declaration_id FOR SHARE OF d`,
    );
  }

  /** Declarations of a discipline team in group review. */
  async teamDeclarations(tenantId: string, teamId: number) {
    const [team] = await this.db
      .select({ teamId: T.teamId, activityId: T.activityId })
      .from(T)
      .where(inTenant(T, tenantId, live(T), eq(T.teamId, teamId), eq(T.teamType, TeamType.DISCIPLINE)));
    if (!team) return null;
    const rows = await this.db
      .select({ declarationId: D.declarationId })
      .from(D)
      .where(inTenant(D, tenantId, live(D), eq(D.teamId, teamId), inGroupReview))
      .orderBy(asc(D.declarationId));
    return { ...team, declarationIds: rows.map((r) => r.declarationId) };
  }

  async rate(
    tx: Executor,
    tenantId: string,
    key: { declarationId: number; reviewerId: number },
    values: { rating: string; opinion: string },
    userId: number,
  ): Promise<void> {
    const now = new Date();
    await tx
      .update(E)
      .set({ ...values, ratedTime: now, updateBy: userId, updateTime: now })
      .where(inTenant(E, tenantId, eq(E.declarationId, key.declarationId), eq(E.reviewerId, key.reviewerId)));
  }
}
