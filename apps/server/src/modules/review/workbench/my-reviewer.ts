import { eq, type SQL } from 'drizzle-orm';
import type { LoginUser } from '../../../platform/auth/login-user.js';
import type { Db, Executor } from '../../../platform/db/database.js';
import { inTenant, live } from '../../../platform/db/scope.js';
import { zcReviewer } from '../../../db/schema/index.js';

/** The caller's reviewer rows (zc_reviewer.user_id = the caller): whose sheets, ratings and tasks are theirs. */
export async function reviewerIdsOf(db: Db, caller: Pick<LoginUser, 'tenantId' | 'userId'>) {
  const rows = await db
    .select({ id: zcReviewer.reviewerId, name: zcReviewer.reviewerName })
    .from(zcReviewer)
    .where(inTenant(zcReviewer, caller.tenantId, live(zcReviewer), eq(zcReviewer.userId, caller.userId)));
  return rows;
}

/** `ids` as a bigint array literal for `= ANY(...)` (never empty: an empty list matches nothing). */
export const idArray = (ids: readonly number[]) => `{${ids.map((v) => Math.trunc(v)).join(',')}}`;

/** Rows of a raw statement on either engine. */
export async function rowsOf<T>(db: Executor, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}
