import { describe, expect, it } from 'vitest';
import {
  ApprovalStatus as S,
  REVIEW_STAGES,
  ReviewApprovalPermission as RA,
  ReviewDeclarePermission as DP,
  ReviewStage as G,
} from '@zcps/contracts';
import { actionsFor, permissionOf } from './declaration-actions';

const row = (stage: string, approvalStatus: string) => ({ stage, approvalStatus });
const STATUSES = Object.values(S);

describe('declaration actions', () => {
  it('offers the applicant submit on a pending draft, resubmit on a returned declaration, withdraw before the check', () => {
    for (const stage of REVIEW_STAGES)
      for (const status of STATUSES) {
        const actions = actionsFor(row(stage, status));
        const at = `${stage}/${status}`;
        expect(actions.has('submit'), at).toBe(stage === G.DRAFT && status === S.PENDING);
        expect(actions.has('resubmit'), at).toBe(status === S.RETURNED);
        // Before the office checks it: waiting in 资格审查, or still in its 预审 process (which ends with it).
        const unchecked =
          (stage === G.PREPARE && status === S.PENDING) || (stage === G.PRE_REVIEW && status === S.IN_REVIEW);
        expect(actions.has('withdraw'), at).toBe(unchecked);
      }
  });

  it('offers exempt and return on a session row only while its defense is open', () => {
    const open = actionsFor(row(G.DEFENSE, S.IN_REVIEW));
    expect(open.has('defense_exempt') && open.has('return')).toBe(true);
    for (const [stage, status] of [
      [G.DEFENSE, S.FAILED],
      [G.DEFENSE, S.RETURNED],
      [G.GROUP_REVIEW, S.IN_REVIEW],
    ] as const)
      expect(actionsFor(row(stage, status)).has('defense_exempt'), `${stage}/${status}`).toBe(false);
  });

  it('keeps a group review open (ratings, closing) only in group review and in review', () => {
    for (const stage of REVIEW_STAGES)
      for (const status of STATUSES)
        expect(actionsFor(row(stage, status)).has('review_close'), `${stage}/${status}`).toBe(
          stage === G.GROUP_REVIEW && status === S.IN_REVIEW,
        );
  });

  it('offers revoke on a final result only', () => {
    expect(actionsFor(row(G.RESULT, S.FINAL)).has('revoke')).toBe(true);
    expect(actionsFor(row(G.RESULT, S.REVOKED)).size).toBe(0);
    expect(actionsFor(row(G.FINAL_APPROVAL, S.PASSED)).has('revoke')).toBe(false);
  });

  it('offers nothing on a state it does not know', () => {
    expect(actionsFor(row('', '')).size).toBe(0);
    expect(actionsFor(row('unknown', S.PENDING)).size).toBe(0);
  });

  it('gates each button on the codes of the route that takes its action', () => {
    expect(permissionOf('submit')).toEqual([DP.SUBMIT]);
    expect(permissionOf('resubmit')).toEqual([DP.SUBMIT]);
    expect(permissionOf('withdraw')).toEqual([DP.WITHDRAW]);
    expect(permissionOf('defense_exempt')).toEqual([RA.ARRANGE]);
    expect(permissionOf('return')).toEqual([RA.RETURN]);
    expect(permissionOf('revoke')).toEqual([RA.REVOKE]);
  });
});
