import { sql, type SQL } from 'drizzle-orm';
import type { AssignmentFilter, EvaluatorFilter, EvaluatorRow } from '@zcps/contracts';
import type { Db, Executor } from '../../../platform/db/database.js';
import { pageOf, type ListQuery } from '../../../platform/db/paging.js';
import { idArray, rowsOf } from './activity-phase.repo.js';
import type { AssignDeclaration, AssignTeam, Placement, TeamMemberFacts } from './assignment-algorithm.js';

/** Declarations that passed the eligibility check and wait for (or are in) group review: what gets assigned. */
export const PASSED = sql`d.stage IN ('defense', 'group_review') AND d.approval_status = '4'`;

export interface PlacedDeclaration extends AssignDeclaration {
  teamId: number | null;
}

/** Set-based reads and writes of the assignment: one statement per step whatever the number of declarations. */
export class AssignmentRepo {
  constructor(private readonly db: Db) {}

  /** The activity's passed declarations with their 回避 facts (optionally only those without a team). */
  async passed(
    tx: Executor,
    tenantId: string,
    activityId: number,
    more: SQL = sql`true`,
  ): Promise<PlacedDeclaration[]> {
    const result = await tx.execute(sql`SELECT d.declaration_id::int AS "declarationId",
        d.employee_id::int AS "employeeId", d.applicant_name AS "applicantName", d.client_id::int AS "clientId",
        d.unit_name AS "unitName", d.profession_id::int AS "professionId", d.team_id::int AS "teamId"
      FROM zc_review_declaration d
      WHERE d.tenant_id = ${tenantId} AND d.activity_id = ${activityId} AND d.del_flag = '0' AND ${PASSED}
        AND ${more}
      ORDER BY d.declaration_id`);
    return rowsOf<PlacedDeclaration>(result);
  }

  /** The activity's live discipline teams with their voting and non-voting members and the members' conflicts. */
  async disciplineTeams(
    tx: Executor,
    tenantId: string,
    activityId: number,
    teamId?: number,
  ): Promise<AssignTeam[]> {
    const teams = rowsOf<{ teamId: number; teamName: string; professionIds: number[] }>(
      await tx.execute(sql`SELECT team_id::int AS "teamId", team_name AS "teamName", profession_ids AS "professionIds"
        FROM zc_review_team WHERE tenant_id = ${tenantId} AND activity_id = ${activityId} AND del_flag = '0'
          AND team_type = '1' ${teamId ? sql`AND team_id = ${teamId}` : sql``} ORDER BY team_id`),
    );
    const members = rowsOf<TeamMemberFacts & { teamId: number }>(
      await tx.execute(sql`SELECT m.team_id::int AS "teamId", m.member_role AS "memberRole",
          r.reviewer_id::int AS "reviewerId", r.reviewer_name AS "reviewerName", r.client_id::int AS "clientId",
          r.unit_name AS "unitName",
          coalesce((SELECT json_agg(json_build_object('clientId', c.client_id::int,
              'employeeId', c.employee_id::int, 'personName', c.person_name))
            FROM zc_reviewer_conflict c WHERE c.tenant_id = r.tenant_id AND c.reviewer_id = r.reviewer_id),
            '[]'::json) AS conflicts
        FROM zc_review_team_member m JOIN zc_review_team t ON t.team_id = m.team_id
          JOIN zc_reviewer r ON r.reviewer_id = m.reviewer_id
        WHERE t.tenant_id = ${tenantId} AND t.activity_id = ${activityId} AND t.del_flag = '0'
          AND t.team_type = '1' AND m.removed_time IS NULL ORDER BY m.team_id, r.reviewer_id`),
    );
    const byTeam = new Map<number, TeamMemberFacts[]>();
    for (const { teamId: id, ...m } of members) byTeam.set(id, [...(byTeam.get(id) ?? []), m]);
    return teams.map((t) => ({ ...t, members: byTeam.get(t.teamId) ?? [] }));
  }

  /**
   * Puts each declaration in its team (one UPDATE over unnest'ed arrays) and drops the unrated evaluation
   * reviewers of those whose team changed.
   */
  async place(tx: Executor, tenantId: string, placements: readonly Placement[], by: number): Promise<void> {
    if (!placements.length) return;
    const ids = idArray(placements.map((p) => p.declarationId));
    const teams = idArray(placements.map((p) => p.teamId));
    await tx.execute(sql`DELETE FROM zc_review_evaluation e
      USING unnest(${ids}::bigint[], ${teams}::bigint[]) AS v(id, team)
      WHERE e.tenant_id = ${tenantId} AND e.declaration_id = v.id AND e.team_id IS DISTINCT FROM v.team
        AND e.rated_time IS NULL AND e.defense_score IS NULL`);
    await tx.execute(sql`UPDATE zc_review_declaration d SET team_id = v.team, update_by = ${by}, update_time = now()
      FROM unnest(${ids}::bigint[], ${teams}::bigint[]) AS v(id, team)
      WHERE d.tenant_id = ${tenantId} AND d.declaration_id = v.id`);
  }

