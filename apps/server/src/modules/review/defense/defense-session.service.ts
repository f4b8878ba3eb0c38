import {
  ApprovalStatus as S,
  DefenseStatus,
  ReviewStage as G,
  type DefenseArrange,
  type DefenseCandidateVo,
  type DefenseCheckin,
  type DefenseSessionCreate,
  type DefenseSessionUpdate,
  type DefenseSessionVo,
} from '@zcps/contracts';
import type { LoginUser } from '../../../platform/auth/login-user.js';
import type { Db } from '../../../platform/db/database.js';
import { formatDateTime } from '../../../platform/http/dates.js';
import { ServiceError } from '../../../platform/http/errors.js';
import type { DefenseScoreRepo } from './defense-score.repo.js';
import type { DefenseRepo, SessionRow } from './defense.repo.js';
import { DefenseService } from './defense.service.js';
import type { ReviewerScope } from '../workbench/reviewer-scope.js';

/** `yyyy-MM-dd HH:mm[:ss]` read in the server's time zone. */
export function parseLocalDateTime(text: string): Date {
  const [date, time] = text.split(' ');
  const [y, m, d] = date!.split('-').map(Number);
  const [hh, mm, ss] = time!.split(':').map(Number);
  return new Date(y!, m! - 1, d!, hh!, mm!, ss ?? 0);
}

/** Sessions (place, time, team), the order of applicants in them and their check-in. */
export class DefenseSessionService {
  constructor(
    private readonly db: Db,
    private readonly repo: DefenseRepo,
    private readonly scores: DefenseScoreRepo,
    private readonly phase: DefenseService,
    private readonly scope: ReviewerScope,
  ) {}

  /** The activity's sessions; a reviewer sees those of their own teams only. */
  async list(caller: LoginUser, activityId: number): Promise<DefenseSessionVo[]> {
    await this.phase.activity(caller, activityId);
    const teamIds = await this.scope.teamsOrAll(caller);
    const rows = await this.repo.sessions(caller.tenantId, activityId, teamIds);
    return rows.map((r) => ({
      ...toSessionVo(r.session, r.teamName),
      slotCount: r.slotCount,
      presentCount: r.presentCount,
      absentCount: r.absentCount,
    }));
  }

  /** A session the caller may see: any for the office, their own teams' for a reviewer. */
  async visible(caller: LoginUser, sessionId: number): Promise<SessionRow> {
    const session = await this.repo.session(caller.tenantId, sessionId);
    if (!session) throw new ServiceError('review.defense.sessionNotFound');
    const teamIds = await this.scope.teamsOrAll(caller);
    if (teamIds && !teamIds.includes(session.teamId))
      throw new ServiceError('review.defense.sessionNotFound');
    return session;
  }

  async create(caller: LoginUser, body: DefenseSessionCreate): Promise<number> {
    DefenseService.requireOpen(await this.phase.activity(caller, body.activityId));
    if (!(await this.repo.team(caller.tenantId, body.activityId, body.teamId)))
      throw new ServiceError('review.defense.teamNotFound');
    return this.repo.insertSession({
      tenantId: caller.tenantId,
      activityId: body.activityId,
      teamId: body.teamId,
      place: body.place,
      startTime: parseLocalDateTime(body.startTime),
      remark: body.remark ?? null,
      createDept: caller.deptId,
      createBy: caller.userId,
      updateBy: caller.userId,
    });
  }

  async update(caller: LoginUser, body: DefenseSessionUpdate): Promise<void> {
    const session = await this.visible(caller, body.sessionId);
    DefenseService.requireOpen(await this.phase.activity(caller, session.activityId));
    await this.repo.updateSession(caller.tenantId, session.sessionId, {
      place: body.place,
      startTime: parseLocalDateTime(body.startTime),
      remark: body.remark ?? null,
      updateBy: caller.userId,
      updateTime: new Date(),
    });
  }

  async remove(caller: LoginUser, sessionId: number): Promise<void> {
    const session = await this.visible(caller, sessionId);
    DefenseService.requireOpen(await this.phase.activity(caller, session.activityId));
    if ((await this.repo.slots(caller.tenantId, sessionId)).length)
      throw new ServiceError('review.defense.sessionNotEmpty');
    await this.repo.deleteSession(caller.tenantId, sessionId);
  }

