import {
  DrawAction,
  DrawExclusion,
  TeamType,
  votingRole,
  type DrawLogVo,
  type DrawOutcome,
  type DrawResult,
  type TeamDraw,
  type TeamMemberAdd,
  type TeamMemberFilter,
  type TeamMemberRedraw,
  type TeamMemberRole,
  type TeamMemberVo,
} from '@zcps/contracts';
import type { LoginUser } from '../../../platform/auth/login-user.js';
import type { Db, Executor } from '../../../platform/db/database.js';
import type { ListQuery } from '../../../platform/db/paging.js';
import { formatDateTime } from '../../../platform/http/dates.js';
import { refuseMissing, ServiceError } from '../../../platform/http/errors.js';
import type { ActivityPhase, ActivityPhaseRepo } from '../assignment/activity-phase.repo.js';
import { ApplicantIndex, type ReviewerFacts } from '../assignment/conflicts.js';
import { drawFrom, newSeed } from './draw.js';
import type { MemberRepo, MemberRow } from './member.repo.js';
import type { TeamRepo, TeamRow } from './team.repo.js';
import { assertUnlocked } from './team.service.js';
import { message } from '../../../platform/i18n/format.js';

const sameIds = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length &&
  [...a].sort((x, y) => x - y).every((id, i) => id === [...b].sort((x, y) => x - y)[i]);

interface Locked {
  tx: Executor;
  team: TeamRow;
  activity: ActivityPhase;
}

type Excluded = { reviewerId: number; reason: string; reviewerName?: string }[];

/**
 * Members of a team: the seeded draw from a pool honouring 回避, redraw of one seat, manual changes. Every change
 * holds the activity row (so two draws cannot seat one reviewer twice), refuses a finished assignment and
 * writes a draw-log row with the reason.
 */
export class MemberService {
  constructor(
    private readonly db: Db,
    private readonly repo: MemberRepo,
    private readonly teams: TeamRepo,
    private readonly activities: ActivityPhaseRepo,
  ) {}

  async list(caller: LoginUser, q: ListQuery & TeamMemberFilter) {
    if (!(await this.teams.find(caller.tenantId, q.teamId))) throw new ServiceError('review.team.notFound');
    const { rows, total } = await this.repo.page(caller.tenantId, q);
    const vo = rows.map((r): TeamMemberVo => ({
      memberId: r.member.memberId,
      teamId: r.member.teamId,
      reviewerId: r.member.reviewerId,
      reviewerName: r.reviewerName,
      unitName: r.unitName,
      professionName: r.professionName,
      titleLevel: r.titleLevel,
      canSignIn: r.canSignIn === true,
      memberRole: r.member.memberRole,
      source: r.member.source,
      reason: r.member.reason,
      removed: r.member.removedTime !== null,
      removedTime: formatDateTime(r.member.removedTime),
      createTime: formatDateTime(r.member.createTime),
    }));
    return { rows: vo, total };
  }

  async logs(caller: LoginUser, teamId: number, q: ListQuery) {
    if (!(await this.teams.find(caller.tenantId, teamId))) throw new ServiceError('review.team.notFound');
    const { rows, total } = await this.repo.logs(caller.tenantId, teamId, q);
    const vo = rows.map((r): DrawLogVo => ({
      logId: r.logId,
      teamId: r.teamId,
      action: r.action,
      seed: r.seed ?? '',
      candidateIds: r.candidateIds ?? [],
      excluded: r.excluded ?? [],
      drawnIds: r.drawnIds ?? [],
      reason: r.reason,
      operatorId: r.operatorId,
      createTime: formatDateTime(r.createTime),
    }));
    return { rows: vo, total };
  }

  /** Runs `work` with the team's activity locked and open for changes. */
  private async withTeam<T>(caller: LoginUser, teamId: number, work: (l: Locked) => Promise<T>): Promise<T> {
    return this.db.transaction(async (tx) => {
      const team = await this.teams.find(caller.tenantId, teamId, tx);
      if (!team) throw new ServiceError('review.team.notFound');
      const activity = await this.activities.find(caller.tenantId, team.activityId, tx, true);
      if (!activity) throw new ServiceError('review.team.activityNotFound');
      assertUnlocked(activity);
      return work({ tx, team: (await this.teams.find(caller.tenantId, teamId, tx))!, activity });
    });
  }

