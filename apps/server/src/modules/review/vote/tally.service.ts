import { sql } from 'drizzle-orm';
import {
  ApprovalStatus,
  MeetingKind,
  MeetingStatus,
  quorumMet,
  ReviewStage,
  votePassed,
  type Ratio,
  type TallyOutcome,
} from '@zcps/contracts';
import type { Db, Executor } from '../../../platform/db/database.js';
import { ServiceError } from '../../../platform/http/errors.js';
import type { Actor, MovedDeclaration, ReviewTransitions } from '../declaration/transition.service.js';
import { roundOpinion } from '../declaration/review-words.js';
import { idArray, recusalPairs, rowsOf } from './vote-sql.js';

interface LockedMeeting {
  meeting_id: number;
  kind: string;
  round_no: number;
  member_count: number;
  present_ids: number[];
  declaration_ids: number[];
  status: string;
  team_pass_num: number;
  team_pass_den: number;
  quorum_num: number;
  quorum_den: number;
  committee_pass_num: number;
  committee_pass_den: number;
}

interface Counted {
  id: number;
  agree: number;
  oppose: number;
  abstain: number;
  recused: number;
}

/** One declaration's line of the tally: present excludes the members who had to recuse themselves from it. */
export interface TallyLine extends Counted {
  present: number;
  blank: number;
  passed: boolean;
}

/** The rules of one meeting, from its activity (integer ratios; 2/3 by default). */
export function rulesOf(m: Pick<LockedMeeting, keyof LockedMeeting>) {
  const committee = m.kind === MeetingKind.COMMITTEE;
  return {
    committee,
    quorum: committee ? ({ num: m.quorum_num, den: m.quorum_den } as Ratio) : null,
    pass: (committee
      ? { num: m.committee_pass_num, den: m.committee_pass_den }
      : { num: m.team_pass_num, den: m.team_pass_den }) as Ratio,
  };
}

/** Decides each declaration: blank = present − ballots cast, and blanks and abstentions count as not agree. */
export function decide(counted: readonly Counted[], presentCount: number, pass: Ratio): TallyLine[] {
  return counted.map((c) => {
    const present = presentCount - c.recused;
    const blank = present - c.agree - c.oppose - c.abstain;
    return { ...c, present, blank, passed: votePassed(c.agree, present, pass) };
  });
}

const ints = (values: readonly number[]) => `{${values.join(',')}}`;

/**
 * 计票 (domain.md "Votes"): closes a meeting. The committee first needs its quorum (present × den ≥ members ×
 * num); without it the meeting is marked so and nothing moves: a new round follows. Otherwise every declaration
 * still waiting is counted, its line written to the tally sheet, and the declarations move through the
 * transition service, one batch per outcome, in the same transaction.
 */
export class TallyService {
  constructor(
    private readonly db: Db,
    private readonly transitions: ReviewTransitions,
  ) {}

  async tally(actor: Actor, meetingId: number): Promise<TallyOutcome> {
    const { outcome } = await this.db.transaction((tx) => this.run(tx, actor, meetingId));
    return outcome;
  }

  private async run(tx: Executor, actor: Actor, meetingId: number) {
    const [meeting] = await rowsOf<LockedMeeting>(
      tx,
      sql`SELECT m.meeting_id::int AS meeting_id, m.kind, m.round_no, m.member_count, m.present_ids,
          m.declaration_ids, m.status, a.team_pass_num, a.team_pass_den, a.quorum_num, a.quorum_den,
          a.committee_pass_num, a.committee_pass_den
        FROM zc_review_meeting m JOIN zc_review_activity a ON a.activity_id = m.activity_id
        WHERE m.tenant_id = ${actor.tenantId} AND m.meeting_id = ${meetingId} FOR UPDATE OF m`,
    );
    if (!meeting) throw new ServiceError('review.vote.meetingNotFound');
    if (meeting.status !== MeetingStatus.OPEN) throw new ServiceError('review.vote.meetingNotOpen');
    const { committee, quorum, pass } = rulesOf(meeting);
    const present = meeting.present_ids.length;
    if (quorum && !quorumMet(present, meeting.member_count, quorum)) {
      await this.close(tx, meetingId, MeetingStatus.NO_QUORUM, false);
      const outcome = { meetingId, status: MeetingStatus.NO_QUORUM, quorumMet: false, passed: 0, failed: 0 };
      return { outcome, moved: [] as MovedDeclaration[] };
    }
    const stage = committee ? ReviewStage.COMMITTEE_VOTE : ReviewStage.TEAM_VOTE;
    const lines = decide(await this.count(tx, actor.tenantId, meeting, stage), present, pass);
    await this.writeTally(tx, actor.tenantId, meeting, lines);
    const opinion = roundOpinion(committee, meeting.round_no);
    const passed = lines.filter((l) => l.passed).map((l) => l.id);
    const failed = lines.filter((l) => !l.passed).map((l) => l.id);
    const result = committee ? 'committeeResult' : 'teamResult';
    const moved = [
      ...(await this.transitions.apply(
        actor,
        {
          action: committee ? 'committee_pass' : 'team_pass',
          declarationIds: passed,
          to: committee
            ? { stage: ReviewStage.FINAL_APPROVAL, status: ApprovalStatus.PASSED }
            : { stage: ReviewStage.COMMITTEE_VOTE, status: ApprovalStatus.IN_REVIEW },
          set: { [result]: ApprovalStatus.PASSED },
          opinion,
        },
        tx,
      )),
      ...(await this.transitions.apply(
        actor,
        {
          action: committee ? 'committee_fail' : 'team_fail',
          declarationIds: failed,
          to: { stage, status: ApprovalStatus.FAILED },
          set: { [result]: ApprovalStatus.FAILED },
          opinion,
        },
        tx,
      )),
    ];
    await this.close(tx, meetingId, MeetingStatus.TALLIED, true);
    const outcome = {
      meetingId,
      status: MeetingStatus.TALLIED,
      quorumMet: true,
      passed: passed.length,
      failed: failed.length,
    };
    return { outcome, moved };
  }