  /** Evaluation reviewers of the activity's passed declarations, in their current team. */
  async evaluations(tx: Executor, tenantId: string, activityId: number) {
    const result = await tx.execute(sql`SELECT e.declaration_id::int AS "declarationId",
        e.reviewer_id::int AS "reviewerId"
      FROM zc_review_evaluation e JOIN zc_review_declaration d ON d.declaration_id = e.declaration_id
      WHERE d.tenant_id = ${tenantId} AND d.activity_id = ${activityId} AND d.del_flag = '0' AND ${PASSED}
        AND e.team_id = d.team_id`);
    return rowsOf<{ declarationId: number; reviewerId: number }>(result);
  }

  async addEvaluations(
    tx: Executor,
    tenantId: string,
    picks: readonly { declarationId: number; reviewerId: number; teamId: number }[],
    by: number,
  ): Promise<void> {
    if (!picks.length) return;
    await tx.execute(sql`INSERT INTO zc_review_evaluation (tenant_id, declaration_id, reviewer_id, team_id,
        create_by, update_by)
      SELECT ${tenantId}, v.d, v.r, v.t, ${by}, ${by}
      FROM unnest(${idArray(picks.map((p) => p.declarationId))}::bigint[],
        ${idArray(picks.map((p) => p.reviewerId))}::bigint[], ${idArray(picks.map((p) => p.teamId))}::bigint[])
        AS v(d, r, t)
      ON CONFLICT (declaration_id, reviewer_id) DO UPDATE SET team_id = excluded.team_id`);
  }

  /** Evaluation rows of one declaration with whether the reviewer has rated. */
  async evaluationsOf(tx: Executor, tenantId: string, declarationId: number) {
    const result = await tx.execute(sql`SELECT e.evaluation_id::int AS "evaluationId",
        e.reviewer_id::int AS "reviewerId", e.team_id::int AS "teamId", r.reviewer_name AS "reviewerName",
        (e.rated_time IS NOT NULL OR e.defense_score IS NOT NULL) AS rated
      FROM zc_review_evaluation e JOIN zc_reviewer r ON r.reviewer_id = e.reviewer_id
      WHERE e.tenant_id = ${tenantId} AND e.declaration_id = ${declarationId}`);
    return rowsOf<{
      evaluationId: number;
      reviewerId: number;
      teamId: number | null;
      reviewerName: string;
      rated: boolean;
    }>(result);
  }

  async dropEvaluations(tx: Executor, tenantId: string, evaluationIds: number[]): Promise<void> {
    if (evaluationIds.length)
      await tx.execute(sql`DELETE FROM zc_review_evaluation
        WHERE tenant_id = ${tenantId} AND evaluation_id = ANY(${idArray(evaluationIds)}::bigint[])`);
  }

  /** Passed declarations without a team, and those with fewer than `count` evaluation reviewers in their team. */
  async gaps(tx: Executor, tenantId: string, activityId: number, count: number) {
    const result = await tx.execute(sql`SELECT count(*) FILTER (WHERE d.team_id IS NULL)::int AS unassigned,
        count(*) FILTER (WHERE d.team_id IS NOT NULL AND (SELECT count(*) FROM zc_review_evaluation e
          WHERE e.declaration_id = d.declaration_id AND e.team_id = d.team_id) < ${count})::int AS lacking,
        count(*)::int AS passed
      FROM zc_review_declaration d
      WHERE d.tenant_id = ${tenantId} AND d.activity_id = ${activityId} AND d.del_flag = '0' AND ${PASSED}`);
    return rowsOf<{ unassigned: number; lacking: number; passed: number }>(result)[0]!;
  }

  /** Declarations per team and profession with how many lack evaluation reviewers (the detail page's table). */
  async counts(tenantId: string, activityId: number, count: number) {
    const result = await this.db.execute(sql`SELECT t.team_id::int AS "teamId", t.team_name AS "teamName",
        d.profession_id::int AS "professionId", p.profession_name AS "professionName",
        count(d.declaration_id)::int AS declarations,
        count(d.declaration_id) FILTER (WHERE (SELECT count(*) FROM zc_review_evaluation e
          WHERE e.declaration_id = d.declaration_id AND e.team_id = d.team_id) < ${count})::int AS "lackingEvaluators"
      FROM zc_review_team t
        LEFT JOIN zc_review_declaration d ON d.team_id = t.team_id AND d.del_flag = '0' AND ${PASSED}
        LEFT JOIN zc_profession p ON p.profession_id = d.profession_id
      WHERE t.tenant_id = ${tenantId} AND t.activity_id = ${activityId} AND t.del_flag = '0' AND t.team_type = '1'
      GROUP BY t.team_id, t.team_name, d.profession_id, p.profession_name
      ORDER BY t.team_id, d.profession_id`);
    return rowsOf<{
      teamId: number;
      teamName: string;
      professionId: number | null;
      professionName: string | null;
      declarations: number;
      lackingEvaluators: number;
    }>(result);
  }

