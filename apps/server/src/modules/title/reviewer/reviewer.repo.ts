import {
  and,
  asc,
  count,
  desc,
  eq,
  getTableColumns,
  inArray,
  isNotNull,
  isNull,
  ne,
  type SQL,
} from 'drizzle-orm';
import type { ReviewerFilter } from '@zcps/contracts';
import type { Db, Executor } from '../../../platform/db/database.js';
import { ListParams, PreparedPages } from '../../../platform/db/prepared-pages.js';
import {
  countEveryTime,
  orderKeyOf,
  orderOf,
  pageOf,
  type CountWith,
  type ListQuery,
} from '../../../platform/db/paging.js';
import { inTenant, live } from '../../../platform/db/scope.js';
import {
  sysUser,
  zcClient,
  zcProfession,
  zcReviewer,
  zcReviewerPoolMember,
  zcTitleSeries,
} from '../../../db/schema/index.js';

export type ReviewerRow = typeof zcReviewer.$inferSelect;
export type ReviewerInsert = Omit<typeof zcReviewer.$inferInsert, 'reviewerId'>;
export type ReviewerListRow = ReviewerRow & {
  userName: string | null;
  clientName: string | null;
  seriesName: string | null;
  professionName: string | null;
};
export type ReviewerQuery = ListQuery & ReviewerFilter;

const SORTABLE = {
  reviewerId: zcReviewer.reviewerId,
  reviewerName: zcReviewer.reviewerName,
  unitName: zcReviewer.unitName,
  titleLevel: zcReviewer.titleLevel,
  reviewerType: zcReviewer.reviewerType,
  status: zcReviewer.status,
  createTime: zcReviewer.createTime,
};
const DEFAULT_ORDER = [asc(zcReviewer.reviewerId)];

export class ReviewerRepo {
  private readonly pages = new PreparedPages('reviewer');

  constructor(private readonly db: Db) {}

  private where(tenantId: string, q: Partial<ReviewerFilter>, scope: SQL | undefined, ...more: SQL[]) {
    return this.filtered(tenantId, q, new ListParams(true), scope, ...more);
  }

  /** The list's filters, their values bound in `params` (literal, or placeholders for a prepared page). */
  private filtered(
    tenantId: string,
    q: Partial<ReviewerFilter>,
    params: ListParams,
    scope: SQL | undefined,
    ...more: SQL[]
  ) {
    const r = zcReviewer;
    return inTenant(
      r,
      params.bind('tenantId', tenantId),
      live(r),
      params.contains(r.reviewerName, 'reviewerName', q.reviewerName),
      params.contains(r.unitName, 'unitName', q.unitName),
      params.contains(r.phone, 'phone', q.phone),
      params.eq(r.seriesId, 'seriesId', q.seriesId || undefined),
      params.eq(r.professionId, 'professionId', q.professionId || undefined),
      params.eq(r.clientId, 'clientId', q.clientId || undefined),
      params.eq(r.titleLevel, 'titleLevel', q.titleLevel),
      params.eq(r.reviewerType, 'reviewerType', q.reviewerType),
      params.eq(r.status, 'status', q.status),
      params.eq(r.isExternal, 'isExternal', q.isExternal ? q.isExternal === 'true' : undefined),
      scope,
      ...more,
    );
  }

  private select() {
    const r = zcReviewer;
    return (
      this.db
        // Flat rows: nesting the reviewer and spreading it back out per row cost about 4 % of the list's CPU.
        .select({
          ...getTableColumns(r),
          userName: sysUser.userName,
          clientName: zcClient.clientName,
          seriesName: zcTitleSeries.seriesName,
          professionName: zcProfession.professionName,
        })
        .from(r)
        .leftJoin(sysUser, and(eq(sysUser.userId, r.userId), eq(sysUser.tenantId, r.tenantId)))
        .leftJoin(zcClient, and(eq(zcClient.clientId, r.clientId), eq(zcClient.tenantId, r.tenantId)))
        .leftJoin(
          zcTitleSeries,
          and(eq(zcTitleSeries.seriesId, r.seriesId), eq(zcTitleSeries.tenantId, r.tenantId)),
        )
        .leftJoin(
          zcProfession,
          and(eq(zcProfession.professionId, r.professionId), eq(zcProfession.tenantId, r.tenantId)),
        )
    );
  }

  /** `countWith` may answer the total without running the count (CountCache). */
  async page(
    tenantId: string,
    q: ReviewerQuery,
    scope: SQL | undefined,
    countWith: CountWith = countEveryTime,
  ) {
    const params = new ListParams();
    const where = this.filtered(tenantId, q, params, scope);
    const order = orderOf(q, SORTABLE, DEFAULT_ORDER);
    const { rows, total } = await this.pages.run(
      params,
      orderKeyOf(q),
      (limit, offset) => ({
        page: this.select()
          .where(where)
          .orderBy(...order)
          .limit(limit)
          .offset(offset),
        count: this.db.select({ total: count() }).from(zcReviewer).where(where),
      }),
      countWith,
      // A data scope's conditions carry the caller's own values: such pages are built for each call.
      { ...pageOf(q), named: scope === undefined },
    );
    return { rows: rows, total };
  }

