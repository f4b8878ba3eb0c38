import { and, asc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../../platform/db/database.js';
import { inTenant } from '../../../platform/db/scope.js';
import { zcReviewer, zcReviewEvaluation, zcReviewTeamMember } from '../../../db/schema/index.js';
import { idArray } from '../workbench/my-reviewer.js';

const E = zcReviewEvaluation;
const M = zcReviewTeamMember;
/** member_role 5 秘书 keeps the minutes and neither scores nor votes. */
export const SECRETARY_ROLE = '5';

export interface ScoreCell {
  declarationId: number;
  reviewerId: number;
  reviewerName: string;
  score: number | null;
}

/**
 * Defense scores live on the evaluation rows (zc_review_evaluation: one per reviewer per declaration): the
 * scorers of a declaration are its evaluation reviewers who sit on the session's team and are not secretaries.
 */
export class DefenseScoreRepo {
  constructor(private readonly db: Db) {}

  /** Those of `reviewerIds` who are live, scoring members of the team. */
  async scoringMembers(tenantId: string, teamId: number, reviewerIds: number[]): Promise<number[]> {
    if (!reviewerIds.length) return [];
    const rows = await this.db
      .select({ reviewerId: M.reviewerId })
      .from(M)
      .where(
        inTenant(
          M,
          tenantId,
          eq(M.teamId, teamId),
          isNull(M.removedTime),
          ne(M.memberRole, SECRETARY_ROLE),
          inArray(M.reviewerId, reviewerIds),
        ),
      );
    return rows.map((r) => r.reviewerId);
  }

  /** Every evaluation of the declarations with the reviewer's name and defense score. */
  async cells(tenantId: string, declarationIds: number[], tx: Executor = this.db): Promise<ScoreCell[]> {
    if (!declarationIds.length) return [];
    return tx
      .select({
        declarationId: E.declarationId,
        reviewerId: E.reviewerId,
        reviewerName: sql<string>`coalesce(${zcReviewer.reviewerName}, '')`,
        score: E.defenseScore,
      })
      .from(E)
      .leftJoin(zcReviewer, and(eq(zcReviewer.reviewerId, E.reviewerId), eq(zcReviewer.tenantId, E.tenantId)))
      .where(inTenant(E, tenantId, inArray(E.declarationId, declarationIds)))
      .orderBy(asc(E.declarationId), asc(E.reviewerId));
  }

  /** One reviewer's scores of a batch, one statement. */
  async write(
    tx: Executor,
    tenantId: string,
    reviewerId: number,
    declarationIds: number[],
    scores: number[],
  ) {
    await tx.execute(sql`UPDATE zc_review_evaluation e
      SET defense_score = v.score, scored_time = now(), update_time = now()
      FROM unnest(${idArray(declarationIds)}::bigint[], ${idArray(scores)}::int[]) AS v(id, score)
      WHERE e.tenant_id = ${tenantId} AND e.reviewer_id = ${reviewerId} AND e.declaration_id = v.id`);
  }
}
