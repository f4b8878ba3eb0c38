import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { WfCategoryFilter, WfDefinitionFilter, WfModelFilter } from '@zcps/contracts';
import type { Db, Executor } from '../../../platform/db/database.js';
import { contains } from '../../../platform/db/like.js';
import { countedPage, orderOf, pageOf, type ListQuery } from '../../../platform/db/paging.js';
import { inTenant } from '../../../platform/db/scope.js';
import { wfCategory, wfDefinition, wfInstance, wfModel } from '../../../db/schema/index.js';

export type CategoryRow = typeof wfCategory.$inferSelect;
export type ModelRow = typeof wfModel.$inferSelect;
export type DefinitionRow = typeof wfDefinition.$inferSelect;
export type ModelListRow = Omit<ModelRow, 'xml'> & {
  categoryName: string | null;
  latestVersion: number | null;
};
export type DefinitionListRow = Omit<DefinitionRow, 'xml'> & { categoryName: string | null; latest: boolean };

/** Subqueries name the outer columns in full: drizzle renders a bare column unqualified, which the inner table would capture. */
const categoryName = (table: 'wf_model' | 'wf_definition') =>
  sql<
    string | null
  >`(SELECT c.category_name FROM wf_category c WHERE c.category_id = ${sql.raw(`"${table}"."category_id"`)})`;
const NEWER_VERSION = sql`EXISTS (SELECT 1 FROM wf_definition n WHERE n.tenant_id = "wf_definition"."tenant_id"
  AND n.definition_key = "wf_definition"."definition_key" AND n.version > "wf_definition"."version")`;

/** Categories, models and definitions: what is designed and deployed. */
export class DefinitionRepo {
  constructor(private readonly db: Db) {}

  categories(tenantId: string, q: WfCategoryFilter = {}): Promise<CategoryRow[]> {
    return this.db
      .select()
      .from(wfCategory)
      .where(
        inTenant(
          wfCategory,
          tenantId,
          contains(wfCategory.categoryName, q.categoryName),
          contains(wfCategory.categoryCode, q.categoryCode),
        ),
      )
      .orderBy(asc(wfCategory.parentId), asc(wfCategory.orderNum), asc(wfCategory.categoryId));
  }

  async category(tenantId: string, categoryId: number): Promise<CategoryRow | undefined> {
    const [row] = await this.db
      .select()
      .from(wfCategory)
      .where(inTenant(wfCategory, tenantId, eq(wfCategory.categoryId, categoryId)));
    return row;
  }

  async categoryCodeTaken(tenantId: string, code: string, exceptId?: number): Promise<boolean> {
    const rows = await this.db
      .select({ id: wfCategory.categoryId })
      .from(wfCategory)
      .where(inTenant(wfCategory, tenantId, eq(wfCategory.categoryCode, code)));
    return rows.some((r) => r.id !== exceptId);
  }

  async insertCategory(row: typeof wfCategory.$inferInsert): Promise<number> {
    const [created] = await this.db.insert(wfCategory).values(row).returning({ id: wfCategory.categoryId });
    return created!.id;
  }

  async updateCategory(tenantId: string, id: number, patch: Partial<typeof wfCategory.$inferInsert>) {
    await this.db
      .update(wfCategory)
      .set(patch)
      .where(inTenant(wfCategory, tenantId, eq(wfCategory.categoryId, id)));
  }

  /** Why the categories cannot go: children, or models and definitions filed under them. */
  async categoryBlocker(tenantId: string, ids: number[]): Promise<'children' | 'used' | null> {
    const [children] = await this.db
      .select({ n: count() })
      .from(wfCategory)
      .where(inTenant(wfCategory, tenantId, inArray(wfCategory.parentId, ids)));
    if ((children?.n ?? 0) > 0) return 'children';
    const [models] = await this.db
      .select({ n: count() })
      .from(wfModel)
      .where(inTenant(wfModel, tenantId, inArray(wfModel.categoryId, ids)));
    const [definitions] = await this.db
      .select({ n: count() })
      .from(wfDefinition)
      .where(inTenant(wfDefinition, tenantId, inArray(wfDefinition.categoryId, ids)));
    return (models?.n ?? 0) + (definitions?.n ?? 0) > 0 ? 'used' : null;
  }

