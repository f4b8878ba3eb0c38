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

/**
 * The declaration list's count cache (CountCache): every declaration write and every transition calls
 * `changed` after its commit.
 */
export const DECLARATION_LIST = 'declaration';

/** Answers a list's total, from the count cache or by running `compute`. */
export type CountWith = (compute: () => Promise<number>) => Promise<number>;

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
