import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../../platform/db/database.js';

/** Rows of a raw statement on either engine. */
export async function rowsOf<T>(db: Executor, query: SQL): Promise<T[]> {
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
 * the unit, the person's record or the person's name. Set-based and made of equi-joins (hash joins), so a tally
 * of 10,000 declarations by 25 members reads each table once.
 */
export function recusalPairs(
  tenantId: string,
  declarationIds: readonly number[],
  reviewerIds: readonly number[],
) {
  const revs = idArray(reviewerIds);
  const pair = (on: string) =>
    sql.raw(`SELECT dd.declaration_id::int AS declaration_id, rr.reviewer_id::int AS reviewer_id,
      dd.applicant_name, 'unit' AS kind, NULL AS reason FROM dd JOIN rr ON rr.${on} = dd.${on}`);
  const declared = (on: string, by = on) =>
    sql.raw(`SELECT dd.declaration_id::int, cc.reviewer_id::int, dd.applicant_name, 'declared', cc.reason
      FROM dd JOIN cc ON cc.${on} = dd.${by}`);
  return sql`
    WITH dd AS MATERIALIZED (
      SELECT d.declaration_id, d.client_id, d.unit_name, d.employee_id, d.applicant_name
      FROM unnest(${idArray(declarationIds)}::bigint[]) AS v(id)
      JOIN zc_review_declaration d ON d.declaration_id = v.id AND d.tenant_id = ${tenantId}),
    rr AS MATERIALIZED (
      SELECT reviewer_id, client_id, unit_name FROM zc_reviewer
      WHERE tenant_id = ${tenantId} AND reviewer_id = ANY(${revs}::bigint[])),
    cc AS MATERIALIZED (
      SELECT reviewer_id, client_id, employee_id, person_name, reason FROM zc_reviewer_conflict
      WHERE tenant_id = ${tenantId} AND reviewer_id = ANY(${revs}::bigint[]))
    ${pair('client_id')} UNION ALL ${pair('unit_name')}
    UNION ALL ${declared('client_id')} UNION ALL ${declared('employee_id')}
    UNION ALL ${declared('person_name', 'applicant_name')}`;
}
