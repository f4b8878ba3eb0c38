import { asc, count, eq, inArray, ne } from 'drizzle-orm';
import type { DictTypeFilter } from '@zcps/contracts';
import type { Db } from '../../../platform/db/database.js';
import { contains } from '../../../platform/db/like.js';
import { dateRange, orderOf, countedPage, pageOf, type ListQuery } from '../../../platform/db/paging.js';
import { inTenant } from '../../../platform/db/scope.js';
import { sysDictData, sysDictType } from '../../../db/schema/index.js';

export type DictTypeRow = typeof sysDictType.$inferSelect;
export type DictTypeInsert = Omit<typeof sysDictType.$inferInsert, 'dictId'>;
export type DictTypeQuery = Partial<ListQuery> & DictTypeFilter;

const SORTABLE = {
  dictId: sysDictType.dictId,
  dictName: sysDictType.dictName,
  dictType: sysDictType.dictType,
  createTime: sysDictType.createTime,
};

/** sys_dict_type rows of one tenant; a renamed type takes its sys_dict_data rows along. */
export class DictTypeRepo {
  constructor(private readonly db: Db) {}

  private where(tenantId: string, q: DictTypeQuery) {
    return inTenant(
      sysDictType,
      tenantId,
      contains(sysDictType.dictName, q.dictName),
      contains(sysDictType.dictType, q.dictType),
      ...dateRange(sysDictType.createTime, q['params[beginTime]'], q['params[endTime]']),
    );
  }

  async page(tenantId: string, q: ListQuery & DictTypeFilter) {
    const where = this.where(tenantId, q);
    const { limit, offset } = pageOf(q);
    return countedPage(
      this.db
        .select()
        .from(sysDictType)
        .where(where)
        .orderBy(...orderOf(q, SORTABLE, [asc(sysDictType.dictId)]))
        .limit(limit)
        .offset(offset),
      this.db.select({ total: count() }).from(sysDictType).where(where),
    );
  }

  all(tenantId: string, q: DictTypeQuery, max: number): Promise<DictTypeRow[]> {
    return this.db
      .select()
      .from(sysDictType)
      .where(this.where(tenantId, q))
      .orderBy(asc(sysDictType.dictId))
      .limit(max);
  }

  async byId(tenantId: string, dictId: number): Promise<DictTypeRow | undefined> {
    const [row] = await this.db
      .select()
      .from(sysDictType)
      .where(inTenant(sysDictType, tenantId, eq(sysDictType.dictId, dictId)));
    return row;
  }

  byIds(tenantId: string, dictIds: number[]): Promise<DictTypeRow[]> {
    return this.db
      .select()
      .from(sysDictType)
      .where(inTenant(sysDictType, tenantId, inArray(sysDictType.dictId, dictIds)));
  }

  /** Whether another type of the tenant already uses `dictType`. */
  async typeTaken(tenantId: string, dictType: string, exceptId?: number): Promise<boolean> {
    const [row] = await this.db
      .select({ id: sysDictType.dictId })
      .from(sysDictType)
      .where(
        inTenant(
          sysDictType,
          tenantId,
          eq(sysDictType.dictType, dictType),
          exceptId ? ne(sysDictType.dictId, exceptId) : undefined,
        ),
      )
      .limit(1);
    return Boolean(row);
  }

  async insert(row: DictTypeInsert): Promise<number> {
    const [created] = await this.db.insert(sysDictType).values(row).returning({ dictId: sysDictType.dictId });
    return created!.dictId;
  }

  /** Updates the type; when its code changes, its entries move to the new code in the same transaction. */
  async update(
    tenantId: string,
    dictId: number,
    previousType: string,
    changes: Partial<DictTypeInsert> & { dictType: string },
  ): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx
        .update(sysDictType)
        .set({ ...changes, updateTime: new Date() })
        .where(inTenant(sysDictType, tenantId, eq(sysDictType.dictId, dictId)));
      if (changes.dictType !== previousType)
        await tx
          .update(sysDictData)
          .set({ dictType: changes.dictType, updateTime: new Date() })
          .where(inTenant(sysDictData, tenantId, eq(sysDictData.dictType, previousType)));
    });
  }

  /** Types among `dictTypes` that still hold entries. */
  async typesInUse(tenantId: string, dictTypes: string[]): Promise<string[]> {
    if (!dictTypes.length) return [];
    const rows = await this.db
      .selectDistinct({ dictType: sysDictData.dictType })
      .from(sysDictData)
      .where(inTenant(sysDictData, tenantId, inArray(sysDictData.dictType, dictTypes)));
    return rows.map((r) => r.dictType);
  }

  async deleteByIds(tenantId: string, dictIds: number[]): Promise<void> {
    await this.db
      .delete(sysDictType)
      .where(inTenant(sysDictType, tenantId, inArray(sysDictType.dictId, dictIds)));
  }
}
