import { asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../../platform/db/database.js';
import { sysUser, zcReviewPaperEntry } from '../../../db/schema/index.js';
import { idArray, rowsOf } from './vote-sql.js';

export interface PaperEntryRow {
  entryId: number;
  voterIds: number[];
  enteredBy: string | null;
  enteredTime: Date | null;
}

/** SQL of the paper ballots: the entries, the receipts they write and their anonymous ballots. */
export class PaperBallotRepo {
  /** Locks the meeting against a tally (which takes it for update) and answers its status. */
  async lockOpen(tx: Executor, meetingId: number): Promise<string | undefined> {
    const [row] = await rowsOf<{ status: string }>(
      tx,
      sql`SELECT status FROM zc_review_meeting WHERE meeting_id = ${meetingId} FOR SHARE`,
    );
    return row?.status;
  }

  async entries(db: Executor, meetingId: number): Promise<PaperEntryRow[]> {
    const e = zcReviewPaperEntry;
    return db
      .select({
        entryId: e.entryId,
        voterIds: e.voterIds,
        enteredBy: sysUser.nickName,
        enteredTime: e.enteredTime,
      })
      .from(e)
      .leftJoin(sysUser, eq(sysUser.userId, e.enteredBy))
      .where(eq(e.meetingId, meetingId))
      .orderBy(asc(e.entryId));
  }

  /** Members of the meeting with at least one receipt (online or paper: the entries tell which). */
  async votedIds(db: Executor, meetingId: number): Promise<number[]> {
    const rows = await rowsOf<{ id: number }>(
      db,
      sql`SELECT DISTINCT reviewer_id::int AS id FROM zc_review_vote_receipt WHERE meeting_id = ${meetingId}
        ORDER BY 1`,
    );
    return rows.map((r) => r.id);
  }

  /** Writes the receipts of these (reviewer, declaration) pairs; answers how many were new. */
  async receipts(
    tx: Executor,
    tenantId: string,
    meetingId: number,
    pairs: readonly { reviewerId: number; declarationId: number }[],
  ): Promise<number> {
    if (!pairs.length) return 0;
    const written = await rowsOf<{ id: number }>(
      tx,
      sql`INSERT INTO zc_review_vote_receipt (meeting_id, declaration_id, reviewer_id, tenant_id)
        SELECT ${meetingId}, v.d, v.r, ${tenantId}
        FROM unnest(${idArray(pairs.map((p) => p.declarationId))}::bigint[],
          ${idArray(pairs.map((p) => p.reviewerId))}::bigint[]) AS v(d, r)
        ON CONFLICT DO NOTHING RETURNING 1 AS id`,
    );
    return written.length;
  }

  /** Ballots without voter or time, in the order given (the caller shuffles them). */
  async ballots(
    tx: Executor,
    tenantId: string,
    meetingId: number,
    ballots: readonly { declarationId: number; choice: string }[],
  ): Promise<void> {
    if (!ballots.length) return;
    await tx.execute(sql`INSERT INTO zc_review_ballot (meeting_id, declaration_id, tenant_id, choice)
      SELECT ${meetingId}, v.id, ${tenantId}, v.choice
      FROM unnest(${idArray(ballots.map((b) => b.declarationId))}::bigint[],
        ${`{${ballots.map((b) => b.choice).join(',')}}`}::varchar[]) AS v(id, choice)`);
  }

  async insertEntry(
    tx: Executor,
    values: { tenantId: string; meetingId: number; voterIds: number[]; enteredBy: number },
  ): Promise<number> {
    const [row] = await tx
      .insert(zcReviewPaperEntry)
      .values(values)
      .returning({ id: zcReviewPaperEntry.entryId });
    return row!.id;
  }
}
