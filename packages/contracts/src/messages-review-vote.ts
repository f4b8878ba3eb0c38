/** Server messages of the review process (vote area). Spread into `messages` (messages.ts). */
export const reviewVoteMessages = {
  'review.vote.placeholderKey': { zh_CN: '—', en_US: '—' },
} as const;
