import {
  ApprovalStatus as S,
  ReviewStage as G,
  type ApprovalStatusValue,
  type ReviewAction,
  type ReviewStageValue,
} from '@zcps/contracts';

/** A state of a declaration: its stage and its status within the stage. */
export interface ReviewState {
  stage: ReviewStageValue;
  status: ApprovalStatusValue;
}

type From = readonly [ReviewStageValue | '*', readonly ApprovalStatusValue[]];
/** `keep` leaves the stage as it is (a return shows where it happened). */
type To = readonly [ReviewStageValue | 'keep', ApprovalStatusValue];

/** Stages a declaration can be returned from (domain.md: any stage before final). */
const RETURNABLE: readonly ReviewStageValue[] = [
  G.PREPARE,
  G.DEFENSE,
  G.GROUP_REVIEW,
  G.TEAM_VOTE,
  G.COMMITTEE_VOTE,
  G.FINAL_APPROVAL,
];

/**
 * Every legal move of a declaration, as data: the states an action may start from and the states it may lead
 * to. The transition service refuses anything else, so a rule lives here once, not in each screen's service.
 */
export const TRANSITIONS: Record<ReviewAction, { from: readonly From[]; to: readonly To[] }> = {
  submit: { from: [[G.DRAFT, [S.PENDING]]], to: [[G.PREPARE, S.PENDING]] },
  withdraw: { from: [[G.PREPARE, [S.PENDING]]], to: [[G.DRAFT, S.PENDING]] },
  resubmit: { from: [['*', [S.RETURNED]]], to: [[G.PREPARE, S.PENDING]] },
  recommend: { from: [[G.PREPARE, [S.PENDING]]], to: [[G.PREPARE, S.PENDING]] },
  check_pass: {
    from: [[G.PREPARE, [S.PENDING]]],
    to: [
      [G.DEFENSE, S.IN_REVIEW],
      [G.GROUP_REVIEW, S.IN_REVIEW],
    ],
  },
  check_reject: { from: [[G.PREPARE, [S.PENDING]]], to: [[G.PREPARE, S.FAILED]] },
  return: {
    from: RETURNABLE.map((stage) => [stage, [S.PENDING, S.IN_REVIEW, S.PASSED]] as const),
    to: [['keep', S.RETURNED]],
  },
  defense_pass: { from: [[G.DEFENSE, [S.IN_REVIEW]]], to: [[G.GROUP_REVIEW, S.IN_REVIEW]] },
  defense_absent: { from: [[G.DEFENSE, [S.IN_REVIEW]]], to: [[G.DEFENSE, S.FAILED]] },
  defense_exempt: { from: [[G.DEFENSE, [S.IN_REVIEW]]], to: [[G.GROUP_REVIEW, S.IN_REVIEW]] },
  review_close: { from: [[G.GROUP_REVIEW, [S.IN_REVIEW]]], to: [[G.TEAM_VOTE, S.IN_REVIEW]] },
  team_pass: { from: [[G.TEAM_VOTE, [S.IN_REVIEW]]], to: [[G.COMMITTEE_VOTE, S.IN_REVIEW]] },
  team_fail: { from: [[G.TEAM_VOTE, [S.IN_REVIEW]]], to: [[G.TEAM_VOTE, S.FAILED]] },
  committee_pass: { from: [[G.COMMITTEE_VOTE, [S.IN_REVIEW]]], to: [[G.FINAL_APPROVAL, S.PASSED]] },
  committee_fail: { from: [[G.COMMITTEE_VOTE, [S.IN_REVIEW]]], to: [[G.COMMITTEE_VOTE, S.FAILED]] },
  publicize: { from: [[G.FINAL_APPROVAL, [S.PASSED]]], to: [[G.FINAL_APPROVAL, S.PASSED]] },
  objection_upheld: { from: [[G.FINAL_APPROVAL, [S.PASSED]]], to: [[G.FINAL_APPROVAL, S.FAILED]] },
  confirm: { from: [[G.FINAL_APPROVAL, [S.PASSED]]], to: [[G.RESULT, S.FINAL]] },
  revoke: { from: [[G.RESULT, [S.FINAL]]], to: [[G.RESULT, S.REVOKED]] },
};

/** Whether `action` may start from `state`. */
export function canStart(action: ReviewAction, state: ReviewState): boolean {
  return TRANSITIONS[action].from.some(
    ([stage, statuses]) => (stage === '*' || stage === state.stage) && statuses.includes(state.status),
  );
}

/** Whether `action` may lead from `state` to `target` (`stage` undefined keeps the stage). */
export function canLead(action: ReviewAction, state: ReviewState, target: Partial<ReviewState>): boolean {
  const stage = target.stage ?? state.stage;
  return TRANSITIONS[action].to.some(
    ([toStage, toStatus]) =>
      (toStage === 'keep' ? stage === state.stage : toStage === stage) && toStatus === target.status,
  );
}

/** A declaration is final (nothing more will happen) once failed, final or revoked outside a return. */
export function isFinal(state: ReviewState): boolean {
  return state.status === S.FAILED || state.status === S.FINAL || state.status === S.REVOKED;
}
