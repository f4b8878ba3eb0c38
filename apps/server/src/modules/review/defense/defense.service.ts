import {
  ActivityStatus,
  ApprovalStatus as S,
  DefenseStatus,
  PhaseStatus,
  ReviewStage as G,
  type DefenseExempt,
  type DefenseStateVo,
} from '@zcps/contracts';
import type { LoginUser } from '../../../platform/auth/login-user.js';
import type { Db } from '../../../platform/db/database.js';
import { ServiceError } from '../../../platform/http/errors.js';
import type { ReviewTransitions, MovedDeclaration } from '../declaration/transition.service.js';
import { defenseScore100 } from './defense-mean.js';
import type { DefenseScoreRepo } from './defense-score.repo.js';
import type { ActivityRow, DefenseRepo } from './defense.repo.js';

/** Names for a refusal: the first few, then "…" (a message naming 300 applicants helps nobody). */
export const nameList = (names: string[]) =>
  names.length > 10 ? `${names.slice(0, 10).join('、')}… (${names.length})` : names.join('、');

/** The defense phase of an activity: begin, what finishing will do, finish (freezes scores), exemption. */
export class DefenseService {
  constructor(
    private readonly db: Db,
    private readonly repo: DefenseRepo,
    private readonly scores: DefenseScoreRepo,
    private readonly transitions: ReviewTransitions,
  ) {}

  async activity(caller: LoginUser, activityId: number, tx?: Db, lock?: 'update' | 'share') {
    const row = await this.repo.activity(caller.tenantId, activityId, tx, lock);
    if (!row) throw new ServiceError('review.defense.activityNotFound');
    return row;
  }

  /** The activity's defense is in progress (sessions, check-in, scores and exemptions happen only then). */
  static requireOpen(activity: ActivityRow): void {
    if (activity.defenseStatus === PhaseStatus.DONE) throw new ServiceError('review.defense.frozen');
    if (activity.status !== ActivityStatus.IN_PROGRESS || activity.defenseStatus !== PhaseStatus.IN_PROGRESS)
      throw new ServiceError('review.defense.notInProgress', { activityName: activity.activityName });
  }

  async state(caller: LoginUser, activityId: number): Promise<DefenseStateVo> {
    const a = await this.activity(caller, activityId);
    const counts = await this.repo.counts(caller.tenantId, activityId);
    return {
      activityId: a.activityId,
      activityName: a.activityName,
      activityStatus: a.status,
      defenseRequired: a.defenseRequired,
      assignmentStatus: a.assignmentStatus,
      defenseStatus: a.defenseStatus,
      dropExtremesFrom: a.dropExtremesFrom,
      total: counts.total!,
      arranged: counts.arranged!,
      present: counts.present!,
      absent: counts.absent!,
      unchecked: counts.unchecked!,
      unscored: counts.unscored!,
      sessions: counts.sessions!,
    };
  }

  /** 0 → 1: the activity in progress, requiring a defense, its assignment done. */
  async begin(caller: LoginUser, activityId: number): Promise<void> {
    await this.db.transaction(async (tx) => {
      const a = await this.activity(caller, activityId, tx, 'update');
      if (a.status !== ActivityStatus.IN_PROGRESS)
        throw new ServiceError('review.defense.activityNotInProgress', { activityName: a.activityName });
      if (!a.defenseRequired)
        throw new ServiceError('review.defense.notRequired', { activityName: a.activityName });
      if (a.assignmentStatus !== PhaseStatus.DONE)
        throw new ServiceError('review.defense.assignmentNotDone', { activityName: a.activityName });
      if (a.defenseStatus !== PhaseStatus.NOT_STARTED)
        throw new ServiceError('review.defense.alreadyBegun', { activityName: a.activityName });
      await this.repo.setPhase(tx, caller.tenantId, activityId, PhaseStatus.IN_PROGRESS, caller.userId);
    });
  }