  /** Which of `ids` name a category, model or definition of the tenant (a delete refuses the others). */
  async foundIds(
    kind: 'category' | 'model' | 'definition',
    tenantId: string,
    ids: number[],
  ): Promise<number[]> {
    const [table, id] =
      kind === 'category'
        ? [wfCategory, wfCategory.categoryId]
        : kind === 'model'
          ? [wfModel, wfModel.modelId]
          : [wfDefinition, wfDefinition.definitionId];
    const rows = await this.db
      .select({ id })
      .from(table)
      .where(inTenant(table, tenantId, inArray(id, ids)));
    return rows.map((r) => r.id);
  }

  async removeCategories(tenantId: string, ids: number[]): Promise<void> {
    await this.db
      .delete(wfCategory)
      .where(inTenant(wfCategory, tenantId, inArray(wfCategory.categoryId, ids)));
  }

  private modelColumns() {
    return {
      modelId: wfModel.modelId,
      tenantId: wfModel.tenantId,
      modelKey: wfModel.modelKey,
      modelName: wfModel.modelName,
      categoryId: wfModel.categoryId,
      formKey: wfModel.formKey,
      remark: wfModel.remark,
      createDept: wfModel.createDept,
      createBy: wfModel.createBy,
      createTime: wfModel.createTime,
      updateBy: wfModel.updateBy,
      updateTime: wfModel.updateTime,
      categoryName: categoryName('wf_model'),
      latestVersion: sql<number | null>`(SELECT max(d.version)::int FROM wf_definition d
        WHERE d.tenant_id = "wf_model"."tenant_id" AND d.definition_key = "wf_model"."model_key")`,
    };
  }

  models(tenantId: string, q: ListQuery & WfModelFilter) {
    const where = inTenant(
      wfModel,
      tenantId,
      contains(wfModel.modelKey, q.modelKey),
      contains(wfModel.modelName, q.modelName),
      q.categoryId ? eq(wfModel.categoryId, q.categoryId) : undefined,
    );
    const { limit, offset } = pageOf(q);
    const order = orderOf(
      q,
      { modelKey: wfModel.modelKey, modelName: wfModel.modelName, updateTime: wfModel.updateTime },
      [desc(wfModel.updateTime), desc(wfModel.modelId)],
    );
    return countedPage<ModelListRow>(
      this.db
        .select(this.modelColumns())
        .from(wfModel)
        .where(where)
        .orderBy(...order)
        .limit(limit)
        .offset(offset),
      this.db.select({ total: count() }).from(wfModel).where(where),
    );
  }

  async model(tenantId: string, modelId: number): Promise<(ModelListRow & { xml: string }) | undefined> {
    const [row] = await this.db
      .select({ ...this.modelColumns(), xml: wfModel.xml })
      .from(wfModel)
      .where(inTenant(wfModel, tenantId, eq(wfModel.modelId, modelId)));
    return row;
  }

  async modelKeyTaken(tenantId: string, key: string): Promise<boolean> {
    const [row] = await this.db
      .select({ n: count() })
      .from(wfModel)
      .where(inTenant(wfModel, tenantId, eq(wfModel.modelKey, key)));
    return (row?.n ?? 0) > 0;
  }

  async insertModel(row: typeof wfModel.$inferInsert): Promise<number> {
    const [created] = await this.db.insert(wfModel).values(row).returning({ id: wfModel.modelId });
    return created!.id;
  }

  async updateModel(tenantId: string, id: number, patch: Partial<typeof wfModel.$inferInsert>) {
    await this.db
      .update(wfModel)
      .set(patch)
      .where(inTenant(wfModel, tenantId, eq(wfModel.modelId, id)));
  }

  async removeModels(tenantId: string, ids: number[]): Promise<void> {
    await this.db.delete(wfModel).where(inTenant(wfModel, tenantId, inArray(wfModel.modelId, ids)));
  }

  private definitionColumns() {
    return {
      definitionId: wfDefinition.definitionId,
      tenantId: wfDefinition.tenantId,
      definitionKey: wfDefinition.definitionKey,
      definitionName: wfDefinition.definitionName,
      version: wfDefinition.version,
      categoryId: wfDefinition.categoryId,
      modelId: wfDefinition.modelId,
      formKey: wfDefinition.formKey,
      suspended: wfDefinition.suspended,
      deployTime: wfDefinition.deployTime,
      createBy: wfDefinition.createBy,
      categoryName: categoryName('wf_definition'),
      latest: sql<boolean>`NOT ${NEWER_VERSION}`,
    };
  }

