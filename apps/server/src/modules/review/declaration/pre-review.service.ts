import { sql } from 'drizzle-orm';
import { ApprovalStatus as S, ReviewStage as G, type WfBusinessTrace } from '@zcps/contracts';
import type { LoginUser } from '../../../platform/auth/login-user.js';
import type { Executor } from '../../../platform/db/database.js';
import type { BusinessProcesses } from '../../workflow/process/business.service.js';
import type { WorkflowEvent, WorkflowEvents } from '../../workflow/process/events.js';
import type { DeclarationListRow } from './declaration.repo.js';
import type { PreReviewRepo } from './pre-review.repo.js';
import type { MovedDeclaration, ReviewTransitions } from './transition.service.js';

/** What the review area uses of the workflow area. */
export interface PreReviewWorkflow {
  business: Pick<BusinessProcesses, 'submit' | 'cancel' | 'trace'>;
  events: Pick<WorkflowEvents, 'on'>;
}

const PREFIX = 'declaration:';
export const declarationBusinessKey = (declarationId: number) => `${PREFIX}${declarationId}`;
const declarationOf = (businessKey: string | null) =>
  businessKey?.startsWith(PREFIX) ? Number(businessKey.slice(PREFIX.length)) || null : null;

/**
 * The 预审 chain (domain.md "Pre-review chain"): a submission of an activity that names a pre-review process
 * runs that process first (申报人提交 → 单位推荐 → 主管部门审核 → 评审办受理, as the office modelled it). Its
 * last approval moves the declaration on to 资格审查; a 退回 to the applicant's step returns the declaration
 * with the step's reasons, and the resubmission continues the same process; a 驳回 or 终止 fails it. Every move
 * goes through the transition service, in the workflow command's transaction.
 */
export class PreReview {
  constructor(
    private readonly workflow: PreReviewWorkflow,
    private readonly repo: PreReviewRepo,
    private readonly transitions: ReviewTransitions,
  ) {
    workflow.events.on(async (event) => {
      await this.onEvent(event);
    });
  }

  /** Starts or resumes the declaration's process (inside the submit's transaction). */
  async submit(caller: LoginUser, row: DeclarationListRow, definitionKey: string, tx: Executor) {
    const unitUsers = await this.repo.unitRecommenders(tx, caller.tenantId, row.deptId);
    await this.workflow.business.submit(
      { tenantId: caller.tenantId, userId: caller.userId, deptId: caller.deptId ?? null },
      {
        definitionKey,
        businessKey: declarationBusinessKey(row.declarationId),
        variables: {
          declarationId: row.declarationId,
          applicantName: row.applicantName,
          unitName: row.unitName ?? '',
          titleName: row.titleName ?? '',
          activityName: row.activityName ?? '',
          unitUsers,
        },
      },
      tx,
    );
  }

  /** The declaration was withdrawn on its page: its running process ends as cancelled. */
  cancel(caller: LoginUser, declarationId: number, tx: Executor) {
    return this.workflow.business.cancel(
      tx,
      caller.tenantId,
      declarationBusinessKey(declarationId),
      caller.userId,
      null,
    );
  }

  trace(tenantId: string, declarationId: number): Promise<WfBusinessTrace | null> {
    return this.workflow.business.trace(tenantId, declarationBusinessKey(declarationId));
  }

  private async onEvent(event: WorkflowEvent): Promise<MovedDeclaration[] | void> {
    const declarationId = declarationOf(event.businessKey);
    if (declarationId === null) return;
    const { tx } = event;
    const actor = { tenantId: event.tenantId, userId: event.userId ?? 0, nickName: '' };
    actor.nickName = await this.repo.nickName(tx, event.userId);
    const ids = [declarationId];
    if (event.type === 'returnedToInitiator')
      return this.transitions.apply(
        actor,
        {
          action: 'pre_review_return',
          declarationIds: ids,
          to: { status: S.RETURNED },
          opinion: event.comment,
          items: [{ item: event.fromTask, reason: event.comment ?? event.fromTask }],
          countReturn: true,
        },
        tx,
      );
    if (event.status === 'cancelled') {
      // 撤回 on the workflow page takes the declaration back to draft; when the declaration's own withdraw
      // ended the process, it has moved already (and a returned one waits for its resubmission, which starts anew).
      const now = await this.repo.stateOf(tx, event.tenantId, declarationId);
      if (now?.stage !== G.PRE_REVIEW || now.status !== S.IN_REVIEW) return;
      return this.transitions.apply(
        actor,
        { action: 'withdraw', declarationIds: ids, to: { stage: G.DRAFT, status: S.PENDING } },
        tx,
      );
    }
    if (event.status === 'approved')
      return this.transitions.apply(
        actor,
        {
          action: 'pre_review_pass',
          declarationIds: ids,
          to: { stage: G.PREPARE, status: S.PENDING },
          // 单位推荐 happened inside the chain: the declaration records it as the recommend button would.
          set: { recommendTime: sql`coalesce(d.recommend_time, now())` },
        },
        tx,
      );
    return this.transitions.apply(
      actor,
      { action: 'pre_review_reject', declarationIds: ids, to: { status: S.FAILED }, opinion: event.comment },
      tx,
    );
  }
}