  /**
   * 1 → 2, freezing the scores: every declaration awaiting its defense ends it — present and scored → passes
   * to group review with its mean × 100, absent → fails at defense. Refused, changing nothing, while anyone is
   * unarranged, not checked in, or present without a score.
   */
  async finish(caller: LoginUser, activityId: number): Promise<{ passed: number; absent: number }> {
    const moved: MovedDeclaration[] = [];
    await this.db.transaction(async (tx) => {
      const a = await this.activity(caller, activityId, tx, 'update');
      DefenseService.requireOpen(a);
      const rows = await this.repo.awaiting(tx, caller.tenantId, activityId);
      const unchecked = rows.filter((r) => r.checkin === null);
      if (unchecked.length)
        throw new ServiceError('review.defense.unchecked', {
          names: nameList(unchecked.map((r) => r.applicantName)),
        });
      const present = rows.filter((r) => r.checkin === 'present');
      const cells = await this.scores.cells(
        caller.tenantId,
        present.map((r) => r.declarationId),
        tx,
      );
      const scored = new Map<number, number[]>();
      for (const c of cells)
        if (c.score !== null) scored.set(c.declarationId, [...(scored.get(c.declarationId) ?? []), c.score]);
      const unscored = present.filter((r) => !scored.has(r.declarationId));
      if (unscored.length)
        throw new ServiceError('review.defense.unscored', {
          names: nameList(unscored.map((r) => r.applicantName)),
        });
      const absent = rows.filter((r) => r.checkin === 'absent');
      const results = present.map((r) => defenseScore100(scored.get(r.declarationId)!, a.dropExtremesFrom)!);
      const pass = present.map((r) => r.declarationId);
      const actor = caller;
      moved.push(
        ...(await this.transitions.apply(
          actor,
          {
            action: 'defense_pass',
            declarationIds: pass,
            to: { stage: G.GROUP_REVIEW, status: S.IN_REVIEW },
            set: { defenseStatus: DefenseStatus.DONE },
          },
          tx,
        )),
        ...(await this.transitions.apply(
          actor,
          {
            action: 'defense_absent',
            declarationIds: absent.map((r) => r.declarationId),
            to: { stage: G.DEFENSE, status: S.FAILED },
            set: { defenseStatus: DefenseStatus.ABSENT },
          },
          tx,
        )),
      );
      await this.repo.setDefenseScores(tx, caller.tenantId, pass, results);
      await this.repo.setPhase(tx, caller.tenantId, activityId, PhaseStatus.DONE, caller.userId);
    });
    const passed = moved.filter((m) => m.action === 'defense_pass').length;
    return { passed, absent: moved.length - passed };
  }

  /** 免答辩: the office exempts declarations awaiting their defense; they go on to group review. */
  async exempt(caller: LoginUser, body: DefenseExempt): Promise<void> {
    const rows = await this.repo.declarations(caller.tenantId, body.declarationIds);
    const activityIds = new Set(rows.map((r) => r.activityId));
    for (const activityId of activityIds) {
      const a = await this.activity(caller, activityId);
      // After the finish only a declaration that arrived later (returned and resubmitted, never arranged) may
      // still be exempted: the frozen sessions stay as they were.
      const arranged = rows.some((r) => r.activityId === activityId && r.sessionId !== null);
      if (a.defenseStatus === PhaseStatus.DONE && arranged) throw new ServiceError('review.defense.frozen');
    }
    const scored = await this.scores.cells(caller.tenantId, body.declarationIds);
    const withScore = rows.filter((r) =>
      scored.some((c) => c.declarationId === r.declarationId && c.score !== null),
    );
    if (withScore.length)
      throw new ServiceError('review.defense.stillOpen', {
        names: nameList(withScore.map((r) => r.applicantName)),
      });
    await this.db.transaction(async (tx) => {
      await this.transitions.apply(
        caller,
        {
          action: 'defense_exempt',
          declarationIds: body.declarationIds,
          to: { stage: G.GROUP_REVIEW, status: S.IN_REVIEW },
          opinion: body.reason,
          set: { defenseStatus: DefenseStatus.EXEMPT },
        },
        tx,
      );
      await this.repo.removeSlots(tx, caller.tenantId, body.declarationIds);
    });
  }
}
