import { eq } from 'drizzle-orm';
import {
  ActivityStatus,
  ApprovalStatus as S,
  DefenseStatus,
  ReviewStage as G,
  type CheckPass,
  type CheckReject,
  type DeclarationFilter,
  type DeclarationProgress,
  type DeclarationReturn,
  type Language,
  type ReturnedDeclarationVo,
  type ReturnItem,
  type ReviewTrailVo,
} from '@zcps/contracts';
import type { LoginUser } from '../../../platform/auth/login-user.js';
import type { Db } from '../../../platform/db/database.js';
import { formatDateTime } from '../../../platform/http/dates.js';
import { ServiceError } from '../../../platform/http/errors.js';
import { zcReviewDeclaration } from '../../../db/schema/index.js';
import type { ActivityRepo } from '../activity/activity.repo.js';
import type { DeclarationQuery } from './declaration-list.sql.js';
import { declarationScope, toDeclarationVo, type DeclarationService } from './declaration.service.js';
import type { TrailRepo, TrailRow } from './trail.repo.js';
import { opinionForApplicant, operatorForApplicant, readsInternalTrail } from './trail-audience.js';
import type { MovedDeclaration, ReviewTransitions } from './transition.service.js';
import type { PreReview } from './pre-review.service.js';
import { localize, type Text } from '../../../platform/i18n/format.js';
import { actionWord, opinionWord, stageWord, statusWord } from './review-words.js';

const word = (wordOf: (key: string) => Text, key: string | null, lang: Language) =>
  key ? localize(lang, wordOf(key)) : null;

const opinionOf = (opinion: string | null, lang: Language) => {
  const text = opinionWord(opinion);
  return text === null ? null : localize(lang, text);
};

export function toTrailVo(row: TrailRow, lang: Language): ReviewTrailVo {
  const state = (stage: string | null, status: string | null) =>
    stage === null ? null : `${word(stageWord, stage, lang)} / ${word(statusWord, status, lang)}`;
  return {
    detailId: row.detailId,
    action: row.action,
    actionText: word(actionWord, row.action, lang)!,
    fromStage: row.fromStage,
    toStage: row.toStage,
    fromStatus: row.fromStatus,
    toStatus: row.toStatus,
    fromText: state(row.fromStage, row.fromStatus),
    toText: state(row.toStage, row.toStatus)!,
    opinion: opinionOf(row.opinion, lang),
    items: Array.isArray(row.items) ? (row.items as ReturnItem[]) : null,
    operatorName: row.operatorName,
    createTime: formatDateTime(row.createTime),
  };
}

/**
 * The office's side before the review proper: the eligibility check (资格审查: pass to defense or group review
 * by the activity's rule, or reject), the return with reasons per item from any stage before final, and the
 * trail of a declaration for everyone allowed to read it.
 */
/** defense_status values that settle the defense: 3 已完成, 5 免答辩. */
const DEFENSE_OUTCOMES: readonly string[] = [DefenseStatus.DONE, DefenseStatus.EXEMPT];

export class ApprovalService {
  constructor(
    private readonly db: Db,
    private readonly declarations: DeclarationService,
    private readonly activities: ActivityRepo,
    private readonly trails: TrailRepo,
    private readonly transitions: ReviewTransitions,
    private readonly preReview: Pick<PreReview, 'trace'>,
  ) {}

  /**
   * The stage as the query's own filter where the query names no other: the same rows, through the list's
   * prepared statements and cached total (a condition passed beside the query is built and counted per request).
   */
  prepareList(caller: LoginUser, query: DeclarationQuery) {
    if (!query.stage || query.stage === G.PREPARE)
      return this.declarations.list(caller, { ...query, stage: G.PREPARE });
    return this.declarations.list(caller, query, eq(zcReviewDeclaration.stage, G.PREPARE));
  }

  prepareAll(caller: LoginUser, filter: Partial<DeclarationFilter>, max: number) {
    return this.declarations.all(caller, filter, max, eq(zcReviewDeclaration.stage, G.PREPARE));
  }

  private async rowsOf(caller: LoginUser, ids: number[]) {
    const rows = await this.declarations.repo.findMany(caller.tenantId, ids, declarationScope(caller));
    if (rows.length !== new Set(ids).size) throw new ServiceError('review.declare.notFound');
    return rows;
  }

