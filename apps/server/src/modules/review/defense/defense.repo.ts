import { and, asc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import { ApprovalStatus, ReviewStage, TeamType } from '@zcps/contracts';
import type { Db, Executor } from '../../../platform/db/database.js';
import { inTenant, live } from '../../../platform/db/scope.js';
import {
  zcProfession,
  zcReviewActivity,
  zcReviewDeclaration,
  zcReviewDefenseSession,
  zcReviewDefenseSlot,
  zcReviewTeam,
} from '../../../db/schema/index.js';
import { idArray, rowsOf } from '../workbench/my-reviewer.js';

const A = zcReviewActivity;
const D = zcReviewDeclaration;
const S = zcReviewDefenseSession;
const L = zcReviewDefenseSlot;
const T = zcReviewTeam;

export type ActivityRow = NonNullable<Awaited<ReturnType<DefenseRepo['activity']>>>;
export type SessionRow = typeof S.$inferSelect;
export type SessionInsert = typeof S.$inferInsert;

/** A declaration as the defense screens need it: where it stands and where it is arranged. */
export interface DefenseDeclaration {
  declarationId: number;
  activityId: number;
  teamId: number | null;
  applicantName: string;
  unitName: string | null;
  stage: string;
  approvalStatus: string;
  defenseStatus: string;
  defenseScore: number | null;
  version: number;
  sessionId: number | null;
  orderNum: number | null;
  checkin: string | null;
}

const declarationColumns = {
  declarationId: D.declarationId,
  activityId: D.activityId,
  teamId: D.teamId,
  applicantName: D.applicantName,
  unitName: D.unitName,
  stage: D.stage,
  approvalStatus: D.approvalStatus,
  defenseStatus: D.defenseStatus,
  defenseScore: D.defenseScore,
  version: D.version,
  sessionId: L.sessionId,
  orderNum: L.orderNum,
  checkin: L.checkin,
};
const slotJoin = and(eq(L.declarationId, D.declarationId), eq(L.tenantId, D.tenantId));
const awaitingDefense = and(eq(D.stage, ReviewStage.DEFENSE), eq(D.approvalStatus, ApprovalStatus.IN_REVIEW));

/** The SQL of defense: the activity's phase, sessions, slots (order and check-in). Scores: defense-score.repo. */
export class DefenseRepo {
  constructor(private readonly db: Db) {}

  /** The activity (locked for update or share inside a transaction when asked). */
  async activity(tenantId: string, activityId: number, tx: Executor = this.db, lock?: 'update' | 'share') {
    const query = tx
      .select({
        activityId: A.activityId,
        activityName: A.activityName,
        status: A.status,
        defenseRequired: A.defenseRequired,
        assignmentStatus: A.assignmentStatus,
        defenseStatus: A.defenseStatus,
        dropExtremesFrom: A.defenseDropExtremesFrom,
      })
      .from(A)
      .where(inTenant(A, tenantId, live(A), eq(A.activityId, activityId)));
    const [row] = lock ? await query.for(lock) : await query;
    return row;
  }

  async setPhase(
    tx: Executor,
    tenantId: string,
    activityId: number,
    to: string,
    userId: number,
  ): Promise<void> {
    await tx
      .update(A)
      .set({ defenseStatus: to, version: sql`${A.version} + 1`, updateBy: userId, updateTime: new Date() })
      .where(inTenant(A, tenantId, eq(A.activityId, activityId)));
  }

  /** Counts of the begin/finish pages over the activity's declarations awaiting their defense. */
  async counts(tenantId: string, activityId: number) {
    const [row] = await rowsOf<Record<string, number>>(
      this.db,
      sql`SELECT count(*)::int AS total, count(sl.declaration_id)::int AS arranged,
        count(*) FILTER (WHERE sl.checkin = 'present')::int AS present,
        count(*) FILTER (WHERE sl.checkin = 'absent')::int AS absent,
        count(*) FILTER (WHERE sl.checkin IS NULL)::int AS unchecked,
        count(*) FILTER (WHERE sl.checkin = 'present' AND NOT EXISTS (SELECT 1 FROM zc_review_evaluation e
          WHERE e.tenant_id = d.tenant_id AND e.declaration_id = d.declaration_id
            AND e.defense_score IS NOT NULL))::int AS unscored,
        (SELECT count(*)::int FROM zc_review_defense_session s
          WHERE s.tenant_id = ${tenantId} AND s.activity_id = ${activityId}) AS sessions
      FROM zc_review_declaration d
      LEFT JOIN zc_review_defense_slot sl ON sl.declaration_id = d.declaration_id AND sl.tenant_id = d.tenant_id
      WHERE d.tenant_id = ${tenantId} AND d.activity_id = ${activityId} AND d.del_flag = '0'
        AND d.stage = ${ReviewStage.DEFENSE} AND d.approval_status = ${ApprovalStatus.IN_REVIEW}`,
    );
    return row!;
  }

  /** A discipline team of the activity (committees vote; they hold no defense). */
  async team(tenantId: string, activityId: number, teamId: number) {
    const [row] = await this.db
      .select({ teamId: T.teamId, teamName: T.teamName })
      .from(T)
      .where(
        inTenant(
          T,
          tenantId,
          live(T),
          eq(T.activityId, activityId),
          eq(T.teamId, teamId),
          eq(T.teamType, TeamType.DISCIPLINE),
        ),
      );
    return row;
  }

  /** Sessions of an activity with their counts; `teamIds` narrows to those teams (a reviewer's). */
  async sessions(tenantId: string, activityId: number, teamIds: number[] | null) {
    const count = (filter?: ReturnType<typeof sql>) =>
      filter
        ? sql<number>`count(${L.declarationId}) FILTER (WHERE ${filter})::int`
        : sql<number>`count(${L.declarationId})::int`;
    return this.db
      .select({
        session: S,
        teamName: T.teamName,
        slotCount: count(),
        presentCount: count(sql`${L.checkin} = 'present'`),
        absentCount: count(sql`${L.checkin} = 'absent'`),
      })
      .from(S)
      .leftJoin(T, and(eq(T.teamId, S.teamId), eq(T.tenantId, S.tenantId)))
      .leftJoin(L, eq(L.sessionId, S.sessionId))
      .where(
        inTenant(
          S,
          tenantId,
          eq(S.activityId, activityId),
          teamIds ? sql`${S.teamId} = ANY(${idArray(teamIds)}::bigint[])` : undefined,
        ),
      )
      .groupBy(S.sessionId, T.teamName)
      .orderBy(asc(S.startTime), asc(S.sessionId));
  }

  async session(tenantId: string, sessionId: number): Promise<SessionRow | undefined> {
    const [row] = await this.db
      .select()
      .from(S)
      .where(inTenant(S, tenantId, eq(S.sessionId, sessionId)));
    return row;
  }

  async insertSession(row: SessionInsert): Promise<number> {
    const [created] = await this.db.insert(S).values(row).returning({ id: S.sessionId });
    return created!.id;
  }

  async updateSession(tenantId: string, sessionId: number, values: Partial<SessionInsert>): Promise<void> {
    await this.db
      .update(S)
      .set(values)
      .where(inTenant(S, tenantId, eq(S.sessionId, sessionId)));
  }

  async deleteSession(tenantId: string, sessionId: number): Promise<void> {
    await this.db.delete(S).where(inTenant(S, tenantId, eq(S.sessionId, sessionId)));
  }

  /** The team's declarations awaiting a defense, not exempt and not in any session yet. */
  candidates(tenantId: string, activityId: number, teamId: number) {
    return this.db
      .select({
        declarationId: D.declarationId,
        applicantName: D.applicantName,
        unitName: D.unitName,
        professionName: zcProfession.professionName,
        defenseStatus: D.defenseStatus,
        version: D.version,
      })
      .from(D)
      .leftJoin(L, slotJoin)
      .leftJoin(
        zcProfession,
        and(eq(zcProfession.professionId, D.professionId), eq(zcProfession.tenantId, D.tenantId)),
      )
      .where(
        inTenant(
          D,
          tenantId,
          live(D),
          eq(D.activityId, activityId),
          eq(D.teamId, teamId),
          awaitingDefense,
          isNull(L.sessionId),
          ne(D.defenseStatus, '5'),
        ),
      )
      .orderBy(asc(D.declarationId));
  }

  /** Live declarations among `ids` with their slot, if any. */
  declarations(tenantId: string, ids: number[], tx: Executor = this.db): Promise<DefenseDeclaration[]> {
    if (!ids.length) return Promise.resolve([]);
    return tx
      .select(declarationColumns)
      .from(D)
      .leftJoin(L, slotJoin)
      .where(inTenant(D, tenantId, live(D), inArray(D.declarationId, ids)));
  }

  /** The session's applicants in order. */
  slots(tenantId: string, sessionId: number, tx: Executor = this.db): Promise<DefenseDeclaration[]> {
    return tx
      .select(declarationColumns)
      .from(L)
      .innerJoin(D, and(eq(D.declarationId, L.declarationId), eq(D.tenantId, L.tenantId)))
      .where(inTenant(L, tenantId, eq(L.sessionId, sessionId)))
      .orderBy(asc(L.orderNum));
  }

  /** The activity's declarations awaiting their defense, with slot and check-in (finish reads them locked). */
  awaiting(tx: Executor, tenantId: string, activityId: number): Promise<DefenseDeclaration[]> {
    return tx
      .select(declarationColumns)
      .from(D)
      .leftJoin(L, slotJoin)
      .where(inTenant(D, tenantId, live(D), eq(D.activityId, activityId), awaitingDefense))
      .orderBy(asc(D.declarationId));
  }

  /** Makes `orderedIds` the session's slots in that order; slots of `removedIds` go. */
  async replaceSlots(
    tx: Executor,
    tenantId: string,
    sessionId: number,
    orderedIds: number[],
    removedIds: number[],
  ) {
    if (removedIds.length)
      await tx
        .delete(L)
        .where(inTenant(L, tenantId, eq(L.sessionId, sessionId), inArray(L.declarationId, removedIds)));
    if (orderedIds.length)
      await tx
        .insert(L)
        .values(
          orderedIds.map((declarationId, i) => ({ sessionId, declarationId, tenantId, orderNum: i + 1 })),
        )
        .onConflictDoUpdate({
          target: [L.sessionId, L.declarationId],
          set: { orderNum: sql`excluded.order_num` },
        });
  }

  async setCheckin(
    tx: Executor,
    tenantId: string,
    declarationId: number,
    checkin: string | null,
  ): Promise<void> {
    await tx
      .update(L)
      .set({ checkin, checkinTime: checkin ? new Date() : null })
      .where(inTenant(L, tenantId, eq(L.declarationId, declarationId)));
  }

  async setDefenseStatus(
    tx: Executor,
    tenantId: string,
    ids: number[],
    defenseStatus: string,
    userId: number,
  ) {
    if (!ids.length) return;
    await tx
      .update(D)
      .set({ defenseStatus, updateBy: userId, updateTime: new Date() })
      .where(inTenant(D, tenantId, inArray(D.declarationId, ids)));
  }

  async removeSlots(tx: Executor, tenantId: string, ids: number[]): Promise<void> {
    if (ids.length) await tx.delete(L).where(inTenant(L, tenantId, inArray(L.declarationId, ids)));
  }

  /** Each declaration's frozen result, one statement for the whole batch. */
  async setDefenseScores(tx: Executor, tenantId: string, ids: number[], scores: number[]): Promise<void> {
    if (!ids.length) return;
    await tx.execute(sql`UPDATE zc_review_declaration d SET defense_score = v.score
      FROM unnest(${idArray(ids)}::bigint[], ${idArray(scores)}::int[]) AS v(id, score)
      WHERE d.tenant_id = ${tenantId} AND d.declaration_id = v.id`);
  }
}
