import { asc, count, eq, inArray, ne } from 'drizzle-orm';
import type { DictDataFilter } from '@zcps/contracts';
import type { Db } from '../../../platform/db/database.js';
import { contains } from '../../../platform/db/like.js';
import { orderOf, countedPage, pageOf, type ListQuery } from '../../../platform/db/paging.js';
import { inTenant } from '../../../platform/db/scope.js';
import { sysDictData } from '../../../db/schema/index.js';
import type { DictDataRow } from './dict.repo.js';

export type DictDataInsert = Omit<typeof sysDictData.$inferInsert, 'dictCode'>;
export type DictDataQuery = Partial<ListQuery> & DictDataFilter;

const SORTABLE = {
  dictCode: sysDictData.dictCode,
  dictSort: sysDictData.dictSort,
  dictLabel: sysDictData.dictLabel,
  dictValue: sysDictData.dictValue,
  createTime: sysDictData.createTime,
};
const DEFAULT_ORDER = [asc(sysDictData.dictSort), asc(sysDictData.dictCode)];

/** sys_dict_data rows of one tenant, as the dictionary screens edit them. */
export class DictDataRepo {
  constructor(private readonly db: Db) {}

  private where(tenantId: string, q: DictDataQuery) {
    return inTenant(
      sysDictData,
      tenantId,
      q.dictType ? eq(sysDictData.dictType, q.dictType) : undefined,
      contains(sysDictData.dictLabel, q.dictLabel),
    );
  }

  async page(tenantId: string, q: ListQuery & DictDataFilter) {
    const where = this.where(tenantId, q);
    const { limit, offset } = pageOf(q);
    return countedPage(
      this.db
        .select()
        .from(sysDictData)
        .where(where)
        .orderBy(...orderOf(q, SORTABLE, DEFAULT_ORDER))
        .limit(limit)
        .offset(offset),
      this.db.select({ total: count() }).from(sysDictData).where(where),
    );
  }

  all(tenantId: string, q: DictDataQuery, max: number): Promise<DictDataRow[]> {
    return this.db
      .select()
      .from(sysDictData)
      .where(this.where(tenantId, q))
      .orderBy(asc(sysDictData.dictType), ...DEFAULT_ORDER)
      .limit(max);
  }

  async byCode(tenantId: string, dictCode: number): Promise<DictDataRow | undefined> {
    const [row] = await this.db
      .select()
      .from(sysDictData)
      .where(inTenant(sysDictData, tenantId, eq(sysDictData.dictCode, dictCode)));
    return row;
  }

  byCodes(tenantId: string, dictCodes: number[]): Promise<DictDataRow[]> {
    return this.db
      .select()
      .from(sysDictData)
      .where(inTenant(sysDictData, tenantId, inArray(sysDictData.dictCode, dictCodes)));
  }

  /** Whether another entry of the same type already uses `dictValue`. */
  async valueTaken(tenantId: string, dictType: string, dictValue: string, exceptCode?: number) {
    const [row] = await this.db
      .select({ code: sysDictData.dictCode })
      .from(sysDictData)
      .where(
        inTenant(
          sysDictData,
          tenantId,
          eq(sysDictData.dictType, dictType),
          eq(sysDictData.dictValue, dictValue),
          exceptCode ? ne(sysDictData.dictCode, exceptCode) : undefined,
        ),
      )
      .limit(1);
    return Boolean(row);
  }

  async insert(row: DictDataInsert): Promise<number> {
    const [created] = await this.db
      .insert(sysDictData)
      .values(row)
      .returning({ dictCode: sysDictData.dictCode });
    return created!.dictCode;
  }

  async update(tenantId: string, dictCode: number, changes: Partial<DictDataInsert>): Promise<void> {
    await this.db
      .update(sysDictData)
      .set({ ...changes, updateTime: new Date() })
      .where(inTenant(sysDictData, tenantId, eq(sysDictData.dictCode, dictCode)));
  }

  async deleteByCodes(tenantId: string, dictCodes: number[]): Promise<void> {
    await this.db
      .delete(sysDictData)
      .where(inTenant(sysDictData, tenantId, inArray(sysDictData.dictCode, dictCodes)));
  }
}
