import { sql } from 'drizzle-orm';
import { MeetingStatus, RoleKey, type BallotCast, type Language } from '@zcps/contracts';
import type { LoginUser } from '../../../platform/auth/login-user.js';
import type { Db } from '../../../platform/db/database.js';
import { ServiceError } from '../../../platform/http/errors.js';
import type { MeetingRepo } from './meeting.repo.js';
import { forbiddenVote, recusalReason } from './meeting.service.js';
import { idArray, rowsOf } from './vote-sql.js';

/** Fisher–Yates: ballots are written in an order unrelated to the receipts'. */
export function shuffled<T>(items: readonly T[]): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/**
 * A present member's ballots (domain.md "Votes"): one per declaration per round, secret. The receipt (who voted
 * on what) and the ballot (the choice, with neither voter nor time) are written in one transaction; a second
 * ballot on the same declaration fails the receipt's key and so writes neither.
 */
export class BallotService {
  constructor(
    private readonly db: Db,
    private readonly repo: MeetingRepo,
  ) {}

  async cast(caller: LoginUser, body: BallotCast, lang: Language): Promise<void> {
    // Only experts vote, whatever permissions another role is given.
    if (!caller.roleKeys.includes(RoleKey.REVIEWER)) throw forbiddenVote('review.vote.notReviewer');
    const reviewerId = await this.repo.reviewerOfUser(caller.tenantId, caller.userId);
    if (reviewerId === null) throw forbiddenVote('review.vote.notReviewer');
    const meeting = await this.repo.find(caller.tenantId, body.meetingId);
    if (!meeting) throw new ServiceError('review.vote.meetingNotFound');
    if (!meeting.presentIds.includes(reviewerId)) throw forbiddenVote('review.vote.notPresent');
    if (meeting.status !== MeetingStatus.OPEN) throw new ServiceError('review.vote.meetingNotOpen');
    if (await this.repo.votedOnPaper(meeting.meetingId, reviewerId))
      throw new ServiceError('review.vote.votedOnPaper');
    const agenda = new Set(meeting.declarationIds);
    const seen = new Set<number>();
    for (const { declarationId } of body.ballots) {
      if (!agenda.has(declarationId)) throw new ServiceError('review.vote.notOnAgenda', { declarationId });
      if (seen.has(declarationId)) throw new ServiceError('review.vote.duplicateBallot', { declarationId });
      seen.add(declarationId);
    }
    const ids = [...seen];
    const [recused] = await this.repo.recusals(caller.tenantId, ids, [reviewerId]);
    if (recused)
      throw new ServiceError('review.vote.recused', {
        applicantName: recused.applicant_name,
        reason: recusalReason(lang, recused),
      });

    await this.db.transaction(async (tx) => {
      // Shares the lock the tally takes for update: no ballot slips in while a meeting is counted.
      const [open] = await rowsOf<{ status: string }>(
        tx,
        sql`SELECT status FROM zc_review_meeting WHERE meeting_id = ${meeting.meetingId} FOR SHARE`,
      );
      if (open?.status !== MeetingStatus.OPEN) throw new ServiceError('review.vote.meetingNotOpen');
      const written = await rowsOf<{ id: number }>(
        tx,
        sql`INSERT INTO zc_review_vote_receipt (meeting_id, declaration_id, reviewer_id, tenant_id)
          SELECT ${meeting.meetingId}, v.id, ${reviewerId}, ${caller.tenantId}
          FROM unnest(${idArray(ids)}::bigint[]) AS v(id)
          ON CONFLICT DO NOTHING RETURNING declaration_id::int AS id`,
      );
      if (written.length !== ids.length) {
        const fresh = new Set(written.map((w) => w.id));
        const again = ids.find((id) => !fresh.has(id))!;
        const [row] = await rowsOf<{ name: string }>(
          tx,
          sql`SELECT applicant_name AS name FROM zc_review_declaration WHERE declaration_id = ${again}`,
        );
        throw new ServiceError('review.vote.alreadyVoted', { applicantName: row?.name ?? String(again) });
      }
      const ballots = shuffled(body.ballots);
      await tx.execute(sql`INSERT INTO zc_review_ballot (meeting_id, declaration_id, tenant_id, choice)
        SELECT ${meeting.meetingId}, v.id, ${caller.tenantId}, v.choice
        FROM unnest(${idArray(ballots.map((b) => b.declarationId))}::bigint[],
          ${`{${ballots.map((b) => b.choice).join(',')}}`}::varchar[]) AS v(id, choice)`);
    });
  }
}
