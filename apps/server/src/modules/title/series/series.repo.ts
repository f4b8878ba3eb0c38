import { asc, eq } from 'drizzle-orm';
import type { TitleSeriesFilter } from '@zcps/contracts';
import type { Db } from '../../../platform/db/database.js';
import { contains } from '../../../platform/db/like.js';
import { zcTitleSeries } from '../../../db/schema/index.js';
import { CatalogRepo } from '../catalog/catalog.repo.js';

export type SeriesRow = typeof zcTitleSeries.$inferSelect;

export function seriesRepo(db: Db) {
  return new CatalogRepo<typeof zcTitleSeries, SeriesRow, TitleSeriesFilter>(db, {
    table: zcTitleSeries,
    id: zcTitleSeries.seriesId,
    code: zcTitleSeries.seriesCode,
    sortable: {
      seriesId: zcTitleSeries.seriesId,
      seriesCode: zcTitleSeries.seriesCode,
      seriesName: zcTitleSeries.seriesName,
      orderNum: zcTitleSeries.orderNum,
      status: zcTitleSeries.status,
      createTime: zcTitleSeries.createTime,
    },
    order: [asc(zcTitleSeries.orderNum), asc(zcTitleSeries.seriesId)],
    filter: (_tenantId, q) => [
      contains(zcTitleSeries.seriesCode, q.seriesCode),
      contains(zcTitleSeries.seriesName, q.seriesName),
      q.status ? eq(zcTitleSeries.status, q.status) : undefined,
    ],
    rows: (db, where, order, page) => {
      const query = db
        .select()
        .from(zcTitleSeries)
        .where(where)
        .orderBy(...order);
      return page ? query.limit(page.limit).offset(page.offset) : query;
    },
  });
}
export type SeriesRepo = ReturnType<typeof seriesRepo>;
