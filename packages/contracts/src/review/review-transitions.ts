import {
  ApprovalStatus as S,
  ReviewApprovalPermission as RA,
  ReviewDeclarePermission as DP,
  ReviewStage as G,
  VotePermission as VP,
  type ApprovalStatusValue,
  type ReviewStageValue,
} from './review.js';

/** Every action that moves a declaration; the trail's `action` and the applicant message's title. */
export const REVIEW_ACTIONS = [
  'submit',
  'withdraw',
  'resubmit',
  'recommend',
  'pre_review_pass',
  'pre_review_return',
  'pre_review_reject',
  'check_pass',
  'check_reject',
  'return',
  'defense_pass',
  'defense_absent',
  'defense_exempt',
  'review_close',
  'team_pass',
  'team_fail',
  'committee_pass',
  'committee_fail',
  'publicize',
  'objection_upheld',
  'confirm',
  'revoke',
] as const;
export type ReviewAction = (typeof REVIEW_ACTIONS)[number];

/** A state of a declaration: its stage and its status within the stage. */
export interface ReviewState {
  stage: ReviewStageValue;
  status: ApprovalStatusValue;
}

/** A stage (`*` any) and the statuses within it an action may start from. */
export type TransitionFrom = readonly [ReviewStageValue | '*', readonly ApprovalStatusValue[]];
/** A state an action may lead to; `keep` leaves the stage as it is (a return shows where it happened). */
export type TransitionTo = readonly [ReviewStageValue | 'keep', ApprovalStatusValue];

export interface ReviewTransition {
  from: readonly TransitionFrom[];
  to: readonly TransitionTo[];
  /** The routes that take the action require one of these codes; the console gates its buttons on them. */
  permission: readonly string[];
}

/** Stages a declaration can be returned from (domain.md: any stage before final). */
const RETURNABLE: readonly ReviewStageValue[] = [
  G.PREPARE,
  G.DEFENSE,
  G.GROUP_REVIEW,
  G.TEAM_VOTE,
  G.COMMITTEE_VOTE,
  G.FINAL_APPROVAL,
];
const TALLY = [RA.TALLY, VP.TALLY];
const SUBMITTED = [
  [G.PREPARE, S.PENDING],
  [G.PRE_REVIEW, S.IN_REVIEW],
] as const;

/**
 * Every legal move of a declaration, as data: the states an action may start from, the states it may lead to
 * and who may take it. The server's transition service refuses anything else and the console offers an
 * action only where it may start, so a rule lives here once, not in each screen.
 */
