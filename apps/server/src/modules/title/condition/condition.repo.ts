import { asc, eq } from 'drizzle-orm';
import type { TitleConditionFilter } from '@zcps/contracts';
import type { Db } from '../../../platform/db/database.js';
import { zcTitle, zcTitleCondition } from '../../../db/schema/index.js';
import { CatalogRepo, flat, paged, parentJoin, titleOfSeries } from '../catalog/catalog.repo.js';

export type ConditionRow = typeof zcTitleCondition.$inferSelect & {
  titleName: string | null;
  seriesId: number | null;
};

export function conditionRepo(db: Db) {
  return new CatalogRepo<typeof zcTitleCondition, ConditionRow, TitleConditionFilter>(db, {
    table: zcTitleCondition,
    id: zcTitleCondition.conditionId,
    sortable: {
      conditionId: zcTitleCondition.conditionId,
      titleId: zcTitleCondition.titleId,
      ruleKind: zcTitleCondition.ruleKind,
      orderNum: zcTitleCondition.orderNum,
      status: zcTitleCondition.status,
      createTime: zcTitleCondition.createTime,
    },
    order: [asc(zcTitleCondition.titleId), asc(zcTitleCondition.orderNum), asc(zcTitleCondition.conditionId)],
    filter: (tenantId, q) => [
      q.titleId !== undefined ? eq(zcTitleCondition.titleId, q.titleId) : undefined,
      titleOfSeries(zcTitleCondition.titleId, tenantId, q.seriesId),
      q.ruleKind ? eq(zcTitleCondition.ruleKind, q.ruleKind) : undefined,
      q.status ? eq(zcTitleCondition.status, q.status) : undefined,
    ],
    rows: async (db, where, order, page) => {
      const query = db
        .select({ row: zcTitleCondition, titleName: zcTitle.titleName, seriesId: zcTitle.seriesId })
        .from(zcTitleCondition)
        .leftJoin(
          zcTitle,
          parentJoin(zcTitle.titleId, zcTitle.tenantId, zcTitleCondition.titleId, zcTitleCondition.tenantId),
        )
        .where(where)
        .orderBy(...order);
      return (await paged(query.$dynamic(), page)).map(flat);
    },
  });
}
export type ConditionRepo = ReturnType<typeof conditionRepo>;
