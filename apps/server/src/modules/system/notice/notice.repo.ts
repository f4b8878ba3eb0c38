import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { NoticeQuery } from '@zcps/contracts';
import type { Db } from '../../../platform/db/database.js';
import { contains, isBlankSearch } from '../../../platform/db/like.js';
import { dateRange, orderOf, pageOf } from '../../../platform/db/paging.js';
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

/** No search, no date range, no chosen order: the list as the screen first opens it. */
const isPlainNoticePage = (q: NoticeQuery) =>
  isBlankSearch(q.noticeTitle) &&
  isBlankSearch(q.createByName) &&
  !q['params[beginTime]'] &&
  !q['params[endTime]'] &&
  !q.orderByColumn;

/** sys_notice of one tenant, with the creator's user name. */
export class NoticeRepo {
  constructor(private readonly db: Db) {}

  private select() {
    return this.db
      .select({ notice: sysNotice, createByName: sysUser.userName })
      .from(sysNotice)
      .leftJoin(sysUser, eq(sysUser.userId, sysNotice.createBy));
  }

  private where(tenantId: string, q: Partial<NoticeQuery>) {
    return inTenant(
      sysNotice,
      tenantId,
      contains(sysNotice.noticeTitle, q.noticeTitle),
      q.noticeType ? eq(sysNotice.noticeType, q.noticeType) : undefined,
      contains(sysUser.userName, q.createByName),
      ...dateRange(sysNotice.createTime, q['params[beginTime]'], q['params[endTime]']),
    );
  }

  /** `countWith` may answer the total without running the count (CountCache). */
  async page(
    tenantId: string,
    q: NoticeQuery,
    countWith: (compute: () => Promise<number>) => Promise<number> = (compute) => compute(),
  ): Promise<{ rows: NoticeRow[]; total: number }> {
    const where = this.where(tenantId, q);
    const { limit, offset } = pageOf(q);
    const counting = async () => {
      // The creator's name is joined only when it is filtered on: the join costs a lookup per counted row.
      const [counted] = q.createByName?.trim()
        ? await this.db
            .select({ total: count() })
            .from(sysNotice)
            .leftJoin(sysUser, eq(sysUser.userId, sysNotice.createBy))
            .where(where)
        : await this.db.select({ total: count() }).from(sysNotice).where(where);
      return counted?.total ?? 0;
    };
    const [rows, total] = await Promise.all([
      isPlainNoticePage(q)
        ? this.plainPage(Boolean(q.noticeType)).execute({ tenantId, noticeType: q.noticeType, limit, offset })
        : this.select()
            .where(where)
            .orderBy(...orderOf(q, SORTABLE, [desc(sysNotice.createTime), desc(sysNotice.noticeId)]))
            .limit(limit)
            .offset(offset),
      countWith(counting),
    ]);
    return { rows: rows.map((r) => ({ ...r.notice, createByName: r.createByName })), total };
  }

  private readonly plainPages = new Map<boolean, ReturnType<NoticeRepo['preparePlainPage']>>();

  /** The page as the screen opens it, as a named prepared statement: built and planned once, not per request. */
  private plainPage(byType: boolean) {
    let statement = this.plainPages.get(byType);
    if (!statement) {
      statement = this.preparePlainPage(byType);
      this.plainPages.set(byType, statement);
    }
    return statement;
  }

  private preparePlainPage(byType: boolean) {
    return this.select()
      .where(
        inTenant(
          sysNotice,
          sql.placeholder('tenantId'),
          byType ? eq(sysNotice.noticeType, sql.placeholder('noticeType')) : undefined,
        ),
      )
      .orderBy(desc(sysNotice.createTime), desc(sysNotice.noticeId))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .prepare(`zcps_notice_page_${byType ? 'type' : 'all'}`);
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
