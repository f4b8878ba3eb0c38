import {
  hasPermission,
  maskReviewerIdCard,
  ReviewerPermission,
  type Language,
  type ReviewerContact,
  type ReviewerCreate,
  type ReviewerFilter,
  type ReviewerStatusBody,
  type ReviewerUpdate,
  type ReviewerUserOption,
  type ReviewerVo,
} from '@zcps/contracts';
import type { LoginUser } from '../../../platform/auth/login-user.js';
import type { CountCache } from '../../../platform/db/count-cache.js';
import type { Db } from '../../../platform/db/database.js';
import { countKeyOf } from '../../../platform/db/paging.js';
import { dataScopeOf } from '../../../platform/db/data-scope.js';
import { formatDateTime } from '../../../platform/http/dates.js';
import { refuseMissing, ServiceError } from '../../../platform/http/errors.js';
import { buildXlsx, EXPORT_MAX_ROWS } from '../../../platform/http/xlsx.js';
import { zcReviewer } from '../../../db/schema/index.js';
import type { CodeIssuer } from '../../system/code-rule/code-rule.service.js';
import type { DictService } from '../../system/dict/dict.service.js';
import { reviewerExportColumns } from './reviewer-sheet.js';
import type { ReviewerInsert, ReviewerListRow, ReviewerQuery, ReviewerRepo } from './reviewer.repo.js';
import type { ReviewerSeatsRepo } from './reviewer-seats.repo.js';
import type { TitleRefsRepo } from './title-refs.repo.js';
import { formatMessage } from '../../../platform/i18n/format.js';

/** The reviewer list's count cache (CountCache): create, update, status and remove call `changed` after the write. */
export const REVIEWER_LIST = 'reviewer';

export function toReviewerVo(row: ReviewerListRow, masked: boolean): ReviewerVo {
  return {
    reviewerId: row.reviewerId,
    reviewerNo: row.reviewerNo,
    userId: row.userId,
    userName: row.userName,
    deptId: row.deptId,
    reviewerName: row.reviewerName,
    sex: row.sex,
    idCard: row.idCard && masked ? maskReviewerIdCard(row.idCard) : row.idCard,
    phone: row.phone,
    email: row.email,
    unitName: row.unitName,
    clientId: row.clientId,
    clientName: row.clientName,
    seriesId: row.seriesId,
    seriesName: row.seriesName,
    professionId: row.professionId,
    professionName: row.professionName,
    titleLevel: row.titleLevel,
    titleName: row.titleName,
    reviewerType: row.reviewerType,
    isExternal: row.isExternal,
    status: row.status,
    remark: row.remark,
    createTime: formatDateTime(row.createTime),
  };
}

/** Whose reviewer rows a caller reaches: the linked account (self scope) or the dept it sits in. */
export const reviewerScopeOf = (caller: LoginUser) =>
  dataScopeOf(caller, { user: zcReviewer.userId, dept: zcReviewer.deptId });

/** Identity numbers are shown in full only to callers who may edit reviewers. */
const masksIdCard = (caller: LoginUser) => !hasPermission(caller.permissions, ReviewerPermission.EDIT);

const contactOf = (body: ReviewerContact) => ({ phone: body.phone || null, email: body.email || null });

export class ReviewerService {
  constructor(
    private readonly repo: ReviewerRepo,
    private readonly refs: TitleRefsRepo,
    private readonly dicts: DictService,
    private readonly seats: ReviewerSeatsRepo,
    private readonly db: Db,
    /** 专家编号 by the tenant's `expert` rule of 用户编码. */
    private readonly codes: CodeIssuer,
    private readonly counts?: CountCache,
  ) {}

  /**
   * A caller who sees every reviewer takes the total from the count cache, keyed by the filters (all on the
   * reviewer's own columns); a scoped caller's is counted each time (a dept moved would move it).
   */
  async list(caller: LoginUser, query: ReviewerQuery) {
    const { tenantId } = caller;
    const scope = reviewerScopeOf(caller);
    const counts = this.counts;
    const key = countKeyOf(query);
    const { rows, total } = await this.repo.page(
      tenantId,
      query,
      scope,
      counts && !scope ? (compute) => counts.count(REVIEWER_LIST, tenantId, key, compute) : undefined,
    );
    const masked = masksIdCard(caller);
    return { rows: rows.map((r) => toReviewerVo(r, masked)), total };
  }

