import { asc, eq } from 'drizzle-orm';
import type { ProfessionFilter } from '@zcps/contracts';
import type { Db } from '../../../platform/db/database.js';
import { contains } from '../../../platform/db/like.js';
import { zcProfession, zcTitleSeries } from '../../../db/schema/index.js';
import { CatalogRepo, flat, paged, parentJoin } from '../catalog/catalog.repo.js';

export type ProfessionRow = typeof zcProfession.$inferSelect & { seriesName: string | null };

export function professionRepo(db: Db) {
  return new CatalogRepo<typeof zcProfession, ProfessionRow, ProfessionFilter>(db, {
    table: zcProfession,
    id: zcProfession.professionId,
    code: zcProfession.professionCode,
    sortable: {
      professionId: zcProfession.professionId,
      seriesId: zcProfession.seriesId,
      professionCode: zcProfession.professionCode,
      professionName: zcProfession.professionName,
      orderNum: zcProfession.orderNum,
      status: zcProfession.status,
      createTime: zcProfession.createTime,
    },
    order: [asc(zcProfession.orderNum), asc(zcProfession.professionId)],
    filter: (_tenantId, q) => [
      q.seriesId !== undefined ? eq(zcProfession.seriesId, q.seriesId) : undefined,
      contains(zcProfession.professionCode, q.professionCode),
      contains(zcProfession.professionName, q.professionName),
      q.status ? eq(zcProfession.status, q.status) : undefined,
    ],
    rows: async (db, where, order, page) => {
      const query = db
        .select({ row: zcProfession, seriesName: zcTitleSeries.seriesName })
        .from(zcProfession)
        .leftJoin(
          zcTitleSeries,
          parentJoin(
            zcTitleSeries.seriesId,
            zcTitleSeries.tenantId,
            zcProfession.seriesId,
            zcProfession.tenantId,
          ),
        )
        .where(where)
        .orderBy(...order);
      return (await paged(query.$dynamic(), page)).map(flat);
    },
  });
}
export type ProfessionRepo = ReturnType<typeof professionRepo>;