  /**
   * Passes to defense when the activity requires it and the declaration has no defense outcome yet, else
   * straight to group review; in one transaction.
   */
  async checkPass(caller: LoginUser, body: CheckPass): Promise<void> {
    const rows = await this.rowsOf(caller, body.declarationIds);
    const activities = await this.activities.findByIds(caller.tenantId, [
      ...new Set(rows.map((r) => r.activityId)),
    ]);
    const closed = activities.find((a) => a.status !== ActivityStatus.IN_PROGRESS);
    if (closed)
      throw new ServiceError('review.declare.activityNotInProgress', { activityName: closed.activityName });
    const defense = new Set(activities.filter((a) => a.defenseRequired).map((a) => a.activityId));
    // A declaration returned after its defense (done or exempt) and resubmitted keeps that outcome.
    const needsDefense = (r: (typeof rows)[number]) =>
      defense.has(r.activityId) && !DEFENSE_OUTCOMES.includes(r.defenseStatus);
    const version = new Map(body.declarationIds.map((id, i) => [id, body.versions?.[i]]));
    const groups = [G.DEFENSE, G.GROUP_REVIEW].map((stage) => {
      const ids = rows.filter((r) => needsDefense(r) === (stage === G.DEFENSE)).map((r) => r.declarationId);
      const versions = body.versions ? ids.map((id) => version.get(id)!) : undefined;
      return { stage, ids, versions };
    });
    await this.db.transaction(async (tx) => {
      const all: MovedDeclaration[] = [];
      for (const group of groups)
        all.push(
          ...(await this.transitions.apply(
            caller,
            {
              action: 'check_pass',
              declarationIds: group.ids,
              versions: group.versions,
              to: { stage: group.stage, status: S.IN_REVIEW },
              opinion: body.opinion ?? null,
            },
            tx,
          )),
        );
      return all;
    });
  }

  async checkReject(caller: LoginUser, body: CheckReject): Promise<void> {
    await this.rowsOf(caller, body.declarationIds);
    await this.transitions.apply(caller, {
      action: 'check_reject',
      declarationIds: body.declarationIds,
      versions: body.versions,
      to: { status: S.FAILED },
      opinion: body.opinion,
    });
  }

  /** 退回 from any stage before final, with reasons per item; the count of returns goes up. */
  async returnDeclarations(caller: LoginUser, body: DeclarationReturn): Promise<void> {
    await this.rowsOf(caller, body.declarationIds);
    await this.transitions.apply(caller, {
      action: 'return',
      declarationIds: body.declarationIds,
      versions: body.versions,
      to: { status: S.RETURNED },
      opinion: body.opinion ?? null,
      items: body.items,
      countReturn: true,
    });
  }

  /** Returned declarations with the reasons of their latest return. */
  async returnedList(caller: LoginUser, query: DeclarationQuery) {
    const { rows, total } = await this.declarations.list(caller, { ...query, approvalStatus: S.RETURNED });
    return { rows: await this.withReturns(caller.tenantId, rows), total };
  }

  async withReturns(
    tenantId: string,
    rows: ReturnType<typeof toDeclarationVo>[],
  ): Promise<ReturnedDeclarationVo[]> {
    const last = await this.trails.lastReturns(
      tenantId,
      rows.map((r) => r.declarationId),
    );
    return rows.map((r) => {
      const ret = last.get(r.declarationId);
      return {
        ...r,
        returnItems: Array.isArray(ret?.items) ? (ret.items as ReturnItem[]) : [],
        returnOpinion: ret?.opinion ?? null,
        returnTime: formatDateTime(ret?.createTime),
        returnedBy: ret?.operatorName ?? null,
      };
    });
  }

  /**
   * A declaration and its trail: staff their own, a company its unit's, reviewers those assigned to them; only
   * the office reads its own notes and who acted in the experts' stages.
   */
  async progress(caller: LoginUser, declarationId: number, lang: Language): Promise<DeclarationProgress> {
    const row = await this.declarations.readable(caller, declarationId);
    const rows = await this.trails.of(caller.tenantId, row.declarationId);
    const trail = readsInternalTrail(caller)
      ? rows
      : rows.map((r) => ({
          ...r,
          opinion: opinionForApplicant(r.action, r.opinion),
          operatorName: operatorForApplicant(r.action, r.operatorName),
        }));
    return {
      declaration: toDeclarationVo(row),
      trail: trail.map((r) => toTrailVo(r, lang)),
      process: await this.preReview.trace(caller.tenantId, row.declarationId),
    };
  }
}
