import type { CountCache } from '../db/count-cache.js';

/**
 * The count cache lists of the two logs. Their totals are kept like every list's (a count of a tenant's whole
 * log costs tens of milliseconds), so each write to a log, the insert of every entry included, drops them.
 */
export const OPER_LOG_LIST = 'operLog';
export const LOGIN_LOG_LIST = 'loginLog';

/** After a write to a log has committed: drops the totals of every tenant it touched. */
export async function logChanged(
  counts: CountCache | undefined,
  list: string,
  tenantIds: Iterable<string>,
): Promise<void> {
  if (!counts) return;
  await Promise.all([...new Set(tenantIds)].map((tenantId) => counts.changed(list, tenantId)));
}
