import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database.js';
import { inTenant } from '../../../platform/db/scope.js';
import { zcReviewDetail } from '../../../db/schema/index.js';

export type TrailRow = typeof zcReviewDetail.$inferSelect;

const t = zcReviewDetail;

/** The review-detail rows (written only by the transition service): a declaration's trail, its last return. */
/** Trail actions that return a declaration to its applicant with reasons (the office's, or a 预审 step's). */
const RETURNS = ['return', 'pre_review_return'];

export class TrailRepo {
  constructor(private readonly db: Db) {}

  async of(tenantId: string, declarationId: number): Promise<TrailRow[]> {
    return this.db
      .select()
      .from(t)
      .where(inTenant(t, tenantId, eq(t.declarationId, declarationId)))
      .orderBy(asc(t.detailId));
  }

  /** The latest return row of each declaration (its reasons per item, opinion, who and when). */
  async lastReturns(tenantId: string, declarationIds: number[]): Promise<Map<number, TrailRow>> {
    if (!declarationIds.length) return new Map();
    const rows = await this.db
      .selectDistinctOn([t.declarationId])
      .from(t)
      .where(and(inTenant(t, tenantId, inArray(t.declarationId, declarationIds)), inArray(t.action, RETURNS)))
      .orderBy(t.declarationId, sql`${t.detailId} DESC`);
    return new Map(rows.map((r) => [r.declarationId, r]));
  }
}