  async export(caller: LoginUser, filter: Partial<ReviewerFilter>, lang: Language): Promise<Buffer> {
    const rows = await this.repo.all(caller.tenantId, filter, reviewerScopeOf(caller), EXPORT_MAX_ROWS);
    const columns = await reviewerExportColumns(this.dicts, caller.tenantId, lang);
    const masked = masksIdCard(caller);
    const sheet = formatMessage(lang, 'reviewer.sheet');
    return buildXlsx(
      lang,
      sheet,
      columns,
      rows.map((r) => toReviewerVo(r, masked)),
    );
  }

  /** A reviewer the caller may see (tenant and data scope), else 'not found'. */
  async visible(caller: LoginUser, reviewerId: number): Promise<ReviewerListRow> {
    const row = await this.repo.find(caller.tenantId, reviewerScopeOf(caller), reviewerId);
    if (!row) throw new ServiceError('reviewer.notFound');
    return row;
  }

  async get(caller: LoginUser, reviewerId: number): Promise<ReviewerVo> {
    return toReviewerVo(await this.visible(caller, reviewerId), masksIdCard(caller));
  }

  /** The references of the form exist in the tenant, and identity number and account are not someone else's. */
  async checkFields(tenantId: string, body: ReviewerCreate, reviewerId?: number) {
    if (!(await this.refs.seriesExists(tenantId, body.seriesId)))
      throw new ServiceError('reviewer.seriesNotFound', { value: body.seriesId });
    if (
      body.professionId &&
      !(await this.refs.professionInSeries(tenantId, body.professionId, body.seriesId))
    )
      throw new ServiceError('reviewer.professionMismatch', { value: body.professionId });
    if (body.clientId && !(await this.refs.clientExists(tenantId, body.clientId)))
      throw new ServiceError('reviewer.clientNotFound', { clientId: body.clientId });
    if (body.idCard) {
      const holder = await this.repo.holderOf(tenantId, 'idCard', body.idCard, reviewerId);
      if (holder) throw new ServiceError('reviewer.idCardTaken', { reviewerName: holder.reviewerName });
    }
    if (!body.userId) return { deptId: null };
    const user = await this.refs.user(tenantId, body.userId);
    if (!user) throw new ServiceError('reviewer.userNotFound');
    // Whoever is linked signs in as this expert and casts their secret ballots.
    if (!user.isReviewer) throw new ServiceError('reviewer.userNotReviewer');
    const holder = await this.repo.holderOf(tenantId, 'userId', body.userId, reviewerId);
    if (holder) throw new ServiceError('reviewer.userTaken', { reviewerName: holder.reviewerName });
    return { deptId: user.deptId };
  }

  fields(body: ReviewerCreate) {
    return {
      ...contactOf(body),
      reviewerName: body.reviewerName,
      sex: body.sex,
      idCard: body.idCard || null,
      unitName: body.unitName,
      clientId: body.clientId ?? null,
      seriesId: body.seriesId,
      professionId: body.professionId ?? null,
      titleLevel: body.titleLevel,
      titleName: body.titleName || null,
      reviewerType: body.reviewerType,
      isExternal: body.isExternal,
      userId: body.userId ?? null,
      remark: body.remark || null,
    };
  }

  async create(caller: LoginUser, body: ReviewerCreate): Promise<number> {
    const { deptId } = await this.checkFields(caller.tenantId, body);
    const values: ReviewerInsert = {
      ...this.fields(body),
      tenantId: caller.tenantId,
      deptId: deptId ?? caller.deptId,
      createDept: caller.deptId,
      createBy: caller.userId,
      updateBy: caller.userId,
    };
    // Numbered in the inserting transaction, so a failed insert gives the number back.
    const reviewerId = await this.db.transaction(async (tx) => {
      const reviewerNo = await this.codes.issueOne(tx, caller.tenantId, 'expert');
      return this.repo.insert({ ...values, reviewerNo }, tx);
    });
    await this.listChanged(caller.tenantId);
    return reviewerId;
  }

