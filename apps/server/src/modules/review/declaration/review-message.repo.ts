import { count, desc, eq, inArray, isNull, type SQL } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database.js';
import { countedPage, pageOf } from '../../../platform/db/paging.js';
import { inTenant } from '../../../platform/db/scope.js';
import { zcReviewMessage } from '../../../db/schema/index.js';

export type ReviewMessageRow = typeof zcReviewMessage.$inferSelect;

const m = zcReviewMessage;

/** The applicant's messages (written by the transition service): always the caller's own, never another's. */
export class ReviewMessageRepo {
  constructor(private readonly db: Db) {}

  private mine(tenantId: string, userId: number, ...more: (SQL | undefined)[]) {
    return inTenant(m, tenantId, eq(m.userId, userId), ...more);
  }

  async page(
    tenantId: string,
    userId: number,
    unreadOnly: boolean,
    q: { pageNum: number; pageSize: number },
  ) {
    const where = this.mine(tenantId, userId, unreadOnly ? isNull(m.readTime) : undefined);
    const { limit, offset } = pageOf(q);
    return countedPage(
      this.db.select().from(m).where(where).orderBy(desc(m.messageId)).limit(limit).offset(offset),
      this.db.select({ total: count() }).from(m).where(where),
    );
  }

  /** One of the caller's messages; another's is not found. */
  async mineById(tenantId: string, userId: number, messageId: number): Promise<ReviewMessageRow | undefined> {
    const [row] = await this.db
      .select()
      .from(m)
      .where(this.mine(tenantId, userId, eq(m.messageId, messageId)));
    return row;
  }

  async unread(tenantId: string, userId: number): Promise<number> {
    const [row] = await this.db
      .select({ n: count() })
      .from(m)
      .where(this.mine(tenantId, userId, isNull(m.readTime)));
    return row?.n ?? 0;
  }

  /** Marks the caller's unread messages (these, or all) read; answers how many. */
  async markRead(tenantId: string, userId: number, messageIds?: number[]): Promise<number> {
    const rows = await this.db
      .update(m)
      .set({ readTime: new Date() })
      .where(
        this.mine(
          tenantId,
          userId,
          isNull(m.readTime),
          messageIds?.length ? inArray(m.messageId, messageIds) : undefined,
        ),
      )
      .returning({ id: m.messageId });
    return rows.length;
  }
}
