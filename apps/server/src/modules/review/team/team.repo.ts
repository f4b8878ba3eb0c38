import { and, asc, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { ReviewTeamFilter } from '@zcps/contracts';
import type { Db, Executor } from '../../../platform/db/database.js';
import { contains } from '../../../platform/db/like.js';
import { orderOf, countedPage, pageOf, type ListQuery } from '../../../platform/db/paging.js';
import { inTenant, live } from '../../../platform/db/scope.js';
import { zcReviewActivity, zcReviewerPool, zcReviewTeam } from '../../../db/schema/index.js';
import { rowsOf } from '../assignment/activity-phase.repo.js';

export type TeamRow = typeof zcReviewTeam.$inferSelect;
export type TeamInsert = Omit<typeof zcReviewTeam.$inferInsert, 'teamId'>;
export type TeamQuery = ListQuery & ReviewTeamFilter;
export type TeamListRow = TeamRow & {
  activityName: string | null;
  poolName: string | null;
  memberCount: number;
  professionNames: string[];
  assignmentStatus: string | null;
};

const t = zcReviewTeam;
const SORTABLE = { teamId: t.teamId, teamName: t.teamName, teamType: t.teamType, teamSize: t.teamSize };

export class TeamRepo {
  constructor(private readonly db: Db) {}

  private where(tenantId: string, q: Partial<ReviewTeamFilter>, ...more: SQL[]) {
    return inTenant(
      t,
      tenantId,
      live(t),
      q.activityId ? eq(t.activityId, q.activityId) : undefined,
      contains(t.teamName, q.teamName),
      q.teamType ? eq(t.teamType, q.teamType) : undefined,
      ...more,
    );
  }

  private select() {
    return this.db
      .select({
        team: t,
        activityName: zcReviewActivity.activityName,
        assignmentStatus: zcReviewActivity.assignmentStatus,
        poolName: zcReviewerPool.poolName,
        memberCount: sql<number>`(SELECT count(*)::int FROM zc_review_team_member m
          WHERE m.team_id = ${t.teamId} AND m.removed_time IS NULL)`,
        professionNames: sql<string[]>`coalesce((SELECT array_agg(p.profession_name ORDER BY p.order_num,
            p.profession_id) FROM zc_profession p WHERE p.tenant_id = ${t.tenantId}
            AND p.profession_id IN (SELECT jsonb_array_elements_text(${t.professionIds})::bigint)), '{}')`,
      })
      .from(t)
      .leftJoin(
        zcReviewActivity,
        and(eq(zcReviewActivity.activityId, t.activityId), eq(zcReviewActivity.tenantId, t.tenantId)),
      )
      .leftJoin(
        zcReviewerPool,
        and(eq(zcReviewerPool.poolId, t.poolId), eq(zcReviewerPool.tenantId, t.tenantId)),
      );
  }

  async page(tenantId: string, q: TeamQuery) {
    const where = this.where(tenantId, q);
    const { limit, offset } = pageOf(q);
    return countedPage(
      this.select()
        .where(where)
        .orderBy(...orderOf(q, SORTABLE, [asc(t.activityId), asc(t.teamType), asc(t.teamId)]))
        .limit(limit)
        .offset(offset),
      this.db.select({ total: count() }).from(t).where(where),
      flatten,
    );
  }

  async all(tenantId: string, q: Partial<ReviewTeamFilter>, max: number) {
    const rows = await this.select()
      .where(this.where(tenantId, q))
      .orderBy(asc(t.activityId), asc(t.teamType), asc(t.teamId))
      .limit(max);
    return rows.map(flatten);
  }

  async find(tenantId: string, teamId: number, tx?: Db): Promise<TeamRow | undefined> {
    const [row] = await (tx ?? this.db)
      .select()
      .from(t)
      .where(this.where(tenantId, {}, eq(t.teamId, teamId)));
    return row;
  }

  async findListed(tenantId: string, teamId: number): Promise<TeamListRow | undefined> {
    const [row] = await this.select().where(this.where(tenantId, {}, eq(t.teamId, teamId)));
    return row ? flatten(row) : undefined;
  }

  async findByIds(tenantId: string, teamIds: number[]): Promise<TeamRow[]> {
    return this.db
      .select()
      .from(t)
      .where(this.where(tenantId, {}, inArray(t.teamId, teamIds)));
  }

  async committeeOf(tenantId: string, activityId: number, tx?: Db): Promise<TeamRow | undefined> {
    const [row] = await (tx ?? this.db)
      .select()
      .from(t)
      .where(this.where(tenantId, { activityId }, eq(t.teamType, '2')))
      .limit(1);
    return row;
  }

  async insert(tx: Executor, values: TeamInsert): Promise<number> {
    const [row] = await tx.insert(t).values(values).returning({ id: t.teamId });
    return row!.id;
  }

  /** Saves when the row is still at `version`; answers whether it did. */
  async update(tx: Executor, tenantId: string, teamId: number, version: number, values: Partial<TeamInsert>) {
    const rows = await tx
      .update(t)
      .set({ ...values, version: sql`${t.version} + 1` })
      .where(inTenant(t, tenantId, eq(t.teamId, teamId), eq(t.version, version)))
      .returning({ id: t.teamId });
    return rows.length === 1;
  }

  async softDelete(tx: Executor, tenantId: string, teamIds: number[], by: number): Promise<void> {
    await tx
      .update(t)
      .set({ delFlag: '2', updateBy: by, updateTime: new Date() })
      .where(inTenant(t, tenantId, inArray(t.teamId, teamIds)));
  }

  /** How many live declarations each team holds. */
  async declarationCounts(tx: Executor, tenantId: string, teamIds: number[]): Promise<Map<number, number>> {
    const result = await tx.execute(sql`SELECT team_id::int AS "teamId", count(*)::int AS n
      FROM zc_review_declaration WHERE tenant_id = ${tenantId} AND del_flag = '0'
        AND team_id = ANY(${`{${teamIds.join(',')}}`}::bigint[])
      GROUP BY team_id`);
    return new Map(rowsOf<{ teamId: number; n: number }>(result).map((r) => [r.teamId, r.n]));
  }

  /** The live pool a draw picks from. */
  async poolOf(tx: Executor, tenantId: string, poolId: number) {
    const [row] = await tx
      .select()
      .from(zcReviewerPool)
      .where(inTenant(zcReviewerPool, tenantId, live(zcReviewerPool), eq(zcReviewerPool.poolId, poolId)));
    return row;
  }
}

function flatten(row: {
  team: TeamRow;
  activityName: string | null;
  assignmentStatus: string | null;
  poolName: string | null;
  memberCount: number;
  professionNames: string[];
}): TeamListRow {
  const { team, ...rest } = row;
  return { ...team, ...rest };
}
