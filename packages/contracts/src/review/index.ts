export * from './review.js';
export * from './review-activity.js';
export * from './review-declaration.js';
export * from './review-team.js';
export * from './review-assignment.js';
export * from './review-defense.js';
export * from './review-vote.js';
export * from './review-final.js';
// ReviewAction itself is still exported by messages-review.ts (the same union); it joins this list when that file moves.
export {
  REVIEW_ACTIONS,
  REVIEW_TRANSITIONS,
  actionsFrom,
  canLead,
  canStart,
  isFinal,
  type ReviewState,
  type ReviewTransition,
  type TransitionFrom,
  type TransitionTo,
} from './review-transitions.js';