  /** Ballot counts and recusals of the agenda's declarations still waiting for this vote, in one statement. */
  private count(tx: Executor, tenantId: string, meeting: LockedMeeting, stage: string): Promise<Counted[]> {
    const agenda = idArray(meeting.declaration_ids);
    return rowsOf<Counted>(
      tx,
      sql`WITH agenda AS MATERIALIZED (
          SELECT d.declaration_id FROM unnest(${agenda}::bigint[]) AS v(id)
          JOIN zc_review_declaration d ON d.declaration_id = v.id
          WHERE d.tenant_id = ${tenantId} AND d.del_flag = '0' AND d.stage = ${stage}
            AND d.approval_status = ${ApprovalStatus.IN_REVIEW}),
        votes AS MATERIALIZED (
          SELECT declaration_id, count(*) FILTER (WHERE choice = '1') AS agree,
            count(*) FILTER (WHERE choice = '2') AS oppose, count(*) FILTER (WHERE choice = '3') AS abstain
          FROM zc_review_ballot WHERE meeting_id = ${meeting.meeting_id} GROUP BY declaration_id),
        recused AS MATERIALIZED (
          SELECT declaration_id, count(DISTINCT reviewer_id) AS n
          FROM (${recusalPairs(tenantId, meeting.declaration_ids, meeting.present_ids)}) p
          GROUP BY declaration_id)
        SELECT a.declaration_id::int AS id, coalesce(v.agree, 0)::int AS agree,
          coalesce(v.oppose, 0)::int AS oppose, coalesce(v.abstain, 0)::int AS abstain,
          coalesce(r.n, 0)::int AS recused
        FROM agenda a LEFT JOIN votes v ON v.declaration_id = a.declaration_id
          LEFT JOIN recused r ON r.declaration_id = a.declaration_id
        ORDER BY a.declaration_id`,
    );
  }

  private async writeTally(tx: Executor, tenantId: string, meeting: LockedMeeting, lines: TallyLine[]) {
    if (!lines.length) return;
    const col = (f: (l: TallyLine) => number) => ints(lines.map(f));
    await tx.execute(sql`INSERT INTO zc_review_tally (meeting_id, declaration_id, tenant_id, member_count,
        present_count, agree, oppose, abstain, blank, quorum_met, passed)
      SELECT ${meeting.meeting_id}, v.id, ${tenantId}, ${meeting.member_count}, v.present, v.agree, v.oppose,
        v.abstain, v.blank, true, v.passed
      FROM unnest(${col((l) => l.id)}::bigint[], ${col((l) => l.present)}::int[], ${col((l) => l.agree)}::int[],
        ${col((l) => l.oppose)}::int[], ${col((l) => l.abstain)}::int[], ${col((l) => l.blank)}::int[],
        ${`{${lines.map((l) => l.passed).join(',')}}`}::boolean[])
        AS v(id, present, agree, oppose, abstain, blank, passed)`);
  }

  private async close(tx: Executor, meetingId: number, status: string, quorum: boolean) {
    await tx.execute(sql`UPDATE zc_review_meeting SET status = ${status}, quorum_met = ${quorum},
        close_time = now(), update_time = now() WHERE meeting_id = ${meetingId}`);
  }
}
