import { and, asc, count, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { TeamMemberFilter } from '@zcps/contracts';
import type { Db, Executor } from '../../../platform/db/database.js';
import { contains } from '../../../platform/db/like.js';
import { countedPage, pageOf, type ListQuery } from '../../../platform/db/paging.js';
import { inTenant } from '../../../platform/db/scope.js';
import {
  sysUser,
  zcProfession,
  zcReviewDrawLog,
  zcReviewer,
  zcReviewTeamMember,
} from '../../../db/schema/index.js';
import { idArray, rowsOf } from '../assignment/activity-phase.repo.js';
import type { ApplicantFacts, ReviewerFacts } from '../assignment/conflicts.js';
import type { TeamMemberFacts } from '../assignment/assignment-algorithm.js';

export type MemberRow = typeof zcReviewTeamMember.$inferSelect;
export type DrawLogInsert = Omit<typeof zcReviewDrawLog.$inferInsert, 'logId'>;
const m = zcReviewTeamMember;

/** Reviewer facts with their declared conflicts, from any row set that yields `reviewer_id` (one statement). */
const reviewerFactsSql = (source: SQL) => sql`SELECT r.reviewer_id::int AS "reviewerId",
    r.reviewer_name AS "reviewerName", r.client_id::int AS "clientId", r.unit_name AS "unitName",
    r.profession_id::int AS "professionId",
    (SELECT p.profession_name FROM zc_profession p WHERE p.profession_id = r.profession_id) AS "professionName",
    EXISTS (SELECT 1 FROM sys_user u WHERE u.user_id = r.user_id AND u.tenant_id = r.tenant_id
      AND u.del_flag = '0' AND u.status = '0') AS "canSignIn",
    coalesce((SELECT json_agg(json_build_object('clientId', c.client_id::int, 'employeeId', c.employee_id::int,
      'personName', c.person_name)) FROM zc_reviewer_conflict c
      WHERE c.tenant_id = r.tenant_id AND c.reviewer_id = r.reviewer_id), '[]'::json) AS conflicts,
    src.extra
  FROM (${source}) src JOIN zc_reviewer r ON r.reviewer_id = src.reviewer_id`;

/** The reviewer's account, if it exists and is enabled: without one an expert can neither score nor vote. */
const signsIn = and(
  eq(sysUser.userId, zcReviewer.userId),
  eq(sysUser.tenantId, zcReviewer.tenantId),
  eq(sysUser.delFlag, '0'),
  eq(sysUser.status, '0'),
);

/** Members, draws and the 回避 facts a draw needs. */
export class MemberRepo {
  constructor(private readonly db: Db) {}

  async page(tenantId: string, q: ListQuery & TeamMemberFilter) {
    const where = inTenant(
      m,
      tenantId,
      eq(m.teamId, q.teamId),
      q.includeRemoved === '1' ? undefined : isNull(m.removedTime),
      contains(zcReviewer.reviewerName, q.reviewerName),
    );
    const { limit, offset } = pageOf(q);
    const base = () =>
      this.db
        .select({
          member: m,
          reviewerName: zcReviewer.reviewerName,
          unitName: zcReviewer.unitName,
          titleLevel: zcReviewer.titleLevel,
          professionName: zcProfession.professionName,
          canSignIn: sql<boolean>`${sysUser.userId} IS NOT NULL`,
        })
        .from(m)
        .innerJoin(zcReviewer, eq(zcReviewer.reviewerId, m.reviewerId))
        .leftJoin(zcProfession, eq(zcProfession.professionId, zcReviewer.professionId))
        .leftJoin(sysUser, signsIn);
    return countedPage(
      base()
        .where(where)
        .orderBy(sql`${m.removedTime} IS NOT NULL`, asc(m.memberRole), asc(m.memberId))
        .limit(limit)
        .offset(offset),
      this.db
        .select({ total: count() })
        .from(m)
        .innerJoin(zcReviewer, eq(zcReviewer.reviewerId, m.reviewerId))
        .where(where),
    );
  }

  async find(tx: Executor, tenantId: string, memberId: number): Promise<MemberRow | undefined> {
    const [row] = await tx
      .select()
      .from(m)
      .where(inTenant(m, tenantId, eq(m.memberId, memberId), isNull(m.removedTime)));
    return row;
  }

  /** Live members of a team with their 回避 facts. */
  async membersOf(
    tx: Executor,
    tenantId: string,
    teamId: number,
  ): Promise<(TeamMemberFacts & { memberId: number })[]> {
    const result = await tx.execute(
      reviewerFactsSql(sql`SELECT reviewer_id, json_build_object('memberRole', member_role,
          'memberId', member_id::int) AS extra
        FROM zc_review_team_member WHERE tenant_id = ${tenantId} AND team_id = ${teamId} AND removed_time IS NULL`),
    );
    return rowsOf<ReviewerFacts & { extra: { memberRole: string; memberId: number } }>(result).map(
      ({ extra, ...r }) => ({ ...r, ...extra }),
    );
  }

  /** Available members of a pool (active reviewer, membership not ended), in reviewer id order: a draw's list. */
  async candidates(tx: Executor, tenantId: string, poolId: number): Promise<ReviewerFacts[]> {
    const result = await tx.execute(sql`${reviewerFactsSql(sql`SELECT pm.reviewer_id, NULL::json AS extra
        FROM zc_reviewer_pool_member pm WHERE pm.tenant_id = ${tenantId} AND pm.pool_id = ${poolId}
          AND pm.term_end >= CURRENT_DATE`)}
      WHERE r.del_flag = '0' AND r.status = '0' ORDER BY r.reviewer_id`);
    return rowsOf<ReviewerFacts & { extra: null }>(result).map(({ extra: _, ...r }) => r);
  }

  /** The names of professions, in the order of `ids` (the professions a team covers). */
  async professionNames(tx: Executor, tenantId: string, ids: readonly number[]): Promise<string[]> {
    if (!ids.length) return [];
    const result = await tx.execute(sql`SELECT profession_id::int AS id, profession_name AS name
      FROM zc_profession WHERE tenant_id = ${tenantId} AND profession_id = ANY(${idArray(ids)}::bigint[])`);
    const names = new Map(rowsOf<{ id: number; name: string }>(result).map((r) => [r.id, r.name]));
    return ids.map((id) => names.get(id) ?? String(id));
  }

  /** One live, active reviewer of the tenant with their facts (a manual add). */
  async reviewer(tx: Executor, tenantId: string, reviewerId: number): Promise<ReviewerFacts | undefined> {
    const result = await tx.execute(sql`${reviewerFactsSql(sql`SELECT ${reviewerId}::bigint AS reviewer_id,
        NULL::json AS extra`)}
      WHERE r.tenant_id = ${tenantId} AND r.del_flag = '0' AND r.status = '0'`);
    return rowsOf<ReviewerFacts & { extra: null }>(result).map(({ extra: _, ...r }) => r)[0];
  }

  /** Reviewers seated on the activity's live discipline teams other than `teamId`: reviewer → team name. */
  async seatedElsewhere(tx: Executor, tenantId: string, activityId: number, teamId: number) {
    const result = await tx.execute(sql`SELECT m.reviewer_id::int AS "reviewerId", t.team_name AS "teamName"
      FROM zc_review_team_member m JOIN zc_review_team t ON t.team_id = m.team_id
      WHERE t.tenant_id = ${tenantId} AND t.activity_id = ${activityId} AND t.del_flag = '0'
        AND t.team_type = '1' AND t.team_id <> ${teamId} AND m.removed_time IS NULL`);
    return new Map(
      rowsOf<{ reviewerId: number; teamName: string }>(result).map((r) => [r.reviewerId, r.teamName]),
    );
  }

  /**
   * The applicants a team judges now or will: declarations of the activity (not failed, not revoked) placed in
   * the team, and for a discipline team also the unplaced ones of the professions it covers; a committee
   * judges every declaration of its activity.
   */
  async applicantsFor(
    tx: Executor,
    tenantId: string,
    team: { teamId: number; activityId: number; teamType: string; professionIds: number[] },
  ): Promise<ApplicantFacts[]> {
    const scope =
      team.teamType === '2'
        ? sql`true`
        : sql`(d.team_id = ${team.teamId} OR (d.team_id IS NULL
            AND d.profession_id = ANY(${idArray(team.professionIds)}::bigint[])))`;
    const result = await tx.execute(sql`SELECT d.declaration_id::int AS "declarationId",
        d.employee_id::int AS "employeeId", d.applicant_name AS "applicantName", d.client_id::int AS "clientId",
        d.unit_name AS "unitName"
      FROM zc_review_declaration d
      WHERE d.tenant_id = ${tenantId} AND d.activity_id = ${team.activityId} AND d.del_flag = '0'
        AND d.approval_status NOT IN ('2', '5') AND ${scope}`);
    return rowsOf<ApplicantFacts>(result);
  }

  async insertMembers(tx: Executor, rows: (typeof m.$inferInsert)[]): Promise<void> {
    if (rows.length) await tx.insert(m).values(rows);
  }

  async markRemoved(
    tx: Executor,
    tenantId: string,
    memberIds: number[],
    reason: string,
    by: number,
  ): Promise<void> {
    await tx.execute(sql`UPDATE zc_review_team_member SET removed_time = now(), reason = ${reason},
        update_by = ${by}, update_time = now()
      WHERE tenant_id = ${tenantId} AND member_id = ANY(${idArray(memberIds)}::bigint[]) AND removed_time IS NULL`);
  }

  async setRole(
    tx: Executor,
    tenantId: string,
    memberId: number,
    memberRole: string,
    by: number,
  ): Promise<void> {
    await tx
      .update(m)
      .set({ memberRole, updateBy: by, updateTime: new Date() })
      .where(inTenant(m, tenantId, eq(m.memberId, memberId)));
  }

  /** Drops the unrated evaluations a departing reviewer held on the team's declarations. */
  async dropUnratedEvaluations(
    tx: Executor,
    tenantId: string,
    teamId: number,
    reviewerIds: number[],
  ): Promise<void> {
    await tx.execute(sql`DELETE FROM zc_review_evaluation
      WHERE tenant_id = ${tenantId} AND team_id = ${teamId} AND reviewer_id = ANY(${idArray(reviewerIds)}::bigint[])
        AND rated_time IS NULL AND defense_score IS NULL`);
  }

  async insertLog(tx: Executor, values: DrawLogInsert): Promise<number> {
    const [row] = await tx.insert(zcReviewDrawLog).values(values).returning({ id: zcReviewDrawLog.logId });
    return row!.id;
  }

  async logs(tenantId: string, teamId: number, q: ListQuery) {
    const where = inTenant(zcReviewDrawLog, tenantId, eq(zcReviewDrawLog.teamId, teamId));
    const { limit, offset } = pageOf(q);
    return countedPage(
      this.db
        .select()
        .from(zcReviewDrawLog)
        .where(where)
        .orderBy(desc(zcReviewDrawLog.logId))
        .limit(limit)
        .offset(offset),
      this.db.select({ total: count() }).from(zcReviewDrawLog).where(and(where)),
    );
  }
}
