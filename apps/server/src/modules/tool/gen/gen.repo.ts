import { asc, count, desc, eq, inArray, ne } from 'drizzle-orm';
import type { GenTableFilter } from '@zcps/contracts';
import type { Db, Executor } from '../../../platform/db/database.js';
import { contains } from '../../../platform/db/like.js';
import { countedPage, dateRange, orderOf, pageOf, type ListQuery } from '../../../platform/db/paging.js';
import { inTenant } from '../../../platform/db/scope.js';
import { genTable, genTableColumn, lcObject, sysDictData } from '../../../db/schema/index.js';

export type GenTableRow = typeof genTable.$inferSelect;
export type GenColumnRow = typeof genTableColumn.$inferSelect;
export type GenTableInsert = Omit<typeof genTable.$inferInsert, 'tableId'>;
export type GenColumnInsert = Omit<typeof genTableColumn.$inferInsert, 'columnId'>;
export type GenTableQuery = ListQuery & GenTableFilter;

const SORTABLE = {
  tableId: genTable.tableId,
  tableName: genTable.tableName,
  tableComment: genTable.tableComment,
  className: genTable.className,
  createTime: genTable.createTime,
  updateTime: genTable.updateTime,
};

export class GenRepo {
  constructor(private readonly db: Db) {}

  async page(tenantId: string, q: GenTableQuery) {
    const where = inTenant(
      genTable,
      tenantId,
      contains(genTable.tableName, q.tableName),
      contains(genTable.tableComment, q.tableComment),
      q.dataName ? eq(genTable.dataName, q.dataName) : undefined,
      ...dateRange(genTable.createTime, q['params[beginTime]'], q['params[endTime]']),
    );
    const { limit, offset } = pageOf(q);
    return countedPage(
      this.db
        .select()
        .from(genTable)
        .where(where)
        .orderBy(...orderOf(q, SORTABLE, [desc(genTable.tableId)]))
        .limit(limit)
        .offset(offset),
      this.db.select({ total: count() }).from(genTable).where(where),
    );
  }

  async all(tenantId: string): Promise<GenTableRow[]> {
    return this.db.select().from(genTable).where(inTenant(genTable, tenantId)).orderBy(asc(genTable.tableId));
  }

  async findById(tenantId: string, tableId: number): Promise<GenTableRow | undefined> {
    const [row] = await this.db
      .select()
      .from(genTable)
      .where(inTenant(genTable, tenantId, eq(genTable.tableId, tableId)))
      .limit(1);
    return row;
  }

  async findByIds(tenantId: string, tableIds: number[]): Promise<GenTableRow[]> {
    return this.db
      .select()
      .from(genTable)
      .where(inTenant(genTable, tenantId, inArray(genTable.tableId, tableIds)));
  }

  async columns(tenantId: string, tableId: number, db: Executor = this.db): Promise<GenColumnRow[]> {
    return db
      .select()
      .from(genTableColumn)
      .where(inTenant(genTableColumn, tenantId, eq(genTableColumn.tableId, tableId)))
      .orderBy(asc(genTableColumn.sort), asc(genTableColumn.columnId));
  }

  /** Names of the tables already imported from a data source. */
  async importedNames(tenantId: string, dataName: string): Promise<string[]> {
    const rows = await this.db
      .select({ name: genTable.tableName })
      .from(genTable)
      .where(inTenant(genTable, tenantId, eq(genTable.dataName, dataName)));
    return rows.map((r) => r.name);
  }

  /** Low-code tables of other tenants: real tables of the product's database that this tenant must not see. */
  async foreignLowcodeTables(tenantId: string): Promise<string[]> {
    const rows = await this.db
      .select({ name: lcObject.tableName })
      .from(lcObject)
      .where(ne(lcObject.tenantId, tenantId));
    return rows.map((r) => r.name);
  }

  /** Which of the named data sources some imported tables came from. */
  async importedFrom(tenantId: string, dataNames: string[]): Promise<string[]> {
    if (!dataNames.length) return [];
    const rows = await this.db
      .selectDistinct({ name: genTable.dataName })
      .from(genTable)
      .where(inTenant(genTable, tenantId, inArray(genTable.dataName, dataNames)));
    return rows.map((r) => r.name);
  }

  /** Every dictionary of the tenant with its entries, to match comment hints against. */
  async dictionaries(tenantId: string): Promise<Map<string, { value: string; label: string }[]>> {
    const rows = await this.db
      .select({ type: sysDictData.dictType, value: sysDictData.dictValue, label: sysDictData.dictLabel })
      .from(sysDictData)
      .where(inTenant(sysDictData, tenantId))
      .orderBy(asc(sysDictData.dictType), asc(sysDictData.dictSort));
    const byType = new Map<string, { value: string; label: string }[]>();
    for (const r of rows)
      byType.set(r.type, [...(byType.get(r.type) ?? []), { value: r.value, label: r.label }]);
    return byType;
  }

  async insert(table: GenTableInsert, columns: Omit<GenColumnInsert, 'tableId'>[]): Promise<number> {
    return this.db.transaction(async (tx) => {
      const [created] = await tx.insert(genTable).values(table).returning({ tableId: genTable.tableId });
      const tableId = created!.tableId;
      if (columns.length) await tx.insert(genTableColumn).values(columns.map((c) => ({ ...c, tableId })));
      return tableId;
    });
  }

  /** The table's settings and its columns' settings, in one transaction. */
  async update(
    tenantId: string,
    tableId: number,
    table: Partial<GenTableInsert>,
    columns: { columnId: number; values: Partial<GenColumnInsert> }[],
  ): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx
        .update(genTable)
        .set(table)
        .where(inTenant(genTable, tenantId, eq(genTable.tableId, tableId)));
      for (const { columnId, values } of columns)
        await tx
          .update(genTableColumn)
          .set(values)
          .where(
            inTenant(
              genTableColumn,
              tenantId,
              eq(genTableColumn.tableId, tableId),
              eq(genTableColumn.columnId, columnId),
            ),
          );
    });
  }

  /** synchDb's write: changed columns, new ones, removed ones, and the table's update time. */
  async sync(
    tenantId: string,
    tableId: number,
    changes: {
      update: { columnId: number; values: Partial<GenColumnInsert> }[];
      insert: Omit<GenColumnInsert, 'tableId'>[];
      remove: number[];
      updateBy: number;
    },
  ): Promise<void> {
    await this.db.transaction(async (tx) => {
      if (changes.remove.length)
        await tx
          .delete(genTableColumn)
          .where(
            inTenant(
              genTableColumn,
              tenantId,
              eq(genTableColumn.tableId, tableId),
              inArray(genTableColumn.columnId, changes.remove),
            ),
          );
      for (const { columnId, values } of changes.update)
        await tx
          .update(genTableColumn)
          .set(values)
          .where(inTenant(genTableColumn, tenantId, eq(genTableColumn.columnId, columnId)));
      if (changes.insert.length)
        await tx.insert(genTableColumn).values(changes.insert.map((c) => ({ ...c, tableId })));
      await tx
        .update(genTable)
        .set({ updateBy: changes.updateBy, updateTime: new Date() })
        .where(inTenant(genTable, tenantId, eq(genTable.tableId, tableId)));
    });
  }

  async deleteByIds(tenantId: string, tableIds: number[]): Promise<void> {
    await this.db.delete(genTable).where(inTenant(genTable, tenantId, inArray(genTable.tableId, tableIds)));
  }
}
