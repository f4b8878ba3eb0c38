import { sql } from 'drizzle-orm';
import {
  ActivityStatus,
  ApprovalStatus as S,
  REQUIRED_RECORD_KINDS,
  ReviewStage as G,
  canStart,
  type ApprovalStatusValue,
  type ReviewStageValue,
  type DeclarationBatch,
  type DeclarationSubmit,
  type RecommendBody,
  type EligibilityResult,
} from '@zcps/contracts';
import type { LoginUser } from '../../../platform/auth/login-user.js';
import { formatDateTime } from '../../../platform/http/dates.js';
import { ServiceError } from '../../../platform/http/errors.js';
import type { Clock } from '../../../platform/clock.js';
import type { Db } from '../../../platform/db/database.js';
import type { EligibilityService } from '../../title/eligibility/eligibility.service.js';
import type { ActivityRepo } from '../activity/activity.repo.js';
import { declareClosesAt } from '../activity/activity.service.js';
import type { DeclarationListRow } from './declaration.repo.js';
import { declarationScope, type DeclarationService } from './declaration.service.js';
import type { PreReview } from './pre-review.service.js';
import type { ReviewTransitions, TransitionRequest } from './transition.service.js';
import { listOf, message } from '../../../platform/i18n/format.js';

/**
 * The applicant's side of the flow (domain.md "Submit requires"): submit, withdraw before the office checks,
 * resubmit after a return, and the unit's recommendation. Every move goes through the transition service.
 */
export class DeclarationFlowService {
  constructor(
    private readonly declarations: DeclarationService,
    private readonly activities: ActivityRepo,
    private readonly eligibility: EligibilityService,
    private readonly transitions: ReviewTransitions,
    private readonly clock: Clock,
    private readonly db: Db,
    private readonly preReview: PreReview,
  ) {}

  /** The declaration's eligibility now, rule by rule (with its claimed exception when 破格). */
  async evaluate(caller: LoginUser, declarationId: number): Promise<EligibilityResult> {
    return this.evaluateRow(caller.tenantId, await this.declarations.visible(caller, declarationId));
  }

  private async evaluateRow(tenantId: string, row: DeclarationListRow): Promise<EligibilityResult> {
    const exceptionId = row.declareType === '2' && row.exceptionId ? row.exceptionId : undefined;
    const [result] = await this.eligibility.evaluateMany(tenantId, row.titleId, [row.employeeId], {
      exceptionId,
    });
    if (!result) throw new ServiceError('review.declare.employeeNotFound', { employeeId: row.employeeId });
    return result;
  }

  async submit(caller: LoginUser, body: DeclarationSubmit): Promise<void> {
    const row = await this.declarations.visible(caller, body.declarationId);
    const activity = await this.activities.find(caller.tenantId, row.activityId);
    if (!activity || activity.status !== ActivityStatus.IN_PROGRESS)
      throw new ServiceError('review.declare.activityClosed', {
        activityName: row.activityName ?? String(row.activityId),
      });
    const now = this.clock.now().getTime();
    const closes = declareClosesAt(activity.declareEnd);
    if (now < activity.declareStart.getTime() || now > closes.getTime())
      throw new ServiceError('review.declare.windowClosed', {
        start: formatDateTime(activity.declareStart)!,
        end: formatDateTime(closes)!,
      });
    await this.move(caller, row, 'submit', body, activity.preReviewKey);
  }

  /**
   * After a return the applicant fixes the dossier and sends it back to the eligibility check. The window is
   * not checked again (a return may come after it closed); everything about the person is.
   */
  async resubmit(caller: LoginUser, body: DeclarationSubmit): Promise<void> {
    const row = await this.declarations.visible(caller, body.declarationId);
    // Returned inside the 预审 chain, it goes back into the same process; returned later, to 资格审查.
    const activity = await this.activities.find(caller.tenantId, row.activityId);
    const preReviewKey = row.stage === G.PRE_REVIEW ? activity?.preReviewKey : null;
    await this.move(caller, row, 'resubmit', body, preReviewKey);
  }

