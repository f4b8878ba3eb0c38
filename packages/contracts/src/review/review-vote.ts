import { z } from 'zod';

/**
 * Vote meetings and ballots (issue 8 deliverable 6): a team's or the committee's round on the declarations
 * waiting for its vote, ballots that name no voter, and the tally sheet. No schema here carries a voter next
 * to a choice.
 */
export const MeetingKind = { TEAM: 'team', COMMITTEE: 'committee' } as const;
export type MeetingKindValue = (typeof MeetingKind)[keyof typeof MeetingKind];
/** `zc_review_meeting.status`: 0 open, 1 tallied, 2 no quorum (a new round follows). */
export const MeetingStatus = { OPEN: '0', TALLIED: '1', NO_QUORUM: '2' } as const;
/** `zc_review_team_member.member_role` 5: the secretary keeps the minutes and does not vote. */
export const SECRETARY_ROLE = '5';

const id = z.number().int().positive();
const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);
const optionalId = z.preprocess(blankToUndefined, z.coerce.number().int().positive().optional());

export const meetingOpenSchema = z.object({
  teamId: id,
  /** Reviewer ids of the voting members present. */
  presentIds: z.array(id).min(1).max(500),
});
export type MeetingOpen = z.infer<typeof meetingOpenSchema>;

export const newRoundSchema = z.object({ presentIds: z.array(id).min(1).max(500) });
export type NewRound = z.infer<typeof newRoundSchema>;

export const ballotCastSchema = z.object({
  meetingId: id,
  ballots: z
    .array(z.object({ declarationId: id, choice: z.enum(['1', '2', '3']) }))
    .min(1)
    .max(5000),
});
export type BallotCast = z.infer<typeof ballotCastSchema>;

/** Paper ballots of one declaration: how many 同意 / 不同意 / 弃权 were cast on paper (blanks are the rest). */
const paperCount = z.number().int().min(0).max(500);
export const paperCountSchema = z.object({
  declarationId: id,
  agree: paperCount,
  oppose: paperCount,
  abstain: paperCount,
});
export type PaperCount = z.infer<typeof paperCountSchema>;

/**
 * 录入纸质选票: the present members who voted on paper on site and, per declaration on the agenda, the counts
 * of their ballots. Counts never sit beside a voter in what is stored: the ballots go in anonymous like the
 * online ones, and the entry keeps who entered them and when.
 */
export const paperBallotsSchema = z
  .object({
    voterIds: z.array(id).min(1).max(500),
    paperCounts: z.array(paperCountSchema).min(1).max(5000),
  })
  .superRefine((body, ctx) => {
    const voters = new Set(body.voterIds).size;
    body.paperCounts.forEach((line, i) => {
      const sum = line.agree + line.oppose + line.abstain;
      if (sum > voters)
        ctx.addIssue({
          code: 'custom',
          path: ['paperCounts'],
          input: line,
          params: { message: 'review.vote.paperOverVoters', args: { line: i + 1, sum, voters } },
        });
    });
  });
export type PaperBallots = z.infer<typeof paperBallotsSchema>;

/** A meeting's paper ballot entries (who entered them, when, for which members) and who voted online. */
export const paperRecordSchema = z.object({
  entries: z.array(
    z.object({
      entryId: z.number().int(),
      voters: z.array(z.object({ reviewerId: z.number().int(), reviewerName: z.string() })),
      enteredBy: z.string().nullable(),
      enteredTime: z.string().nullable(),
    }),
  ),
  /** Present members who voted online (they cannot be marked as paper voters). */
  onlineVoterIds: z.array(z.number().int()),
  paperVoterIds: z.array(z.number().int()),
});
export type PaperRecord = z.infer<typeof paperRecordSchema>;

