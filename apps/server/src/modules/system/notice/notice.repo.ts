import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { NoticeQuery } from '@zcps/contracts';
import type { Db } from '../../../platform/db/database.js';
import { orderKeyOf, orderOf, pageOf } from '../../../platform/db/paging.js';
import { ListParams, PreparedPages } from '../../../platform/db/prepared-pages.js';
import { inTenant } from '../../../platform/db/scope.js';
import { sysNotice, sysNoticeRead, sysUser } from '../../../db/schema/index.js';

export type NoticeRow = typeof sysNotice.$inferSelect & { createByName: string | null };
export type NoticeWrite = Pick<
  typeof sysNotice.$inferInsert,
  'noticeTitle' | 'noticeType' | 'noticeContent' | 'status' | 'remark'
>;

const SORTABLE = {
  noticeId: sysNotice.noticeId,
  noticeTitle: sysNotice.noticeTitle,
  noticeType: sysNotice.noticeType,
  status: sysNotice.status,
  createTime: sysNotice.createTime,
};

/** sys_notice of one tenant, with the creator's user name. */
export class NoticeRepo {
  private readonly pages = new PreparedPages('notice');

  constructor(private readonly db: Db) {}

  private select() {
    return this.db
      .select({ notice: sysNotice, createByName: sysUser.userName })
      .from(sysNotice)
      .leftJoin(sysUser, eq(sysUser.userId, sysNotice.createBy));
  }

  /** The list's filters, their values bound in `params` (placeholders for a prepared page). */
  private where(tenantId: string, q: Partial<NoticeQuery>, params: ListParams) {
    const n = sysNotice;
    return inTenant(
      n,
      params.bind('tenantId', tenantId),
      params.contains(n.noticeTitle, 'noticeTitle', q.noticeTitle),
      params.eq(n.noticeType, 'noticeType', q.noticeType),
      params.contains(sysUser.userName, 'createByName', q.createByName),
      ...params.dateRange(n.createTime, q['params[beginTime]'], q['params[endTime]']),
    );
  }

  /** `countWith` may answer the total without running the count (CountCache). */
  async page(
    tenantId: string,
    q: NoticeQuery,
    countWith: (compute: () => Promise<number>) => Promise<number> = (compute) => compute(),
  ): Promise<{ rows: NoticeRow[]; total: number }> {
    const params = new ListParams();
    const where = this.where(tenantId, q, params);
    const order = orderOf(q, SORTABLE, [desc(sysNotice.createTime), desc(sysNotice.noticeId)]);
    const { rows, total } = await this.pages.run(
      params,
      orderKeyOf(q),
      (limit, offset) => {
        const counted = this.db.select({ total: count() }).from(sysNotice);
        return {
          page: this.select()
            .where(where)
            .orderBy(...order)
            .limit(limit)
            .offset(offset),
          // The creator's name is joined into the count only when it is filtered on: a lookup per counted row.
          count: (q.createByName?.trim()
            ? counted.leftJoin(sysUser, eq(sysUser.userId, sysNotice.createBy))
            : counted
          ).where(where),
        };
      },
      countWith,
      pageOf(q),
    );
    return { rows: rows.map((r) => ({ ...r.notice, createByName: r.createByName })), total };
  }

  async byId(tenantId: string, noticeId: number): Promise<NoticeRow | undefined> {
    const [row] = await this.select().where(inTenant(sysNotice, tenantId, eq(sysNotice.noticeId, noticeId)));
    return row && { ...row.notice, createByName: row.createByName };
  }

  async insert(tenantId: string, values: NoticeWrite & { createBy: number; createDept: number | null }) {
    const [row] = await this.db
      .insert(sysNotice)
      .values({ ...values, tenantId })
      .returning({ id: sysNotice.noticeId });
    return row!.id;
  }

  async update(tenantId: string, noticeId: number, values: NoticeWrite & { updateBy: number }) {
    const updated = await this.db
      .update(sysNotice)
      .set({ ...values, updateTime: new Date() })
      .where(inTenant(sysNotice, tenantId, eq(sysNotice.noticeId, noticeId)))
      .returning({ id: sysNotice.noticeId });
    return updated.length;
  }

  /** Which of the ids are the tenant's (a delete refuses the others). */
  async existing(tenantId: string, ids: number[]): Promise<number[]> {
    const rows = await this.db
      .select({ id: sysNotice.noticeId })
      .from(sysNotice)
      .where(inTenant(sysNotice, tenantId, inArray(sysNotice.noticeId, ids)));
    return rows.map((r) => r.id);
  }

  /** Deletes the tenant's notices among the ids, with their read flags; answers how many went. */
  async deleteByIds(tenantId: string, ids: number[]): Promise<number> {
    return this.db.transaction(async (tx) => {
      const deleted = await tx
        .delete(sysNotice)
        .where(inTenant(sysNotice, tenantId, inArray(sysNotice.noticeId, ids)))
        .returning({ id: sysNotice.noticeId });
      const gone = deleted.map((d) => d.id);
      if (gone.length)
        await tx
          .delete(sysNoticeRead)
          .where(and(inTenant(sysNoticeRead, tenantId), inArray(sysNoticeRead.noticeId, gone)));
      return gone.length;
    });
  }
}
