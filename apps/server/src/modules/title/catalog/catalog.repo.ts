import { and, count, eq, ne, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgSelect, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../../platform/db/database.js';
import { anyOf } from '../../../platform/db/dept-tree.js';
import { orderOf, countedPage, pageOf, type ListQuery, type Page } from '../../../platform/db/paging.js';
import { inTenant } from '../../../platform/db/scope.js';

export type CatalogTable = PgTable & { tenantId: PgColumn };

/** Rows of a title of one series (the series filter of conditions and exceptions). */
export const titleOfSeries = (titleId: PgColumn, tenantId: string, seriesId: number | undefined) =>
  seriesId === undefined
    ? undefined
    : sql`${titleId} IN (SELECT t.title_id FROM zc_title t WHERE t.tenant_id = ${tenantId} AND t.series_id = ${seriesId})`;

/** A list query with its page (exports and lookups pass none). */
export function paged<Q extends PgSelect>(query: Q, page: Page | undefined) {
  return page ? query.limit(page.limit).offset(page.offset) : query;
}

/** `{ row, ...joined }` → one flat row. */
export const flat = <R extends object, E extends object>({ row, ...joined }: { row: R } & E) => ({
  ...row,
  ...(joined as Omit<E, 'row'>),
});

/** The join condition of a parent row of the same tenant (a profession's series, a condition's title). */
export const parentJoin = (
  parentId: PgColumn,
  parentTenant: PgColumn,
  childId: PgColumn,
  childTenant: PgColumn,
) => and(eq(parentId, childId), eq(parentTenant, childTenant));

/** What differs between the catalogue tables; the repo does the rest the same way for each. */
export interface CatalogTableSpec<T extends CatalogTable, Row, Filter> {
  table: T;
  id: PgColumn;
  /** The unique code column (unique per tenant), if the table has one. */
  code?: PgColumn;
  sortable: Record<string, PgColumn>;
  order: SQL[];
  /** Filter conditions on the table's own columns (joined tables are reached by subqueries). */
  filter(tenantId: string, q: Partial<Filter>): (SQL | undefined)[];
  /** The rows the list shows (the table and its joins) matching `where`. */
  rows(db: Db, where: SQL, order: SQL[], page?: Page): Promise<Row[]>;
}

/** List, export, lookup and writes of one catalogue table, always inside the caller's tenant. */
export class CatalogRepo<T extends CatalogTable, Row, Filter> {
  constructor(
    readonly db: Db,
    private readonly spec: CatalogTableSpec<T, Row, Filter>,
  ) {}

  /** The table as a plain table (drizzle's builders cannot check a generic one). */
  private get table(): CatalogTable {
    return this.spec.table;
  }

  private where(tenantId: string, q: Partial<Filter>) {
    return inTenant(this.spec.table, tenantId, ...this.spec.filter(tenantId, q));
  }

  async page(tenantId: string, q: ListQuery & Partial<Filter>) {
    const where = this.where(tenantId, q);
    return countedPage(
      this.spec.rows(this.db, where, orderOf(q, this.spec.sortable, this.spec.order), pageOf(q)),
      this.db.select({ total: count() }).from(this.table).where(where),
    );
  }

  /** Every matching row (export), up to `max`. */
  all(tenantId: string, q: Partial<Filter>, max: number): Promise<Row[]> {
    return this.spec.rows(this.db, this.where(tenantId, q), this.spec.order, { limit: max, offset: 0 });
  }

  /** Rows matching the filter and one more condition of the caller's (option lists, lookups). */
  select(tenantId: string, q: Partial<Filter>, ...extra: (SQL | undefined)[]): Promise<Row[]> {
    return this.spec.rows(this.db, inTenant(this.spec.table, tenantId, this.where(tenantId, q), ...extra), [
      ...this.spec.order,
    ]);
  }

  async findById(tenantId: string, id: number): Promise<Row | undefined> {
    const where = inTenant(this.spec.table, tenantId, eq(this.spec.id, id));
    const [row] = await this.spec.rows(this.db, where, this.spec.order, { limit: 1, offset: 0 });
    return row;
  }

  findByIds(tenantId: string, ids: readonly number[]): Promise<Row[]> {
    return this.spec.rows(
      this.db,
      inTenant(this.spec.table, tenantId, anyOf(this.spec.id, ids)),
      this.spec.order,
    );
  }

  async codeTaken(tenantId: string, code: string, exceptId?: number): Promise<boolean> {
    if (!this.spec.code) return false;
    const [row] = await this.db
      .select({ id: this.spec.id })
      .from(this.table)
      .where(
        inTenant(
          this.spec.table,
          tenantId,
          eq(this.spec.code, code),
          exceptId !== undefined ? ne(this.spec.id, exceptId) : undefined,
        ),
      )
      .limit(1);
    return row !== undefined;
  }

  async insert(values: T['$inferInsert']): Promise<void> {
    await this.db.insert(this.spec.table).values(values);
  }

  async update(tenantId: string, id: number, values: Partial<T['$inferInsert']>): Promise<void> {
    await this.db
      .update(this.spec.table)
      .set(values)
      .where(inTenant(this.spec.table, tenantId, eq(this.spec.id, id)));
  }

  async deleteByIds(tenantId: string, ids: readonly number[]): Promise<void> {
    await this.db
      .delete(this.spec.table)
      .where(inTenant(this.spec.table, tenantId, anyOf(this.spec.id, ids)));
  }

  /**
   * Which of `ids` other tables still point at: one query over every reference (`live` ones skip rows marked
   * deleted).
   */
  async referenced(
    tenantId: string,
    ids: readonly number[],
    refs: readonly Reference[],
  ): Promise<Set<number>> {
    if (!ids.length || !refs.length) return new Set();
    const parts = refs.map(
      ({ column, tenantId: tenant, delFlag }) =>
        sql`SELECT ${column} AS id FROM ${column.table} WHERE ${tenant} = ${tenantId}
          AND ${anyOf(column, ids)} ${delFlag ? sql`AND ${delFlag} = '0'` : sql``}`,
    );
    const result = (await this.db.execute(
      sql`SELECT DISTINCT id FROM (${sql.join(parts, sql` UNION ALL `)}) refs`,
    )) as unknown as { rows: { id: string | number }[] };
    return new Set(result.rows.map((r) => Number(r.id)));
  }
}

/** A column of another table holding ids of this one, with that table's tenant and (if any) del_flag column. */
export interface Reference {
  column: PgColumn;
  tenantId: PgColumn;
  delFlag?: PgColumn;
}
