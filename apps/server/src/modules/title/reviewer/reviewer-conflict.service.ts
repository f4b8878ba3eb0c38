import {
  ConflictType,
  type Language,
  type ReviewerConflictAdded,
  type ReviewerConflictCreate,
  type ReviewerConflictVo,
} from '@zcps/contracts';
import type { LoginUser } from '../../../platform/auth/login-user.js';
import { formatDateTime } from '../../../platform/http/dates.js';
import { refuseMissing, ServiceError } from '../../../platform/http/errors.js';
import { buildXlsx, type XlsxColumn } from '../../../platform/http/xlsx.js';
import type { ReviewerConflictRepo } from './reviewer-conflict.repo.js';
import type { ReviewerSeatsRepo } from './reviewer-seats.repo.js';
import type { ReviewerService } from './reviewer.service.js';
import type { TitleRefsRepo } from './title-refs.repo.js';
import { formatMessage, localize, message, type Message } from '../../../platform/i18n/format.js';

const KIND: Record<string, Message | undefined> = {
  [ConflictType.UNIT]: message('reviewerConflict.kind.unit'),
  [ConflictType.PERSON]: message('reviewerConflict.kind.person'),
};

/** 回避: a reviewer's declared conflicts of interest, reached through the reviewer (tenant and data scope). */
export class ReviewerConflictService {
  constructor(
    private readonly repo: ReviewerConflictRepo,
    private readonly reviewers: ReviewerService,
    private readonly refs: TitleRefsRepo,
    private readonly seats: ReviewerSeatsRepo,
  ) {}

  async list(caller: LoginUser, reviewerId: number): Promise<ReviewerConflictVo[]> {
    const reviewer = await this.reviewers.visible(caller, reviewerId);
    return this.ofReviewer(caller.tenantId, reviewer.reviewerId);
  }

  private async ofReviewer(tenantId: string, reviewerId: number): Promise<ReviewerConflictVo[]> {
    const rows = await this.repo.ofReviewer(tenantId, reviewerId);
    return rows.map(({ conflict: c, clientName, employeeName }) => ({
      conflictId: c.conflictId,
      reviewerId: c.reviewerId,
      conflictType: c.conflictType,
      clientId: c.clientId,
      clientName,
      employeeId: c.employeeId,
      personName: employeeName ?? c.personName,
      reason: c.reason,
      createTime: formatDateTime(c.createTime),
    }));
  }

  /** The reviewer's conflicts as the dialog lists them, under the reviewer's name. */
  async export(caller: LoginUser, reviewerId: number, lang: Language): Promise<Buffer> {
    const reviewer = await this.reviewers.visible(caller, reviewerId);
    const rows = await this.ofReviewer(caller.tenantId, reviewer.reviewerId);
    const columns: XlsxColumn<ReviewerConflictVo>[] = [
      {
        header: message('reviewerConflict.column.reviewerName'),
        value: () => reviewer.reviewerName,
        width: 14,
      },
      {
        header: message('reviewerConflict.column.conflictType'),
        value: (r) => localize(lang, KIND[r.conflictType] ?? r.conflictType),
        width: 10,
      },
      {
        header: message('reviewerConflict.column.clientName'),
        value: (r) => r.clientName ?? r.personName,
        width: 28,
      },
      { header: message('reviewerConflict.column.reason'), value: (r) => r.reason, width: 36 },
      { header: message('reviewerConflict.column.createTime'), value: (r) => r.createTime, width: 20 },
    ];
    const sheet = formatMessage(lang, 'reviewerConflict.sheet');
    return buildXlsx(lang, sheet, columns, rows);
  }

  /** Records the conflict; answers the declarations the reviewer already judges that it names, if any. */
  async add(
    caller: LoginUser,
    reviewerId: number,
    body: ReviewerConflictCreate,
  ): Promise<ReviewerConflictAdded> {
    const { tenantId } = caller;
    const reviewer = await this.reviewers.visible(caller, reviewerId);
    const unit = body.conflictType === ConflictType.UNIT;
    if (unit && !(await this.refs.clientExists(tenantId, body.clientId!)))
      throw new ServiceError('reviewer.clientNotFound', { clientId: body.clientId! });
    if (!unit && body.employeeId && !(await this.refs.employeeExists(tenantId, body.employeeId)))
      throw new ServiceError('reviewer.employeeNotFound', { employeeId: body.employeeId });
    await this.repo.insert({
      tenantId,
      reviewerId: reviewer.reviewerId,
      conflictType: body.conflictType,
      clientId: unit ? body.clientId! : null,
      employeeId: unit ? null : (body.employeeId ?? null),
      personName: unit ? null : body.personName || null,
      reason: body.reason,
      createDept: caller.deptId,
      createBy: caller.userId,
      updateBy: caller.userId,
    });
    const seatedWith = await this.seats.judgedDeclarationsOf(tenantId, reviewer.reviewerId, {
      clientId: unit ? body.clientId : null,
      employeeId: unit ? null : body.employeeId,
      personName: unit ? null : body.personName,
    });
    return { seatedWith };
  }

  async remove(caller: LoginUser, reviewerId: number, conflictIds: number[]): Promise<void> {
    const reviewer = await this.reviewers.visible(caller, reviewerId);
    const own = await this.repo.ofReviewer(caller.tenantId, reviewer.reviewerId);
    refuseMissing(
      conflictIds,
      own.map((r) => r.conflict.conflictId),
    );
    await this.repo.delete(caller.tenantId, reviewer.reviewerId, conflictIds);
  }
}
