import { describe, expect, it } from 'vitest';
import {
  ApprovalStatus as S,
  REVIEW_STAGES,
  ReviewApprovalPermission,
  ReviewDeclarePermission,
  ReviewStage as G,
  VotePermission,
  type ApprovalStatusValue,
} from './review.js';
import {
  REVIEW_ACTIONS,
  REVIEW_TRANSITIONS,
  actionsFrom,
  canLead,
  canStart,
  isFinal,
  type ReviewState,
} from './review-transitions.js';

const state = (stage: ReviewState['stage'], status: ApprovalStatusValue): ReviewState => ({ stage, status });
const key = (s: ReviewState) => `${s.stage}/${s.status}`;

/** Every state the table can reach from a fresh draft. */
function reachable(): Map<string, ReviewState> {
  const seen = new Map<string, ReviewState>();
  const queue = [state(G.DRAFT, S.PENDING)];
  while (queue.length) {
    const s = queue.pop()!;
    if (seen.has(key(s))) continue;
    seen.set(key(s), s);
    for (const action of actionsFrom(s))
      for (const [stage, status] of REVIEW_TRANSITIONS[action].to)
        queue.push(state(stage === 'keep' ? s.stage : stage, status));
  }
  return seen;
}

describe('review transitions', () => {
  it('lists every action once, each with its rule', () => {
    expect(new Set(REVIEW_ACTIONS).size).toBe(REVIEW_ACTIONS.length);
    expect(Object.keys(REVIEW_TRANSITIONS).sort()).toEqual([...REVIEW_ACTIONS].sort());
  });

  it('names a permission of the review pages for every action', () => {
    const codes = new Set<string>([
      ...Object.values(ReviewApprovalPermission),
      ...Object.values(ReviewDeclarePermission),
      ...Object.values(VotePermission),
    ]);
    // The 预审 process decides these two (its last approval, a 驳回 or 终止 in it): no console button takes them.
    const byProcess = new Set(['pre_review_pass', 'pre_review_return', 'pre_review_reject']);
    for (const action of REVIEW_ACTIONS) {
      const { permission } = REVIEW_TRANSITIONS[action];
      expect(permission.length === 0, action).toBe(byProcess.has(action));
      for (const code of permission) expect(codes.has(code), `${action}: ${code}`).toBe(true);
    }
    expect(REVIEW_TRANSITIONS.submit.permission).toEqual([ReviewDeclarePermission.SUBMIT]);
    expect(REVIEW_TRANSITIONS.team_pass.permission).toEqual([
      ReviewApprovalPermission.TALLY,
      VotePermission.TALLY,
    ]);
  });

  it('starts an action only from its states', () => {
    expect(canStart('submit', state(G.DRAFT, S.PENDING))).toBe(true);
    expect(canStart('submit', state(G.PREPARE, S.PENDING))).toBe(false);
    expect(canStart('withdraw', state(G.PREPARE, S.PENDING))).toBe(true);
    expect(canStart('withdraw', state(G.PREPARE, S.FAILED))).toBe(false);
    for (const stage of REVIEW_STAGES)
      expect(canStart('resubmit', state(stage, S.RETURNED)), stage).toBe(true);
    expect(canStart('resubmit', state(G.PREPARE, S.PENDING))).toBe(false);
    expect(canStart('revoke', state(G.RESULT, S.FINAL))).toBe(true);
    expect(canStart('revoke', state(G.FINAL_APPROVAL, S.PASSED))).toBe(false);
  });

  it('returns from any stage before the result, never from a draft or a closed state', () => {
    for (const stage of REVIEW_STAGES) {
      // In 预审 only its process returns (pre_review_return), from a step the office modelled.
      const open = stage !== G.DRAFT && stage !== G.RESULT && stage !== G.PRE_REVIEW;
      for (const status of [S.PENDING, S.IN_REVIEW, S.PASSED])
        expect(canStart('return', state(stage, status)), `${stage}/${status}`).toBe(open);
      for (const status of [S.FAILED, S.RETURNED, S.REVOKED, S.FINAL])
        expect(canStart('return', state(stage, status)), `${stage}/${status}`).toBe(false);
    }
  });

  it('leads an action only to its targets; an absent stage keeps the current one', () => {
    const prepare = state(G.PREPARE, S.PENDING);
    expect(canLead('check_pass', prepare, { stage: G.DEFENSE, status: S.IN_REVIEW })).toBe(true);
    expect(canLead('check_pass', prepare, { stage: G.GROUP_REVIEW, status: S.IN_REVIEW })).toBe(true);
    expect(canLead('check_pass', prepare, { stage: G.TEAM_VOTE, status: S.IN_REVIEW })).toBe(false);
    expect(canLead('check_reject', prepare, { status: S.FAILED })).toBe(true);
    const vote = state(G.TEAM_VOTE, S.IN_REVIEW);
    expect(canLead('return', vote, { status: S.RETURNED })).toBe(true);
    expect(canLead('return', vote, { stage: G.TEAM_VOTE, status: S.RETURNED })).toBe(true);
    expect(canLead('return', vote, { stage: G.PREPARE, status: S.RETURNED })).toBe(false);
    expect(canLead('return', vote, { status: S.PENDING })).toBe(false);
    const preReview = state(G.PRE_REVIEW, S.IN_REVIEW);
    expect(canStart('return', preReview)).toBe(false);
    expect(canLead('pre_review_return', preReview, { status: S.RETURNED })).toBe(true);
    expect(canLead('pre_review_pass', preReview, { stage: G.PREPARE, status: S.PENDING })).toBe(true);
    expect(canLead('pre_review_reject', preReview, { status: S.FAILED })).toBe(true);
    expect(canStart('pre_review_pass', state(G.PRE_REVIEW, S.RETURNED))).toBe(false);
  });

  it('lists the actions a state offers, in table order', () => {
    expect(actionsFrom(state(G.DRAFT, S.PENDING))).toEqual(['submit']);
    expect(actionsFrom(state(G.PREPARE, S.PENDING))).toEqual([
      'withdraw',
      'recommend',
      'check_pass',
      'check_reject',
      'return',
    ]);
    expect(actionsFrom(state(G.DEFENSE, S.IN_REVIEW))).toEqual([
      'return',
      'defense_pass',
      'defense_absent',
      'defense_exempt',
    ]);
    expect(actionsFrom(state(G.GROUP_REVIEW, S.IN_REVIEW))).toEqual(['return', 'review_close']);
    expect(actionsFrom(state(G.FINAL_APPROVAL, S.PASSED))).toEqual([
      'return',
      'publicize',
      'objection_upheld',
      'confirm',
    ]);
    expect(actionsFrom(state(G.GROUP_REVIEW, S.RETURNED))).toEqual(['resubmit']);
    expect(actionsFrom(state(G.RESULT, S.FINAL))).toEqual(['revoke']);
    expect(actionsFrom(state(G.RESULT, S.REVOKED))).toEqual([]);
    expect(actionsFrom(state(G.DEFENSE, S.FAILED))).toEqual([]);
  });

  it('has no rule that starts only from states no declaration can reach', () => {
    const states = [...reachable().values()];
    for (const action of REVIEW_ACTIONS)
      expect(
        states.some((s) => canStart(action, s)),
        action,
      ).toBe(true);
  });

  it('calls failed, final and revoked states final', () => {
    expect(isFinal(state(G.TEAM_VOTE, S.FAILED))).toBe(true);
    expect(isFinal(state(G.RESULT, S.FINAL))).toBe(true);
    expect(isFinal(state(G.RESULT, S.REVOKED))).toBe(true);
    expect(isFinal(state(G.PREPARE, S.RETURNED))).toBe(false);
    expect(isFinal(state(G.FINAL_APPROVAL, S.PASSED))).toBe(false);
    for (const s of reachable().values()) if (!actionsFrom(s).length) expect(isFinal(s), key(s)).toBe(true);
  });
});
