import { and, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { ReviewActivityFilter } from '@zcps/contracts';
import type { Db } from '../../../platform/db/database.js';
import { contains } from '../../../platform/db/like.js';
import { orderOf, countedPage, pageOf, type ListQuery } from '../../../platform/db/paging.js';
import { inTenant, live } from '../../../platform/db/scope.js';
import {
  wfDefinition,
  zcOrganization,
  zcProfession,
  zcReviewActivity,
  zcReviewDeclaration,
  zcTitleSeries,
} from '../../../db/schema/index.js';

export type ActivityRow = typeof zcReviewActivity.$inferSelect;
export type ActivityInsert = Omit<typeof zcReviewActivity.$inferInsert, 'activityId'>;
export type ActivityListRow = ActivityRow & {
  seriesName: string | null;
  orgName: string | null;
  declarationCount: number;
  liveCount: number;
};
export type ActivityQuery = ListQuery & ReviewActivityFilter;

const a = zcReviewActivity;
const d = zcReviewDeclaration;
const SORTABLE = {
  activityId: a.activityId,
  activityName: a.activityName,
  reviewYear: a.reviewYear,
  declareStart: a.declareStart,
  declareEnd: a.declareEnd,
  status: a.status,
  createTime: a.createTime,
};
const DEFAULT_ORDER = [desc(a.reviewYear), desc(a.activityId)];

/**
 * A declaration still in motion: submitted at least once and neither failed, final nor revoked. A draft
 * (never submitted, or withdrawn back to draft) does not hold an activity open.
 */
export const declarationLive = sql`(${d.stage} <> 'draft' AND ${d.approvalStatus} NOT IN ('2', '5', '6'))`;

export class ActivityRepo {
  constructor(private readonly db: Db) {}

  private where(tenantId: string, q: Partial<ReviewActivityFilter>, ...more: SQL[]) {
    return inTenant(
      a,
      tenantId,
      live(a),
      contains(a.activityName, q.activityName),
      q.reviewYear ? eq(a.reviewYear, q.reviewYear) : undefined,
      q.seriesId ? eq(a.seriesId, q.seriesId) : undefined,
      q.status ? eq(a.status, q.status) : undefined,
      ...more,
    );
  }

  private select(tenantId: string) {
    const counts = this.db
      .select({
        activityId: d.activityId,
        total: count().as('total'),
        live: sql<number>`count(*) FILTER (WHERE ${declarationLive})::int`.as('live'),
      })
      .from(d)
      .where(inTenant(d, tenantId, live(d)))
      .groupBy(d.activityId)
      .as('counts');
    return this.db
      .select({
        activity: a,
        seriesName: zcTitleSeries.seriesName,
        orgName: zcOrganization.orgName,
        declarationCount: sql<number>`coalesce(${counts.total}, 0)::int`,
        liveCount: sql<number>`coalesce(${counts.live}, 0)::int`,
      })
      .from(a)
      .leftJoin(
        zcTitleSeries,
        and(eq(zcTitleSeries.seriesId, a.seriesId), eq(zcTitleSeries.tenantId, a.tenantId)),
      )
      .leftJoin(
        zcOrganization,
        and(eq(zcOrganization.orgId, a.orgId), eq(zcOrganization.tenantId, a.tenantId)),
      )
      .leftJoin(counts, eq(counts.activityId, a.activityId));
  }

  async page(tenantId: string, q: ActivityQuery) {
    const where = this.where(tenantId, q);
    const { limit, offset } = pageOf(q);
    return countedPage(
      this.select(tenantId)
        .where(where)
        .orderBy(...orderOf(q, SORTABLE, DEFAULT_ORDER))
        .limit(limit)
        .offset(offset),
      this.db.select({ total: count() }).from(a).where(where),
      flatten,
    );
  }

  async all(tenantId: string, q: Partial<ReviewActivityFilter>, max: number) {
    const rows = await this.select(tenantId)
      .where(this.where(tenantId, q))
      .orderBy(...DEFAULT_ORDER)
      .limit(max);
    return rows.map(flatten);
  }

  async find(tenantId: string, activityId: number): Promise<ActivityListRow | undefined> {
    const [row] = await this.select(tenantId)
      .where(this.where(tenantId, {}, eq(a.activityId, activityId)))
      .limit(1);
    return row ? flatten(row) : undefined;
  }

  async findByIds(tenantId: string, activityIds: number[]): Promise<ActivityListRow[]> {
    const rows = await this.select(tenantId).where(
      this.where(tenantId, {}, inArray(a.activityId, activityIds)),
    );
    return rows.map(flatten);
  }

  /** Names of the professions by id (for lists), within the tenant. */
  async professionNames(tenantId: string, ids: number[]): Promise<Map<number, string>> {
    if (!ids.length) return new Map();
    const rows = await this.db
      .select({ id: zcProfession.professionId, name: zcProfession.professionName })
      .from(zcProfession)
      .where(inTenant(zcProfession, tenantId, inArray(zcProfession.professionId, ids)));
    return new Map(rows.map((r) => [r.id, r.name]));
  }

  /** Whether the tenant has an active deployed version of the workflow key (an activity's 预审 process). */
  async processDeployed(tenantId: string, key: string): Promise<boolean> {
    const [row] = await this.db
      .select({ id: wfDefinition.definitionId })
      .from(wfDefinition)
      .where(
        and(
          eq(wfDefinition.tenantId, tenantId),
          eq(wfDefinition.definitionKey, key),
          eq(wfDefinition.suspended, false),
        ),
      )
      .limit(1);
    return row !== undefined;
  }

  /** Which of `ids` are professions of the series. */
  async professionsInSeries(tenantId: string, seriesId: number, ids: number[]): Promise<Set<number>> {
    if (!ids.length) return new Set();
    const rows = await this.db
      .select({ id: zcProfession.professionId })
      .from(zcProfession)
      .where(
        inTenant(
          zcProfession,
          tenantId,
          eq(zcProfession.seriesId, seriesId),
          inArray(zcProfession.professionId, ids),
        ),
      );
    return new Set(rows.map((r) => r.id));
  }

  async insert(values: ActivityInsert): Promise<void> {
    await this.db.insert(a).values(values);
  }

  async update(tenantId: string, activityId: number, values: Partial<ActivityInsert>): Promise<void> {
    await this.db
      .update(a)
      .set({ ...values, version: sql`${a.version} + 1` })
      .where(inTenant(a, tenantId, eq(a.activityId, activityId)));
  }

  /**
   * Moves the status only from `from`, and (for an end) only while no declaration is live, in one statement:
   * a declaration submitted between the check and the update cannot slip past. Answers whether it moved.
   */
  async setStatus(
    tenantId: string,
    activityId: number,
    from: string,
    to: string,
    by: number,
    requireNoneLive = false,
  ): Promise<boolean> {
    const noneLive = requireNoneLive
      ? sql`NOT EXISTS (SELECT 1 FROM ${d} WHERE ${d.tenantId} = ${tenantId} AND ${d.activityId} = ${activityId}
          AND ${d.delFlag} = '0' AND ${declarationLive})`
      : undefined;
    const moved = await this.db
      .update(a)
      .set({ status: to, version: sql`${a.version} + 1`, updateBy: by, updateTime: new Date() })
      .where(inTenant(a, tenantId, live(a), eq(a.activityId, activityId), eq(a.status, from), noneLive))
      .returning({ id: a.activityId });
    return moved.length > 0;
  }

  async softDelete(tenantId: string, activityIds: number[], by: number): Promise<void> {
    await this.db
      .update(a)
      .set({ delFlag: '2', updateBy: by, updateTime: new Date() })
      .where(inTenant(a, tenantId, inArray(a.activityId, activityIds)));
  }
}

function flatten(row: {
  activity: ActivityRow;
  seriesName: string | null;
  orgName: string | null;
  declarationCount: number;
  liveCount: number;
}): ActivityListRow {
  const { activity, ...rest } = row;
  return { ...activity, ...rest };
}
