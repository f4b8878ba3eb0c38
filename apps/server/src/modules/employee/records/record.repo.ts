import { and, asc, count, desc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { RecordFilter } from '@zcps/contracts';
import type { Db } from '../../../platform/db/database.js';
import { contains } from '../../../platform/db/like.js';
import { orderOf, countedPage, pageOf, type ListQuery } from '../../../platform/db/paging.js';
import { zcEmployee } from '../../../db/schema/index.js';
import { columnOf, type RecordDef } from './record-defs.js';

/** A stored sub-record as read: shared columns, the kind's fields by name, and its employee's name and id card. */
export type RecordRow = {
  recordId: number;
  employeeId: number;
  checkStatus: string;
  checkRemark: string | null;
  checkBy: number | null;
  checkTime: Date | null;
  remark: string | null;
  createTime: Date | null;
  employeeName?: string | null;
  idCard?: string;
} & Record<string, unknown>;

export type RecordQuery = ListQuery & RecordFilter;
type Values = Record<string, unknown>;

export const utcDate = (value: unknown) => (typeof value === 'string' ? new Date(`${value}Z`) : null);

/**
 * SQL of one sub-record kind, driven by its definition. Every read through the list joins the record's employee
 * and applies the caller's employee scope, so a record is reachable exactly when its employee is.
 */
export class RecordRepo {
  private readonly t: PgTable;
  private readonly base: Record<string, PgColumn>;
  private readonly sortable: Record<string, PgColumn>;
  private readonly defaultOrder: SQL[];

  constructor(
    private readonly db: Db,
    private readonly def: RecordDef,
  ) {
    const t = def.table;
    this.t = t;
    this.base = {
      recordId: t.recordId,
      employeeId: t.employeeId,
      checkStatus: t.checkStatus,
      checkRemark: t.checkRemark,
      checkBy: t.checkBy,
      checkTime: t.checkTime,
      remark: t.remark,
      createTime: t.createTime,
      ...Object.fromEntries(def.spec.fields.map((f) => [f.name, columnOf(def, f.name)])),
    };
    this.sortable = {
      recordId: t.recordId,
      checkStatus: t.checkStatus,
      createTime: t.createTime,
      checkTime: t.checkTime,
      employeeName: zcEmployee.employeeName,
      ...Object.fromEntries(
        def.spec.fields.filter((f) => f.kind !== 'longText').map((f) => [f.name, columnOf(def, f.name)]),
      ),
    };
    this.defaultOrder = [desc(columnOf(def, def.spec.orderBy)), desc(t.recordId)];
  }

  private where(tenantId: string, scope: SQL, q: Partial<RecordFilter>): SQL {
    const { def } = this;
    const own = def.spec.fields
      .filter((f) => f.filter && q[f.name] !== undefined && q[f.name] !== '')
      .map((f) =>
        f.kind === 'text'
          ? contains(columnOf(def, f.name), String(q[f.name]))
          : eq(columnOf(def, f.name), q[f.name]),
      );
    return and(
      eq(def.table.tenantId, tenantId),
      scope,
      q.employeeId !== undefined ? eq(def.table.employeeId, q.employeeId) : undefined,
      contains(zcEmployee.employeeName, q.employeeName),
      q.checkStatus ? eq(def.table.checkStatus, q.checkStatus) : undefined,
      ...own,
    ) as SQL;
  }

  /** Records joined with their employee (tenant, live, in scope). */
  private joined() {
    const { table } = this.def;
    return this.db
      .select({ ...this.base, employeeName: zcEmployee.employeeName, idCard: zcEmployee.idCard })
      .from(this.t)
      .innerJoin(
        zcEmployee,
        and(eq(zcEmployee.employeeId, table.employeeId), eq(zcEmployee.tenantId, table.tenantId)),
      );
  }

  async page(tenantId: string, scope: SQL, q: RecordQuery) {
    const where = this.where(tenantId, scope, q);
    const { limit, offset } = pageOf(q);
    const { table } = this.def;
    const { rows, total } = await countedPage(
      this.joined()
        .where(where)
        .orderBy(...orderOf(q, this.sortable, this.defaultOrder))
        .limit(limit)
        .offset(offset),
      this.db
        .select({ total: count() })
        .from(this.t)
        .innerJoin(
          zcEmployee,
          and(eq(zcEmployee.employeeId, table.employeeId), eq(zcEmployee.tenantId, table.tenantId)),
        )
        .where(where),
    );
    return { rows: rows as RecordRow[], total };
  }

  async all(tenantId: string, scope: SQL, q: Partial<RecordFilter>, max: number): Promise<RecordRow[]> {
    const rows = await this.joined()
      .where(this.where(tenantId, scope, q))
      .orderBy(asc(zcEmployee.employeeId), ...this.defaultOrder)
      .limit(max);
    return rows as RecordRow[];
  }

  /** The records among `ids` the scope reaches. */
  async findMany(tenantId: string, scope: SQL, ids: number[]): Promise<RecordRow[]> {
    const rows = await this.joined().where(
      and(this.where(tenantId, scope, {}), inArray(this.def.table.recordId, ids)),
    );
    return rows as RecordRow[];
  }

  /**
   * Every record of one employee, newest first, as a JSON text expression (the dossier reads all kinds in one
   * statement: one round trip and one plan instead of one per kind); `dossierRows` reads it back. The
   * employee's scope is checked by the caller.
   */
  dossierColumn(): SQL {
    const { table } = this.def;
    const tuple = sql.join(Object.values(this.base), sql`, `);
    return sql`(SELECT json_agg(json_build_array(${tuple}) ORDER BY ${sql.join(this.defaultOrder, sql`, `)})::text
      FROM ${this.t} WHERE ${table.tenantId} = ${sql.placeholder('tenantId')}
        AND ${table.employeeId} = ${sql.placeholder('employeeId')})`;
  }

  /** The rows of a `dossierColumn` value, shaped as every other read of this kind shapes them. */
  dossierRows(text: string | null): RecordRow[] {
    if (!text) return [];
    const keys = Object.keys(this.base);
    return (JSON.parse(text) as unknown[][]).map((tuple) => {
      const row: Record<string, unknown> = {};
      for (let i = 0; i < keys.length; i++) row[keys[i]!] = tuple[i];
      // JSON carries a timestamp without time zone as ISO text; stored values are UTC, as drizzle reads them.
      row.checkTime = utcDate(row.checkTime);
      row.createTime = utcDate(row.createTime);
      return row as RecordRow;
    });
  }

  /** Whether the employee already has a record with `value` in the unique field. */
  async taken(tenantId: string, employeeId: number, field: string, value: unknown, exceptId?: number) {
    const { table } = this.def;
    const [row] = await this.db
      .select({ id: table.recordId })
      .from(this.t)
      .where(
        and(
          eq(table.tenantId, tenantId),
          eq(table.employeeId, employeeId),
          eq(columnOf(this.def, field), value),
          exceptId !== undefined ? ne(table.recordId, exceptId) : undefined,
        ),
      )
      .limit(1);
    return row !== undefined;
  }

  async insert(values: Values): Promise<number> {
    const [row] = await this.db
      .insert(this.t)
      .values(values as never)
      .returning({ id: this.def.table.recordId });
    return (row as { id: number }).id;
  }

  async update(tenantId: string, ids: number[], values: Values): Promise<void> {
    const { table } = this.def;
    await this.db
      .update(this.t)
      .set(values as never)
      .where(and(eq(table.tenantId, tenantId), inArray(table.recordId, ids)));
  }

  async deleteByIds(tenantId: string, ids: number[]): Promise<void> {
    const { table } = this.def;
    await this.db.delete(this.t).where(and(eq(table.tenantId, tenantId), inArray(table.recordId, ids)));
  }
}
