import { asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { LcAppFilter } from '@zcps/contracts';
import { lcApp, lcField, lcObject, lcPage, lcPublishLog, sysUser } from '../../../db/schema/index.js';
import type { Executor } from '../../../platform/db/database.js';
import { contains } from '../../../platform/db/like.js';
import { countedPage, pageOf, type ListQuery } from '../../../platform/db/paging.js';
import { inTenant } from '../../../platform/db/scope.js';

export type AppRow = typeof lcApp.$inferSelect;
export type ObjectRow = typeof lcObject.$inferSelect;
export type FieldRow = typeof lcField.$inferSelect;
export type PageRow = typeof lcPage.$inferSelect;
export type AppInsert = typeof lcApp.$inferInsert;
export type ObjectInsert = typeof lcObject.$inferInsert;
export type FieldInsert = typeof lcField.$inferInsert;

/** The low-code metadata (lc_app, lc_object, lc_field, lc_page, lc_publish_log); every query in the tenant. */
export class MetaRepo {
  constructor(private readonly db: Executor) {}

  with(tx: Executor): MetaRepo {
    return new MetaRepo(tx);
  }

  private async rows<T>(query: SQL): Promise<T[]> {
    return ((await this.db.execute(query)) as unknown as { rows: T[] }).rows;
  }

  /** Runs DDL or a lock statement built by ddl.ts. */
  async exec(statement: string): Promise<void> {
    await this.db.execute(sql.raw(statement));
  }

  async lock(key: string): Promise<void> {
    await this.db.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${key}))`);
  }

  async appPage(tenantId: string, q: ListQuery & LcAppFilter) {
    const where = inTenant(
      lcApp,
      tenantId,
      contains(lcApp.name, q.name),
      contains(lcApp.appKey, q.appKey),
      contains(lcApp.appGroup, q.appGroup),
      q.status ? eq(lcApp.status, q.status) : undefined,
    );
    const { limit, offset } = pageOf(q);
    const objectCount = sql<number>`(SELECT count(*)::int FROM lc_object o WHERE o.app_id = ${lcApp.appId})`;
    return countedPage(
      this.db
        .select({ app: lcApp, objectCount })
        .from(lcApp)
        .where(where)
        .orderBy(asc(lcApp.appGroup), asc(lcApp.appId))
        .limit(limit)
        .offset(offset),
      this.db.select({ total: count() }).from(lcApp).where(where),
    );
  }

  async app(tenantId: string, appId: number): Promise<AppRow | undefined> {
    const [row] = await this.db
      .select()
      .from(lcApp)
      .where(inTenant(lcApp, tenantId, eq(lcApp.appId, appId)));
    return row;
  }

  async appByKey(tenantId: string, appKey: string): Promise<AppRow | undefined> {
    const [row] = await this.db
      .select()
      .from(lcApp)
      .where(inTenant(lcApp, tenantId, eq(lcApp.appKey, appKey)));
    return row;
  }

  /** Across tenants: keys name tables, which all tenants share. */
  async appKeyTaken(appKey: string): Promise<boolean> {
    const [row] = await this.db.select({ id: lcApp.appId }).from(lcApp).where(eq(lcApp.appKey, appKey));
    return row !== undefined;
  }

  async insertApp(row: AppInsert): Promise<number> {
    const [created] = await this.db.insert(lcApp).values(row).returning({ id: lcApp.appId });
    return created!.id;
  }

  async updateApp(tenantId: string, appId: number, set: Partial<AppInsert>): Promise<void> {
    await this.db
      .update(lcApp)
      .set(set)
      .where(inTenant(lcApp, tenantId, eq(lcApp.appId, appId)));
  }

  async bumpApp(tenantId: string, appId: number): Promise<void> {
    await this.db
      .update(lcApp)
      .set({ rev: sql`${lcApp.rev} + 1` })
      .where(inTenant(lcApp, tenantId, eq(lcApp.appId, appId)));
  }

  async deleteApp(tenantId: string, appId: number): Promise<void> {
    await this.db.delete(lcApp).where(inTenant(lcApp, tenantId, eq(lcApp.appId, appId)));
  }

  async objects(tenantId: string, appId: number): Promise<ObjectRow[]> {
    return this.db
      .select()
      .from(lcObject)
      .where(inTenant(lcObject, tenantId, eq(lcObject.appId, appId)))
      .orderBy(asc(lcObject.sort), asc(lcObject.objectId));
  }

  async object(tenantId: string, objectId: number): Promise<ObjectRow | undefined> {
    const [row] = await this.db
      .select()
      .from(lcObject)
      .where(inTenant(lcObject, tenantId, eq(lcObject.objectId, objectId)));
    return row;
  }

  async objectByKey(tenantId: string, appId: number, objectKey: string): Promise<ObjectRow | undefined> {
    const [row] = await this.db
      .select()
      .from(lcObject)
      .where(inTenant(lcObject, tenantId, eq(lcObject.appId, appId), eq(lcObject.objectKey, objectKey)));
    return row;
  }

  async tableTaken(tableName: string): Promise<boolean> {
    const [row] = await this.db
      .select({ id: lcObject.objectId })
      .from(lcObject)
      .where(eq(lcObject.tableName, tableName));
    if (row) return true;
    const [found] = await this.rows<{ t: unknown }>(sql`SELECT to_regclass(${tableName}) AS t`);
    return found?.t != null;
  }

  async insertObject(row: ObjectInsert): Promise<number> {
    const [created] = await this.db.insert(lcObject).values(row).returning({ id: lcObject.objectId });
    return created!.id;
  }

  async updateObject(tenantId: string, objectId: number, set: Partial<ObjectInsert>): Promise<void> {
    await this.db
      .update(lcObject)
      .set(set)
      .where(inTenant(lcObject, tenantId, eq(lcObject.objectId, objectId)));
  }

  async bumpObject(tenantId: string, objectId: number): Promise<number> {
    const [row] = await this.db
      .update(lcObject)
      .set({ rev: sql`${lcObject.rev} + 1`, updateTime: new Date() })
      .where(inTenant(lcObject, tenantId, eq(lcObject.objectId, objectId)))
      .returning({ rev: lcObject.rev, appId: lcObject.appId });
    if (row) await this.bumpApp(tenantId, row.appId);
    return row?.rev ?? 0;
  }

  async deleteObject(tenantId: string, objectId: number): Promise<void> {
    await this.db.delete(lcObject).where(inTenant(lcObject, tenantId, eq(lcObject.objectId, objectId)));
  }

  /** Objects elsewhere whose reference fields point at one of these. */
  async referencesTo(tenantId: string, objectIds: number[]): Promise<FieldRow[]> {
    if (!objectIds.length) return [];
    return this.db
      .select()
      .from(lcField)
      .where(inTenant(lcField, tenantId, inArray(lcField.refObjectId, objectIds)));
  }

  async fields(tenantId: string, objectId: number): Promise<FieldRow[]> {
    return this.db
      .select()
      .from(lcField)
      .where(inTenant(lcField, tenantId, eq(lcField.objectId, objectId)))
      .orderBy(asc(lcField.sort), asc(lcField.fieldId));
  }

  async field(tenantId: string, fieldId: number): Promise<FieldRow | undefined> {
    const [row] = await this.db
      .select()
      .from(lcField)
      .where(inTenant(lcField, tenantId, eq(lcField.fieldId, fieldId)));
    return row;
  }

  async insertField(row: FieldInsert): Promise<number> {
    const [created] = await this.db.insert(lcField).values(row).returning({ id: lcField.fieldId });
    return created!.id;
  }

  async updateField(tenantId: string, fieldId: number, set: Partial<FieldInsert>): Promise<void> {
    await this.db
      .update(lcField)
      .set(set)
      .where(inTenant(lcField, tenantId, eq(lcField.fieldId, fieldId)));
  }

  async deleteField(tenantId: string, fieldId: number): Promise<void> {
    await this.db.delete(lcField).where(inTenant(lcField, tenantId, eq(lcField.fieldId, fieldId)));
  }

  async pages(tenantId: string, objectId: number): Promise<PageRow[]> {
    return this.db
      .select()
      .from(lcPage)
      .where(inTenant(lcPage, tenantId, eq(lcPage.objectId, objectId)));
  }

  async savePage(row: typeof lcPage.$inferInsert): Promise<void> {
    await this.db
      .insert(lcPage)
      .values(row)
      .onConflictDoUpdate({
        target: [lcPage.objectId, lcPage.kind],
        set: { schema: row.schema, updateBy: row.updateBy, updateTime: new Date() },
      });
  }

  async insertLog(row: typeof lcPublishLog.$inferInsert): Promise<void> {
    await this.db.insert(lcPublishLog).values(row);
  }

  async logs(tenantId: string, appId: number) {
    return this.db
      .select({ log: lcPublishLog, createByName: sysUser.nickName })
      .from(lcPublishLog)
      .leftJoin(sysUser, eq(sysUser.userId, lcPublishLog.createBy))
      .where(inTenant(lcPublishLog, tenantId, eq(lcPublishLog.appId, appId)))
      .orderBy(desc(lcPublishLog.logId))
      .limit(100);
  }

  /** Whether any row of a table holds a value in the column (any tenant, deleted rows too). */
  async columnHasValues(table: string, column: string): Promise<boolean> {
    const found = await this.rows(
      sql`SELECT 1 FROM ${sql.identifier(table)} WHERE ${sql.identifier(column)} IS NOT NULL LIMIT 1`,
    );
    return found.length > 0;
  }

  async relationExists(name: string): Promise<boolean> {
    const [found] = await this.rows<{ r: unknown }>(sql`SELECT to_regclass(${name}) AS r`);
    return found?.r != null;
  }

  /** A value that two live rows of one tenant share in the column (null when there is none). */
  async duplicateValue(table: string, column: string): Promise<string | null> {
    const c = sql.identifier(column);
    const [found] = await this.rows<{ value: string }>(sql`
      SELECT ${c}::text AS value FROM ${sql.identifier(table)} WHERE del_flag = '0' AND ${c} IS NOT NULL
      GROUP BY tenant_id, ${c} HAVING count(*) > 1 LIMIT 1`);
    return found?.value ?? null;
  }

  async tableHasRows(table: string): Promise<boolean> {
    const found = await this.rows(sql`SELECT 1 FROM ${sql.identifier(table)} LIMIT 1`);
    return found.length > 0;
  }

  /** The column as pg_catalog formats its type (null when it is missing). */
  async columnTypeOf(table: string, column: string): Promise<string | null> {
    const [found] = await this.rows<{ type: string }>(sql`
      SELECT format_type(a.atttypid, a.atttypmod) AS type FROM pg_attribute a
      WHERE a.attrelid = to_regclass(${table}) AND a.attname = ${column} AND NOT a.attisdropped`);
    return found?.type ?? null;
  }
}
