import {
  ApprovalStatus as S,
  PhaseStatus,
  ReviewStage as G,
  type GroupReviewClose,
  type GroupReviewCloseTeam,
  type GroupReviewOpinion,
  type GroupReviewProgressVo,
  type GroupReviewRow,
  type Language,
} from '@zcps/contracts';
import type { LoginUser } from '../../../platform/auth/login-user.js';
import type { Db } from '../../../platform/db/database.js';
import { formatDateTime } from '../../../platform/http/dates.js';
import { forbidden, ServiceError } from '../../../platform/http/errors.js';
import { buildXlsx, type XlsxColumn } from '../../../platform/http/xlsx.js';
import { dictLabels } from '../../system/dict/dict-labels.js';
import type { DictService } from '../../system/dict/dict.service.js';
import type { ReviewTransitions } from '../declaration/transition.service.js';
import type { DefenseRepo } from '../defense/defense.repo.js';
import { nameList } from '../defense/defense.service.js';
import type { ReviewerScope } from '../workbench/reviewer-scope.js';
import type { GroupReviewRepo } from './group-review.repo.js';
import { formatMessage, message } from '../../../platform/i18n/format.js';

/**
 * 学科组评议: each evaluation reviewer of a declaration writes an opinion and a rating while it is in group
 * review; the stage closes per declaration once every evaluation is in, or for a whole team by the office.
 */
export class GroupReviewService {
  constructor(
    private readonly db: Db,
    private readonly repo: GroupReviewRepo,
    private readonly activities: DefenseRepo,
    private readonly scope: ReviewerScope,
    private readonly transitions: ReviewTransitions,
    private readonly dicts: DictService,
  ) {}

  private async activity(caller: LoginUser, activityId: number) {
    const row = await this.activities.activity(caller.tenantId, activityId);
    if (!row) throw new ServiceError('review.defense.activityNotFound');
    return row;
  }

  /** Progress per team: the office sees every team, a reviewer the teams they sit on. */
  async progress(caller: LoginUser, activityId: number): Promise<GroupReviewProgressVo[]> {
    await this.activity(caller, activityId);
    return this.repo.progress(caller.tenantId, activityId, await this.scope.teamsOrAll(caller));
  }

  /** The declarations in group review with their evaluations; a reviewer sees only theirs, with their own. */
  async list(caller: LoginUser, activityId: number, teamId?: number): Promise<GroupReviewRow[]> {
    await this.activity(caller, activityId);
    const manages = this.scope.manages(caller);
    const own = manages ? [] : await this.scope.reviewerIds(caller);
    let rows = await this.repo.declarations(caller.tenantId, activityId, teamId);
    const evaluations = await this.repo.evaluations(
      caller.tenantId,
      rows.map((r) => r.declarationId),
    );
    if (!manages) {
      const assigned = new Set(
        evaluations.filter((e) => own.includes(e.reviewerId)).map((e) => e.declarationId),
      );
      rows = rows.filter((r) => assigned.has(r.declarationId));
    }
    return rows.map((r) => {
      const all = evaluations.filter((e) => e.declarationId === r.declarationId);
      const shown = manages ? all : all.filter((e) => own.includes(e.reviewerId));
      return {
        ...r,
        required: all.length,
        rated: all.filter((e) => e.rating !== null).length,
        evaluations: shown.map((e) => ({
          reviewerId: e.reviewerId,
          reviewerName: e.reviewerName,
          rating: e.rating,
          opinion: e.opinion,
          ratedTime: formatDateTime(e.ratedTime),
          mine: own.includes(e.reviewerId),
        })),
      };
    });
  }

  /** The caller's own opinion and rating (changeable until the stage closes). */
  async opinion(caller: LoginUser, body: GroupReviewOpinion): Promise<void> {
    const assigned = await this.scope.assigned(caller, [body.declarationId]);
    const reviewerId = assigned.get(body.declarationId);
    if (reviewerId === undefined) throw forbidden('review.notAssigned');
    await this.db.transaction(async (tx) => {
      const [d] = await this.repo.completion(caller.tenantId, [body.declarationId], tx);
      if (!d) throw forbidden('review.notAssigned');
      if (d.stage !== G.GROUP_REVIEW || d.approvalStatus !== S.IN_REVIEW)
        throw new ServiceError('review.group.notInGroupReview', { applicantName: d.applicantName });
      const activity = await this.activities.activity(caller.tenantId, d.activityId, tx);
      if (activity?.assignmentStatus !== PhaseStatus.DONE)
        throw new ServiceError('review.group.assignmentNotDone');
      const values = { rating: body.rating, opinion: body.opinion };
      await this.repo.rate(
        tx,
        caller.tenantId,
        { declarationId: d.declarationId, reviewerId },
        values,
        caller.userId,
      );
    });
  }

  /** Closes declarations whose every evaluation is in; refuses, naming them, while any is missing. */
  async close(caller: LoginUser, body: GroupReviewClose): Promise<number> {
    const moved = await this.db.transaction(async (tx) => {
      const rows = await this.repo.completion(caller.tenantId, body.declarationIds, tx);
      const missing = rows.filter((r) => r.required === 0 || r.rated < r.required);
      if (missing.length)
        throw new ServiceError('review.group.missing', {
          names: nameList(missing.map((r) => r.applicantName)),
        });
      return this.transitions.apply(caller, this.closing(body.declarationIds, body.opinion ?? null), tx);
    });
    return moved.length;
  }

  /** The office closes a whole team's group review with an opinion, even with ratings missing. */
  async closeTeam(caller: LoginUser, body: GroupReviewCloseTeam): Promise<number> {
    const team = await this.repo.teamDeclarations(caller.tenantId, body.teamId);
    if (!team) throw new ServiceError('review.defense.teamNotFound');
    if (!team.declarationIds.length) throw new ServiceError('review.group.teamEmpty');
    const moved = await this.transitions.apply(caller, this.closing(team.declarationIds, body.opinion));
    return moved.length;
  }

  private closing(declarationIds: number[], opinion: string | null) {
    return {
      action: 'review_close' as const,
      declarationIds,
      to: { stage: G.TEAM_VOTE, status: S.IN_REVIEW },
      opinion,
    };
  }

  async export(caller: LoginUser, activityId: number, lang: Language): Promise<Buffer> {
    const rows = await this.list(caller, activityId);
    const rating = await dictLabels(this.dicts, caller.tenantId, 'review_rating', lang);
    const columns: XlsxColumn<GroupReviewRow>[] = [
      { header: message('review.group.column.teamName'), value: (r) => r.teamName, width: 16 },
      { header: message('review.group.column.applicantName'), value: (r) => r.applicantName, width: 14 },
      { header: message('review.group.column.unitName'), value: (r) => r.unitName, width: 26 },
      {
        header: message('review.group.column.defenseScore'),
        value: (r) => (r.defenseScore === null ? null : (r.defenseScore / 100).toFixed(2)),
        width: 12,
      },
      { header: message('review.group.column.rated'), value: (r) => `${r.rated}/${r.required}`, width: 12 },
      {
        header: message('review.group.column.evaluations'),
        value: (r) =>
          r.evaluations.map((e) => `${e.reviewerName}: ${e.rating ? rating(e.rating) : '—'}`).join('; '),
        width: 40,
      },
      {
        header: message('review.group.column.opinions'),
        value: (r) =>
          r.evaluations
            .filter((e) => e.opinion)
            .map((e) => `${e.reviewerName}: ${e.opinion}`)
            .join('\n'),
        width: 60,
      },
    ];
    return buildXlsx(lang, formatMessage(lang, 'review.group.sheet'), columns, rows);
  }
}
