import { sql } from 'drizzle-orm';
import {
  ApprovalStatus,
  ReviewStage,
  type CertificateVo,
  type FinalFilter,
  type Revoke,
} from '@zcps/contracts';
import type { LoginUser } from '../../../platform/auth/login-user.js';
import type { Db } from '../../../platform/db/database.js';
import type { ListQuery } from '../../../platform/db/paging.js';
import { ServiceError } from '../../../platform/http/errors.js';
import type { Clock } from '../../../platform/clock.js';
import type { ReviewTransitions } from '../declaration/transition.service.js';
import type { FinalRepo } from './final.repo.js';

const STAGE = [ReviewStage.RESULT];

/**
 * 终审归档: final results, their certificates, and revocation on a later finding of fraud. A revoked person is
 * barred from declaring until `barUntil` (today + the activity's bar years); the declaration submit check reads it.
 */
export class ArchiveService {
  constructor(
    private readonly db: Db,
    private readonly repo: FinalRepo,
    private readonly transitions: ReviewTransitions,
    private readonly clock: Clock,
  ) {}

  list(caller: LoginUser, query: ListQuery & FinalFilter) {
    return this.repo.page(caller.tenantId, query, STAGE);
  }

  async revoke(caller: LoginUser, body: Revoke): Promise<void> {
    const [row] = await this.repo.decisions(
      this.db,
      caller.tenantId,
      [body.declarationId],
      this.clock.today(),
    );
    if (!row) throw new ServiceError('review.declarationNotFound');
    await this.transitions.apply(caller, {
      action: 'revoke',
      declarationIds: [row.declarationId],
      to: { stage: ReviewStage.RESULT, status: ApprovalStatus.REVOKED },
      opinion: body.revokeReason,
      set: {
        revokeReason: body.revokeReason,
        barUntil: sql`(${this.clock.today()}::date + make_interval(years => ${row.barYears}::int))::date`,
      },
    });
  }

  async certificate(caller: LoginUser, declarationId: number): Promise<CertificateVo> {
    const row = await this.repo.certificate(caller.tenantId, declarationId);
    if (!row) throw new ServiceError('review.declarationNotFound');
    if (row.approvalStatus !== ApprovalStatus.FINAL || !row.certificateNo)
      throw new ServiceError('review.final.noCertificate');
    const { approvalStatus: _status, ...certificate } = row;
    return certificate as unknown as CertificateVo;
  }
}
