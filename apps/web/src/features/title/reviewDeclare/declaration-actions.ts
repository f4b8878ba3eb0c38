import {
  REVIEW_TRANSITIONS,
  actionsFrom,
  type ApprovalStatusValue,
  type ReviewAction,
  type ReviewStageValue,
} from '@zcps/contracts';

/** What a declaration row carries of its state (lists answer both as plain strings). */
export interface DeclarationState {
  stage: string;
  approvalStatus: string;
}

/**
 * The actions a declaration's state offers, from the review transition table the server guards with; pages
 * show a row's action buttons from this instead of restating stage and status conditions.
 */
export function actionsFor(d: DeclarationState): ReadonlySet<ReviewAction> {
  return new Set(
    actionsFrom({ stage: d.stage as ReviewStageValue, status: d.approvalStatus as ApprovalStatusValue }),
  );
}

/** The codes a button of `action` is gated on: those of the routes that take it. */
export const permissionOf = (action: ReviewAction): readonly string[] =>
  REVIEW_TRANSITIONS[action].permission;
