import { sql } from 'drizzle-orm';
import {
  canLead,
  canStart,
  type ApprovalStatusValue,
  type ReviewAction,
  type ReviewStageValue,
  type ReviewState,
} from '@zcps/contracts';
import type { LoginUser } from '../../../platform/auth/login-user.js';
import type { Db, Executor } from '../../../platform/db/database.js';
import { afterCommit } from '../../../platform/db/after-commit.js';
import type { CountCache } from '../../../platform/db/count-cache.js';
import { ServiceError } from '../../../platform/http/errors.js';
import type { SseHub } from '../../resource/sse/sse.hub.js';
import { DECLARATION_LIST } from './declaration-list.sql.js';
import { opinionForApplicant } from './trail-audience.js';
import { bilingual, formatMessage, message } from '../../../platform/i18n/format.js';
import type { Messenger } from '../../system/sms/messenger.js';

/** Who moves a declaration: a signed-in user, or the system (a scheduled close). */
export type Actor = Pick<LoginUser, 'tenantId' | 'userId' | 'nickName'>;

export interface TransitionRequest {
  action: ReviewAction;
  declarationIds: readonly number[];
  /** Versions the caller saw, in the order of `declarationIds`: a concurrent change then fails this one. */
  versions?: readonly number[];
  to: { stage?: ReviewStageValue; status: ApprovalStatusValue };
  opinion?: string | null;
  /** Return reasons per item. */
  items?: { item: string; reason: string }[] | null;
  /** Columns set on every moved row besides stage, status and version (SQL fragments allowed). */
  set?: Record<string, unknown>;
  /** Adds one to `return_count` (a return). */
  countReturn?: boolean;
}

export interface MovedDeclaration extends ReviewState {
  action: ReviewAction;
  declarationId: number;
  userId: number | null;
  applicantName: string;
  version: number;
}

interface LockedRow {
  declaration_id: number;
  stage: ReviewStageValue;
  approval_status: ApprovalStatusValue;
  version: number;
  user_id: number | null;
  applicant_name: string;
}

const ids = (values: readonly number[]) => `{${values.map((v) => Math.trunc(v)).join(',')}}`;
const words = (values: readonly string[]) =>
  `{${values.map((v) => `"${v.replace(/[^a-z0-9_]/g, '')}"`).join(',')}}`;
const SNAKE = (key: string) => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/**
 * The one way a declaration changes stage or status (domain.md, issue 8 "every transition is a service method
 * with guards"). In one transaction it locks the rows, checks each against REVIEW_TRANSITIONS (contracts) and
 * the caller's versions, moves them, writes one review-detail row and one applicant message per declaration;
 * after its transaction commits it pushes the message to the applicant's open consoles. Any refused row refuses the whole
 * request, so an illegal or stale action changes nothing. Sized for batches (a tally moves thousands): four
 * statements.
 */
export class ReviewTransitions {
  constructor(
    private readonly db: Db,
    private readonly sse?: SseHub,
    /** Sends the applicants the move by SMS and email too (after the commit, into the send log). */
    private readonly messenger?: Messenger,
    /** The declaration list's totals follow every move, once it has committed. */
    private readonly counts?: CountCache,
  ) {}

  async apply(actor: Actor, req: TransitionRequest, tx?: Db): Promise<MovedDeclaration[]> {
    if (!req.declarationIds.length) return [];
    if (!tx) return this.db.transaction((opened) => this.apply(actor, req, opened));
    const moved = await this.move(tx, actor, req);
    await afterCommit(tx, () => this.notify(actor.tenantId, moved));
    await afterCommit(tx, () => this.counts?.changed(DECLARATION_LIST, actor.tenantId));
    await this.queueMessages(tx, actor.tenantId, req, moved);
    return moved;
  }

  /** Pushes "your declaration moved" to each applicant online, once the move has committed. */
  private async notify(tenantId: string, moved: readonly MovedDeclaration[]): Promise<void> {
    if (!this.sse) return;
    const byAction = new Map<ReviewAction, Set<number>>();
    for (const m of moved)
      if (m.userId !== null) byAction.set(m.action, (byAction.get(m.action) ?? new Set()).add(m.userId));
    for (const [action, users] of byAction) {
      const label = bilingual(message(`review.action.${action}`));
      const text = `[职称评审 / Title review] ${label.zh_CN} / ${label.en_US}`;
      await this.sse.publish({ tenantId, userIds: [...users], text });
    }
  }

