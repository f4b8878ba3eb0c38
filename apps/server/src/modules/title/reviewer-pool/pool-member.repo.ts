import { and, asc, count, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { PoolCandidateFilter, PoolMemberFilter } from '@zcps/contracts';
import type { Db } from '../../../platform/db/database.js';
import { contains } from '../../../platform/db/like.js';
import { countedPage, pageOf, type ListQuery } from '../../../platform/db/paging.js';
import { inTenant, live } from '../../../platform/db/scope.js';
import { zcProfession, zcReviewer, zcReviewerPoolMember, zcTitleSeries } from '../../../db/schema/index.js';
import { memberAvailable } from './reviewer-pool.repo.js';

export type MemberInsert = typeof zcReviewerPoolMember.$inferInsert;
export type MemberRow = Awaited<ReturnType<PoolMemberRepo['all']>>[number];

const m = zcReviewerPoolMember;
const r = zcReviewer;
const memberJoin = and(eq(r.reviewerId, m.reviewerId), live(r));
const professionJoin = and(
  eq(zcProfession.professionId, r.professionId),
  eq(zcProfession.tenantId, r.tenantId),
);

export class PoolMemberRepo {
  constructor(private readonly db: Db) {}

  private memberWhere(tenantId: string, poolId: number, q: PoolMemberFilter) {
    return inTenant(
      m,
      tenantId,
      eq(m.poolId, poolId),
      contains(r.reviewerName, q.reviewerName),
      q.professionId ? eq(r.professionId, q.professionId) : undefined,
      q.status ? eq(r.status, q.status) : undefined,
    );
  }

  private memberRows(where: SQL | undefined) {
    return this.db
      .select({
        member: m,
        reviewer: r,
        professionName: zcProfession.professionName,
        available: sql<boolean>`${memberAvailable}`,
      })
      .from(m)
      .innerJoin(r, memberJoin)
      .leftJoin(zcProfession, professionJoin)
      .where(where)
      .orderBy(asc(r.professionId), asc(r.titleLevel), asc(r.reviewerId));
  }

  /** Members of a pool with their reviewer's facts; a blacklisted member stays listed, not available. */
  async page(tenantId: string, poolId: number, q: ListQuery & PoolMemberFilter) {
    const where = this.memberWhere(tenantId, poolId, q);
    const { limit, offset } = pageOf(q);
    return countedPage(
      this.memberRows(where).limit(limit).offset(offset),
      this.db.select({ total: count() }).from(m).innerJoin(r, memberJoin).where(where),
    );
  }

  /** The same rows as `page`, without paging (export). */
  all(tenantId: string, poolId: number, q: PoolMemberFilter, limit: number) {
    return this.memberRows(this.memberWhere(tenantId, poolId, q)).limit(limit);
  }

  /** Active live reviewers of the tenant not yet in the pool. */
  async candidates(tenantId: string, poolId: number, q: ListQuery & PoolCandidateFilter) {
    const where = inTenant(
      r,
      tenantId,
      live(r),
      eq(r.status, '0'),
      isNull(m.reviewerId),
      contains(r.reviewerName, q.reviewerName),
      contains(r.unitName, q.unitName),
      q.seriesId ? eq(r.seriesId, q.seriesId) : undefined,
      q.professionId ? eq(r.professionId, q.professionId) : undefined,
    );
    const notMember = and(eq(m.reviewerId, r.reviewerId), eq(m.poolId, poolId));
    const { limit, offset } = pageOf(q);
    return countedPage(
      this.db
        .select({
          reviewer: r,
          seriesName: zcTitleSeries.seriesName,
          professionName: zcProfession.professionName,
        })
        .from(r)
        .leftJoin(m, notMember)
        .leftJoin(
          zcTitleSeries,
          and(eq(zcTitleSeries.seriesId, r.seriesId), eq(zcTitleSeries.tenantId, r.tenantId)),
        )
        .leftJoin(zcProfession, professionJoin)
        .where(where)
        .orderBy(asc(r.reviewerId))
        .limit(limit)
        .offset(offset),
      this.db.select({ total: count() }).from(r).leftJoin(m, notMember).where(where),
    );
  }

  /** Live reviewers of the tenant among `reviewerIds`, with whether each is already in the pool. */
  async reviewersFor(tenantId: string, poolId: number, reviewerIds: number[]) {
    return this.db
      .select({
        reviewerId: r.reviewerId,
        reviewerName: r.reviewerName,
        status: r.status,
        titleLevel: r.titleLevel,
        member: m.poolId,
      })
      .from(r)
      .leftJoin(m, and(eq(m.reviewerId, r.reviewerId), eq(m.poolId, poolId)))
      .where(inTenant(r, tenantId, live(r), inArray(r.reviewerId, reviewerIds)));
  }

  async insert(rows: MemberInsert[]): Promise<void> {
    await this.db.insert(m).values(rows);
  }

  /** Which of the reviewers are members of the pool (a removal refuses the others). */
  async memberIds(tenantId: string, poolId: number, reviewerIds: number[]): Promise<number[]> {
    const rows = await this.db
      .select({ id: m.reviewerId })
      .from(m)
      .where(inTenant(m, tenantId, eq(m.poolId, poolId), inArray(m.reviewerId, reviewerIds)));
    return rows.map((row) => row.id);
  }

  async delete(tenantId: string, poolId: number, reviewerIds: number[]): Promise<void> {
    await this.db
      .delete(m)
      .where(inTenant(m, tenantId, eq(m.poolId, poolId), inArray(m.reviewerId, reviewerIds)));
  }

  /** The draw's figures: members per profession × title level, by what keeps them from being drawn. */
  async stats(tenantId: string, poolId: number) {
    const countWhere = (condition: ReturnType<typeof sql>) =>
      sql<number>`count(*) FILTER (WHERE ${condition})::int`;
    return this.db
      .select({
        professionId: r.professionId,
        professionName: zcProfession.professionName,
        titleLevel: r.titleLevel,
        available: countWhere(memberAvailable),
        expired: countWhere(sql`${r.status} = '0' AND ${m.termEnd} < CURRENT_DATE`),
        suspended: countWhere(sql`${r.status} = '1'`),
        blacklisted: countWhere(sql`${r.status} = '2'`),
        total: sql<number>`count(*)::int`,
      })
      .from(m)
      .innerJoin(r, and(eq(r.reviewerId, m.reviewerId), live(r)))
      .leftJoin(zcProfession, professionJoin)
      .where(inTenant(m, tenantId, eq(m.poolId, poolId)))
      .groupBy(r.professionId, zcProfession.professionName, zcProfession.orderNum, r.titleLevel)
      .orderBy(sql`${zcProfession.orderNum} NULLS LAST`, asc(r.professionId), asc(r.titleLevel));
  }
}