  private async move(
    caller: LoginUser,
    row: DeclarationListRow,
    action: 'submit' | 'resubmit',
    body: DeclarationSubmit,
    preReviewKey: string | null | undefined,
  ): Promise<void> {
    // An illegal state is refused in words before the person's checks (the transition service checks again).
    const state = { stage: row.stage as ReviewStageValue, status: row.approvalStatus as ApprovalStatusValue };
    if (!canStart(action, state))
      throw new ServiceError('review.illegalTransition', {
        stage: message(`review.stage.${state.stage}`),
        status: message(`review.approval.${state.status}`),
        action: message(`review.action.${action}`),
      });
    if (
      await this.declarations.repo.liveOf(caller.tenantId, row.activityId, row.employeeId, row.declarationId)
    )
      throw new ServiceError('review.declare.duplicate', { applicantName: row.applicantName });
    const barred = await this.declarations.repo.barredUntil(
      caller.tenantId,
      row.employeeId,
      this.clock.today(),
    );
    if (barred)
      throw new ServiceError('review.declare.barred', { applicantName: row.applicantName, until: barred });
    await this.checkRecords(caller.tenantId, row.employeeId);
    const result = await this.evaluateRow(caller.tenantId, row);
    if (!result.eligible) throw new ServiceError('review.declare.ineligible', { rules: failedRules(result) });
    const snapshot = {
      eligible: result.eligible,
      evalDate: result.evalDate,
      rules: result.rules,
      exception: result.exception,
    };
    const request: TransitionRequest = {
      action,
      declarationIds: [row.declarationId],
      versions: body.version === undefined ? undefined : [body.version],
      to: { stage: G.PREPARE, status: S.PENDING },
      set: {
        pledgeTime: sql`now()`,
        submitTime: sql`now()`,
        eligibility: sql`${JSON.stringify(snapshot)}::jsonb`,
      },
    };
    if (!preReviewKey) {
      await this.transitions.apply(caller, request);
      return;
    }
    await this.db.transaction(async (tx) => {
      const to = { stage: G.PRE_REVIEW, status: S.IN_REVIEW };
      await this.transitions.apply(caller, { ...request, to }, tx);
      await this.preReview.submit(caller, row, preReviewKey, tx);
    });
  }

  /** Each required kind of sub-form has an approved record and none awaiting a check or returned. */
  private async checkRecords(tenantId: string, employeeId: number): Promise<void> {
    const states = await this.declarations.repo.recordStates(tenantId, employeeId);
    const problems = REQUIRED_RECORD_KINDS.flatMap((kind) => {
      const record = message(`review.record.${kind}`);
      const { approved, unchecked } = states[kind];
      if (unchecked > 0) return [message('review.record.unchecked', { record, count: unchecked })];
      if (approved === 0) return [message('review.record.missing', { record })];
      return [];
    });
    if (problems.length)
      throw new ServiceError('review.declare.recordsNotApproved', {
        records: listOf(problems, 'list.semicolon'),
      });
  }

  /** Back to draft, only while the office has not checked it (the rules table: 预审 in review, or prepare/pending). */
  async withdraw(caller: LoginUser, body: DeclarationBatch): Promise<void> {
    const rows = await this.declarations.repo.findMany(
      caller.tenantId,
      body.declarationIds,
      declarationScope(caller),
    );
    if (rows.length !== new Set(body.declarationIds).size) throw new ServiceError('review.declare.notFound');
    await this.db.transaction(async (tx) => {
      await this.transitions.apply(
        caller,
        {
          action: 'withdraw',
          declarationIds: body.declarationIds,
          versions: body.versions,
          to: { stage: G.DRAFT, status: S.PENDING },
        },
        tx,
      );
      // In 预审, its process ends with it (as 撤回).
      for (const row of rows.filter((r) => r.stage === G.PRE_REVIEW))
        await this.preReview.cancel(caller, row.declarationId, tx);
    });
  }

  /** The unit recommends its employees' submitted declarations (once each), with its opinion. */
  async recommend(caller: LoginUser, body: RecommendBody): Promise<void> {
    const rows = await this.declarations.repo.findMany(
      caller.tenantId,
      body.declarationIds,
      declarationScope(caller),
    );
    if (rows.length !== new Set(body.declarationIds).size) throw new ServiceError('review.declare.notFound');
    const done = rows.find((r) => r.recommendTime !== null);
    if (done)
      throw new ServiceError('review.declare.alreadyRecommended', { applicantName: done.applicantName });
    await this.transitions.apply(caller, {
      action: 'recommend',
      declarationIds: body.declarationIds,
      versions: body.versions,
      to: { stage: G.PREPARE, status: S.PENDING },
      opinion: body.opinion || null,
      set: { recommendTime: sql`now()`, recommendOpinion: body.opinion || null },
    });
  }
}

/** The failed rules' reasons, in both languages. */
export function failedRules(result: EligibilityResult) {
  const failed = result.rules.filter((r) => !r.pass);
  if (!failed.length && result.reason) return result.reason;
  return listOf(
    failed.map((r) => r.reason),
    'list.semicolon',
  );
}
