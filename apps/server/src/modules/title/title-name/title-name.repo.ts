import { asc, eq } from 'drizzle-orm';
import type { TitleNameFilter } from '@zcps/contracts';
import type { Db } from '../../../platform/db/database.js';
import { contains } from '../../../platform/db/like.js';
import { zcTitle, zcTitleSeries } from '../../../db/schema/index.js';
import { CatalogRepo, flat, paged, parentJoin } from '../catalog/catalog.repo.js';

export type TitleRow = typeof zcTitle.$inferSelect & { seriesName: string | null };

export function titleNameRepo(db: Db) {
  return new CatalogRepo<typeof zcTitle, TitleRow, TitleNameFilter>(db, {
    table: zcTitle,
    id: zcTitle.titleId,
    code: zcTitle.titleCode,
    sortable: {
      titleId: zcTitle.titleId,
      seriesId: zcTitle.seriesId,
      titleCode: zcTitle.titleCode,
      titleName: zcTitle.titleName,
      titleLevel: zcTitle.titleLevel,
      orderNum: zcTitle.orderNum,
      status: zcTitle.status,
      createTime: zcTitle.createTime,
    },
    order: [asc(zcTitle.seriesId), asc(zcTitle.titleLevel), asc(zcTitle.orderNum), asc(zcTitle.titleId)],
    filter: (_tenantId, q) => [
      q.seriesId !== undefined ? eq(zcTitle.seriesId, q.seriesId) : undefined,
      q.titleLevel ? eq(zcTitle.titleLevel, q.titleLevel) : undefined,
      contains(zcTitle.titleCode, q.titleCode),
      contains(zcTitle.titleName, q.titleName),
      q.status ? eq(zcTitle.status, q.status) : undefined,
    ],
    rows: async (db, where, order, page) => {
      const query = db
        .select({ row: zcTitle, seriesName: zcTitleSeries.seriesName })
        .from(zcTitle)
        .leftJoin(
          zcTitleSeries,
          parentJoin(zcTitleSeries.seriesId, zcTitleSeries.tenantId, zcTitle.seriesId, zcTitle.tenantId),
        )
        .where(where)
        .orderBy(...order);
      return (await paged(query.$dynamic(), page)).map(flat);
    },
  });
}
export type TitleNameRepo = ReturnType<typeof titleNameRepo>;
