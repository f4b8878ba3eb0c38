import { count, desc, eq, inArray, lt } from 'drizzle-orm';
import type { OperLogFilter } from '@zcps/contracts';
import type { Db } from '../../../platform/db/database.js';
import { ListParams, PreparedPages } from '../../../platform/db/prepared-pages.js';
import type { CountCache } from '../../../platform/db/count-cache.js';
import {
  countEveryTime,
  orderKeyOf,
  orderOf,
  pageOf,
  type CountWith,
  type ListQuery,
} from '../../../platform/db/paging.js';
import { logChanged, OPER_LOG_LIST } from '../../../platform/log/log-lists.js';
import { inTenant } from '../../../platform/db/scope.js';
import { sysOperLog } from '../../../db/schema/index.js';

export type OperLogRow = typeof sysOperLog.$inferSelect;
export type OperLogQuery = ListQuery & OperLogFilter;

const SORTABLE = {
  operId: sysOperLog.operId,
  operTime: sysOperLog.operTime,
  operName: sysOperLog.operName,
  title: sysOperLog.title,
  businessType: sysOperLog.businessType,
  status: sysOperLog.status,
  costTime: sysOperLog.costTime,
};

export class OperLogRepo {
  private readonly pages = new PreparedPages('oper_log');

  constructor(
    private readonly db: Db,
    private readonly counts?: CountCache,
  ) {}

  /** The list's filters, their values bound in `params` (run the statement with `params.values`). */
  private where(tenantId: string, q: Partial<OperLogQuery>, params: ListParams) {
    const t = sysOperLog;
    const businessType = typeof q.businessType === 'number' ? q.businessType : undefined;
    const status = typeof q.status === 'number' ? q.status : undefined;
    return inTenant(
      t,
      params.bind('tenantId', tenantId),
      params.contains(t.operIp, 'operIp', q.operIp),
      params.contains(t.title, 'title', q.title),
      params.contains(t.operName, 'operName', q.operName),
      // The family applies businessType only when > 0 (0 "other" is the form's empty value).
      params.eq(t.businessType, 'businessType', businessType || undefined),
      params.eq(t.status, 'status', status),
      ...params.dateRange(t.operTime, q['params[beginTime]'], q['params[endTime]']),
    );
  }

  /** `countWith` may answer the total without running the count (CountCache). */
  async page(
    tenantId: string,
    q: OperLogQuery,
    countWith: CountWith = countEveryTime,
  ): Promise<{ rows: OperLogRow[]; total: number }> {
    const params = new ListParams();
    const where = this.where(tenantId, q, params);
    const order = orderOf(q, SORTABLE, [desc(sysOperLog.operId)]);
    return this.pages.run(
      params,
      orderKeyOf(q),
      (limit, offset) => ({
        page: this.db
          .select()
          .from(sysOperLog)
          .where(where)
          .orderBy(...order)
          .limit(limit)
          .offset(offset),
        count: this.db.select({ total: count() }).from(sysOperLog).where(where),
      }),
      countWith,
      pageOf(q),
    );
  }

  async all(tenantId: string, q: Partial<OperLogQuery>, max: number): Promise<OperLogRow[]> {
    const params = new ListParams();
    return this.db
      .select()
      .from(sysOperLog)
      .where(this.where(tenantId, q, params))
      .orderBy(desc(sysOperLog.operId))
      .limit(max)
      .execute(params.values);
  }

  async findById(tenantId: string, operId: number): Promise<OperLogRow | undefined> {
    const [row] = await this.db
      .select()
      .from(sysOperLog)
      .where(inTenant(sysOperLog, tenantId, eq(sysOperLog.operId, operId)));
    return row;
  }

  /** Which of the ids are the tenant's (a delete refuses the others). */
  async existing(tenantId: string, ids: number[]): Promise<number[]> {
    const rows = await this.db
      .select({ id: sysOperLog.operId })
      .from(sysOperLog)
      .where(inTenant(sysOperLog, tenantId, inArray(sysOperLog.operId, ids)));
    return rows.map((r) => r.id);
  }

  async deleteByIds(tenantId: string, ids: number[]): Promise<number> {
    const deleted = await this.db
      .delete(sysOperLog)
      .where(inTenant(sysOperLog, tenantId, inArray(sysOperLog.operId, ids)))
      .returning({ id: sysOperLog.operId });
    await logChanged(this.counts, OPER_LOG_LIST, [tenantId]);
    return deleted.length;
  }

  async clean(tenantId: string): Promise<number> {
    const deleted = await this.db
      .delete(sysOperLog)
      .where(inTenant(sysOperLog, tenantId))
      .returning({ id: sysOperLog.operId });
    await logChanged(this.counts, OPER_LOG_LIST, [tenantId]);
    return deleted.length;
  }

  async purgeBefore(cutoff: Date): Promise<number> {
    const deleted = await this.db
      .delete(sysOperLog)
      .where(lt(sysOperLog.operTime, cutoff))
      .returning({ tenantId: sysOperLog.tenantId });
    await logChanged(
      this.counts,
      OPER_LOG_LIST,
      deleted.map((r) => r.tenantId),
    );
    return deleted.length;
  }
}
