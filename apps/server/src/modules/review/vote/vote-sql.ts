import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database.js';

/** Rows of a raw statement on either engine. */
export async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** An integer array literal for `= ANY(…::bigint[])` (one parameter however many ids). */
export const idArray = (values: readonly number[]) => `{${values.map((v) => Math.trunc(v)).join(',')}}`;

export interface RecusalPair {
  declaration_id: number;
  reviewer_id: number;
  applicant_name: string;
  /** `unit`: the reviewer's own unit; `declared`: a conflict the reviewer declared (reason given). */
  kind: 'unit' | 'declared';
  reason: string | null;
}

/**
 * 回避 (domain.md "Teams"): the pairs of these declarations and these reviewers who must not judge each other —
 * the reviewer works at the applicant's unit (same client, or the same unit name), or declared a conflict with
 * the unit, the person's record or the person's name. Set-based, so a tally of thousands asks once.
 */
export function recusalPairs(
  tenantId: string,
  declarationIds: readonly number[],
  reviewerIds: readonly number[],
) {
  const decls = idArray(declarationIds);
  const revs = idArray(reviewerIds);
  return sql`
    SELECT d.declaration_id::int AS declaration_id, r.reviewer_id::int AS reviewer_id,
      d.applicant_name, 'unit' AS kind, NULL AS reason
    FROM zc_review_declaration d
    JOIN zc_reviewer r ON r.tenant_id = d.tenant_id
      AND ((r.client_id IS NOT NULL AND r.client_id = d.client_id) OR r.unit_name = d.unit_name)
    WHERE d.tenant_id = ${tenantId} AND d.declaration_id = ANY(${decls}::bigint[])
      AND r.reviewer_id = ANY(${revs}::bigint[])
    UNION ALL
    SELECT d.declaration_id::int, c.reviewer_id::int, d.applicant_name, 'declared', c.reason
    FROM zc_review_declaration d
    JOIN zc_reviewer_conflict c ON c.tenant_id = d.tenant_id
      AND (c.client_id = d.client_id OR c.employee_id = d.employee_id OR c.person_name = d.applicant_name)
    WHERE d.tenant_id = ${tenantId} AND d.declaration_id = ANY(${decls}::bigint[])
      AND c.reviewer_id = ANY(${revs}::bigint[])`;
}
