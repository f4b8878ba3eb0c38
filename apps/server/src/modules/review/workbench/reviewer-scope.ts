import { and, inArray, isNull } from 'drizzle-orm';
import { hasPermission } from '@zcps/contracts';
import type { LoginUser } from '../../../platform/auth/login-user.js';
import type { Db } from '../../../platform/db/database.js';
import { inTenant } from '../../../platform/db/scope.js';
import { zcReviewEvaluation, zcReviewTeamMember } from '../../../db/schema/index.js';
import { reviewerIdsOf } from './my-reviewer.js';

const E = zcReviewEvaluation;
const M = zcReviewTeamMember;

/**
 * What a reviewer reaches in the review screens: the holder of the office's permission (`managePermission`)
 * sees every team; anyone else only the teams they sit on and the declarations assigned to them (their
 * evaluation rows). A user with no reviewer row reaches nothing.
 */
export class ReviewerScope {
  constructor(
    private readonly db: Db,
    private readonly managePermission: string,
  ) {}

  manages(caller: LoginUser): boolean {
    return hasPermission(caller.permissions, this.managePermission);
  }

  async reviewerIds(caller: LoginUser): Promise<number[]> {
    return (await reviewerIdsOf(this.db, caller)).map((r) => r.id);
  }

  /** null (no limit) for the office; else the teams the caller sits on now. */
  async teamsOrAll(caller: LoginUser): Promise<number[] | null> {
    if (this.manages(caller)) return null;
    const reviewerIds = await this.reviewerIds(caller);
    if (!reviewerIds.length) return [];
    const rows = await this.db
      .selectDistinct({ teamId: M.teamId })
      .from(M)
      .where(inTenant(M, caller.tenantId, isNull(M.removedTime), inArray(M.reviewerId, reviewerIds)));
    return rows.map((r) => r.teamId);
  }

  /** The caller's evaluation rows among these declarations (declaration → reviewer id). */
  async assigned(caller: LoginUser, declarationIds: number[]): Promise<Map<number, number>> {
    const reviewerIds = await this.reviewerIds(caller);
    if (!reviewerIds.length || !declarationIds.length) return new Map();
    const rows = await this.db
      .select({ declarationId: E.declarationId, reviewerId: E.reviewerId })
      .from(E)
      .where(
        inTenant(
          E,
          caller.tenantId,
          and(inArray(E.reviewerId, reviewerIds), inArray(E.declarationId, declarationIds)),
        ),
      );
    return new Map(rows.map((r) => [r.declarationId, r.reviewerId]));
  }
}
