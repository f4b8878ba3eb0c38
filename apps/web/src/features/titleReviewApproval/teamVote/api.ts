import type {
  BallotCast,
  MeetingDetail,
  MeetingKindValue,
  MeetingOpen,
  NewRound,
  PaperBallots,
  PaperRecord,
  Result,
  TallyOutcome,
  TallySheet,
  VoteTeam,
} from '@zcps/contracts';
import { ReviewApprovalPermission as RA, VotePermission as VP } from '@zcps/contracts';
import { http } from '../../../lib/request';

export const VOTE_BASE = '/title/review-approval/vote';

export const voteApi = {
  listUrl: `${VOTE_BASE}/meeting/list`,
  teams: (kind: MeetingKindValue) => http.get<Result<VoteTeam[]>>(`${VOTE_BASE}/teams`, { params: { kind } }),
  detail: (meetingId: number) => http.get<Result<MeetingDetail>>(`${VOTE_BASE}/meeting/${meetingId}`),
  open: (body: MeetingOpen) => http.post<Result<number>>(`${VOTE_BASE}/meeting`, body),
  newRound: (meetingId: number, body: NewRound) =>
    http.post<Result<number>>(`${VOTE_BASE}/meeting/${meetingId}/new-round`, body),
  cast: (body: BallotCast) => http.post<Result<null>>(`${VOTE_BASE}/ballot`, body),
  paperRecord: (meetingId: number) =>
    http.get<Result<PaperRecord>>(`${VOTE_BASE}/meeting/${meetingId}/paper`),
  enterPaper: (meetingId: number, body: PaperBallots) =>
    http.post<Result<number>>(`${VOTE_BASE}/meeting/${meetingId}/paper`, body),
  tally: (meetingId: number) => http.post<Result<TallyOutcome>>(`${VOTE_BASE}/meeting/${meetingId}/tally`),
  sheet: (meetingId: number) => http.get<Result<TallySheet>>(`${VOTE_BASE}/meeting/${meetingId}/sheet`),
  exportUrl: (meetingId: number) => `${VOTE_BASE}/meeting/${meetingId}/sheet/export`,
};

/** The buttons of a vote page: the stage pages' codes, or the votes page's (title:vote:*). */
export interface VotePerms {
  open: string[];
  vote: string[];
  tally: string[];
  newRound: string[];
  /** Every code is needed. */
  export: string[];
}

export const stagePerms = (page: string): VotePerms => ({
  open: [RA.TALLY],
  vote: [RA.VOTE],
  tally: [RA.TALLY],
  newRound: [RA.NEW_ROUND],
  // The export code is shared by every stage page: the vote page's own code goes with it (match all).
  export: [page, RA.EXPORT],
});

export const votesPagePerms: VotePerms = {
  open: [VP.TALLY],
  vote: [RA.VOTE],
  tally: [VP.TALLY],
  newRound: [VP.TALLY],
  export: [VP.EXPORT],
};
