import { sql } from 'drizzle-orm';
import {
  ApprovalStatus,
  ObjectionStatus,
  publicityEnd,
  ReviewStage,
  type Confirm,
  type FinalFilter,
  type ObjectionCreate,
  type ObjectionHandle,
  type Publicize,
} from '@zcps/contracts';
import type { Clock } from '../../../platform/clock.js';
import type { LoginUser } from '../../../platform/auth/login-user.js';
import type { Db } from '../../../platform/db/database.js';
import type { ListQuery } from '../../../platform/db/paging.js';
import { ServiceError } from '../../../platform/http/errors.js';
import type { CodeIssuer } from '../../system/code-rule/code-rule.service.js';
import type { MovedDeclaration, ReviewTransitions } from '../declaration/transition.service.js';
import { idArray } from '../vote/vote-sql.js';
import type { FinalRepo, FinalRow } from './final.repo.js';

const STAGE = [ReviewStage.FINAL_APPROVAL];

function groupBy<T, K>(items: readonly T[], key: (item: T) => K): Map<K, T[]> {
  const out = new Map<K, T[]>();
  for (const item of items) out.set(key(item), [...(out.get(key(item)) ?? []), item]);
  return out;
}

/**
 * 终审 (domain.md "Final approval"): publicity of the declarations that passed the committee, objections raised
 * during it, and confirmation once it is over with no objection open or upheld.
 */
export class FinalApprovalService {
  constructor(
    private readonly db: Db,
    private readonly repo: FinalRepo,
    private readonly transitions: ReviewTransitions,
    private readonly clock: Clock,
    /** Certificate numbers come from the tenant's `certificate` rule of 用户编码. */
    private readonly codes: CodeIssuer,
  ) {}

  list(caller: LoginUser, query: ListQuery & FinalFilter) {
    return this.repo.page(caller.tenantId, query, STAGE);
  }

  private async found(db: Db, caller: LoginUser, ids: readonly number[], lock = false): Promise<FinalRow[]> {
    const rows = await this.repo.decisions(db, caller.tenantId, ids, this.clock.today(), lock);
    if (rows.length !== new Set(ids).size) throw new ServiceError('review.declarationNotFound');
    return rows;
  }

  /** Starts the publicity: it ends after the activity's number of working days (publicityEnd). */
  async publicize(caller: LoginUser, body: Publicize): Promise<void> {
    await this.db.transaction(async (tx) => {
      const rows = await this.found(tx, caller, body.declarationIds, true);
      // A back-dated start would let a confirmation follow at once, with no publicity at all.
      const today = this.clock.today();
      if (body.publicityStart < today) throw new ServiceError('review.final.publicityInPast', { today });
      const started = rows.find((r) => r.publicityStart);
      if (started)
        throw new ServiceError('review.final.alreadyPublicized', {
          applicantName: started.applicantName,
          publicityStart: started.publicityStart!,
        });
      const byDays = groupBy(rows, (r) => r.publicityDays);
      const out: MovedDeclaration[] = [];
      for (const [days, group] of byDays) {
        const end = publicityEnd(body.publicityStart, days);
        const moves = await this.transitions.apply(
          caller,
          {
            action: 'publicize',
            declarationIds: group.map((r) => r.declarationId),
            to: { stage: ReviewStage.FINAL_APPROVAL, status: ApprovalStatus.PASSED },
            set: { publicityStart: body.publicityStart, publicityEnd: end },
            opinion: `${body.publicityStart} ~ ${end}`,
          },
          tx,
        );
        out.push(...moves);
      }
      return out;
    });
  }

  async objections(caller: LoginUser, declarationId: number) {
    await this.found(this.db, caller, [declarationId]);
    return this.repo.objections(caller.tenantId, declarationId);
  }

  /** An objection is recorded by the office, during the publicity only; the declaration is locked meanwhile. */
  async recordObjection(caller: LoginUser, body: ObjectionCreate): Promise<void> {
    await this.db.transaction(async (tx) => {
      const [row] = await this.found(tx, caller, [body.declarationId], true);
      if (!row!.inPublicity)
        throw new ServiceError('review.final.outsidePublicity', {
          applicantName: row!.applicantName,
          publicityStart: row!.publicityStart ?? '—',
          publicityEnd: row!.publicityEnd ?? '—',
        });
      await this.repo.insertObjection(tx, {
        tenantId: caller.tenantId,
        declarationId: row!.declarationId,
        content: body.objectionContent,
        contact: body.contact || null,
        by: caller.userId,
      });
    });
  }

  /** Upheld: final approval fails (objection_upheld); dismissed: the objection no longer stops confirmation. */
  async handleObjection(caller: LoginUser, body: ObjectionHandle): Promise<void> {
    await this.db.transaction(async (tx) => {
      const objection = await this.repo.objection(tx, caller.tenantId, body.objectionId, true);
      if (!objection) throw new ServiceError('review.final.objectionNotFound');
      if (objection.status !== ObjectionStatus.OPEN) throw new ServiceError('review.final.objectionHandled');
      const status = body.upheld ? ObjectionStatus.UPHELD : ObjectionStatus.DISMISSED;
      await this.repo.handleObjection(tx, objection.objectionId, status, body.handleOpinion, caller.userId);
      if (!body.upheld) return [];
      return this.transitions.apply(
        caller,
        {
          action: 'objection_upheld',
          declarationIds: [objection.declarationId],
          to: { stage: ReviewStage.FINAL_APPROVAL, status: ApprovalStatus.FAILED },
          opinion: body.handleOpinion,
        },
        tx,
      );
    });
  }

  /** Confirms after the publicity with no open or upheld objection, and numbers the certificates. */
  async confirm(caller: LoginUser, body: Confirm): Promise<void> {
    await this.db.transaction(async (tx) => {
      const rows = await this.found(tx, caller, body.declarationIds, true);
      for (const row of rows) {
        if (!row.publicityEnd)
          throw new ServiceError('review.final.notPublicized', { applicantName: row.applicantName });
        if (!row.publicityOver)
          throw new ServiceError('review.final.publicityRunning', {
            applicantName: row.applicantName,
            publicityEnd: row.publicityEnd,
          });
        if (row.upheldObjections)
          throw new ServiceError('review.final.upheldObjection', { applicantName: row.applicantName });
        if (row.openObjections)
          throw new ServiceError('review.final.openObjection', { applicantName: row.applicantName });
      }
      // Numbered in the confirming transaction on the confirmation date, so a failed confirmation gives its
      // numbers back; ids in ascending order take ascending numbers.
      const ids = rows.map((r) => r.declarationId);
      const numbers = await this.codes.issue(
        tx,
        caller.tenantId,
        'certificate',
        ids.length,
        this.clock.now(),
      );
      const texts = `{${numbers.map((no) => `"${no.replace(/[^0-9A-Za-z_./-]/g, '')}"`).join(',')}}`;
      return this.transitions.apply(
        caller,
        {
          action: 'confirm',
          declarationIds: ids,
          to: { stage: ReviewStage.RESULT, status: ApprovalStatus.FINAL },
          set: {
            finalTime: sql`now()`,
            certificateNo: sql`(SELECT v.no FROM unnest(${idArray(ids)}::bigint[], ${texts}::varchar[])
              AS v(id, no) WHERE v.id = d.declaration_id)`,
          },
        },
        tx,
      );
    });
  }
}