  /** A page of the activity's passed declarations with team and evaluation reviewers, within the data scope. */
  async page(tenantId: string, q: ListQuery & AssignmentFilter, scope: SQL | undefined, max?: number) {
    const where = sql.join(
      [
        sql`d.tenant_id = ${tenantId} AND d.activity_id = ${q.activityId} AND d.del_flag = '0' AND ${PASSED}`,
        ...(q.teamId ? [sql`d.team_id = ${q.teamId}`] : []),
        ...(q.professionId ? [sql`d.profession_id = ${q.professionId}`] : []),
        ...(q.unassigned === '1' ? [sql`d.team_id IS NULL`] : []),
        ...(q.applicantName
          ? [sql`d.applicant_name LIKE ${`%${q.applicantName.replace(/[%_\\]/g, '\\$&')}%`}`]
          : []),
        ...(scope
          ? [sql`d.declaration_id IN (SELECT declaration_id FROM zc_review_declaration WHERE ${scope})`]
          : []),
      ],
      sql` AND `,
    );
    const { limit, offset } = max ? { limit: max, offset: 0 } : pageOf(q);
    const [rows, total] = await Promise.all([
      this.db
        .execute(sql`SELECT d.declaration_id::int AS "declarationId", d.applicant_name AS "applicantName",
          d.unit_name AS "unitName", d.profession_id::int AS "professionId", p.profession_name AS "professionName",
          d.title_level AS "titleLevel", d.stage, d.approval_status AS "approvalStatus", d.team_id::int AS "teamId",
          t.team_name AS "teamName",
          coalesce((SELECT json_agg(json_build_object('evaluationId', e.evaluation_id::int,
              'reviewerId', e.reviewer_id::int, 'reviewerName', r.reviewer_name,
              'rated', e.rated_time IS NOT NULL OR e.defense_score IS NOT NULL) ORDER BY e.reviewer_id)
            FROM zc_review_evaluation e JOIN zc_reviewer r ON r.reviewer_id = e.reviewer_id
            WHERE e.declaration_id = d.declaration_id AND e.team_id = d.team_id), '[]'::json) AS evaluators
        FROM zc_review_declaration d LEFT JOIN zc_review_team t ON t.team_id = d.team_id
          LEFT JOIN zc_profession p ON p.profession_id = d.profession_id
        WHERE ${where} ORDER BY d.team_id NULLS FIRST, d.declaration_id LIMIT ${limit} OFFSET ${offset}`),
      this.db.execute(sql`SELECT count(*)::int AS n FROM zc_review_declaration d WHERE ${where}`),
    ]);
    return { rows: rowsOf<Record<string, unknown>>(rows), total: rowsOf<{ n: number }>(total)[0]!.n };
  }

  /** Evaluation reviewers listed by activity, declaration or reviewer (the 评议专家 page). */
  async evaluatorRows(tenantId: string, q: ListQuery & EvaluatorFilter) {
    const where = sql.join(
      [
        sql`e.tenant_id = ${tenantId} AND d.del_flag = '0'`,
        ...(q.activityId ? [sql`d.activity_id = ${q.activityId}`] : []),
        ...(q.declarationId ? [sql`e.declaration_id = ${q.declarationId}`] : []),
        ...(q.reviewerId ? [sql`e.reviewer_id = ${q.reviewerId}`] : []),
      ],
      sql` AND `,
    );
    const from = sql`FROM zc_review_evaluation e JOIN zc_review_declaration d ON d.declaration_id = e.declaration_id
      JOIN zc_reviewer r ON r.reviewer_id = e.reviewer_id LEFT JOIN zc_review_team t ON t.team_id = e.team_id`;
    const { limit, offset } = pageOf(q);
    const [rows, total] = await Promise.all([
      this.db
        .execute(sql`SELECT e.evaluation_id::int AS "evaluationId", e.declaration_id::int AS "declarationId",
          d.applicant_name AS "applicantName", e.team_id::int AS "teamId", t.team_name AS "teamName",
          e.reviewer_id::int AS "reviewerId", r.reviewer_name AS "reviewerName", e.rating,
          to_char(e.rated_time, 'YYYY-MM-DD HH24:MI:SS') AS "ratedTime",
          to_char(e.create_time, 'YYYY-MM-DD HH24:MI:SS') AS "createTime"
        ${from} WHERE ${where} ORDER BY e.declaration_id, e.reviewer_id LIMIT ${limit} OFFSET ${offset}`),
      this.db.execute(sql`SELECT count(*)::int AS n ${from} WHERE ${where}`),
    ]);
    return { rows: rowsOf<EvaluatorRow>(rows), total: rowsOf<{ n: number }>(total)[0]!.n };
  }
}
