import { ReviewApprovalPermission as P } from '@zcps/contracts';
import { isAllowed } from '../../../platform/auth/access.js';
import type { LoginUser } from '../../../platform/auth/login-user.js';
import { opinionWord } from './review-words.js';

/**
 * What of a declaration's trail its applicant (and their unit) may read. The office writes notes on the trail
 * for itself ("专家罗芳丽因故未能提交评议…") and experts or their secretaries act in the later stages; an
 * applicant sees neither those notes nor who the experts are. Both lists name what is shown, so an action added
 * later stays internal until someone decides otherwise.
 */
const OPINION_TO_APPLICANT: ReadonlySet<string> = new Set([
  'submit',
  'withdraw',
  'resubmit',
  'recommend',
  'pre_review_pass',
  'pre_review_return',
  'pre_review_reject',
  'check_reject',
  'return',
  'publicize',
  'objection_upheld',
  'confirm',
  'revoke',
  // The office's defense notice: time and place of the applicant's session.
  'defense_notice',
]);

/** Actions taken by the applicant, their unit, the pre-review's departments or the office, never by an expert. */
const OPERATOR_TO_APPLICANT: ReadonlySet<string> = new Set([...OPINION_TO_APPLICANT, 'check_pass']);

/** Whether the caller reads the office's side of the trail: those who run the eligibility check. */
export const readsInternalTrail = (caller: LoginUser): boolean => isAllowed({ permission: P.CHECK }, caller);

/** The opinion as the applicant may read it: reasons addressed to them, and a tally's round (not free text). */
export function opinionForApplicant(action: string, opinion: string | null): string | null {
  if (opinion === null) return null;
  if (OPINION_TO_APPLICANT.has(action)) return opinion;
  return opinionWord(opinion) !== opinion ? opinion : null;
}

export function operatorForApplicant(action: string, operatorName: string | null): string | null {
  return OPERATOR_TO_APPLICANT.has(action) ? operatorName : null;
}