  /**
   * The professions a draw for this team keeps to: a discipline team's (学科组), by id with their names; none
   * for the committee, which judges every profession of the activity.
   */
  private async professionsOf(caller: LoginUser, l: Locked) {
    const ids = l.team.teamType === TeamType.DISCIPLINE ? l.team.professionIds : [];
    return { ids: new Set(ids), names: await this.repo.professionNames(l.tx, caller.tenantId, ids) };
  }

  /**
   * The candidates of a draw in pool order, each either eligible or excluded with its reason and name: already
   * on this team, on another discipline team of the activity, 回避 with an applicant the team judges (named
   * first, so the avoidance log keeps every conflict), or of a profession the team does not cover.
   */
  private async screen(
    caller: LoginUser,
    l: Locked,
    pool: ReviewerFacts[],
    replaced: number[] = [],
    professions: ReadonlySet<number> = new Set(),
  ) {
    const seated = await this.repo.membersOf(l.tx, caller.tenantId, l.team.teamId);
    const onTeam = new Set(seated.map((s) => s.reviewerId));
    const elsewhere =
      l.team.teamType === TeamType.DISCIPLINE
        ? await this.repo.seatedElsewhere(l.tx, caller.tenantId, l.activity.activityId, l.team.teamId)
        : new Map<number, string>();
    const applicants = new ApplicantIndex(await this.repo.applicantsFor(l.tx, caller.tenantId, l.team));
    const profession = (r: ReviewerFacts) =>
      !professions.size || (r.professionId != null && professions.has(r.professionId))
        ? null
        : r.professionId == null
          ? DrawExclusion.NO_PROFESSION
          : `${DrawExclusion.OTHER_PROFESSION}:${r.professionName ?? r.professionId}`;
    const eligible: number[] = [];
    const excluded: Excluded = [];
    for (const r of pool) {
      const hit = applicants.conflictOf(r);
      const reason = replaced.includes(r.reviewerId)
        ? DrawExclusion.REPLACED
        : onTeam.has(r.reviewerId)
          ? DrawExclusion.SEATED
          : elsewhere.has(r.reviewerId)
            ? `${DrawExclusion.SEATED_ELSEWHERE}:${elsewhere.get(r.reviewerId)}`
            : hit
              ? `${hit.reason}:${hit.applicant.applicantName}`
              : profession(r);
      if (reason) excluded.push({ reviewerId: r.reviewerId, reason, reviewerName: r.reviewerName });
      else eligible.push(r.reviewerId);
    }
    const voting = seated.filter((s) => votingRole(s.memberRole)).length;
    return { eligible, excluded, seated, voting, applicants, elsewhere };
  }

