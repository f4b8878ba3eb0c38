import {
  hasAnyPermission,
  MeetingKind,
  MeetingStatus,
  quorumMet,
  ResponseCode,
  ReviewApprovalPermission as RA,
  TeamType,
  VotePermission as VP,
  type Language,
  type MeetingDetail,
  type MeetingFilter,
  type MeetingOpen,
  type MeetingVo,
  type NewRound,
  type VoteTeam,
} from '@zcps/contracts';
import { formatMessage, message } from '../../../platform/i18n/format.js';
import type { LoginUser } from '../../../platform/auth/login-user.js';
import type { ListQuery } from '../../../platform/db/paging.js';
import { formatDateTime } from '../../../platform/http/dates.js';
import { ServiceError } from '../../../platform/http/errors.js';
import { isVoting, type MeetingListRow, type MeetingRepo, type TeamRow } from './meeting.repo.js';
import type { RecusalPair } from './vote-sql.js';

export function toMeetingVo(row: MeetingListRow): MeetingVo {
  return {
    meetingId: row.meetingId,
    activityId: row.activityId,
    activityName: row.activityName,
    teamId: row.teamId,
    teamName: row.teamName,
    kind: row.kind,
    roundNo: row.roundNo,
    memberCount: row.memberCount,
    presentCount: row.presentIds.length,
    declarationCount: row.declarationIds.length,
    status: row.status,
    quorumMet: row.quorumMet,
    openTime: formatDateTime(row.openTime),
    closeTime: formatDateTime(row.closeTime),
  };
}

/** Why a reviewer must recuse themself, in the caller's language. */
export function recusalReason(lang: Language, pair: RecusalPair): string {
  return pair.kind === 'unit'
    ? formatMessage(lang, 'review.vote.recuse.sameUnit')
    : formatMessage(lang, 'review.vote.recuse.declared', { reason: pair.reason ?? '' });
}

/** Who runs the meetings (the office, the votes page) sees every meeting; an expert only those they sit in. */
const SEES_ALL_MEETINGS = [RA.TALLY, RA.NEW_ROUND, VP.LIST, VP.QUERY, VP.TALLY];
const seesAllMeetings = (caller: LoginUser) => hasAnyPermission(caller.permissions, SEES_ALL_MEETINGS);

const kindOf = (team: TeamRow) =>
  team.teamType === TeamType.COMMITTEE ? MeetingKind.COMMITTEE : MeetingKind.TEAM;

/**
 * 投票会议: the office opens a round for a team or the committee with the voting members present; the agenda is
 * every declaration then waiting for that body's vote. A round without a quorum is followed by a new round on
 * the same agenda, never by a guess.
 */
export class MeetingService {
  constructor(private readonly repo: MeetingRepo) {}

  async teams(caller: LoginUser, kind: string, activityId?: number): Promise<VoteTeam[]> {
    const teamType = kind === MeetingKind.COMMITTEE ? TeamType.COMMITTEE : TeamType.DISCIPLINE;
    const rows = await this.repo.teams(caller.tenantId, teamType, activityId);
    const teams = rows.map((r) => r.team);
    const [members, waiting] = await Promise.all([
      this.repo.members(
        caller.tenantId,
        teams.map((t) => t.teamId),
      ),
      this.repo.waitingCounts(caller.tenantId, teams),
    ]);
    return rows.map(({ team, activityName, quorumNum, quorumDen }) => ({
      teamId: team.teamId,
      teamName: team.teamName,
      teamType: team.teamType,
      activityId: team.activityId,
      activityName,
      waiting: waiting.get(team.teamId) ?? 0,
      members: members
        .filter((x) => x.teamId === team.teamId)
        .map(({ reviewerId, reviewerName, memberRole }) => ({ reviewerId, reviewerName, memberRole })),
      quorum:
        team.teamType === TeamType.COMMITTEE && quorumNum !== null && quorumDen !== null
          ? { num: quorumNum, den: quorumDen }
          : null,
    }));
  }

  private async votingMembers(tenantId: string, team: TeamRow, presentIds: number[]) {
    const voters = (await this.repo.members(tenantId, [team.teamId])).filter(isVoting);
    const ids = new Set(voters.map((v) => v.reviewerId));
    const stranger = presentIds.find((id) => !ids.has(id));
    if (stranger !== undefined)
      throw new ServiceError('review.vote.notVotingMember', { reviewerId: stranger });
    return voters.length;
  }

  async open(caller: LoginUser, body: MeetingOpen): Promise<number> {
    const team = await this.repo.team(caller.tenantId, body.teamId);
    if (!team) throw new ServiceError('review.vote.teamNotFound');
    return this.start(caller, team, [...new Set(body.presentIds)], 1, null);
  }