  /** The review notice to each applicant, by the tenant's enabled templates; sent once the move commits. */
  private async queueMessages(tx: Db, tenantId: string, req: TransitionRequest, moved: MovedDeclaration[]) {
    if (!this.messenger) return;
    const opinion = opinionForApplicant(req.action, req.opinion ?? null);
    const params = {
      action: formatMessage('zh_CN', `review.action.${req.action}`),
      opinion: opinion ? formatMessage('zh_CN', 'sms.opinion', { opinion }) : '',
    };
    const notices = moved.filter((m) => m.userId !== null).map((m) => ({ userId: m.userId!, params }));
    await this.messenger.queueNotices(tx, tenantId, 'review', notices);
  }

  private async move(tx: Executor, actor: Actor, req: TransitionRequest): Promise<MovedDeclaration[]> {
    const locked = await this.lock(tx, actor.tenantId, req.declarationIds);
    this.guard(req, locked);
    const setParts = [sql`stage = coalesce(${req.to.stage ?? null}, d.stage)`];
    setParts.push(sql`approval_status = ${req.to.status}`, sql`version = d.version + 1`);
    setParts.push(sql`update_by = ${actor.userId}`, sql`update_time = now()`);
    if (req.countReturn) setParts.push(sql`return_count = d.return_count + 1`);
    for (const [key, value] of Object.entries(req.set ?? {}))
      setParts.push(sql`${sql.identifier(SNAKE(key))} = ${value}`);
    const list = locked.map((r) => r.declaration_id);
    await tx.execute(sql`UPDATE zc_review_declaration d SET ${sql.join(setParts, sql`, `)}
      WHERE d.tenant_id = ${actor.tenantId} AND d.declaration_id = ANY(${ids(list)}::bigint[])`);
    await tx.execute(sql`INSERT INTO zc_review_detail
        (tenant_id, declaration_id, action, from_stage, to_stage, from_status, to_status, opinion, items,
         operator_id, operator_name)
      SELECT ${actor.tenantId}, v.id, ${req.action}, v.stage, coalesce(${req.to.stage ?? null}, v.stage),
        v.status, ${req.to.status}, ${req.opinion ?? null}, ${req.items ? JSON.stringify(req.items) : null}::jsonb,
        ${actor.userId}, ${actor.nickName}
      FROM unnest(${ids(list)}::bigint[], ${words(locked.map((r) => r.stage))}::varchar[],
        ${words(locked.map((r) => r.approval_status))}::varchar[]) AS v(id, stage, status)`);
    const notified = locked.filter((r) => r.user_id !== null);
    if (notified.length)
      await tx.execute(sql`INSERT INTO zc_review_message (tenant_id, user_id, declaration_id, title, content)
        SELECT ${actor.tenantId}, v.uid, v.id, ${req.action}, ${opinionForApplicant(req.action, req.opinion ?? null)}
        FROM unnest(${ids(notified.map((r) => r.user_id!))}::bigint[],
          ${ids(notified.map((r) => r.declaration_id))}::bigint[]) AS v(uid, id)`);
    return locked.map((r) => ({
      action: req.action,
      declarationId: r.declaration_id,
      userId: r.user_id,
      applicantName: r.applicant_name,
      stage: req.to.stage ?? r.stage,
      status: req.to.status,
      version: r.version + 1,
    }));
  }

  private async lock(
    tx: Executor,
    tenantId: string,
    declarationIds: readonly number[],
  ): Promise<LockedRow[]> {
    const result = await tx.execute(sql`SELECT declaration_id::int AS declaration_id, stage, approval_status,
        version, user_id::int AS user_id, applicant_name
      FROM zc_review_declaration
      WHERE tenant_id = ${tenantId} AND del_flag = '0' AND declaration_id = ANY(${ids(declarationIds)}::bigint[])
      ORDER BY declaration_id FOR UPDATE`);
    return (result as unknown as { rows: LockedRow[] }).rows;
  }

  private guard(req: TransitionRequest, locked: LockedRow[]): void {
    if (locked.length !== new Set(req.declarationIds).size)
      throw new ServiceError('review.declarationNotFound');
    const byId = new Map(locked.map((r) => [r.declaration_id, r]));
    req.declarationIds.forEach((id, i) => {
      const row = byId.get(id)!;
      const expected = req.versions?.[i];
      if (expected !== undefined && expected !== row.version)
        throw new ServiceError('review.versionConflict');
      const state = { stage: row.stage, status: row.approval_status };
      if (!canStart(req.action, state) || !canLead(req.action, state, req.to))
        throw new ServiceError('review.illegalTransition', {
          stage: message(`review.stage.${row.stage}`),
          status: message(`review.approval.${row.approval_status}`),
          action: message(`review.action.${req.action}`),
        });
    });
  }
}
