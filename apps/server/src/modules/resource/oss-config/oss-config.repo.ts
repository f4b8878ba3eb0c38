import { asc, count, eq, inArray, ne, sql } from 'drizzle-orm';
import { DEFAULT_TENANT_ID, type OssConfigFilter } from '@zcps/contracts';
import type { Db } from '../../../platform/db/database.js';
import { contains } from '../../../platform/db/like.js';
import { orderOf, countedPage, pageOf, type ListQuery } from '../../../platform/db/paging.js';
import { inTenant } from '../../../platform/db/scope.js';
import { sysOss, sysOssConfig } from '../../../db/schema/index.js';

export type OssConfigRow = typeof sysOssConfig.$inferSelect;
export type OssConfigQuery = ListQuery & OssConfigFilter;
export type OssConfigValues = Omit<
  typeof sysOssConfig.$inferInsert,
  'ossConfigId' | 'tenantId' | 'createTime' | 'updateTime'
>;

const SORTABLE = {
  ossConfigId: sysOssConfig.ossConfigId,
  configKey: sysOssConfig.configKey,
  bucketName: sysOssConfig.bucketName,
  status: sysOssConfig.status,
  createTime: sysOssConfig.createTime,
};

/**
 * Storage configurations belong to the platform: every row lives in the platform tenant and applies to all
 * tenants' uploads (the family excludes the table from tenant filtering).
 */
const platform = (...conditions: Parameters<typeof inTenant>[2][]) =>
  inTenant(sysOssConfig, DEFAULT_TENANT_ID, ...conditions);

export class OssConfigRepo {
  constructor(private readonly db: Db) {}

  async page(q: OssConfigQuery): Promise<{ rows: OssConfigRow[]; total: number }> {
    const where = platform(
      contains(sysOssConfig.configKey, q.configKey),
      contains(sysOssConfig.bucketName, q.bucketName),
      q.status ? eq(sysOssConfig.status, q.status) : undefined,
    );
    const { limit, offset } = pageOf(q);
    return countedPage(
      this.db
        .select()
        .from(sysOssConfig)
        .where(where)
        .orderBy(...orderOf(q, SORTABLE, [asc(sysOssConfig.ossConfigId)]))
        .limit(limit)
        .offset(offset),
      this.db.select({ total: count() }).from(sysOssConfig).where(where),
    );
  }

  async findById(id: number): Promise<OssConfigRow | undefined> {
    const [row] = await this.db
      .select()
      .from(sysOssConfig)
      .where(platform(eq(sysOssConfig.ossConfigId, id)));
    return row;
  }

  async findByIds(ids: number[]): Promise<OssConfigRow[]> {
    return this.db
      .select()
      .from(sysOssConfig)
      .where(platform(inArray(sysOssConfig.ossConfigId, ids)));
  }

  async findByKey(configKey: string): Promise<OssConfigRow | undefined> {
    const [row] = await this.db
      .select()
      .from(sysOssConfig)
      .where(platform(eq(sysOssConfig.configKey, configKey)))
      .limit(1);
    return row;
  }

  /** The configuration new uploads go to (status '0'); the lowest id wins should two ever be marked. */
  async findDefault(): Promise<OssConfigRow | undefined> {
    const [row] = await this.db
      .select()
      .from(sysOssConfig)
      .where(platform(eq(sysOssConfig.status, '0')))
      .orderBy(sysOssConfig.ossConfigId)
      .limit(1);
    return row;
  }

  async keyTaken(configKey: string, exceptId?: number): Promise<boolean> {
    const [row] = await this.db
      .select({ id: sysOssConfig.ossConfigId })
      .from(sysOssConfig)
      .where(
        platform(
          eq(sysOssConfig.configKey, configKey),
          exceptId ? ne(sysOssConfig.ossConfigId, exceptId) : undefined,
        ),
      )
      .limit(1);
    return !!row;
  }

  /** Files of every tenant recorded in the store of this key (a count only: nothing of them is shown). */
  async filesIn(configKey: string): Promise<number> {
    const [row] = await this.db.select({ n: count() }).from(sysOss).where(eq(sysOss.service, configKey));
    return row?.n ?? 0;
  }

  async insert(values: OssConfigValues): Promise<OssConfigRow> {
    return this.db.transaction(async (tx) => {
      const [created] = await tx
        .insert(sysOssConfig)
        .values({ ...values, tenantId: DEFAULT_TENANT_ID })
        .returning();
      if (values.status === '0') await this.clearOtherDefaults(tx, created!.ossConfigId);
      return created!;
    });
  }

  async update(id: number, values: Partial<OssConfigValues>): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx
        .update(sysOssConfig)
        .set({ ...values, updateTime: new Date() })
        .where(platform(eq(sysOssConfig.ossConfigId, id)));
      if (values.status === '0') await this.clearOtherDefaults(tx, id);
    });
  }

  /** Makes `id` the default and every other configuration not, in one transaction. */
  async makeDefault(id: number, updateBy: number): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx
        .update(sysOssConfig)
        .set({ status: '0', updateBy, updateTime: new Date() })
        .where(platform(eq(sysOssConfig.ossConfigId, id)));
      await this.clearOtherDefaults(tx, id);
    });
  }

  private async clearOtherDefaults(tx: Pick<Db, 'update'>, keepId: number): Promise<void> {
    await tx
      .update(sysOssConfig)
      .set({ status: '1', updateTime: sql`now()` })
      .where(platform(eq(sysOssConfig.status, '0'), ne(sysOssConfig.ossConfigId, keepId)));
  }

  async deleteByIds(ids: number[]): Promise<number> {
    const deleted = await this.db
      .delete(sysOssConfig)
      .where(platform(inArray(sysOssConfig.ossConfigId, ids)))
      .returning({ id: sysOssConfig.ossConfigId });
    return deleted.length;
  }
}
