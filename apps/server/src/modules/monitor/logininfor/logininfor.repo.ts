import { DEFAULT_TENANT_ID } from '@zcps/contracts';
import { count, desc, inArray, lt } from 'drizzle-orm';
import type { LoginLogFilter } from '@zcps/contracts';
import type { Db } from '../../../platform/db/database.js';
import type { CountCache } from '../../../platform/db/count-cache.js';
import {
  countEveryTime,
  orderOf,
  orderKeyOf,
  pageOf,
  type CountWith,
  type ListQuery,
} from '../../../platform/db/paging.js';
import { ListParams, PreparedPages } from '../../../platform/db/prepared-pages.js';
import { LOGIN_LOG_LIST, logChanged } from '../../../platform/log/log-lists.js';
import { inTenant } from '../../../platform/db/scope.js';
import { sysLogininfor } from '../../../db/schema/index.js';

export type LoginLogEntry = Omit<typeof sysLogininfor.$inferInsert, 'infoId' | 'loginTime'>;
export type LoginLogRow = typeof sysLogininfor.$inferSelect;
export type LoginLogQuery = ListQuery & LoginLogFilter;

const SORTABLE = {
  infoId: sysLogininfor.infoId,
  loginTime: sysLogininfor.loginTime,
  userName: sysLogininfor.userName,
  status: sysLogininfor.status,
  ipaddr: sysLogininfor.ipaddr,
};

export class LoginLogRepo {
  private readonly pages = new PreparedPages('login_log');

  constructor(
    private readonly db: Db,
    private readonly counts?: CountCache,
  ) {}

  async insert(entry: LoginLogEntry): Promise<void> {
    await this.db.insert(sysLogininfor).values({
      ...entry,
      userName: entry.userName?.slice(0, 50),
      msg: entry.msg?.slice(0, 255),
    });
    await logChanged(this.counts, LOGIN_LOG_LIST, [entry.tenantId ?? DEFAULT_TENANT_ID]);
  }

  /** The list's filters, their values bound in `params` (run the statement with `params.values`). */
  private where(tenantId: string, q: Partial<LoginLogQuery>, params: ListParams) {
    const t = sysLogininfor;
    return inTenant(
      t,
      params.bind('tenantId', tenantId),
      params.contains(t.ipaddr, 'ipaddr', q.ipaddr),
      params.contains(t.userName, 'userName', q.userName),
      params.eq(t.status, 'status', q.status),
      ...params.dateRange(t.loginTime, q['params[beginTime]'], q['params[endTime]']),
    );
  }

  /** `countWith` may answer the total without running the count (CountCache). */
  async page(
    tenantId: string,
    q: LoginLogQuery,
    countWith: CountWith = countEveryTime,
  ): Promise<{ rows: LoginLogRow[]; total: number }> {
    const params = new ListParams();
    const t = sysLogininfor;
    const where = this.where(tenantId, q, params);
    const order = orderOf(q, SORTABLE, [desc(t.infoId)]);
    return this.pages.run(
      params,
      orderKeyOf(q),
      (limit, offset) => ({
        page: this.db
          .select()
          .from(t)
          .where(where)
          .orderBy(...order)
          .limit(limit)
          .offset(offset),
        count: this.db.select({ total: count() }).from(t).where(where),
      }),
      countWith,
      pageOf(q),
    );
  }

  /** Every matching row (export), newest first, up to `max`. */
  async all(tenantId: string, q: Partial<LoginLogQuery>, max: number): Promise<LoginLogRow[]> {
    const params = new ListParams();
    return this.db
      .select()
      .from(sysLogininfor)
      .where(this.where(tenantId, q, params))
      .orderBy(desc(sysLogininfor.infoId))
      .limit(max)
      .execute(params.values);
  }

  /** Which of the ids are the tenant's (a delete refuses the others). */
  async existing(tenantId: string, ids: number[]): Promise<number[]> {
    const rows = await this.db
      .select({ id: sysLogininfor.infoId })
      .from(sysLogininfor)
      .where(inTenant(sysLogininfor, tenantId, inArray(sysLogininfor.infoId, ids)));
    return rows.map((r) => r.id);
  }

  async deleteByIds(tenantId: string, ids: number[]): Promise<number> {
    const deleted = await this.db
      .delete(sysLogininfor)
      .where(inTenant(sysLogininfor, tenantId, inArray(sysLogininfor.infoId, ids)))
      .returning({ id: sysLogininfor.infoId });
    await logChanged(this.counts, LOGIN_LOG_LIST, [tenantId]);
    return deleted.length;
  }

  async clean(tenantId: string): Promise<number> {
    const deleted = await this.db
      .delete(sysLogininfor)
      .where(inTenant(sysLogininfor, tenantId))
      .returning({ id: sysLogininfor.infoId });
    await logChanged(this.counts, LOGIN_LOG_LIST, [tenantId]);
    return deleted.length;
  }

  /** Retention: removes entries of every tenant older than the cut-off. */
  async purgeBefore(cutoff: Date): Promise<number> {
    const deleted = await this.db
      .delete(sysLogininfor)
      .where(lt(sysLogininfor.loginTime, cutoff))
      .returning({ tenantId: sysLogininfor.tenantId });
    await logChanged(
      this.counts,
      LOGIN_LOG_LIST,
      deleted.map((r) => r.tenantId),
    );
    return deleted.length;
  }
}
