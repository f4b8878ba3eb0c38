import { and, eq } from 'drizzle-orm';
import type { Executor } from '../platform/db/database.js';
import * as t from '../db/schema/index.js';
import { SEEDED_FORMS, SEEDED_PROCESSES } from './data/workflow-processes.js';

const CATEGORY = { categoryCode: 'title_review', categoryName: '职称评审' };

/**
 * The shipped processes, deployed as version 1 with their forms and a 职称评审 category. A key the tenant already
 * has (a model or any deployed version) is left alone: the office's edits and deployments win over the seed.
 */
export async function seedWorkflow(
  tx: Executor,
  tenantId: string,
  audit: { createBy: number; updateBy: number; createDept: number },
): Promise<void> {
  await tx
    .insert(t.sysForm)
    .values(SEEDED_FORMS.map((f) => ({ ...f, tenantId, ...audit })))
    .onConflictDoNothing();
  await tx
    .insert(t.wfCategory)
    .values({ ...CATEGORY, tenantId, ...audit })
    .onConflictDoNothing();
  const [category] = await tx
    .select({ id: t.wfCategory.categoryId })
    .from(t.wfCategory)
    .where(and(eq(t.wfCategory.tenantId, tenantId), eq(t.wfCategory.categoryCode, CATEGORY.categoryCode)));
  for (const process of SEEDED_PROCESSES) {
    const known = async (table: typeof t.wfModel | typeof t.wfDefinition) => {
      const key = table === t.wfModel ? t.wfModel.modelKey : t.wfDefinition.definitionKey;
      const rows = await tx
        .select({ tenantId: table.tenantId })
        .from(table)
        .where(and(eq(table.tenantId, tenantId), eq(key, process.key)))
        .limit(1);
      return rows.length > 0;
    };
    if ((await known(t.wfModel)) || (await known(t.wfDefinition))) continue;
    const [model] = await tx
      .insert(t.wfModel)
      .values({
        tenantId,
        modelKey: process.key,
        modelName: process.name,
        categoryId: category?.id ?? null,
        xml: process.xml,
        formKey: process.formKey,
        ...audit,
      })
      .returning({ id: t.wfModel.modelId });
    await tx.insert(t.wfDefinition).values({
      tenantId,
      definitionKey: process.key,
      definitionName: process.name,
      version: 1,
      categoryId: category?.id ?? null,
      modelId: model!.id,
      xml: process.xml,
      formKey: process.formKey,
      createBy: audit.createBy,
    });
  }
}
