import { and, asc, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { ReviewerPoolFilter } from '@zcps/contracts';
import type { Db } from '../../../platform/db/database.js';
import { contains } from '../../../platform/db/like.js';
import { orderOf, countedPage, pageOf, type ListQuery } from '../../../platform/db/paging.js';
import { inTenant, live } from '../../../platform/db/scope.js';
import {
  zcOrganization,
  zcReviewer,
  zcReviewerPool,
  zcReviewerPoolMember,
  zcTitleSeries,
} from '../../../db/schema/index.js';

export type PoolRow = typeof zcReviewerPool.$inferSelect;
export type PoolInsert = Omit<typeof zcReviewerPool.$inferInsert, 'poolId'>;
export type PoolListRow = PoolRow & {
  seriesName: string | null;
  orgName: string | null;
  memberCount: number;
  availableCount: number;
};
export type PoolQuery = ListQuery & ReviewerPoolFilter;

const p = zcReviewerPool;
const m = zcReviewerPoolMember;
const SORTABLE = {
  poolId: p.poolId,
  poolName: p.poolName,
  titleLevel: p.titleLevel,
  termStart: p.termStart,
  termEnd: p.termEnd,
  status: p.status,
  createTime: p.createTime,
};
const DEFAULT_ORDER = [asc(p.poolId)];

/** A member counts as available while the reviewer is active (status 0) and the membership has not ended. */
export const memberAvailable = sql`(${zcReviewer.status} = '0' AND ${m.termEnd} >= CURRENT_DATE)`;

export class ReviewerPoolRepo {
  constructor(private readonly db: Db) {}

  private where(tenantId: string, q: Partial<ReviewerPoolFilter>, ...more: SQL[]) {
    return inTenant(
      p,
      tenantId,
      live(p),
      contains(p.poolName, q.poolName),
      q.seriesId ? eq(p.seriesId, q.seriesId) : undefined,
      q.orgId ? eq(p.orgId, q.orgId) : undefined,
      q.titleLevel ? eq(p.titleLevel, q.titleLevel) : undefined,
      q.status ? eq(p.status, q.status) : undefined,
      ...more,
    );
  }

  private select(tenantId: string) {
    const members = this.db
      .select({
        poolId: m.poolId,
        total: count().as('total'),
        available: sql<number>`count(*) FILTER (WHERE ${memberAvailable})::int`.as('available'),
      })
      .from(m)
      .innerJoin(zcReviewer, and(eq(zcReviewer.reviewerId, m.reviewerId), live(zcReviewer)))
      .where(eq(m.tenantId, tenantId))
      .groupBy(m.poolId)
      .as('members');
    return this.db
      .select({
        pool: p,
        seriesName: zcTitleSeries.seriesName,
        orgName: zcOrganization.orgName,
        memberCount: sql<number>`coalesce(${members.total}, 0)::int`,
        availableCount: sql<number>`coalesce(${members.available}, 0)::int`,
      })
      .from(p)
      .leftJoin(
        zcTitleSeries,
        and(eq(zcTitleSeries.seriesId, p.seriesId), eq(zcTitleSeries.tenantId, p.tenantId)),
      )
      .leftJoin(
        zcOrganization,
        and(eq(zcOrganization.orgId, p.orgId), eq(zcOrganization.tenantId, p.tenantId)),
      )
      .leftJoin(members, eq(members.poolId, p.poolId));
  }

  async page(tenantId: string, q: PoolQuery) {
    const where = this.where(tenantId, q);
    const { limit, offset } = pageOf(q);
    return countedPage(
      this.select(tenantId)
        .where(where)
        .orderBy(...orderOf(q, SORTABLE, DEFAULT_ORDER))
        .limit(limit)
        .offset(offset),
      this.db.select({ total: count() }).from(p).where(where),
      flatten,
    );
  }

  async all(tenantId: string, q: Partial<ReviewerPoolFilter>, max: number) {
    const rows = await this.select(tenantId)
      .where(this.where(tenantId, q))
      .orderBy(...DEFAULT_ORDER)
      .limit(max);
    return rows.map(flatten);
  }

  async find(tenantId: string, poolId: number) {
    const [row] = await this.select(tenantId)
      .where(this.where(tenantId, {}, eq(p.poolId, poolId)))
      .limit(1);
    return row ? flatten(row) : undefined;
  }

  async findByIds(tenantId: string, poolIds: number[]) {
    return this.db
      .select()
      .from(p)
      .where(this.where(tenantId, {}, inArray(p.poolId, poolIds)));
  }

  async insert(values: PoolInsert): Promise<void> {
    await this.db.insert(p).values(values);
  }

  /** Saves the pool; memberships running past a shortened term end with it. */
  async update(tenantId: string, poolId: number, values: Partial<PoolInsert>): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx
        .update(p)
        .set(values)
        .where(inTenant(p, tenantId, eq(p.poolId, poolId)));
      if (values.termEnd)
        await tx
          .update(m)
          .set({ termEnd: values.termEnd })
          .where(inTenant(m, tenantId, eq(m.poolId, poolId), sql`${m.termEnd} > ${values.termEnd}`));
    });
  }

  /** Marks the pools deleted and ends their memberships. */
  async softDelete(tenantId: string, poolIds: number[], by: number): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx
        .update(p)
        .set({ delFlag: '2', updateBy: by, updateTime: new Date() })
        .where(inTenant(p, tenantId, inArray(p.poolId, poolIds)));
      await tx.delete(m).where(inTenant(m, tenantId, inArray(m.poolId, poolIds)));
    });
  }
}

function flatten(row: {
  pool: PoolRow;
  seriesName: string | null;
  orgName: string | null;
  memberCount: number;
  availableCount: number;
}): PoolListRow {
  const { pool, ...rest } = row;
  return { ...pool, ...rest };
}
