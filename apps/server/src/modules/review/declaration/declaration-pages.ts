import { count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database.js';
import { isBlankSearch } from '../../../platform/db/like.js';
import { inTenant, live } from '../../../platform/db/scope.js';
import { zcReviewDeclaration } from '../../../db/schema/index.js';
import { declarationPageSelect, type CountWith, type DeclarationQuery } from './declaration-list.sql.js';

const d = zcReviewDeclaration;

/** The exact-match filters of the list; each combination present gets a statement of its own. */
const EXACT = [
  ['activityId', d.activityId],
  ['professionId', d.professionId],
  ['titleLevel', d.titleLevel],
  ['stage', d.stage],
  ['approvalStatus', d.approvalStatus],
] as const;
type Filter = (typeof EXACT)[number];

/**
 * The list as a review office opens it (whole tenant, exact filters only, newest first): no data scope, no name
 * search, no chosen order. Everything else takes the dynamic query.
 */
export function isPlainDeclarationPage(q: DeclarationQuery, scope: SQL | undefined, more: SQL[]): boolean {
  return (
    !scope &&
    more.length === 0 &&
    isBlankSearch(q.applicantName) &&
    isBlankSearch(q.unitName) &&
    !q.orderByColumn
  );
}

/**
 * Named prepared statements for the plain pages, one page and one count per combination of filters: the ~100
 * column join is built once per instance instead of per request, and PostgreSQL parses it once per connection
 * (drizzle's per-request build and the SQL text sent each time cost about three quarters of this list's CPU).
 */
export class DeclarationPages {
  private readonly byShape = new Map<number, ReturnType<DeclarationPages['prepare']>>();

  constructor(private readonly db: Db) {}

  run(tenantId: string, q: DeclarationQuery, limit: number, offset: number, countWith: CountWith) {
    const present: Filter[] = [];
    let shape = 0;
    EXACT.forEach((filter, bit) => {
      if (q[filter[0]] === undefined || q[filter[0]] === '') return;
      present.push(filter);
      shape |= 1 << bit;
    });
    let statements = this.byShape.get(shape);
    if (!statements) {
      statements = this.prepare(shape, present);
      this.byShape.set(shape, statements);
    }
    const values: Record<string, unknown> = { tenantId, limit, offset };
    for (const [name] of present) values[name] = q[name];
    const count = statements.count;
    return Promise.all([
      statements.page.execute(values),
      countWith(async () => (await count.execute(values))[0]?.total ?? 0),
    ]);
  }

  private prepare(shape: number, present: Filter[]) {
    const where = inTenant(
      d,
      sql.placeholder('tenantId'),
      live(d),
      ...present.map(([name, column]) => eq(column, sql.placeholder(name))),
    );
    return {
      page: declarationPageSelect(this.db)
        .where(where)
        .orderBy(desc(d.declarationId))
        .limit(sql.placeholder('limit'))
        .offset(sql.placeholder('offset'))
        .prepare(`zcps_declaration_page_${shape}`),
      count: this.db
        .select({ total: count() })
        .from(d)
        .where(where)
        .prepare(`zcps_declaration_count_${shape}`),
    };
  }
}
