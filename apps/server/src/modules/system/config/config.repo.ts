import { asc, count, eq, inArray, ne } from 'drizzle-orm';
import type { ConfigFilter } from '@zcps/contracts';
import type { Db } from '../../../platform/db/database.js';
import { contains } from '../../../platform/db/like.js';
import { dateRange, orderOf, countedPage, pageOf, type ListQuery } from '../../../platform/db/paging.js';
import { inTenant } from '../../../platform/db/scope.js';
import { sysConfig } from '../../../db/schema/index.js';

export type ConfigRow = typeof sysConfig.$inferSelect;
export type ConfigInsert = Omit<typeof sysConfig.$inferInsert, 'configId'>;
export type ConfigQuery = Partial<ListQuery> & ConfigFilter;

const SORTABLE = {
  configId: sysConfig.configId,
  configName: sysConfig.configName,
  configKey: sysConfig.configKey,
  configType: sysConfig.configType,
  createTime: sysConfig.createTime,
};

export class ConfigRepo {
  constructor(private readonly db: Db) {}

  async valueOf(tenantId: string, key: string): Promise<string | null> {
    const [row] = await this.db
      .select({ value: sysConfig.configValue })
      .from(sysConfig)
      .where(inTenant(sysConfig, tenantId, eq(sysConfig.configKey, key)))
      .limit(1);
    return row ? (row.value ?? '') : null;
  }

  private where(tenantId: string, q: ConfigQuery) {
    return inTenant(
      sysConfig,
      tenantId,
      contains(sysConfig.configName, q.configName),
      contains(sysConfig.configKey, q.configKey),
      q.configType ? eq(sysConfig.configType, q.configType) : undefined,
      ...dateRange(sysConfig.createTime, q['params[beginTime]'], q['params[endTime]']),
    );
  }

  async page(tenantId: string, q: ListQuery & ConfigFilter) {
    const where = this.where(tenantId, q);
    const { limit, offset } = pageOf(q);
    return countedPage(
      this.db
        .select()
        .from(sysConfig)
        .where(where)
        .orderBy(...orderOf(q, SORTABLE, [asc(sysConfig.configId)]))
        .limit(limit)
        .offset(offset),
      this.db.select({ total: count() }).from(sysConfig).where(where),
    );
  }

  all(tenantId: string, q: ConfigQuery, max: number): Promise<ConfigRow[]> {
    return this.db
      .select()
      .from(sysConfig)
      .where(this.where(tenantId, q))
      .orderBy(asc(sysConfig.configId))
      .limit(max);
  }

  async byId(tenantId: string, configId: number): Promise<ConfigRow | undefined> {
    const [row] = await this.db
      .select()
      .from(sysConfig)
      .where(inTenant(sysConfig, tenantId, eq(sysConfig.configId, configId)));
    return row;
  }

  async byKey(tenantId: string, configKey: string): Promise<ConfigRow | undefined> {
    const [row] = await this.db
      .select()
      .from(sysConfig)
      .where(inTenant(sysConfig, tenantId, eq(sysConfig.configKey, configKey)));
    return row;
  }

  byIds(tenantId: string, configIds: number[]): Promise<ConfigRow[]> {
    return this.db
      .select()
      .from(sysConfig)
      .where(inTenant(sysConfig, tenantId, inArray(sysConfig.configId, configIds)));
  }

  /** Whether another parameter of the tenant already uses `configKey`. */
  async keyTaken(tenantId: string, configKey: string, exceptId?: number): Promise<boolean> {
    const [row] = await this.db
      .select({ id: sysConfig.configId })
      .from(sysConfig)
      .where(
        inTenant(
          sysConfig,
          tenantId,
          eq(sysConfig.configKey, configKey),
          exceptId ? ne(sysConfig.configId, exceptId) : undefined,
        ),
      )
      .limit(1);
    return Boolean(row);
  }

  async insert(row: ConfigInsert): Promise<number> {
    const [created] = await this.db.insert(sysConfig).values(row).returning({ configId: sysConfig.configId });
    return created!.configId;
  }

  async update(tenantId: string, configId: number, changes: Partial<ConfigInsert>): Promise<void> {
    await this.db
      .update(sysConfig)
      .set({ ...changes, updateTime: new Date() })
      .where(inTenant(sysConfig, tenantId, eq(sysConfig.configId, configId)));
  }

  async deleteByIds(tenantId: string, configIds: number[]): Promise<void> {
    await this.db
      .delete(sysConfig)
      .where(inTenant(sysConfig, tenantId, inArray(sysConfig.configId, configIds)));
  }
}
