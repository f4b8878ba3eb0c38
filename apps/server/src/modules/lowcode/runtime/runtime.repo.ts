import { and, count, eq, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import { sysDept, sysOss, sysRoleDept, sysUser } from '../../../db/schema/index.js';
import type { Db } from '../../../platform/db/database.js';
import { dataScopeOf, type ScopedCaller } from '../../../platform/db/data-scope.js';
import { contains, escapeLike } from '../../../platform/db/like.js';
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

  /** `countWith` may answer the total without running the count (CountCache). */
  async page(
    t: DynamicTable,
    where: SQL,
    order: SQL[],
    limit: number,
    offset: number,
    countWith: (compute: () => Promise<number>) => Promise<number>,
  ): Promise<{ rows: DynamicRow[]; total: number }> {
    const counting = async () =>
      (await this.db.select({ total: count() }).from(t).where(where))[0]?.total ?? 0;
    const [rows, total] = await Promise.all([
      this.db
        .select()
        .from(t)
        .where(where)
        .orderBy(...order)
        .limit(limit)
        .offset(offset) as unknown as Promise<DynamicRow[]>,
      countWith(counting),
    ]);
    return { rows, total };
  }

  /** The custom dept lists of these roles (data scope 2), which the count cache's key must include. */
  async customDepts(roleIds: number[]): Promise<[number, number[]][]> {
    if (!roleIds.length) return [];
    const rows = await this.db
      .select({ roleId: sysRoleDept.roleId, deptId: sysRoleDept.deptId })
      .from(sysRoleDept)
      .where(inArray(sysRoleDept.roleId, roleIds))
      .orderBy(sysRoleDept.roleId, sysRoleDept.deptId);
    return roleIds.map((id) => [id, rows.filter((r) => r.roleId === id).map((r) => r.deptId)]);
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

  /**
   * The live row ids whose title (another object's title column; a user's nick or account name; a dept's name)
   * reads exactly `text`, at most two (the caller wants exactly one).
   */
  async idsByTitle(
    target: { kind: 'user' } | { kind: 'dept' } | { kind: 'reference'; table: string; title: string | null },
    tenantId: string,
    text: string,
  ): Promise<number[]> {
    if (target.kind === 'user') {
      const rows = await this.db
        .select({ id: sysUser.userId })
        .from(sysUser)
        .where(
          inTenant(
            sysUser,
            tenantId,
            eq(sysUser.delFlag, '0'),
            or(eq(sysUser.nickName, text), eq(sysUser.userName, text)),
          ),
        )
        .limit(2);
      return rows.map((r) => r.id);
    }
    if (target.kind === 'dept') {
      const rows = await this.db
        .select({ id: sysDept.deptId })
        .from(sysDept)
        .where(inTenant(sysDept, tenantId, eq(sysDept.delFlag, '0'), eq(sysDept.deptName, text)))
        .limit(2);
      return rows.map((r) => r.id);
    }
    if (!target.title) return [];
    const rows = await this.raw<{ id: number }>(sql`
      SELECT id::int AS id FROM ${sql.identifier(target.table)}
      WHERE tenant_id = ${tenantId} AND del_flag = '0' AND ${sql.identifier(target.title)}::text = ${text} LIMIT 2`);
    return rows.map((r) => Number(r.id));
  }

  /** Stored files of the tenant among these ids: the name each was uploaded with and who uploaded it. */
  async ossFiles(tenantId: string, ids: number[]) {
    if (!ids.length) return [];
    return this.db
      .select({ ossId: sysOss.ossId, name: sysOss.originalName, createBy: sysOss.createBy })
      .from(sysOss)
      .where(inTenant(sysOss, tenantId, inArray(sysOss.ossId, ids)));
  }

  /** Which of these OSS ids a row matching `where` holds in one of the (file or image) columns. */
  async heldFiles(t: DynamicTable, where: SQL, columns: string[], ids: number[]): Promise<Set<number>> {
    if (!columns.length || !ids.length) return new Set();
    const wanted = sql`ARRAY[${sql.join(
      ids.map((id) => sql`${String(id)}`),
      sql`, `,
    )}]::text[]`;
    const hit = sql.join(
      columns.map((c) => sql`string_to_array(${col(t, c)}, ',') && ${wanted}`),
      sql` OR `,
    );
    const rows = (await this.db
      .select(Object.fromEntries(columns.map((c) => [c, col(t, c)])))
      .from(t)
      .where(and(where, sql`(${hit})`))
      .limit(1000)) as Record<string, string | null>[];
    const held = new Set<number>();
    for (const row of rows)
      for (const c of columns)
        for (const id of (row[c] ?? '').split(',')) if (ids.includes(Number(id))) held.add(Number(id));
    return held;
  }

  async userOptions(caller: ScopedCaller, keyword: string, limit: number) {
    const match = keyword
      ? or(contains(sysUser.nickName, keyword), contains(sysUser.userName, keyword))
      : undefined;
    const rows = await this.db
      .select({ value: sysUser.userId, nick: sysUser.nickName, name: sysUser.userName })
      .from(sysUser)
      .where(
        inTenant(
          sysUser,
          caller.tenantId,
          eq(sysUser.delFlag, '0'),
          eq(sysUser.status, '0'),
          match,
          dataScopeOf(caller, { dept: sysUser.deptId, user: sysUser.userId }),
        ),
      )
      .orderBy(sysUser.userId)
      .limit(limit);
    return rows.map((r) => ({ value: r.value, label: `${r.nick}（${r.name}）` }));
  }

  async deptOptions(caller: ScopedCaller, keyword: string, limit: number) {
    return this.db
      .select({ value: sysDept.deptId, label: sysDept.deptName })
      .from(sysDept)
      .where(
        inTenant(
          sysDept,
          caller.tenantId,
          eq(sysDept.delFlag, '0'),
          eq(sysDept.status, '0'),
          contains(sysDept.deptName, keyword),
          dataScopeOf(caller, { dept: sysDept.deptId }),
        ),
      )
      .orderBy(sysDept.deptId)
      .limit(limit);
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

/** The index a unique violation (PostgreSQL 23505, on either engine, wrapped or not) names; null otherwise. */
export function uniqueViolation(error: unknown): string | null {
  type PgError = { code?: string; constraint?: string; message?: string; cause?: unknown };
  for (let e = error as PgError | undefined; e; e = e.cause as PgError | undefined)
    if (e.code === '23505')
      return e.constraint ?? /unique constraint "([^"]+)"/.exec(e.message ?? '')?.[1] ?? '';
  return null;
}