  definitions(tenantId: string, q: ListQuery & WfDefinitionFilter) {
    const where = inTenant(
      wfDefinition,
      tenantId,
      contains(wfDefinition.definitionKey, q.definitionKey),
      contains(wfDefinition.definitionName, q.definitionName),
      q.categoryId ? eq(wfDefinition.categoryId, q.categoryId) : undefined,
      q.suspended ? eq(wfDefinition.suspended, q.suspended === 'true') : undefined,
      q.allVersions === 'true' ? undefined : sql`NOT ${NEWER_VERSION}`,
    );
    const { limit, offset } = pageOf(q);
    const order = orderOf(
      q,
      {
        definitionKey: wfDefinition.definitionKey,
        definitionName: wfDefinition.definitionName,
        version: wfDefinition.version,
        deployTime: wfDefinition.deployTime,
      },
      [desc(wfDefinition.deployTime), desc(wfDefinition.definitionId)],
    );
    return countedPage<DefinitionListRow>(
      this.db
        .select(this.definitionColumns())
        .from(wfDefinition)
        .where(where)
        .orderBy(...order)
        .limit(limit)
        .offset(offset),
      this.db.select({ total: count() }).from(wfDefinition).where(where),
    );
  }

  versions(tenantId: string, key: string): Promise<DefinitionListRow[]> {
    return this.db
      .select(this.definitionColumns())
      .from(wfDefinition)
      .where(inTenant(wfDefinition, tenantId, eq(wfDefinition.definitionKey, key)))
      .orderBy(desc(wfDefinition.version));
  }

  /** The latest active version of every key (what can be started). */
  startable(tenantId: string): Promise<DefinitionListRow[]> {
    return this.db
      .select(this.definitionColumns())
      .from(wfDefinition)
      .where(inTenant(wfDefinition, tenantId, eq(wfDefinition.suspended, false), sql`NOT ${NEWER_VERSION}`))
      .orderBy(asc(wfDefinition.definitionName));
  }

  async definition(tenantId: string, definitionId: number, tx: Executor = this.db) {
    const [row] = await tx
      .select()
      .from(wfDefinition)
      .where(inTenant(wfDefinition, tenantId, eq(wfDefinition.definitionId, definitionId)));
    return row;
  }

  /** The highest version of the key, whatever its state (a suspended latest version blocks new instances). */
  async latest(tenantId: string, key: string, tx: Executor = this.db): Promise<DefinitionRow | undefined> {
    const [row] = await tx
      .select()
      .from(wfDefinition)
      .where(inTenant(wfDefinition, tenantId, eq(wfDefinition.definitionKey, key)))
      .orderBy(desc(wfDefinition.version))
      .limit(1);
    return row;
  }

  async insertDefinition(tx: Executor, row: typeof wfDefinition.$inferInsert): Promise<number> {
    const [created] = await tx.insert(wfDefinition).values(row).returning({ id: wfDefinition.definitionId });
    return created!.id;
  }

  async setSuspended(tenantId: string, definitionId: number, suspended: boolean): Promise<void> {
    await this.db
      .update(wfDefinition)
      .set({ suspended })
      .where(inTenant(wfDefinition, tenantId, eq(wfDefinition.definitionId, definitionId)));
  }

  async definitionsWithInstances(tenantId: string, ids: number[]): Promise<number> {
    const [row] = await this.db
      .select({ n: count() })
      .from(wfInstance)
      .where(and(eq(wfInstance.tenantId, tenantId), inArray(wfInstance.definitionId, ids)));
    return row?.n ?? 0;
  }

  async removeDefinitions(tenantId: string, ids: number[]): Promise<void> {
    await this.db
      .delete(wfDefinition)
      .where(inTenant(wfDefinition, tenantId, inArray(wfDefinition.definitionId, ids)));
  }

  /** Serialises deploys of one key so two deploys never take the same version number. */
  async lockKey(tx: Executor, tenantId: string, key: string): Promise<void> {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`wf_definition:${tenantId}:${key}`}))`);
  }
}
