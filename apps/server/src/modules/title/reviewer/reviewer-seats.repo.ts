import { and, eq, isNull, ne, or, type SQL } from 'drizzle-orm';
import { ActivityStatus } from '@zcps/contracts';
import type { Db } from '../../../platform/db/database.js';
import { inTenant, live } from '../../../platform/db/scope.js';
import {
  zcReviewActivity,
  zcReviewDeclaration,
  zcReviewTeam,
  zcReviewTeamMember,
} from '../../../db/schema/index.js';

/** Whom a newly declared conflict points at: a unit, or a person by record or by name. */
export interface ConflictTarget {
  clientId?: number | null;
  employeeId?: number | null;
  personName?: string | null;
}

/** Declarations the reviewer judges today: on a team they sit on, in an activity not yet ended. */
export class ReviewerSeatsRepo {
  constructor(private readonly db: Db) {}

  async judgedDeclarationsOf(tenantId: string, reviewerId: number, target: ConflictTarget) {
    const d = zcReviewDeclaration;
    const matches: SQL | undefined = target.clientId
      ? eq(d.clientId, target.clientId)
      : or(
          target.employeeId ? eq(d.employeeId, target.employeeId) : undefined,
          target.personName ? eq(d.applicantName, target.personName) : undefined,
        );
    if (!matches) return [];
    return this.db
      .select({ applicantName: d.applicantName, teamName: zcReviewTeam.teamName })
      .from(zcReviewTeamMember)
      .innerJoin(zcReviewTeam, eq(zcReviewTeam.teamId, zcReviewTeamMember.teamId))
      .innerJoin(zcReviewActivity, eq(zcReviewActivity.activityId, zcReviewTeam.activityId))
      .innerJoin(d, eq(d.teamId, zcReviewTeam.teamId))
      .where(
        and(
          inTenant(zcReviewTeamMember, tenantId, eq(zcReviewTeamMember.reviewerId, reviewerId)),
          isNull(zcReviewTeamMember.removedTime),
          live(zcReviewTeam),
          live(zcReviewActivity),
          ne(zcReviewActivity.status, ActivityStatus.ENDED),
          live(d),
          matches,
        ),
      )
      .limit(20);
  }
}