  async newRound(caller: LoginUser, meetingId: number, body: NewRound): Promise<number> {
    const previous = await this.visible(caller, meetingId);
    if (previous.status !== MeetingStatus.NO_QUORUM)
      throw new ServiceError('review.vote.newRoundNeedsNoQuorum');
    const team = await this.repo.team(caller.tenantId, previous.teamId);
    if (!team) throw new ServiceError('review.vote.teamNotFound');
    const agenda = new Set(previous.declarationIds);
    return this.start(caller, team, [...new Set(body.presentIds)], previous.roundNo + 1, agenda);
  }

  private async start(
    caller: LoginUser,
    team: TeamRow,
    presentIds: number[],
    roundNo: number,
    agenda: Set<number> | null,
  ): Promise<number> {
    const committee = team.teamType === TeamType.COMMITTEE;
    const memberCount = await this.votingMembers(caller.tenantId, team, presentIds);
    if (committee) await this.requireQuorum(caller.tenantId, team.activityId, presentIds.length, memberCount);
    const open = await this.repo.openMeetingOf(caller.tenantId, team.teamId);
    if (open) throw new ServiceError('review.vote.meetingAlreadyOpen', { roundNo: open.roundNo });
    const waiting = (await this.repo.waiting(caller.tenantId, team, committee)).filter(
      (id) => !agenda || agenda.has(id),
    );
    if (!waiting.length)
      throw new ServiceError('review.vote.nothingToVote', {
        vote: committee ? message('review.vote.committeeVote') : message('review.vote.teamVote'),
      });
    return this.repo.insert({
      tenantId: caller.tenantId,
      activityId: team.activityId,
      teamId: team.teamId,
      kind: kindOf(team),
      roundNo,
      memberCount,
      presentIds: presentIds.sort((a, b) => a - b),
      declarationIds: waiting,
      createDept: caller.deptId,
      createBy: caller.userId,
      updateBy: caller.userId,
    });
  }

  /**
   * A committee votes only with its quorum present, checked when the round opens: without it no one can vote
   * and the agenda stays where it is (the tally checks it again).
   */
  private async requireQuorum(tenantId: string, activityId: number, present: number, members: number) {
    const quorum = await this.repo.quorumOf(tenantId, activityId);
    if (!quorum || quorumMet(present, members, quorum)) return;
    const needed = Math.ceil((members * quorum.num) / quorum.den);
    throw new ServiceError('review.vote.quorumNotPresent', { present, members, needed });
  }

  /** A meeting of the tenant the caller may read: any for the office, one they sit in for an expert. */
  async visible(caller: LoginUser, meetingId: number): Promise<MeetingListRow> {
    const row = await this.repo.find(caller.tenantId, meetingId);
    if (!row) throw new ServiceError('review.vote.meetingNotFound');
    if (seesAllMeetings(caller)) return row;
    const reviewerId = await this.repo.reviewerOfUser(caller.tenantId, caller.userId);
    // Another team's meeting is answered as not found: its existence is not the expert's business either.
    if (reviewerId === null || !row.presentIds.includes(reviewerId))
      throw new ServiceError('review.vote.meetingNotFound');
    return row;
  }

  async list(caller: LoginUser, query: ListQuery & MeetingFilter) {
    const onlyMine = query.mine === 'true' || !seesAllMeetings(caller);
    const mine = onlyMine ? await this.repo.reviewerOfUser(caller.tenantId, caller.userId) : null;
    const { rows, total } = await this.repo.page(
      caller.tenantId,
      { ...query, mine: onlyMine ? 'true' : undefined },
      mine,
    );
    return { rows: rows.map(toMeetingVo), total };
  }

  async detail(caller: LoginUser, meetingId: number, lang: Language): Promise<MeetingDetail> {
    const meeting = await this.visible(caller, meetingId);
    const reviewerId = await this.repo.reviewerOfUser(caller.tenantId, caller.userId);
    const present = reviewerId !== null && meeting.presentIds.includes(reviewerId);
    const [names, agenda, votedIds, recusals] = await Promise.all([
      this.repo.reviewerNames(caller.tenantId, meeting.presentIds),
      this.repo.agenda(caller.tenantId, meeting),
      present ? this.repo.votedBy(meeting.meetingId, reviewerId) : Promise.resolve([]),
      present
        ? this.repo.recusals(caller.tenantId, meeting.declarationIds, [reviewerId])
        : Promise.resolve([]),
    ]);
    return {
      ...toMeetingVo(meeting),
      present: names.map(({ reviewerId: id, reviewerName }) => ({ reviewerId: id, reviewerName })),
      agenda,
      me: {
        reviewerId,
        present,
        votedIds,
        recusals: recusals.map((r) => ({ declarationId: r.declaration_id, reason: recusalReason(lang, r) })),
      },
    };
  }
}

export const forbiddenVote = (key: 'review.vote.notReviewer' | 'review.vote.notPresent') =>
  new ServiceError(key, {}, ResponseCode.FORBIDDEN);