  /**
   * Draws the team's empty voting seats from the pool. A preview (`save` false) saves and logs nothing: the
   * office sees who would be seated and who was left out, and confirms with the preview's seed and drawn ids;
   * the confirmation seats them only if the same seed still draws the same reviewers.
   */
  async draw(caller: LoginUser, body: TeamDraw, save = true): Promise<DrawOutcome> {
    return this.withTeam(caller, body.teamId, async (l) => {
      const pool = await this.teams.poolOf(l.tx, caller.tenantId, body.poolId);
      if (!pool || pool.status !== '0') throw new ServiceError('review.team.poolNotFound');
      if (pool.seriesId !== l.activity.seriesId)
        throw new ServiceError('review.team.poolSeries', { poolName: pool.poolName });
      const candidates = await this.repo.candidates(l.tx, caller.tenantId, pool.poolId);
      const professions = await this.professionsOf(caller, l);
      const { eligible, excluded, voting } = await this.screen(caller, l, candidates, [], professions.ids);
      const need = l.team.teamSize - voting;
      if (need <= 0)
        throw new ServiceError('review.team.full', { teamName: l.team.teamName, seats: l.team.teamSize });
      if (eligible.length < need)
        throw new ServiceError('review.team.tooFewCandidates', { available: eligible.length, needed: need });
      const seed = body.seed ?? newSeed();
      const drawnIds = drawFrom(eligible, need, seed);
      const byId = new Map(candidates.map((r) => [r.reviewerId, r]));
      const drawn = drawnIds.map((id) => ({
        reviewerId: id,
        reviewerName: byId.get(id)!.reviewerName,
        professionName: byId.get(id)!.professionName ?? null,
        canSignIn: byId.get(id)!.canSignIn === true,
      }));
      const outcome = {
        seed,
        candidateIds: eligible,
        excluded,
        drawnIds,
        drawn,
        professionNames: professions.names,
      };
      if (!save) return { logId: 0, ...outcome };
      if (body.expectedIds && !sameIds(body.expectedIds, drawnIds))
        throw new ServiceError('review.team.drawChanged');
      await this.repo.insertMembers(
        l.tx,
        drawnIds.map((reviewerId) => this.seat(caller, l.team.teamId, reviewerId, '3', 'draw')),
      );
      await this.teams.update(l.tx, caller.tenantId, l.team.teamId, l.team.version, {
        poolId: pool.poolId,
        updateBy: caller.userId,
        updateTime: new Date(),
      });
      const logId = await this.log(caller, l, DrawAction.DRAW, {
        seed,
        candidateIds: eligible,
        excluded,
        drawnIds,
      });
      return { logId, ...outcome };
    });
  }

  /** Replaces one member by a reviewer drawn from the team's pool, with the reason. */
  async redraw(caller: LoginUser, body: TeamMemberRedraw): Promise<DrawResult> {
    const member = await this.repo.find(this.db, caller.tenantId, body.memberId);
    if (!member) throw new ServiceError('review.team.memberNotFound');
    return this.withTeam(caller, member.teamId, async (l) => {
      if (!(await this.repo.find(l.tx, caller.tenantId, member.memberId)))
        throw new ServiceError('review.team.memberNotFound');
      if (!l.team.poolId) throw new ServiceError('review.team.noPool', { teamName: l.team.teamName });
      const { eligible, excluded } = await this.screen(
        caller,
        l,
        await this.repo.candidates(l.tx, caller.tenantId, l.team.poolId),
        [member.reviewerId],
        (await this.professionsOf(caller, l)).ids,
      );
      if (!excluded.some((e) => e.reviewerId === member.reviewerId))
        excluded.push({ reviewerId: member.reviewerId, reason: DrawExclusion.REPLACED });
      if (!eligible.length)
        throw new ServiceError('review.team.tooFewCandidates', { available: 0, needed: 1 });
      const seed = body.seed ?? newSeed();
      const drawnIds = drawFrom(eligible, 1, seed);
      await this.repo.markRemoved(l.tx, caller.tenantId, [member.memberId], body.reason, caller.userId);
      await this.repo.dropUnratedEvaluations(l.tx, caller.tenantId, l.team.teamId, [member.reviewerId]);
      await this.repo.insertMembers(l.tx, [
        {
          ...this.seat(caller, l.team.teamId, drawnIds[0]!, member.memberRole, 'redraw'),
          reason: body.reason,
        },
      ]);
      const logId = await this.log(caller, l, DrawAction.REDRAW, {
        seed,
        candidateIds: eligible,
        excluded,
        drawnIds,
        reason: body.reason,
      });
      return { logId, seed, candidateIds: eligible, excluded, drawnIds };
    });
  }