export const REVIEW_TRANSITIONS: Record<ReviewAction, ReviewTransition> = {
  // With a pre-review process (the activity's) a submission enters 预审 first; without one, 资格审查 directly.
  submit: { from: [[G.DRAFT, [S.PENDING]]], to: SUBMITTED, permission: [DP.SUBMIT] },
  withdraw: {
    from: [
      [G.PRE_REVIEW, [S.IN_REVIEW]],
      [G.PREPARE, [S.PENDING]],
    ],
    to: [[G.DRAFT, S.PENDING]],
    permission: [DP.WITHDRAW],
  },
  resubmit: { from: [['*', [S.RETURNED]]], to: SUBMITTED, permission: [DP.SUBMIT] },
  recommend: { from: [[G.PREPARE, [S.PENDING]]], to: [[G.PREPARE, S.PENDING]], permission: [DP.RECOMMEND] },
  // The pre-review process decides these (its last approval, or a 驳回 / 终止 in it), not a console button.
  pre_review_pass: { from: [[G.PRE_REVIEW, [S.IN_REVIEW]]], to: [[G.PREPARE, S.PENDING]], permission: [] },
  pre_review_return: { from: [[G.PRE_REVIEW, [S.IN_REVIEW]]], to: [['keep', S.RETURNED]], permission: [] },
  pre_review_reject: {
    from: [[G.PRE_REVIEW, [S.IN_REVIEW]]],
    to: [[G.PRE_REVIEW, S.FAILED]],
    permission: [],
  },
  check_pass: {
    from: [[G.PREPARE, [S.PENDING]]],
    to: [
      [G.DEFENSE, S.IN_REVIEW],
      [G.GROUP_REVIEW, S.IN_REVIEW],
    ],
    permission: [RA.CHECK],
  },
  check_reject: { from: [[G.PREPARE, [S.PENDING]]], to: [[G.PREPARE, S.FAILED]], permission: [RA.REJECT] },
  return: {
    from: RETURNABLE.map((stage) => [stage, [S.PENDING, S.IN_REVIEW, S.PASSED]] as const),
    to: [['keep', S.RETURNED]],
    permission: [RA.RETURN],
  },
  defense_pass: {
    from: [[G.DEFENSE, [S.IN_REVIEW]]],
    to: [[G.GROUP_REVIEW, S.IN_REVIEW]],
    permission: [RA.FINISH_DEFENSE],
  },
  defense_absent: {
    from: [[G.DEFENSE, [S.IN_REVIEW]]],
    to: [[G.DEFENSE, S.FAILED]],
    permission: [RA.FINISH_DEFENSE],
  },
  defense_exempt: {
    from: [[G.DEFENSE, [S.IN_REVIEW]]],
    to: [[G.GROUP_REVIEW, S.IN_REVIEW]],
    permission: [RA.ARRANGE],
  },
  review_close: {
    from: [[G.GROUP_REVIEW, [S.IN_REVIEW]]],
    to: [[G.TEAM_VOTE, S.IN_REVIEW]],
    permission: [RA.CLOSE_REVIEW],
  },
  team_pass: {
    from: [[G.TEAM_VOTE, [S.IN_REVIEW]]],
    to: [[G.COMMITTEE_VOTE, S.IN_REVIEW]],
    permission: TALLY,
  },
  team_fail: { from: [[G.TEAM_VOTE, [S.IN_REVIEW]]], to: [[G.TEAM_VOTE, S.FAILED]], permission: TALLY },
  committee_pass: {
    from: [[G.COMMITTEE_VOTE, [S.IN_REVIEW]]],
    to: [[G.FINAL_APPROVAL, S.PASSED]],
    permission: TALLY,
  },
  committee_fail: {
    from: [[G.COMMITTEE_VOTE, [S.IN_REVIEW]]],
    to: [[G.COMMITTEE_VOTE, S.FAILED]],
    permission: TALLY,
  },
  publicize: {
    from: [[G.FINAL_APPROVAL, [S.PASSED]]],
    to: [[G.FINAL_APPROVAL, S.PASSED]],
    permission: [RA.PUBLICIZE],
  },
  objection_upheld: {
    from: [[G.FINAL_APPROVAL, [S.PASSED]]],
    to: [[G.FINAL_APPROVAL, S.FAILED]],
    permission: [RA.REJECT],
  },
  confirm: { from: [[G.FINAL_APPROVAL, [S.PASSED]]], to: [[G.RESULT, S.FINAL]], permission: [RA.CONFIRM] },
  revoke: { from: [[G.RESULT, [S.FINAL]]], to: [[G.RESULT, S.REVOKED]], permission: [RA.REVOKE] },
};

/** Whether `action` may start from `state`. */
export function canStart(action: ReviewAction, state: ReviewState): boolean {
  return REVIEW_TRANSITIONS[action].from.some(
    ([stage, statuses]) => (stage === '*' || stage === state.stage) && statuses.includes(state.status),
  );
}

/** Whether `action` may lead from `state` to `target` (`stage` undefined keeps the stage). */
export function canLead(action: ReviewAction, state: ReviewState, target: Partial<ReviewState>): boolean {
  const stage = target.stage ?? state.stage;
  return REVIEW_TRANSITIONS[action].to.some(
    ([toStage, toStatus]) =>
      (toStage === 'keep' ? stage === state.stage : toStage === stage) && toStatus === target.status,
  );
}

/** The actions that may start from `state`, in the order of REVIEW_ACTIONS. */
export function actionsFrom(state: ReviewState): ReviewAction[] {
  return REVIEW_ACTIONS.filter((action) => canStart(action, state));
}

/** A declaration is final (nothing more will happen) once failed, final or revoked outside a return. */
export function isFinal(state: ReviewState): boolean {
  return state.status === S.FAILED || state.status === S.FINAL || state.status === S.REVOKED;
}