  /** After a write to a reviewer row has committed: the list's totals may have moved. */
  private listChanged(tenantId: string): Promise<void> {
    return this.counts?.changed(REVIEWER_LIST, tenantId) ?? Promise.resolve();
  }

  /** A reviewer editing their own profile changes only its contact fields. */
  async update(caller: LoginUser, body: ReviewerUpdate): Promise<void> {
    const row = await this.visible(caller, body.reviewerId);
    if (row.userId === caller.userId) return this.updateContact(caller, row.reviewerId, body);
    const { deptId } = await this.checkFields(caller.tenantId, body, row.reviewerId);
    if ((body.userId ?? null) !== row.userId) {
      const seat = await this.seats.seatInRunningActivity(caller.tenantId, row.reviewerId);
      if (seat) throw new ServiceError('reviewer.linkLocked', seat);
    }
    await this.repo.update(caller.tenantId, row.reviewerId, {
      ...this.fields(body),
      deptId: deptId ?? row.deptId,
      updateBy: caller.userId,
      updateTime: new Date(),
    });
    await this.listChanged(caller.tenantId);
  }

  private async updateContact(caller: LoginUser, reviewerId: number, body: ReviewerContact) {
    await this.repo.update(caller.tenantId, reviewerId, {
      ...contactOf(body),
      updateBy: caller.userId,
      updateTime: new Date(),
    });
    await this.listChanged(caller.tenantId);
  }

  /** Suspending or blacklisting keeps pool memberships; the reason goes into the remark. */
  async changeStatus(caller: LoginUser, body: ReviewerStatusBody): Promise<void> {
    const row = await this.visible(caller, body.reviewerId);
    if (row.userId === caller.userId) throw new ServiceError('reviewer.ownStatus');
    const reason = body.reason?.trim();
    await this.repo.update(caller.tenantId, row.reviewerId, {
      status: body.status,
      remark: reason || row.remark,
      updateBy: caller.userId,
      updateTime: new Date(),
    });
    await this.listChanged(caller.tenantId);
  }

  /** Deletes `reviewerIds`, all or none: each must be visible to the caller and in no pool. */
  async remove(caller: LoginUser, reviewerIds: number[]): Promise<void> {
    const rows = await this.repo.findByIds(caller.tenantId, reviewerScopeOf(caller), reviewerIds);
    refuseMissing(
      reviewerIds,
      rows.map((r) => r.reviewerId),
    );
    const pooled = await this.repo.pooled(
      caller.tenantId,
      rows.map((r) => r.reviewerId),
    );
    const first = rows.find((r) => pooled.has(r.reviewerId));
    if (first) throw new ServiceError('reviewer.inPool', { reviewerName: first.reviewerName });
    await this.repo.softDelete(
      caller.tenantId,
      rows.map((r) => r.reviewerId),
      caller.userId,
    );
    await this.listChanged(caller.tenantId);
  }

  /** The caller's own reviewer profile, in full. */
  async profile(caller: LoginUser): Promise<ReviewerVo> {
    const row = await this.repo.findByUser(caller.tenantId, caller.userId);
    if (!row) throw new ServiceError('reviewer.noProfile');
    return toReviewerVo(row, false);
  }

  async updateProfile(caller: LoginUser, body: ReviewerContact): Promise<void> {
    const row = await this.repo.findByUser(caller.tenantId, caller.userId);
    if (!row) throw new ServiceError('reviewer.noProfile');
    await this.updateContact(caller, row.reviewerId, body);
  }

  userOptions(caller: LoginUser, search: string | undefined): Promise<ReviewerUserOption[]> {
    return this.refs.unlinkedUsers(caller.tenantId, search, 20);
  }
}