  /** Every matching row (export), up to `max`. */
  async all(tenantId: string, q: Partial<ReviewerFilter>, scope: SQL | undefined, max: number) {
    const rows = await this.select()
      .where(this.where(tenantId, q, scope))
      .orderBy(...DEFAULT_ORDER)
      .limit(max);
    return rows;
  }

  /** A live reviewer of the tenant within the scope. */
  async find(tenantId: string, scope: SQL | undefined, reviewerId: number) {
    const [row] = await this.select()
      .where(this.where(tenantId, {}, scope, eq(zcReviewer.reviewerId, reviewerId)))
      .limit(1);
    return row;
  }

  async findByIds(tenantId: string, scope: SQL | undefined, reviewerIds: number[]) {
    return this.db
      .select()
      .from(zcReviewer)
      .where(this.where(tenantId, {}, scope, inArray(zcReviewer.reviewerId, reviewerIds)));
  }

  /** Active reviewers without an account (all of them, or these), within the scope, for 开通账号. */
  async withoutAccount(tenantId: string, scope: SQL | undefined, reviewerIds?: number[]) {
    const r = zcReviewer;
    return this.db
      .select()
      .from(r)
      .where(
        this.where(
          tenantId,
          { status: '0' },
          scope,
          isNull(r.userId),
          ...(reviewerIds ? [inArray(r.reviewerId, reviewerIds)] : []),
        ),
      )
      .orderBy(...DEFAULT_ORDER)
      .limit(2_000);
  }

  /** The dept holding most of the tenant's expert accounts, where new ones go unless the caller names one. */
  async accountsDept(tenantId: string): Promise<number | undefined> {
    const [row] = await this.db
      .select({ deptId: sysUser.deptId, n: count() })
      .from(zcReviewer)
      .innerJoin(
        sysUser,
        and(eq(sysUser.userId, zcReviewer.userId), eq(sysUser.tenantId, zcReviewer.tenantId)),
      )
      .where(inTenant(zcReviewer, tenantId, live(zcReviewer), isNotNull(sysUser.deptId)))
      .groupBy(sysUser.deptId)
      .orderBy(desc(count()), asc(sysUser.deptId))
      .limit(1);
    return row?.deptId ?? undefined;
  }

  /** Links the account unless someone linked the reviewer meanwhile; answers whether it did. */
  async link(
    tx: Executor,
    tenantId: string,
    reviewerId: number,
    account: { userId: number; deptId: number | null; by: number },
  ) {
    const { userId, deptId, by } = account;
    const rows = await tx
      .update(zcReviewer)
      .set({ userId, deptId, updateBy: by, updateTime: new Date() })
      .where(inTenant(zcReviewer, tenantId, eq(zcReviewer.reviewerId, reviewerId), isNull(zcReviewer.userId)))
      .returning({ id: zcReviewer.reviewerId });
    return rows.length === 1;
  }

  /** The live profile linked to an account. */
  async findByUser(tenantId: string, userId: number) {
    const [row] = await this.select()
      .where(this.where(tenantId, {}, undefined, eq(zcReviewer.userId, userId)))
      .limit(1);
    return row;
  }

  /** Another live reviewer holding the identity number or the account, if any. */
  async holderOf(tenantId: string, field: 'idCard' | 'userId', value: string | number, exceptId?: number) {
    const [row] = await this.db
      .select({ reviewerId: zcReviewer.reviewerId, reviewerName: zcReviewer.reviewerName })
      .from(zcReviewer)
      .where(
        this.where(
          tenantId,
          {},
          undefined,
          eq(zcReviewer[field], value),
          ...(exceptId !== undefined ? [ne(zcReviewer.reviewerId, exceptId)] : []),
        ),
      )
      .limit(1);
    return row;
  }

  /** Reviewers among `reviewerIds` that belong to at least one pool. */
  async pooled(tenantId: string, reviewerIds: number[]): Promise<Set<number>> {
    const rows = await this.db
      .selectDistinct({ id: zcReviewerPoolMember.reviewerId })
      .from(zcReviewerPoolMember)
      .where(inTenant(zcReviewerPoolMember, tenantId, inArray(zcReviewerPoolMember.reviewerId, reviewerIds)));
    return new Set(rows.map((r) => r.id));
  }

  async insert(values: ReviewerInsert, db: Executor = this.db): Promise<number> {
    const [row] = await db.insert(zcReviewer).values(values).returning({ id: zcReviewer.reviewerId });
    return row!.id;
  }

  async update(tenantId: string, reviewerId: number, values: Partial<ReviewerInsert>): Promise<void> {
    await this.db
      .update(zcReviewer)
      .set(values)
      .where(inTenant(zcReviewer, tenantId, eq(zcReviewer.reviewerId, reviewerId)));
  }

  async softDelete(tenantId: string, reviewerIds: number[], by: number): Promise<void> {
    await this.db
      .update(zcReviewer)
      .set({ delFlag: '2', updateBy: by, updateTime: new Date() })
      .where(inTenant(zcReviewer, tenantId, inArray(zcReviewer.reviewerId, reviewerIds)));
  }
}
