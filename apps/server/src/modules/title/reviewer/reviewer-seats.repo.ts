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

/** Where a reviewer sits today: teams of activities not yet ended, and the declarations on them. */
export class ReviewerSeatsRepo {
  constructor(private readonly db: Db) {}

  /** The reviewer's live seats (not replaced) on live teams of running activities. */
  private seatsOf(tenantId: string, reviewerId: number): SQL {
    return and(
      inTenant(zcReviewTeamMember, tenantId, eq(zcReviewTeamMember.reviewerId, reviewerId)),
      isNull(zcReviewTeamMember.removedTime),
      live(zcReviewTeam),
      live(zcReviewActivity),
      ne(zcReviewActivity.status, ActivityStatus.ENDED),
    )!;
  }

  /** A team the reviewer sits on, if any (its seat keeps the account link fixed). */
  async seatInRunningActivity(tenantId: string, reviewerId: number) {
    const [row] = await this.db
      .select({ teamName: zcReviewTeam.teamName, activityName: zcReviewActivity.activityName })
      .from(zcReviewTeamMember)
      .innerJoin(zcReviewTeam, eq(zcReviewTeam.teamId, zcReviewTeamMember.teamId))
      .innerJoin(zcReviewActivity, eq(zcReviewActivity.activityId, zcReviewTeam.activityId))
      .where(this.seatsOf(tenantId, reviewerId))
      .limit(1);
    return row;
  }

  /** Declarations on the reviewer's teams that a conflict with `target` touches. */
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
      .where(and(this.seatsOf(tenantId, reviewerId), live(d), matches))
      .limit(20);
  }
}
