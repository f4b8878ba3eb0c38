import { and, asc, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { ApprovalStatus, PhaseStatus, ReviewStage } from '@zcps/contracts';
import type { Db } from '../../../platform/db/database.js';
import { contains } from '../../../platform/db/like.js';
import { countedPage, pageOf, type ListQuery } from '../../../platform/db/paging.js';
import { inTenant, live } from '../../../platform/db/scope.js';
import {
  zcReviewActivity,
  zcReviewDeclaration,
  zcReviewEvaluation,
  zcReviewTeam,
  zcTitle,
} from '../../../db/schema/index.js';
import { idArray, rowsOf } from './my-reviewer.js';

const D = zcReviewDeclaration;
const E = zcReviewEvaluation;
const SECRETARY = '5';

export interface AssignedFilter {
  applicantName?: string;
  stage?: string;
}

/** What the workbench shows of a declaration, besides the caller's own evaluation. */
const DECLARATION_COLUMNS = {
  declarationId: D.declarationId,
  activityId: D.activityId,
  activityName: zcReviewActivity.activityName,
  employeeId: D.employeeId,
  applicantName: D.applicantName,
  unitName: D.unitName,
  titleName: zcTitle.titleName,
  titleLevel: D.titleLevel,
  declareType: D.declareType,
  stage: D.stage,
  approvalStatus: D.approvalStatus,
  teamName: zcReviewTeam.teamName,
};

/** The reviewer's workbench: task counts and the declarations assigned to them (their evaluation rows). */
export class WorkbenchRepo {
  constructor(private readonly db: Db) {}

  /** Ratings to write, scores to give, ballots to cast and dossiers assigned, for these reviewer rows. */
  async tasks(tenantId: string, reviewerIds: number[]) {
    const mine = sql`${idArray(reviewerIds)}::bigint[]`;
    const [row] = await rowsOf<{ ratings: number; scores: number; ballots: number; dossiers: number }>(
      this.db,
      sql`SELECT
        (SELECT count(*)::int FROM zc_review_evaluation e
          JOIN zc_review_declaration d ON d.declaration_id = e.declaration_id AND d.tenant_id = e.tenant_id
          JOIN zc_review_activity a ON a.activity_id = d.activity_id AND a.tenant_id = d.tenant_id
          WHERE e.tenant_id = ${tenantId} AND e.reviewer_id = ANY(${mine}) AND e.rating IS NULL
            AND d.del_flag = '0' AND d.stage = ${ReviewStage.GROUP_REVIEW}
            AND d.approval_status = ${ApprovalStatus.IN_REVIEW}
            AND a.assignment_status = ${PhaseStatus.DONE}) AS ratings,
        (SELECT count(*)::int FROM zc_review_evaluation e
          JOIN zc_review_declaration d ON d.declaration_id = e.declaration_id AND d.tenant_id = e.tenant_id
          JOIN zc_review_activity a ON a.activity_id = d.activity_id AND a.tenant_id = d.tenant_id
          JOIN zc_review_defense_slot sl ON sl.declaration_id = d.declaration_id AND sl.tenant_id = d.tenant_id
          JOIN zc_review_defense_session s ON s.session_id = sl.session_id
          WHERE e.tenant_id = ${tenantId} AND e.reviewer_id = ANY(${mine}) AND e.defense_score IS NULL
            AND d.del_flag = '0' AND d.stage = ${ReviewStage.DEFENSE}
            AND d.approval_status = ${ApprovalStatus.IN_REVIEW}
            AND a.defense_status = ${PhaseStatus.IN_PROGRESS} AND sl.checkin = 'present'
            AND EXISTS (SELECT 1 FROM zc_review_team_member m WHERE m.team_id = s.team_id
              AND m.reviewer_id = e.reviewer_id AND m.removed_time IS NULL
              AND m.member_role <> ${SECRETARY})) AS scores,
        (SELECT count(*)::int FROM zc_review_meeting mt
          CROSS JOIN LATERAL jsonb_array_elements_text(mt.declaration_ids) AS agenda(declaration_id)
          CROSS JOIN LATERAL (SELECT r AS reviewer_id FROM unnest(${mine}) AS r
            WHERE mt.present_ids @> to_jsonb(r)) AS me
          WHERE mt.tenant_id = ${tenantId} AND mt.status = '0'
            AND NOT EXISTS (SELECT 1 FROM zc_review_vote_receipt v WHERE v.meeting_id = mt.meeting_id
              AND v.declaration_id = agenda.declaration_id::bigint AND v.reviewer_id = me.reviewer_id)) AS ballots,
        (SELECT count(*)::int FROM zc_review_evaluation e
          JOIN zc_review_declaration d ON d.declaration_id = e.declaration_id AND d.tenant_id = e.tenant_id
          WHERE e.tenant_id = ${tenantId} AND e.reviewer_id = ANY(${mine}) AND d.del_flag = '0') AS dossiers`,
    );
    return row!;
  }

  private assignedWhere(tenantId: string, reviewerIds: number[], filter: AssignedFilter, id?: number): SQL {
    return inTenant(
      E,
      tenantId,
      inArray(E.reviewerId, reviewerIds.length ? reviewerIds : [0]),
      live(D),
      contains(D.applicantName, filter.applicantName),
      filter.stage ? eq(D.stage, filter.stage) : undefined,
      id === undefined ? undefined : eq(D.declarationId, id),
    );
  }

  private assignedRows(where: SQL) {
    return this.db
      .select({
        ...DECLARATION_COLUMNS,
        myRating: E.rating,
        myOpinion: E.opinion,
        myScore: E.defenseScore,
      })
      .from(E)
      .innerJoin(D, and(eq(D.declarationId, E.declarationId), eq(D.tenantId, E.tenantId)))
      .leftJoin(
        zcReviewActivity,
        and(eq(zcReviewActivity.activityId, D.activityId), eq(zcReviewActivity.tenantId, D.tenantId)),
      )
      .leftJoin(zcTitle, and(eq(zcTitle.titleId, D.titleId), eq(zcTitle.tenantId, D.tenantId)))
      .leftJoin(zcReviewTeam, and(eq(zcReviewTeam.teamId, D.teamId), eq(zcReviewTeam.tenantId, D.tenantId)))
      .where(where);
  }

  /** The declarations assigned to these reviewer rows, newest activity first. */
  async assigned(tenantId: string, reviewerIds: number[], q: ListQuery & AssignedFilter) {
    const where = this.assignedWhere(tenantId, reviewerIds, q);
    const { limit, offset } = pageOf(q);
    return countedPage(
      this.assignedRows(where).orderBy(asc(D.activityId), asc(D.declarationId)).limit(limit).offset(offset),
      this.db
        .select({ total: count() })
        .from(E)
        .innerJoin(D, and(eq(D.declarationId, E.declarationId), eq(D.tenantId, E.tenantId)))
        .where(where),
    );
  }

  /**
   * Whether one of these reviewer rows sits in a vote meeting (present) whose agenda holds the declaration: a
   * committee member votes on declarations nobody assigned to them, and reads their dossiers for that.
   */
  async seatedFor(tenantId: string, reviewerIds: number[], declarationId: number): Promise<boolean> {
    if (!reviewerIds.length) return false;
    const present = sql.join(
      reviewerIds.map((id) => sql`m.present_ids @> ${JSON.stringify([id])}::jsonb`),
      sql` OR `,
    );
    const rows = await rowsOf(
      this.db,
      sql`SELECT 1 FROM zc_review_meeting m
      WHERE m.tenant_id = ${tenantId} AND m.declaration_ids @> ${JSON.stringify([declarationId])}::jsonb
        AND (${present}) LIMIT 1`,
    );
    return rows.length > 0;
  }

  /** One live declaration as the workbench shows it, without the caller's own evaluation. */
  async declarationOne(tenantId: string, declarationId: number) {
    const [row] = await this.db
      .select({
        ...DECLARATION_COLUMNS,
        myRating: sql<string | null>`NULL::text`,
        myOpinion: sql<string | null>`NULL::text`,
        myScore: sql<number | null>`NULL::int`,
      })
      .from(D)
      .leftJoin(
        zcReviewActivity,
        and(eq(zcReviewActivity.activityId, D.activityId), eq(zcReviewActivity.tenantId, D.tenantId)),
      )
      .leftJoin(zcTitle, and(eq(zcTitle.titleId, D.titleId), eq(zcTitle.tenantId, D.tenantId)))
      .leftJoin(zcReviewTeam, and(eq(zcReviewTeam.teamId, D.teamId), eq(zcReviewTeam.tenantId, D.tenantId)))
      .where(inTenant(D, tenantId, live(D), eq(D.declarationId, declarationId)))
      .limit(1);
    return row;
  }

  /** One declaration, only when assigned to one of these reviewer rows. */
  /** What the eligibility check of a declaration needs: the title, and a claimed exception (破格, type 2). */
  async eligibilityKeys(tenantId: string, declarationId: number) {
    const [row] = await this.db
      .select({ titleId: D.titleId, declareType: D.declareType, exceptionId: D.exceptionId })
      .from(D)
      .where(inTenant(D, tenantId, eq(D.declarationId, declarationId)));
    return row;
  }

  async assignedOne(tenantId: string, reviewerIds: number[], declarationId: number) {
    const [row] = await this.assignedRows(this.assignedWhere(tenantId, reviewerIds, {}, declarationId)).limit(
      1,
    );
    return row;
  }
}