  /** Seats a reviewer by hand, with the same 回避 and one-seat rules as a draw. */
  async add(caller: LoginUser, body: TeamMemberAdd): Promise<void> {
    await this.withTeam(caller, body.teamId, async (l) => {
      const reviewer = await this.repo.reviewer(l.tx, caller.tenantId, body.reviewerId);
      if (!reviewer) throw new ServiceError('review.team.reviewerUnavailable');
      const { excluded, voting, applicants, elsewhere } = await this.screen(caller, l, [reviewer]);
      const why = excluded[0]?.reason;
      if (why === DrawExclusion.SEATED)
        throw new ServiceError('review.team.alreadyMember', {
          reviewerName: reviewer.reviewerName,
          teamName: l.team.teamName,
        });
      if (elsewhere.has(reviewer.reviewerId))
        throw new ServiceError('review.team.seatedElsewhere', {
          reviewerName: reviewer.reviewerName,
          teamName: elsewhere.get(reviewer.reviewerId)!,
        });
      const hit = applicants.conflictOf(reviewer);
      if (hit)
        throw new ServiceError('review.team.reviewerConflict', {
          reviewerName: reviewer.reviewerName,
          applicantName: hit.applicant.applicantName,
          reason: message(`review.team.reason.${hit.reason}`),
        });
      if (votingRole(body.memberRole) && voting >= l.team.teamSize)
        throw new ServiceError('review.team.full', { teamName: l.team.teamName, seats: l.team.teamSize });
      await this.repo.insertMembers(l.tx, [
        {
          ...this.seat(caller, l.team.teamId, reviewer.reviewerId, body.memberRole, 'manual'),
          reason: body.reason,
        },
      ]);
      await this.log(caller, l, DrawAction.ADD, { drawnIds: [reviewer.reviewerId], reason: body.reason });
    });
  }

  /** Takes members off their teams with the reason (the rows stay, marked removed, for the audit). */
  async remove(caller: LoginUser, memberIds: number[], reason: string): Promise<void> {
    const members: MemberRow[] = [];
    for (const memberId of new Set(memberIds)) {
      const member = await this.repo.find(this.db, caller.tenantId, memberId);
      if (member) members.push(member);
    }
    refuseMissing(
      memberIds,
      members.map((x) => x.memberId),
    );
    for (const member of members) {
      await this.withTeam(caller, member.teamId, async (l) => {
        await this.repo.markRemoved(l.tx, caller.tenantId, [member.memberId], reason, caller.userId);
        await this.repo.dropUnratedEvaluations(l.tx, caller.tenantId, l.team.teamId, [member.reviewerId]);
        await this.log(caller, l, DrawAction.REMOVE, {
          excluded: [{ reviewerId: member.reviewerId, reason: DrawExclusion.REMOVED }],
          reason,
        });
      });
    }
  }

  async setRole(caller: LoginUser, body: TeamMemberRole): Promise<void> {
    const member = await this.repo.find(this.db, caller.tenantId, body.memberId);
    if (!member) throw new ServiceError('review.team.memberNotFound');
    await this.withTeam(caller, member.teamId, async (l) => {
      const seated = await this.repo.membersOf(l.tx, caller.tenantId, l.team.teamId);
      const voting = seated.filter((s) => votingRole(s.memberRole)).length;
      if (!votingRole(member.memberRole) && votingRole(body.memberRole) && voting >= l.team.teamSize)
        throw new ServiceError('review.team.full', { teamName: l.team.teamName, seats: l.team.teamSize });
      await this.repo.setRole(l.tx, caller.tenantId, member.memberId, body.memberRole, caller.userId);
    });
  }

  private seat(caller: LoginUser, teamId: number, reviewerId: number, memberRole: string, source: string) {
    return {
      tenantId: caller.tenantId,
      teamId,
      reviewerId,
      memberRole,
      source,
      createDept: caller.deptId,
      createBy: caller.userId,
      updateBy: caller.userId,
    };
  }

  private log(
    caller: LoginUser,
    l: Locked,
    action: string,
    entry: {
      seed?: string;
      candidateIds?: number[];
      excluded?: Excluded;
      drawnIds?: number[];
      reason?: string;
    },
  ): Promise<number> {
    return this.repo.insertLog(l.tx, {
      tenantId: caller.tenantId,
      teamId: l.team.teamId,
      action,
      seed: entry.seed ?? null,
      candidateIds: entry.candidateIds ?? null,
      excluded: entry.excluded ?? null,
      drawnIds: entry.drawnIds ?? null,
      reason: entry.reason ?? null,
      operatorId: caller.userId,
    });
  }
}
