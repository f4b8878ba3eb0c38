import { and, count, desc, eq, inArray, like, lt, notExists, or } from 'drizzle-orm';
import { DEFAULT_TENANT_ID } from '@zcps/contracts';
import type { Db } from '../../../platform/db/database.js';
import { contains } from '../../../platform/db/like.js';
import { dateRange, orderOf, countedPage, pageOf, type ListQuery } from '../../../platform/db/paging.js';
import { inTenant } from '../../../platform/db/scope.js';
import { sysOss, sysUser, zcClient } from '../../../db/schema/index.js';

/** An upload made without an account (a company registration's business licence) records user id 0. */
export const ANONYMOUS_UPLOADER = 0;
import type { OssFilter } from '@zcps/contracts';

export type OssRow = typeof sysOss.$inferSelect & { createByName: string | null };
export type OssQuery = ListQuery &
  OssFilter & { 'params[beginCreateTime]'?: string; 'params[endCreateTime]'?: string };
export type NewOss = Pick<
  typeof sysOss.$inferInsert,
  'tenantId' | 'fileName' | 'originalName' | 'fileSuffix' | 'service' | 'createBy' | 'createDept'
>;

/** Objects under this key prefix belong to the platform tenant and are readable by every tenant. */
export const SHARED_PREFIX = 'manual/';

const SORTABLE = {
  ossId: sysOss.ossId,
  fileName: sysOss.fileName,
  originalName: sysOss.originalName,
  fileSuffix: sysOss.fileSuffix,
  createTime: sysOss.createTime,
  service: sysOss.service,
};

const columns = { oss: sysOss, createByName: sysUser.userName };

export class OssRepo {
  constructor(private readonly db: Db) {}

  /** Inserts the row and points its url at the download endpoint, which needs the generated id. */
  async insert(row: NewOss, urlOf: (ossId: number) => string): Promise<typeof sysOss.$inferSelect> {
    return this.db.transaction(async (tx) => {
      const [created] = await tx
        .insert(sysOss)
        .values({ ...row, url: '', updateBy: row.createBy })
        .returning({ ossId: sysOss.ossId });
      const [updated] = await tx
        .update(sysOss)
        .set({ url: urlOf(created!.ossId) })
        .where(eq(sysOss.ossId, created!.ossId))
        .returning();
      return updated!;
    });
  }

  /** A row of the caller's tenant, or a shared one (manuals) of the platform tenant. */
  async findVisible(tenantId: string, ossId: number): Promise<typeof sysOss.$inferSelect | undefined> {
    const [row] = await this.db
      .select()
      .from(sysOss)
      .where(
        and(
          eq(sysOss.ossId, ossId),
          or(
            eq(sysOss.tenantId, tenantId),
            and(eq(sysOss.tenantId, DEFAULT_TENANT_ID), like(sysOss.fileName, `${SHARED_PREFIX}%`)),
          ),
        ),
      )
      .limit(1);
    return row;
  }

  async findByIds(tenantId: string, ids: number[]): Promise<OssRow[]> {
    const rows = await this.db
      .select(columns)
      .from(sysOss)
      .leftJoin(sysUser, eq(sysUser.userId, sysOss.createBy))
      .where(inTenant(sysOss, tenantId, inArray(sysOss.ossId, ids)));
    return rows.map((r) => ({ ...r.oss, createByName: r.createByName }));
  }

  /** Shared rows (manuals) of the platform tenant by original name. */
  async findShared(originalNames: string[]) {
    if (!originalNames.length) return [];
    return this.db
      .select()
      .from(sysOss)
      .where(
        inTenant(
          sysOss,
          DEFAULT_TENANT_ID,
          inArray(sysOss.originalName, originalNames),
          like(sysOss.fileName, `${SHARED_PREFIX}%`),
        ),
      )
      .orderBy(desc(sysOss.ossId));
  }

  async replaceObject(ossId: number, fileName: string): Promise<void> {
    await this.db.update(sysOss).set({ fileName, updateTime: new Date() }).where(eq(sysOss.ossId, ossId));
  }

  async page(tenantId: string, q: OssQuery): Promise<{ rows: OssRow[]; total: number }> {
    const where = inTenant(
      sysOss,
      tenantId,
      contains(sysOss.fileName, q.fileName),
      contains(sysOss.originalName, q.originalName),
      q.fileSuffix ? eq(sysOss.fileSuffix, q.fileSuffix) : undefined,
      q.service ? eq(sysOss.service, q.service) : undefined,
      ...dateRange(sysOss.createTime, q['params[beginCreateTime]'], q['params[endCreateTime]']),
    );
    const { limit, offset } = pageOf(q);
    return countedPage(
      this.db
        .select(columns)
        .from(sysOss)
        .leftJoin(sysUser, eq(sysUser.userId, sysOss.createBy))
        .where(where)
        .orderBy(...orderOf(q, SORTABLE, [desc(sysOss.ossId)]))
        .limit(limit)
        .offset(offset),
      this.db.select({ total: count() }).from(sysOss).where(where),
      (r) => ({ ...r.oss, createByName: r.createByName }),
    );
  }

  /** Deletes the rows and forgets them as avatars; answers the objects to remove and the store of each. */
  /**
   * Anonymous uploads older than `before` that no registration names as its licence, across tenants (the
   * sweep job runs for the platform), oldest first.
   */
  async unclaimedAnonymous(before: Date, limit: number) {
    return this.db
      .select({ ossId: sysOss.ossId, tenantId: sysOss.tenantId })
      .from(sysOss)
      .where(
        and(
          eq(sysOss.createBy, ANONYMOUS_UPLOADER),
          lt(sysOss.createTime, before),
          notExists(
            this.db
              .select({ id: zcClient.clientId })
              .from(zcClient)
              .where(and(eq(zcClient.tenantId, sysOss.tenantId), eq(zcClient.licenceOssId, sysOss.ossId))),
          ),
        ),
      )
      .orderBy(sysOss.ossId)
      .limit(limit);
  }

  /** Deletes the records and clears avatars pointing at them; answers the files and the users who lost one. */
  async deleteByIds(
    tenantId: string,
    ids: number[],
  ): Promise<{ files: { key: string; service: string }[]; avatarsCleared: number[] }> {
    return this.db.transaction(async (tx) => {
      const deleted = await tx
        .delete(sysOss)
        .where(inTenant(sysOss, tenantId, inArray(sysOss.ossId, ids)))
        .returning({ id: sysOss.ossId, key: sysOss.fileName, service: sysOss.service });
      const cleared = !deleted.length
        ? []
        : await tx
            .update(sysUser)
            .set({ avatar: null })
            .where(
              inTenant(
                sysUser,
                tenantId,
                inArray(
                  sysUser.avatar,
                  deleted.map((d) => d.id),
                ),
              ),
            )
            .returning({ userId: sysUser.userId });
      return {
        files: deleted.map((d) => ({ key: d.key, service: d.service })),
        avatarsCleared: cleared.map((u) => u.userId),
      };
    });
  }
}
