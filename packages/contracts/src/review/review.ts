/**
 * The review process's vocabulary shared by server and console (domain.md "Declaration"): stages, statuses, the
 * permission codes of the 职称评审 pages and the integer-arithmetic pass rules.
 */

/** `title_review_stage` values; `draft` precedes the first submission and is not in the dictionary's flow. */
export const ReviewStage = {
  DRAFT: 'draft',
  /** 预审: the pre-review chain (a workflow process chosen by the activity) runs before 资格审查. */
  PRE_REVIEW: 'pre_review',
  PREPARE: 'prepare',
  DEFENSE: 'defense',
  GROUP_REVIEW: 'group_review',
  TEAM_VOTE: 'team_vote',
  COMMITTEE_VOTE: 'committee_vote',
  FINAL_APPROVAL: 'final_approval',
  RESULT: 'result',
} as const;
export type ReviewStageValue = (typeof ReviewStage)[keyof typeof ReviewStage];
export const REVIEW_STAGES = Object.values(ReviewStage) as [ReviewStageValue, ...ReviewStageValue[]];

/** `title_review_approval_status` values. */
export const ApprovalStatus = {
  PENDING: '0',
  PASSED: '1',
  FAILED: '2',
  RETURNED: '3',
  IN_REVIEW: '4',
  REVOKED: '5',
  FINAL: '6',
} as const;
export type ApprovalStatusValue = (typeof ApprovalStatus)[keyof typeof ApprovalStatus];

/** `review_activity_status`. */
export const ActivityStatus = { NOT_STARTED: '0', IN_PROGRESS: '1', ENDED: '2' } as const;
/** Sub-phases of an activity in progress: assignment and defense. */
export const PhaseStatus = { NOT_STARTED: '0', IN_PROGRESS: '1', DONE: '2' } as const;
/** `defense_status`. */
export const DefenseStatus = {
  UNSCHEDULED: '0',
  SCHEDULED: '1',
  IN_DEFENSE: '2',
  DONE: '3',
  ABSENT: '4',
  EXEMPT: '5',
} as const;
/** `declare_type`. */
export const DeclareType = { NORMAL: '1', EXCEPTION: '2', TRANSFER: '3', RECOGNITION: '4' } as const;
/** `vote_option`. */
export const VoteChoice = { AGREE: '1', OPPOSE: '2', ABSTAIN: '3' } as const;
export type VoteChoiceValue = (typeof VoteChoice)[keyof typeof VoteChoice];
/** `team_type`. */
export const TeamType = { DISCIPLINE: '1', COMMITTEE: '2' } as const;

/** Pages of 职称评审 (menus-review.ts): the stage page's permission and its buttons'. */
const RA = 'title:review-approval';
export const ReviewApprovalPermission = {
  QUERY: `${RA}:query`,
  PREPARE: `${RA}:prepare`,
  CHECK: `${RA}:check`,
  RETURN: `${RA}:return`,
  REJECT: `${RA}:reject`,
  EXPORT: `${RA}:export`,
  ASSIGNMENT_BEGIN: `${RA}:assignment-begin`,
  BEGIN_ASSIGNMENT: `${RA}:begin-assignment`,
  ASSIGNMENT: `${RA}:assignment`,
  ASSIGN: `${RA}:assign`,
  REDRAW: `${RA}:redraw`,
  ASSIGNMENT_FINISH: `${RA}:assignment-finish`,
  FINISH_ASSIGNMENT: `${RA}:finish-assignment`,
  DEFENSE_BEGIN: `${RA}:defense-begin`,
  BEGIN_DEFENSE: `${RA}:begin-defense`,
  DEFENSE: `${RA}:defense`,
  ARRANGE: `${RA}:arrange`,
  CHECKIN: `${RA}:checkin`,
  SCORE: `${RA}:score`,
  DEFENSE_FINISH: `${RA}:defense-finish`,
  FINISH_DEFENSE: `${RA}:finish-defense`,
  GROUP_REVIEW: `${RA}:group-review`,
  OPINION: `${RA}:opinion`,
  CLOSE_REVIEW: `${RA}:close-review`,
  TEAM_VOTE: `${RA}:team-vote`,
  VOTE: `${RA}:vote`,
  TALLY: `${RA}:tally`,
  COMMITTEE_VOTE: `${RA}:committee-vote`,
  NEW_ROUND: `${RA}:new-round`,
  FINAL_APPROVAL: `${RA}:final-approval`,
  PUBLICIZE: `${RA}:publicize`,
  CONFIRM: `${RA}:confirm`,
  RETURN_PAGE: `${RA}:return`,
  FINAL: `${RA}:final`,
  REVOKE: `${RA}:revoke`,
  CERTIFICATE: `${RA}:certificate`,
  RATING: `${RA}:rating`,
  RATE: `${RA}:rate`,
  DETAIL: `${RA}:detail`,
  RESULT: `${RA}:result`,
  PUBLISH: `${RA}:publish`,
} as const;

/** Screens of 职称管理 for the process: activities, declarations, teams, members, assignments, votes. */
const crud = (prefix: string) =>
  ({
    LIST: `${prefix}:list`,
    QUERY: `${prefix}:query`,
    ADD: `${prefix}:add`,
    EDIT: `${prefix}:edit`,
    REMOVE: `${prefix}:remove`,
    EXPORT: `${prefix}:export`,
  }) as const;
export const ReviewActivityPermission = {
  ...crud('title:review-activity'),
  START: 'title:review-activity:start',
  END: 'title:review-activity:end',
};
export const ReviewDeclarePermission = {
  ...crud('title:review-declare'),
  SUBMIT: 'title:review-declare:submit',
  WITHDRAW: 'title:review-declare:withdraw',
  RECOMMEND: 'title:review-declare:recommend',
};
export const ReviewTeamPermission = { ...crud('title:review-team'), DRAW: 'title:review-team:draw' };
export const ReviewTeamMemberPermission = {
  ...crud('title:review-team-member'),
  REDRAW: 'title:review-team-member:redraw',
};
export const AssignmentPermission = { ...crud('title:assignment'), ASSIGN: 'title:assignment:assign' };
export const EvaluationReviewerPermission = crud('title:evaluation-reviewer');
export const VotePermission = {
  LIST: 'title:vote:list',
  QUERY: 'title:vote:query',
  TALLY: 'title:vote:tally',
  EXPORT: 'title:vote:export',
};

/** A ratio `num/den` of an activity rule (2/3 by default). */
export interface Ratio {
  num: number;
  den: number;
}

/** Committee quorum: present × den ≥ members × num (2/3 by default), never a rounded fraction. */
export function quorumMet(present: number, members: number, quorum: Ratio): boolean {
  return members > 0 && present * quorum.den >= members * quorum.num;
}

/** Pass: agree × den ≥ present × num; abstentions and blanks count as not agree. */
export function votePassed(agree: number, present: number, pass: Ratio): boolean {
  return present > 0 && agree * pass.den >= present * pass.num;
}
