import { sql } from 'drizzle-orm';
import {
  ActivityStatus,
  DEFAULT_EVALUATOR_COUNT,
  PhaseStatus,
  votingRole,
  type AssignmentActivity,
  type AssignmentFinish,
  type AssignmentSummary,
  type AutoAssign,
  type AutoAssignResult,
  type AutoEvaluators,
  type EvaluatorFillResult,
  type EvaluatorsSet,
  type MoveDeclarations,
} from '@zcps/contracts';
import type { LoginUser } from '../../../platform/auth/login-user.js';
import type { Db, Executor } from '../../../platform/db/database.js';
import { ServiceError } from '../../../platform/http/errors.js';
import { idArray, rowsOf, type ActivityPhase, type ActivityPhaseRepo } from './activity-phase.repo.js';
import { assignBalanced, pickEvaluators, type TeamMemberFacts } from './assignment-algorithm.js';
import type { AssignmentRepo } from './assignment.repo.js';
import { conflictBetween, TeamIndex } from './conflicts.js';
import { message } from '../../../platform/i18n/format.js';

/**
 * The assignment phase of an activity (issue 8 deliverable 3): begin, balanced automatic placement, moves, the
 * evaluation reviewers and finish. Every step holds the activity row, checks the phase, and writes in a few
 * set-based statements; the phase moves only here, under the row's version.
 */
export class AssignmentService {
  constructor(
    private readonly db: Db,
    private readonly repo: AssignmentRepo,
    private readonly activities: ActivityPhaseRepo,
  ) {}

  private async run<T>(
    caller: LoginUser,
    activityId: number,
    work: (tx: Executor, a: ActivityPhase) => Promise<T>,
  ) {
    return this.db.transaction(async (tx) => {
      const activity = await this.activities.find(caller.tenantId, activityId, tx, true);
      if (!activity) throw new ServiceError('review.team.activityNotFound');
      return work(tx, activity);
    });
  }

  /** The phase must be in progress for placements and evaluation reviewers to change. */
  private inProgress(a: ActivityPhase): void {
    if (a.assignmentStatus === PhaseStatus.NOT_STARTED)
      throw new ServiceError('review.assignment.notBegun', { activityName: a.activityName });
    if (a.assignmentStatus === PhaseStatus.DONE)
      throw new ServiceError('review.assignment.finished', { activityName: a.activityName });
  }

  async summary(caller: LoginUser, activityId: number, evaluatorCount = DEFAULT_EVALUATOR_COUNT) {
    const activity = await this.activities.find(caller.tenantId, activityId);
    if (!activity) throw new ServiceError('review.team.activityNotFound');
    const [gaps, counts] = await Promise.all([
      this.repo.gaps(this.db, caller.tenantId, activityId, evaluatorCount),
      this.repo.counts(caller.tenantId, activityId, evaluatorCount),
    ]);
    return {
      activityId,
      activityName: activity.activityName,
      status: activity.status,
      assignmentStatus: activity.assignmentStatus,
      version: activity.version,
      evaluatorCount,
      passed: gaps.passed,
      assigned: gaps.passed - gaps.unassigned,
      unassigned: gaps.unassigned,
      lackingEvaluators: gaps.lacking,
      teams: new Set(counts.map((c) => c.teamId)).size,
      counts,
    } satisfies AssignmentSummary;
  }

  async begin(caller: LoginUser, body: AssignmentActivity): Promise<void> {
    await this.run(caller, body.activityId, async (tx, a) => {
      if (a.status !== ActivityStatus.IN_PROGRESS)
        throw new ServiceError('review.assignment.activityNotRunning', { activityName: a.activityName });
      if (a.assignmentStatus === PhaseStatus.IN_PROGRESS)
        throw new ServiceError('review.assignment.alreadyBegun', { activityName: a.activityName });
      if (a.assignmentStatus === PhaseStatus.DONE)
        throw new ServiceError('review.assignment.finished', { activityName: a.activityName });
      await this.setPhase(tx, caller, a, body.version, PhaseStatus.IN_PROGRESS);
    });
  }

