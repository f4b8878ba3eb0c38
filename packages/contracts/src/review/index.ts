export * from './review.js';
export * from './review-activity.js';
export * from './review-declaration.js';
export * from './review-team.js';
export * from './review-assignment.js';
export * from './review-defense.js';
export * from './review-vote.js';
export * from './review-final.js';
