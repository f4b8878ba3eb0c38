import { asc, eq } from 'drizzle-orm';
import type { TitleExceptionFilter } from '@zcps/contracts';
import type { Db } from '../../../platform/db/database.js';
import { contains } from '../../../platform/db/like.js';
import { zcTitle, zcTitleException } from '../../../db/schema/index.js';
import { CatalogRepo, flat, paged, parentJoin, titleOfSeries } from '../catalog/catalog.repo.js';

export type ExceptionRow = typeof zcTitleException.$inferSelect & {
  titleName: string | null;
  seriesId: number | null;
};

export function exceptionRepo(db: Db) {
  return new CatalogRepo<typeof zcTitleException, ExceptionRow, TitleExceptionFilter>(db, {
    table: zcTitleException,
    id: zcTitleException.exceptionId,
    sortable: {
      exceptionId: zcTitleException.exceptionId,
      titleId: zcTitleException.titleId,
      exceptionType: zcTitleException.exceptionType,
      exceptionName: zcTitleException.exceptionName,
      status: zcTitleException.status,
      createTime: zcTitleException.createTime,
    },
    order: [asc(zcTitleException.titleId), asc(zcTitleException.exceptionId)],
    filter: (tenantId, q) => [
      q.titleId !== undefined ? eq(zcTitleException.titleId, q.titleId) : undefined,
      titleOfSeries(zcTitleException.titleId, tenantId, q.seriesId),
      q.exceptionType ? eq(zcTitleException.exceptionType, q.exceptionType) : undefined,
      contains(zcTitleException.exceptionName, q.exceptionName),
      q.status ? eq(zcTitleException.status, q.status) : undefined,
    ],
    rows: async (db, where, order, page) => {
      const query = db
        .select({ row: zcTitleException, titleName: zcTitle.titleName, seriesId: zcTitle.seriesId })
        .from(zcTitleException)
        .leftJoin(
          zcTitle,
          parentJoin(zcTitle.titleId, zcTitle.tenantId, zcTitleException.titleId, zcTitleException.tenantId),
        )
        .where(where)
        .orderBy(...order);
      return (await paged(query.$dynamic(), page)).map(flat);
    },
  });
}
export type ExceptionRepo = ReturnType<typeof exceptionRepo>;
