import { MeetingStatus, type PaperBallots, type PaperRecord } from '@zcps/contracts';
import type { LoginUser } from '../../../platform/auth/login-user.js';
import type { Db } from '../../../platform/db/database.js';
import { formatDateTime } from '../../../platform/http/dates.js';
import { ServiceError } from '../../../platform/http/errors.js';
import { shuffled } from './ballot.service.js';
import type { MeetingListRow, MeetingRepo } from './meeting.repo.js';
import type { MeetingService } from './meeting.service.js';
import type { PaperBallotRepo } from './paper-ballot.repo.js';

const CHOICES = [
  ['agree', '1'],
  ['oppose', '2'],
  ['abstain', '3'],
] as const;

/**
 * 录入纸质选票 (domain.md "Meetings"): present members who voted on paper on site get receipts like online
 * voters (so they cannot also vote online, and one who voted online cannot be marked), their ballots go into
 * the anonymous ballot table by count, and the entry keeps who entered them and when. Nothing stored puts a
 * member beside a choice, even when a single member voted on paper.
 */
export class PaperBallotService {
  constructor(
    private readonly db: Db,
    private readonly meetings: MeetingService,
    private readonly meetingRepo: MeetingRepo,
    private readonly repo: PaperBallotRepo,
  ) {}

  async record(caller: LoginUser, meetingId: number): Promise<PaperRecord> {
    const meeting = await this.meetings.visible(caller, meetingId);
    const [entries, voted] = await Promise.all([
      this.repo.entries(this.db, meeting.meetingId),
      this.repo.votedIds(this.db, meeting.meetingId),
    ]);
    const paper = new Set(entries.flatMap((e) => e.voterIds));
    const names = new Map(
      (await this.meetingRepo.reviewerNames(caller.tenantId, [...paper])).map((r) => [
        r.reviewerId,
        r.reviewerName,
      ]),
    );
    return {
      entries: entries.map((e) => ({
        entryId: e.entryId,
        voters: e.voterIds.map((id) => ({ reviewerId: id, reviewerName: names.get(id) ?? String(id) })),
        enteredBy: e.enteredBy,
        enteredTime: formatDateTime(e.enteredTime),
      })),
      onlineVoterIds: voted.filter((id) => !paper.has(id)),
      paperVoterIds: [...paper].sort((a, b) => a - b),
    };
  }

  async enter(caller: LoginUser, meetingId: number, body: PaperBallots): Promise<number> {
    const meeting = await this.meetings.visible(caller, meetingId);
    if (meeting.status !== MeetingStatus.OPEN) throw new ServiceError('review.vote.meetingNotOpen');
    const voterIds = [...new Set(body.voterIds)];
    const nameOf = await this.names(caller.tenantId, voterIds);
    const stranger = voterIds.find((id) => !meeting.presentIds.includes(id));
    if (stranger !== undefined)
      throw new ServiceError('review.vote.paperNotPresent', { reviewerName: nameOf(stranger) });
    const lines = await this.checkedLines(caller.tenantId, meeting, voterIds, body);

    return this.db.transaction(async (tx) => {
      if ((await this.repo.lockOpen(tx, meeting.meetingId)) !== MeetingStatus.OPEN)
        throw new ServiceError('review.vote.meetingNotOpen');
      const paper = new Set((await this.repo.entries(tx, meeting.meetingId)).flatMap((e) => e.voterIds));
      const voted = new Set(await this.repo.votedIds(tx, meeting.meetingId));
      const again = voterIds.find((id) => voted.has(id));
      if (again !== undefined)
        throw new ServiceError(
          paper.has(again) ? 'review.vote.paperAlready' : 'review.vote.paperVotedOnline',
          {
            reviewerName: nameOf(again),
          },
        );
      const pairs = lines.flatMap((l) =>
        l.voters.map((reviewerId) => ({ reviewerId, declarationId: l.declarationId })),
      );
      // A ballot sent online between the check and here fails the receipt's key: nothing is written.
      if ((await this.repo.receipts(tx, caller.tenantId, meeting.meetingId, pairs)) !== pairs.length)
        throw new ServiceError('review.vote.paperVotedOnline', { reviewerName: nameOf(voterIds[0]!) });
      const ballots = lines.flatMap((l) =>
        CHOICES.flatMap(([field, choice]) =>
          Array.from({ length: l[field] }, () => ({ declarationId: l.declarationId, choice })),
        ),
      );
      await this.repo.ballots(tx, caller.tenantId, meeting.meetingId, shuffled(ballots));
      return this.repo.insertEntry(tx, {
        tenantId: caller.tenantId,
        meetingId: meeting.meetingId,
        voterIds: voterIds.sort((a, b) => a - b),
        enteredBy: caller.userId,
      });
    });
  }

  private async names(tenantId: string, ids: number[]) {
    const rows = await this.meetingRepo.reviewerNames(tenantId, ids);
    const map = new Map(rows.map((r) => [r.reviewerId, r.reviewerName]));
    return (id: number) => map.get(id) ?? String(id);
  }

  /**
   * One line per declaration on the agenda, none elsewhere, and never more ballots than the paper voters who may
   * vote on it (a member who must recuse themself from an applicant casts no ballot on them).
   */
  private async checkedLines(
    tenantId: string,
    meeting: MeetingListRow,
    voterIds: number[],
    body: PaperBallots,
  ) {
    const agenda = await this.meetingRepo.agenda(tenantId, meeting);
    const byId = new Map(body.paperCounts.map((c) => [c.declarationId, c]));
    const seen = new Set<number>();
    for (const { declarationId } of body.paperCounts) {
      if (seen.has(declarationId)) throw new ServiceError('review.vote.paperDuplicate', { declarationId });
      seen.add(declarationId);
      if (!meeting.declarationIds.includes(declarationId))
        throw new ServiceError('review.vote.notOnAgenda', { declarationId });
    }
    const recusals = await this.meetingRepo.recusals(tenantId, meeting.declarationIds, voterIds);
    return agenda.map((item) => {
      const line = byId.get(item.declarationId);
      if (!line) throw new ServiceError('review.vote.paperMissing', { applicantName: item.applicantName });
      const recused = new Set(
        recusals.filter((r) => r.declaration_id === item.declarationId).map((r) => r.reviewer_id),
      );
      const voters = voterIds.filter((id) => !recused.has(id));
      const sum = line.agree + line.oppose + line.abstain;
      if (sum > voters.length)
        throw new ServiceError('review.vote.paperOverEligible', {
          applicantName: item.applicantName,
          sum,
          voters: voters.length,
        });
      return { ...line, voters };
    });
  }
}