  async finish(caller: LoginUser, body: AssignmentFinish): Promise<void> {
    const count = body.evaluatorCount ?? DEFAULT_EVALUATOR_COUNT;
    await this.run(caller, body.activityId, async (tx, a) => {
      this.inProgress(a);
      const gaps = await this.repo.gaps(tx, caller.tenantId, a.activityId, count);
      if (gaps.unassigned) throw new ServiceError('review.assignment.unassigned', { count: gaps.unassigned });
      if (gaps.lacking)
        throw new ServiceError('review.assignment.lackingEvaluators', {
          count: gaps.lacking,
          minimum: count,
        });
      await this.setPhase(tx, caller, a, body.version, PhaseStatus.DONE);
    });
  }

  private async setPhase(tx: Executor, caller: LoginUser, a: ActivityPhase, version: number, to: string) {
    if (
      !(await this.activities.setAssignmentStatus(
        tx,
        caller.tenantId,
        a.activityId,
        version,
        to,
        caller.userId,
      ))
    )
      throw new ServiceError('review.assignment.versionConflict');
  }

  /** Balanced placement of the passed declarations without a team (or of all with `rerun`). */
  async auto(caller: LoginUser, body: AutoAssign): Promise<AutoAssignResult> {
    return this.run(caller, body.activityId, async (tx, a) => {
      this.inProgress(a);
      // One connection per transaction: the reads go one after the other.
      const declarations = await this.repo.passed(tx, caller.tenantId, a.activityId);
      const teams = await this.repo.disciplineTeams(tx, caller.tenantId, a.activityId);
      const todo = body.rerun ? declarations : declarations.filter((d) => d.teamId === null);
      const kept = body.rerun
        ? []
        : declarations
            .filter((d) => d.teamId !== null)
            .map((d) => ({ teamId: d.teamId!, professionId: d.professionId }));
      const { placements, unplaced } = assignBalanced(todo, teams, kept);
      await this.repo.place(tx, caller.tenantId, placements, caller.userId);
      return { considered: todo.length, assigned: placements.length, unplaced };
    });
  }

  /** Moves declarations to a discipline team covering their profession whose members need not stand aside. */
  async move(caller: LoginUser, body: MoveDeclarations): Promise<void> {
    const [target] = rowsOf<{ activityId: number }>(
      await this.db.execute(sql`SELECT activity_id::int AS "activityId" FROM zc_review_team
        WHERE tenant_id = ${caller.tenantId} AND team_id = ${body.teamId} AND del_flag = '0'`),
    );
    if (!target) throw new ServiceError('review.team.notFound');
    await this.run(caller, target.activityId, async (tx, a) => {
      this.inProgress(a);
      const [team] = await this.repo.disciplineTeams(tx, caller.tenantId, a.activityId, body.teamId);
      if (!team) throw new ServiceError('review.assignment.notDiscipline', { teamId: String(body.teamId) });
      const wanted = new Set(body.declarationIds);
      const rows = await this.repo.passed(
        tx,
        caller.tenantId,
        a.activityId,
        sql`d.declaration_id = ANY(${idArray([...wanted])}::bigint[])`,
      );
      if (rows.length !== wanted.size) {
        const missing = await this.applicantOfMissing(
          tx,
          caller,
          [...wanted],
          new Set(rows.map((r) => r.declarationId)),
        );
        throw new ServiceError('review.assignment.notPassed', { applicantName: missing });
      }
      const index = new TeamIndex(team.members);
      for (const d of rows) {
        if (d.professionId === null || !team.professionIds.includes(d.professionId))
          throw new ServiceError('review.assignment.teamNotCovering', {
            teamName: team.teamName,
            applicantName: d.applicantName,
          });
        const hit = index.conflictOf(d);
        if (hit)
          throw new ServiceError('review.assignment.teamConflict', {
            teamName: team.teamName,
            reviewerName: hit.reviewer.reviewerName,
            applicantName: d.applicantName,
            reason: message(`review.team.reason.${hit.reason}`),
          });
      }
      await this.repo.place(
        tx,
        caller.tenantId,
        rows.map((d) => ({ declarationId: d.declarationId, teamId: team.teamId })),
        caller.userId,
      );
    });
  }

  private async applicantOfMissing(
    tx: Executor,
    caller: LoginUser,
    ids: number[],
    found: Set<number>,
  ): Promise<string> {
    const missing = ids.filter((id) => !found.has(id));
    const [row] = rowsOf<{ name: string }>(
      await tx.execute(sql`SELECT applicant_name AS name FROM zc_review_declaration
        WHERE tenant_id = ${caller.tenantId} AND declaration_id = ANY(${idArray(missing)}::bigint[])
          AND del_flag = '0' LIMIT 1`),
    );
    if (!row) throw new ServiceError('review.declarationNotFound');
    return row.name;
  }

