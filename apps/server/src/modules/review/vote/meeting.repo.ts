import { asc, count, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { ApprovalStatus, SECRETARY_ROLE, type MeetingFilter } from '@zcps/contracts';
import type { Db } from '../../../platform/db/database.js';
import { countedPage, pageOf, type ListQuery } from '../../../platform/db/paging.js';
import { inTenant, live } from '../../../platform/db/scope.js';
import {
  zcReviewActivity,
  zcReviewer,
  zcReviewMeeting,
  zcReviewTeam,
  zcReviewTeamMember,
  zcTitle,
} from '../../../db/schema/index.js';
import { idArray, recusalPairs, rowsOf, type RecusalPair } from './vote-sql.js';

export type MeetingRow = typeof zcReviewMeeting.$inferSelect;
export type MeetingInsert = Omit<typeof zcReviewMeeting.$inferInsert, 'meetingId'>;
export type MeetingListRow = MeetingRow & { activityName: string | null; teamName: string | null };
export type TeamRow = typeof zcReviewTeam.$inferSelect;
export interface MemberRow {
  reviewerId: number;
  reviewerName: string;
  memberRole: string;
}

const m = zcReviewMeeting;
const tm = zcReviewTeamMember;

/** SQL of the vote meetings: teams and their voting members, meetings, agendas and the caller's seat. */
export class MeetingRepo {
  constructor(private readonly db: Db) {}

  async team(tenantId: string, teamId: number): Promise<TeamRow | undefined> {
    const [row] = await this.db
      .select()
      .from(zcReviewTeam)
      .where(inTenant(zcReviewTeam, tenantId, live(zcReviewTeam), eq(zcReviewTeam.teamId, teamId)));
    return row;
  }

  /** The activity's quorum for its committee (出席 × den ≥ 委员 × num). */
  async quorumOf(tenantId: string, activityId: number): Promise<{ num: number; den: number } | undefined> {
    const [row] = await this.db
      .select({ num: zcReviewActivity.quorumNum, den: zcReviewActivity.quorumDen })
      .from(zcReviewActivity)
      .where(inTenant(zcReviewActivity, tenantId, eq(zcReviewActivity.activityId, activityId)));
    return row;
  }

  async teams(tenantId: string, teamType: string, activityId?: number) {
    return this.db
      .select({
        team: zcReviewTeam,
        activityName: zcReviewActivity.activityName,
        quorumNum: zcReviewActivity.quorumNum,
        quorumDen: zcReviewActivity.quorumDen,
      })
      .from(zcReviewTeam)
      .leftJoin(zcReviewActivity, eq(zcReviewActivity.activityId, zcReviewTeam.activityId))
      .where(
        inTenant(
          zcReviewTeam,
          tenantId,
          live(zcReviewTeam),
          eq(zcReviewTeam.teamType, teamType),
          activityId ? eq(zcReviewTeam.activityId, activityId) : undefined,
        ),
      )
      .orderBy(desc(zcReviewTeam.activityId), asc(zcReviewTeam.teamId))
      .limit(500);
  }

  /** Current (not removed) members of the teams, secretaries included (they attend without voting). */
  async members(tenantId: string, teamIds: number[]): Promise<(MemberRow & { teamId: number })[]> {
    if (!teamIds.length) return [];
    return this.db
      .select({
        teamId: tm.teamId,
        reviewerId: tm.reviewerId,
        reviewerName: zcReviewer.reviewerName,
        memberRole: tm.memberRole,
      })
      .from(tm)
      .innerJoin(zcReviewer, eq(zcReviewer.reviewerId, tm.reviewerId))
      .where(inTenant(tm, tenantId, inArray(tm.teamId, teamIds), isNull(tm.removedTime)))
      .orderBy(asc(tm.teamId), asc(tm.memberRole), asc(tm.memberId));
  }

  /** Declarations waiting for the vote of this team (kind team) or of this committee's activity. */
  async waiting(tenantId: string, team: TeamRow, committee: boolean): Promise<number[]> {
    const where = committee
      ? sql`activity_id = ${team.activityId} AND stage = 'committee_vote'`
      : sql`team_id = ${team.teamId} AND stage = 'team_vote'`;
    const rows = await rowsOf<{ id: number }>(
      this.db,
      sql`SELECT declaration_id::int AS id FROM zc_review_declaration
        WHERE tenant_id = ${tenantId} AND del_flag = '0' AND approval_status = ${ApprovalStatus.IN_REVIEW}
          AND ${where} ORDER BY declaration_id`,
    );
    return rows.map((r) => r.id);
  }

  /** Per team, how many declarations wait for its vote (for the open-meeting form). */
  async waitingCounts(tenantId: string, teams: TeamRow[]): Promise<Map<number, number>> {
    const out = new Map<number, number>();
    for (const team of teams)
      out.set(team.teamId, (await this.waiting(tenantId, team, team.teamType === '2')).length);
    return out;
  }

  async openMeetingOf(tenantId: string, teamId: number): Promise<MeetingRow | undefined> {
    const [row] = await this.db
      .select()
      .from(m)
      .where(inTenant(m, tenantId, eq(m.teamId, teamId), eq(m.status, '0')));
    return row;
  }

  async insert(values: MeetingInsert): Promise<number> {
    const [row] = await this.db.insert(m).values(values).returning({ id: m.meetingId });
    return row!.id;
  }

  private select() {
    return this.db
      .select({
        meeting: m,
        activityName: zcReviewActivity.activityName,
        teamName: zcReviewTeam.teamName,
      })
      .from(m)
      .leftJoin(zcReviewActivity, eq(zcReviewActivity.activityId, m.activityId))
      .leftJoin(zcReviewTeam, eq(zcReviewTeam.teamId, m.teamId));
  }

  private where(tenantId: string, q: MeetingFilter, mineOf: number | null): SQL {
    return inTenant(
      m,
      tenantId,
      q.kind ? eq(m.kind, q.kind) : undefined,
      q.activityId ? eq(m.activityId, q.activityId) : undefined,
      q.teamId ? eq(m.teamId, q.teamId) : undefined,
      q.status ? eq(m.status, q.status) : undefined,
      q.mine === 'true' ? sql`${m.presentIds} @> ${JSON.stringify([mineOf ?? 0])}::jsonb` : undefined,
    );
  }

  async page(tenantId: string, q: ListQuery & MeetingFilter, mineOf: number | null) {
    const where = this.where(tenantId, q, mineOf);
    const { limit, offset } = pageOf(q);
    return countedPage(
      this.select().where(where).orderBy(desc(m.meetingId)).limit(limit).offset(offset),
      this.db.select({ total: count() }).from(m).where(where),
      flatten,
    );
  }

  async find(tenantId: string, meetingId: number): Promise<MeetingListRow | undefined> {
    const [row] = await this.select().where(inTenant(m, tenantId, eq(m.meetingId, meetingId)));
    return row ? flatten(row) : undefined;
  }

  async reviewerNames(tenantId: string, reviewerIds: number[]): Promise<MemberRow[]> {
    if (!reviewerIds.length) return [];
    return this.db
      .select({
        reviewerId: zcReviewer.reviewerId,
        reviewerName: zcReviewer.reviewerName,
        memberRole: sql<string>`''`,
      })
      .from(zcReviewer)
      .where(inTenant(zcReviewer, tenantId, inArray(zcReviewer.reviewerId, reviewerIds)))
      .orderBy(asc(zcReviewer.reviewerId));
  }

  /** The agenda with, per declaration, the number of receipts (who voted is never read here). */
  async agenda(tenantId: string, meeting: MeetingRow) {
    return rowsOf<{
      declarationId: number;
      applicantName: string;
      unitName: string | null;
      titleName: string | null;
      titleLevel: string;
      stage: string;
      approvalStatus: string;
      ballotsCast: number;
    }>(
      this.db,
      sql`SELECT d.declaration_id::int AS "declarationId", d.applicant_name AS "applicantName",
          d.unit_name AS "unitName", t.title_name AS "titleName", d.title_level AS "titleLevel", d.stage,
          d.approval_status AS "approvalStatus",
          (SELECT count(*)::int FROM zc_review_vote_receipt v
            WHERE v.meeting_id = ${meeting.meetingId} AND v.declaration_id = d.declaration_id) AS "ballotsCast"
        FROM zc_review_declaration d LEFT JOIN ${zcTitle} t ON t.title_id = d.title_id
        WHERE d.tenant_id = ${tenantId} AND d.declaration_id = ANY(${idArray(meeting.declarationIds)}::bigint[])
        ORDER BY d.declaration_id`,
    );
  }

  /** The caller's reviewer record (a reviewer signs in as a user; `zc_reviewer.user_id` links them). */
  async reviewerOfUser(tenantId: string, userId: number): Promise<number | null> {
    const [row] = await this.db
      .select({ id: zcReviewer.reviewerId })
      .from(zcReviewer)
      .where(inTenant(zcReviewer, tenantId, live(zcReviewer), eq(zcReviewer.userId, userId)))
      .orderBy(asc(zcReviewer.reviewerId))
      .limit(1);
    return row?.id ?? null;
  }

  async votedBy(meetingId: number, reviewerId: number): Promise<number[]> {
    const rows = await rowsOf<{ id: number }>(
      this.db,
      sql`SELECT declaration_id::int AS id FROM zc_review_vote_receipt
        WHERE meeting_id = ${meetingId} AND reviewer_id = ${reviewerId} ORDER BY declaration_id`,
    );
    return rows.map((r) => r.id);
  }

  /** Whether the office entered this member's ballot as cast on paper. */
  async votedOnPaper(meetingId: number, reviewerId: number): Promise<boolean> {
    const rows = await rowsOf<{ one: number }>(
      this.db,
      sql`SELECT 1 AS one FROM zc_review_paper_entry
        WHERE meeting_id = ${meetingId} AND voter_ids @> ${JSON.stringify([reviewerId])}::jsonb LIMIT 1`,
    );
    return rows.length > 0;
  }

  async recusals(tenantId: string, declarationIds: number[], reviewerIds: number[]): Promise<RecusalPair[]> {
    if (!declarationIds.length || !reviewerIds.length) return [];
    return rowsOf<RecusalPair>(this.db, recusalPairs(tenantId, declarationIds, reviewerIds));
  }
}

function flatten(row: { meeting: MeetingRow; activityName: string | null; teamName: string | null }) {
  const { meeting, ...rest } = row;
  return { ...meeting, ...rest };
}

export const isVoting = (member: { memberRole: string }) => member.memberRole !== SECRETARY_ROLE;
