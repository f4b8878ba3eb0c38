import { and, count, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import { sysDept, sysUser } from '../../../db/schema/index.js';
import type { Db } from '../../../platform/db/database.js';
import { escapeLike } from '../../../platform/db/like.js';
import { countedPage } from '../../../platform/db/paging.js';
import { inTenant, live } from '../../../platform/db/scope.js';
import { col, type DynamicTable } from './dynamic-table.js';

export type DynamicRow = Record<string, unknown> & { id: number };

/** Rows of an object's table through its dynamic drizzle table; every query in the tenant and live rows. */
export class RuntimeRepo {
  constructor(private readonly db: Db) {}

  private async raw<T>(query: SQL): Promise<T[]> {
    return ((await this.db.execute(query)) as unknown as { rows: T[] }).rows;
  }

  where(t: DynamicTable, tenantId: string, ...conditions: (SQL | undefined)[]): SQL {
    return inTenant(t, tenantId, live(t), ...conditions);
  }

  page(t: DynamicTable, where: SQL, order: SQL[], limit: number, offset: number) {
    return countedPage(
      this.db
        .select()
        .from(t)
        .where(where)
        .orderBy(...order)
        .limit(limit)
        .offset(offset) as unknown as Promise<DynamicRow[]>,
      this.db.select({ total: count() }).from(t).where(where),
    );
  }

  async all(t: DynamicTable, where: SQL, order: SQL[], max: number): Promise<DynamicRow[]> {
    return (await this.db
      .select()
      .from(t)
      .where(where)
      .orderBy(...order)
      .limit(max)) as unknown as DynamicRow[];
  }

  async byIds(t: DynamicTable, where: SQL, ids: number[]): Promise<DynamicRow[]> {
    return (await this.db
      .select()
      .from(t)
      .where(and(where, inArray(t.id, ids)))) as unknown as DynamicRow[];
  }

  async insert(t: DynamicTable, values: Record<string, unknown>): Promise<number> {
    const [row] = await this.db
      .insert(t)
      .values(values as never)
      .returning({ id: t.id });
    return row!.id;
  }

  async update(
    t: DynamicTable,
    tenantId: string,
    id: number,
    values: Record<string, unknown>,
  ): Promise<void> {
    await this.db
      .update(t)
      .set(values as never)
      .where(this.where(t, tenantId, eq(t.id, id)));
  }

  async softDelete(t: DynamicTable, tenantId: string, ids: number[]): Promise<void> {
    await this.db
      .update(t)
      .set({ delFlag: '2', updateTime: new Date() } as never)
      .where(this.where(t, tenantId, inArray(t.id, ids)));
  }

  /** Whether another live row of the tenant holds this value (unique fields). */
  async taken(t: DynamicTable, tenantId: string, key: string, value: unknown, exceptId?: number) {
    const [row] = await this.db
      .select({ id: t.id })
      .from(t)
      .where(this.where(t, tenantId, eq(col(t, key), value), exceptId ? ne(t.id, exceptId) : undefined))
      .limit(1);
    return row !== undefined;
  }

  /** Live ids among these in another object's table of the tenant. */
  async existingIds(table: string, tenantId: string, ids: number[]): Promise<Set<number>> {
    if (!ids.length) return new Set();
    const rows = await this.raw<{ id: number }>(sql`SELECT id::int AS id FROM ${sql.identifier(table)}
      WHERE tenant_id = ${tenantId} AND del_flag = '0' AND id IN (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})`);
    return new Set(rows.map((r) => Number(r.id)));
  }

  /** id → title of rows in another object's table (its title column, else the id). */
  async titles(table: string, title: string | null, tenantId: string, ids: number[]) {
    if (!ids.length) return new Map<number, string>();
    const label = title ? sql`${sql.identifier(title)}::text` : sql`id::text`;
    const rows = await this.raw<{ id: number; label: string | null }>(sql`
      SELECT id::int AS id, ${label} AS label FROM ${sql.identifier(table)}
      WHERE tenant_id = ${tenantId} AND id IN (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})`);
    return new Map(rows.map((r) => [Number(r.id), r.label ?? String(r.id)]));
  }

  /** Reference choices: live rows whose title contains the keyword, at most `limit`. */
  async options(table: string, title: string | null, tenantId: string, keyword: string, limit: number) {
    const label = title ? sql`${sql.identifier(title)}::text` : sql`id::text`;
    const match = keyword ? sql`AND ${label} ILIKE ${`%${escapeLike(keyword)}%`}` : sql``;
    return this.raw<{ value: number; label: string | null }>(sql`
      SELECT id::int AS value, ${label} AS label FROM ${sql.identifier(table)}
      WHERE tenant_id = ${tenantId} AND del_flag = '0' ${match} ORDER BY id DESC LIMIT ${limit}`);
  }

  async userNames(tenantId: string, ids: number[]): Promise<Map<number, string>> {
    if (!ids.length) return new Map();
    const rows = await this.db
      .select({ id: sysUser.userId, name: sysUser.nickName })
      .from(sysUser)
      .where(inTenant(sysUser, tenantId, inArray(sysUser.userId, ids), eq(sysUser.delFlag, '0')));
    return new Map(rows.map((r) => [r.id, r.name]));
  }

  async deptNames(tenantId: string, ids: number[]): Promise<Map<number, string>> {
    if (!ids.length) return new Map();
    const rows = await this.db
      .select({ id: sysDept.deptId, name: sysDept.deptName })
      .from(sysDept)
      .where(inTenant(sysDept, tenantId, inArray(sysDept.deptId, ids), eq(sysDept.delFlag, '0')));
    return new Map(rows.map((r) => [r.id, r.name]));
  }
}