  /** Fills every placed declaration up to `evaluatorCount` evaluation reviewers from its team. */
  async autoEvaluators(caller: LoginUser, body: AutoEvaluators): Promise<EvaluatorFillResult> {
    const count = body.evaluatorCount ?? DEFAULT_EVALUATOR_COUNT;
    return this.run(caller, body.activityId, async (tx, a) => {
      this.inProgress(a);
      const declarations = await this.repo.passed(
        tx,
        caller.tenantId,
        a.activityId,
        sql`d.team_id IS NOT NULL`,
      );
      const teams = await this.repo.disciplineTeams(tx, caller.tenantId, a.activityId);
      const current = await this.repo.evaluations(tx, caller.tenantId, a.activityId);
      const byDeclaration = new Map<number, number[]>();
      for (const e of current)
        byDeclaration.set(e.declarationId, [...(byDeclaration.get(e.declarationId) ?? []), e.reviewerId]);
      const { picks, short } = pickEvaluators(
        declarations.map((d) => ({
          ...d,
          teamId: d.teamId!,
          current: byDeclaration.get(d.declarationId) ?? [],
        })),
        new Map(teams.map((t) => [t.teamId, t.members])),
        count,
      );
      await this.repo.addEvaluations(tx, caller.tenantId, picks, caller.userId);
      return { declarations: declarations.length, added: picks.length, short };
    });
  }

  /** Sets one declaration's evaluation reviewers by hand: voting members of its team, conflict-free. */
  async setEvaluators(caller: LoginUser, body: EvaluatorsSet): Promise<void> {
    const [owner] = rowsOf<{ activityId: number }>(
      await this.db.execute(sql`SELECT activity_id::int AS "activityId" FROM zc_review_declaration
        WHERE tenant_id = ${caller.tenantId} AND declaration_id = ${body.declarationId} AND del_flag = '0'`),
    );
    if (!owner) throw new ServiceError('review.declarationNotFound');
    await this.run(caller, owner.activityId, async (tx, a) => {
      this.inProgress(a);
      const [d] = await this.repo.passed(
        tx,
        caller.tenantId,
        a.activityId,
        sql`d.declaration_id = ${body.declarationId}`,
      );
      if (!d) throw new ServiceError('review.declarationNotFound');
      if (d.teamId === null)
        throw new ServiceError('review.assignment.noTeam', { applicantName: d.applicantName });
      const [team] = await this.repo.disciplineTeams(tx, caller.tenantId, a.activityId, d.teamId);
      const voting = new Map<number, TeamMemberFacts>(
        (team?.members ?? []).filter((m) => votingRole(m.memberRole)).map((m) => [m.reviewerId, m]),
      );
      const wanted = [...new Set(body.reviewerIds)];
      for (const id of wanted) {
        const m = voting.get(id);
        if (!m)
          throw new ServiceError('review.assignment.notTeamMember', {
            reviewerId: id,
            teamName: team?.teamName ?? '',
          });
        const reason = conflictBetween(m, d);
        if (reason)
          throw new ServiceError('review.team.reviewerConflict', {
            reviewerName: m.reviewerName,
            applicantName: d.applicantName,
            reason: message(`review.team.reason.${reason}`),
          });
      }
      const existing = await this.repo.evaluationsOf(tx, caller.tenantId, d.declarationId);
      const leaving = existing.filter((e) => !wanted.includes(e.reviewerId) || e.teamId !== d.teamId);
      const rated = leaving.find((e) => e.rated);
      if (rated) throw new ServiceError('review.assignment.rated', { reviewerName: rated.reviewerName });
      await this.repo.dropEvaluations(
        tx,
        caller.tenantId,
        leaving.map((e) => e.evaluationId),
      );
      const staying = new Set(existing.filter((e) => !leaving.includes(e)).map((e) => e.reviewerId));
      await this.repo.addEvaluations(
        tx,
        caller.tenantId,
        wanted
          .filter((id) => !staying.has(id))
          .map((reviewerId) => ({ declarationId: d.declarationId, reviewerId, teamId: d.teamId! })),
        caller.userId,
      );
    });
  }
}