export const meetingFilterSchema = z.object({
  kind: z.enum(['team', 'committee', '']).optional(),
  activityId: optionalId,
  teamId: optionalId,
  status: z.enum(['0', '1', '2', '']).optional(),
  /** Only meetings where the caller is a present voting member (a reviewer's ballot list). */
  mine: z.enum(['true', 'false', '']).optional(),
});
export type MeetingFilter = z.infer<typeof meetingFilterSchema>;

export const meetingVoSchema = z.object({
  meetingId: z.number().int(),
  activityId: z.number().int(),
  activityName: z.string().nullable(),
  teamId: z.number().int(),
  teamName: z.string().nullable(),
  kind: z.string(),
  roundNo: z.number().int(),
  memberCount: z.number().int(),
  presentCount: z.number().int(),
  declarationCount: z.number().int(),
  status: z.string(),
  quorumMet: z.boolean().nullable(),
  openTime: z.string().nullable(),
  closeTime: z.string().nullable(),
});
export type MeetingVo = z.infer<typeof meetingVoSchema>;

/** A declaration on a meeting's agenda with the number of ballots cast on it (receipts, never choices). */
export const agendaItemSchema = z.object({
  declarationId: z.number().int(),
  applicantName: z.string(),
  unitName: z.string().nullable(),
  titleName: z.string().nullable(),
  titleLevel: z.string(),
  stage: z.string(),
  approvalStatus: z.string(),
  ballotsCast: z.number().int(),
});
export type AgendaItem = z.infer<typeof agendaItemSchema>;

export const meetingDetailSchema = meetingVoSchema.extend({
  present: z.array(z.object({ reviewerId: z.number().int(), reviewerName: z.string() })),
  agenda: z.array(agendaItemSchema),
  /** The caller's own seat: whether they may vote here, what they already voted on, where they must recuse. */
  me: z.object({
    reviewerId: z.number().int().nullable(),
    present: z.boolean(),
    votedIds: z.array(z.number().int()),
    recusals: z.array(z.object({ declarationId: z.number().int(), reason: z.string() })),
  }),
});
export type MeetingDetail = z.infer<typeof meetingDetailSchema>;

/** Teams (or the committee) with their voting members and the declarations waiting for their vote. */
export const voteTeamSchema = z.object({
  teamId: z.number().int(),
  teamName: z.string(),
  teamType: z.string(),
  activityId: z.number().int(),
  activityName: z.string().nullable(),
  waiting: z.number().int(),
  members: z.array(
    z.object({ reviewerId: z.number().int(), reviewerName: z.string(), memberRole: z.string() }),
  ),
  /** The committee's quorum (present × den ≥ voting members × num); null for a discipline team. */
  quorum: z.object({ num: z.number().int(), den: z.number().int() }).nullable(),
});
export type VoteTeam = z.infer<typeof voteTeamSchema>;

export const tallyRowSchema = z.object({
  declarationId: z.number().int(),
  applicantName: z.string(),
  unitName: z.string().nullable(),
  titleName: z.string().nullable(),
  memberCount: z.number().int(),
  presentCount: z.number().int(),
  agree: z.number().int(),
  oppose: z.number().int(),
  abstain: z.number().int(),
  blank: z.number().int(),
  quorumMet: z.boolean(),
  passed: z.boolean(),
});
export type TallyRow = z.infer<typeof tallyRowSchema>;

export const tallySheetSchema = z.object({
  meeting: meetingVoSchema,
  /** The rule applied, e.g. agree × 3 ≥ present × 2. */
  passRule: z.object({ num: z.number().int(), den: z.number().int() }),
  quorumRule: z.object({ num: z.number().int(), den: z.number().int() }).nullable(),
  rows: z.array(tallyRowSchema),
  passed: z.number().int(),
  failed: z.number().int(),
});
export type TallySheet = z.infer<typeof tallySheetSchema>;

export const tallyOutcomeSchema = z.object({
  meetingId: z.number().int(),
  status: z.string(),
  quorumMet: z.boolean(),
  passed: z.number().int(),
  failed: z.number().int(),
});
export type TallyOutcome = z.infer<typeof tallyOutcomeSchema>;
