import { eq } from 'drizzle-orm';
import type { DeclarationFilter } from '@zcps/contracts';
import type { Db } from '../../../platform/db/database.js';
import type { ListQuery } from '../../../platform/db/paging.js';
import {
  zcProfession,
  zcReviewActivity,
  zcReviewDeclaration,
  zcTitle,
  zcTitleException,
} from '../../../db/schema/index.js';

export type DeclarationQuery = ListQuery & DeclarationFilter;

const d = zcReviewDeclaration;

/** A list row: the declaration with its activity, title, profession and exception names. */
export function declarationListSelect(db: Db) {
  return db
    .select({
      declaration: d,
      activityName: zcReviewActivity.activityName,
      titleName: zcTitle.titleName,
      professionName: zcProfession.professionName,
      exceptionName: zcTitleException.exceptionName,
    })
    .from(d)
    .leftJoin(zcReviewActivity, eq(zcReviewActivity.activityId, d.activityId))
    .leftJoin(zcTitle, eq(zcTitle.titleId, d.titleId))
    .leftJoin(zcProfession, eq(zcProfession.professionId, d.professionId))
    .leftJoin(zcTitleException, eq(zcTitleException.exceptionId, d.exceptionId));
}