  async candidates(caller: LoginUser, sessionId: number): Promise<DefenseCandidateVo[]> {
    const session = await this.visible(caller, sessionId);
    return this.repo.candidates(caller.tenantId, session.activityId, session.teamId);
  }

  /**
   * Makes `declarationIds` the session's applicants in that order: each awaits its defense in the session's
   * team and is in no other session; one who checked in cannot be taken out.
   */
  async arrange(caller: LoginUser, sessionId: number, body: DefenseArrange): Promise<void> {
    const session = await this.visible(caller, sessionId);
    const ordered = [...new Set(body.declarationIds)];
    await this.db.transaction(async (tx) => {
      DefenseService.requireOpen(await this.phase.activity(caller, session.activityId, tx, 'share'));
      const wanted = await this.repo.declarations(caller.tenantId, ordered, tx);
      if (wanted.length !== ordered.length) throw new ServiceError('review.declarationNotFound');
      for (const d of wanted) {
        const awaiting = d.stage === G.DEFENSE && d.approvalStatus === S.IN_REVIEW;
        if (!awaiting || d.activityId !== session.activityId || d.teamId !== session.teamId)
          throw new ServiceError('review.defense.notArrangeable', { applicantName: d.applicantName });
        if (d.sessionId !== null && d.sessionId !== sessionId)
          throw new ServiceError('review.defense.arrangedElsewhere', { applicantName: d.applicantName });
      }
      const current = await this.repo.slots(caller.tenantId, sessionId, tx);
      const removed = current.filter((d) => !ordered.includes(d.declarationId));
      const checkedIn = removed.find((d) => d.checkin !== null);
      if (checkedIn)
        throw new ServiceError('review.defense.removeCheckedIn', { applicantName: checkedIn.applicantName });
      const removedIds = removed.map((d) => d.declarationId);
      await this.repo.replaceSlots(tx, caller.tenantId, sessionId, ordered, removedIds);
      const added = wanted.filter((d) => d.sessionId === null).map((d) => d.declarationId);
      await this.repo.setDefenseStatus(tx, caller.tenantId, added, DefenseStatus.SCHEDULED, caller.userId);
      await this.repo.setDefenseStatus(
        tx,
        caller.tenantId,
        removedIds,
        DefenseStatus.UNSCHEDULED,
        caller.userId,
      );
    });
  }

  /** Present, absent, or back to not checked in; not once a reviewer has scored the applicant. */
  async checkin(caller: LoginUser, sessionId: number, body: DefenseCheckin): Promise<void> {
    const session = await this.visible(caller, sessionId);
    await this.db.transaction(async (tx) => {
      DefenseService.requireOpen(await this.phase.activity(caller, session.activityId, tx, 'share'));
      const [slot] = await this.repo.declarations(caller.tenantId, [body.declarationId], tx);
      if (!slot || slot.sessionId !== sessionId) throw new ServiceError('review.defense.notInSession');
      if (body.checkin !== 'present') {
        const cells = await this.scores.cells(caller.tenantId, [body.declarationId], tx);
        if (cells.some((c) => c.score !== null))
          throw new ServiceError('review.defense.checkinScored', { applicantName: slot.applicantName });
      }
      await this.repo.setCheckin(tx, caller.tenantId, body.declarationId, body.checkin);
      const status =
        body.checkin === 'present'
          ? DefenseStatus.IN_DEFENSE
          : body.checkin === 'absent'
            ? DefenseStatus.ABSENT
            : DefenseStatus.SCHEDULED;
      await this.repo.setDefenseStatus(tx, caller.tenantId, [body.declarationId], status, caller.userId);
    });
  }
}

export function toSessionVo(s: SessionRow, teamName: string | null) {
  return {
    sessionId: s.sessionId,
    activityId: s.activityId,
    teamId: s.teamId,
    teamName,
    place: s.place,
    startTime: formatDateTime(s.startTime),
    remark: s.remark,
  };
}
