import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.js';
import { CodeRuleRepo } from '../../modules/system/code-rule/code-rule.repo.js';
import { CodeIssuer } from '../../modules/system/code-rule/code-rule.service.js';
import { zcReviewer } from '../../db/schema/index.js';

/** Gives the tenant's reviewers without a 专家编号 one, in id order, from the `expert` rule's counter. */
export async function numberReviewers(tx: Executor, tenantId: string): Promise<void> {
  const rows = await tx
    .select({ id: zcReviewer.reviewerId })
    .from(zcReviewer)
    .where(and(eq(zcReviewer.tenantId, tenantId), isNull(zcReviewer.reviewerNo)))
    .orderBy(asc(zcReviewer.reviewerId));
  if (!rows.length) return;
  const numbers = await new CodeIssuer(new CodeRuleRepo(tx)).issue(tx, tenantId, 'expert', rows.length);
  const ids = `{${rows.map((r) => r.id).join(',')}}`;
  const nos = `{${numbers.map((no) => `"${no}"`).join(',')}}`;
  await tx.execute(sql`UPDATE zc_reviewer r SET reviewer_no = v.no
    FROM unnest(${ids}::bigint[], ${nos}::varchar[]) AS v(id, no)
    WHERE r.reviewer_id = v.id AND r.tenant_id = ${tenantId}`);
}
