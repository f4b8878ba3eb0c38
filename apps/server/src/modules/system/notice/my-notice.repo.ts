import { and, count, desc, eq, inArray, isNull, type SQL } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database.js';
import { countedPage, pageOf } from '../../../platform/db/paging.js';
import { inTenant } from '../../../platform/db/scope.js';
import { sysNotice, sysNoticeRead, sysUser } from '../../../db/schema/index.js';
import type { MyNoticeQuery } from '@zcps/contracts';

export interface MyNoticeRow {
  noticeId: number;
  noticeTitle: string;
  noticeType: string;
  noticeContent: string | null;
  createBy: number | null;
  createByName: string | null;
  createTime: Date | null;
  readTime: Date | null;
}

/** Published notices of the user's tenant, each joined with that user's read mark. */
export class MyNoticeRepo {
  constructor(private readonly db: Db) {}

  private readJoin(userId: number) {
    return and(eq(sysNoticeRead.noticeId, sysNotice.noticeId), eq(sysNoticeRead.userId, userId));
  }

  private published(tenantId: string, ...more: (SQL | undefined)[]) {
    return inTenant(sysNotice, tenantId, eq(sysNotice.status, '0'), ...more);
  }

  async page(
    tenantId: string,
    userId: number,
    q: MyNoticeQuery,
  ): Promise<{ rows: MyNoticeRow[]; total: number }> {
    const where = this.published(tenantId, q.unreadOnly ? isNull(sysNoticeRead.noticeId) : undefined);
    const { limit, offset } = pageOf(q);
    return countedPage(
      this.db
        .select({
          noticeId: sysNotice.noticeId,
          noticeTitle: sysNotice.noticeTitle,
          noticeType: sysNotice.noticeType,
          noticeContent: sysNotice.noticeContent,
          createBy: sysNotice.createBy,
          createByName: sysUser.userName,
          createTime: sysNotice.createTime,
          readTime: sysNoticeRead.readTime,
        })
        .from(sysNotice)
        .leftJoin(sysNoticeRead, this.readJoin(userId))
        .leftJoin(sysUser, eq(sysUser.userId, sysNotice.createBy))
        .where(where)
        .orderBy(desc(sysNotice.createTime), desc(sysNotice.noticeId))
        .limit(limit)
        .offset(offset),
      this.db
        .select({ total: count() })
        .from(sysNotice)
        .leftJoin(sysNoticeRead, this.readJoin(userId))
        .where(where),
    );
  }

  async unreadCount(tenantId: string, userId: number): Promise<number> {
    const [row] = await this.db
      .select({ total: count() })
      .from(sysNotice)
      .leftJoin(sysNoticeRead, this.readJoin(userId))
      .where(this.published(tenantId, isNull(sysNoticeRead.noticeId)));
    return row?.total ?? 0;
  }

  /** Marks the given (or, without ids, every) published notice of the tenant as read; unknown ids are skipped. */
  async markRead(tenantId: string, userId: number, noticeIds?: number[]): Promise<number> {
    const visible = await this.db
      .select({ noticeId: sysNotice.noticeId })
      .from(sysNotice)
      .leftJoin(sysNoticeRead, this.readJoin(userId))
      .where(
        this.published(
          tenantId,
          isNull(sysNoticeRead.noticeId),
          noticeIds ? inArray(sysNotice.noticeId, noticeIds) : undefined,
        ),
      );
    if (!visible.length) return 0;
    const readTime = new Date();
    await this.db
      .insert(sysNoticeRead)
      .values(visible.map((v) => ({ noticeId: v.noticeId, userId, tenantId, readTime })))
      .onConflictDoNothing();
    return visible.length;
  }
}
