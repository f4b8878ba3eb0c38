import { asc, count, eq, inArray, ne } from 'drizzle-orm';
import type { DataSourceFilter } from '@zcps/contracts';
import type { Db } from '../../../platform/db/database.js';
import { contains } from '../../../platform/db/like.js';
import { countedPage, orderOf, pageOf, type ListQuery } from '../../../platform/db/paging.js';
import { inTenant } from '../../../platform/db/scope.js';
import { sysDataSource } from '../../../db/schema/index.js';

export type DataSourceRow = typeof sysDataSource.$inferSelect;
export type DataSourceInsert = Omit<typeof sysDataSource.$inferInsert, 'dataSourceId'>;
export type DataSourceQuery = ListQuery & DataSourceFilter;

const SORTABLE = {
  dataSourceId: sysDataSource.dataSourceId,
  name: sysDataSource.name,
  status: sysDataSource.status,
  createTime: sysDataSource.createTime,
};
const DEFAULT_ORDER = [asc(sysDataSource.dataSourceId)];

export class DataSourceRepo {
  constructor(private readonly db: Db) {}

  async page(tenantId: string, q: DataSourceQuery) {
    const where = inTenant(
      sysDataSource,
      tenantId,
      contains(sysDataSource.name, q.name),
      q.status ? eq(sysDataSource.status, q.status) : undefined,
    );
    const { limit, offset } = pageOf(q);
    return countedPage(
      this.db
        .select()
        .from(sysDataSource)
        .where(where)
        .orderBy(...orderOf(q, SORTABLE, DEFAULT_ORDER))
        .limit(limit)
        .offset(offset),
      this.db.select({ total: count() }).from(sysDataSource).where(where),
    );
  }

  async findById(tenantId: string, id: number): Promise<DataSourceRow | undefined> {
    const [row] = await this.db
      .select()
      .from(sysDataSource)
      .where(inTenant(sysDataSource, tenantId, eq(sysDataSource.dataSourceId, id)))
      .limit(1);
    return row;
  }

  async findByName(tenantId: string, name: string): Promise<DataSourceRow | undefined> {
    const [row] = await this.db
      .select()
      .from(sysDataSource)
      .where(inTenant(sysDataSource, tenantId, eq(sysDataSource.name, name)))
      .limit(1);
    return row;
  }

  async findByIds(tenantId: string, ids: number[]): Promise<DataSourceRow[]> {
    return this.db
      .select()
      .from(sysDataSource)
      .where(inTenant(sysDataSource, tenantId, inArray(sysDataSource.dataSourceId, ids)));
  }

  async enabledNames(tenantId: string): Promise<string[]> {
    const rows = await this.db
      .select({ name: sysDataSource.name })
      .from(sysDataSource)
      .where(inTenant(sysDataSource, tenantId, eq(sysDataSource.status, '0')))
      .orderBy(asc(sysDataSource.name));
    return rows.map((r) => r.name);
  }

  async nameTaken(tenantId: string, name: string, exceptId?: number): Promise<boolean> {
    const [row] = await this.db
      .select({ id: sysDataSource.dataSourceId })
      .from(sysDataSource)
      .where(
        inTenant(
          sysDataSource,
          tenantId,
          eq(sysDataSource.name, name),
          exceptId !== undefined ? ne(sysDataSource.dataSourceId, exceptId) : undefined,
        ),
      )
      .limit(1);
    return row !== undefined;
  }

  async insert(values: DataSourceInsert): Promise<void> {
    await this.db.insert(sysDataSource).values(values);
  }

  async update(tenantId: string, id: number, values: Partial<DataSourceInsert>): Promise<void> {
    await this.db
      .update(sysDataSource)
      .set(values)
      .where(inTenant(sysDataSource, tenantId, eq(sysDataSource.dataSourceId, id)));
  }

  async deleteByIds(tenantId: string, ids: number[]): Promise<void> {
    await this.db
      .delete(sysDataSource)
      .where(inTenant(sysDataSource, tenantId, inArray(sysDataSource.dataSourceId, ids)));
  }
}
