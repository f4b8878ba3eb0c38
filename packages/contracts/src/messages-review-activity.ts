/** Server messages of the review process (activity area). Spread into `messages` (messages.ts). */
export const reviewActivityMessages = {
  'review.activity.placeholderKey': { zh_CN: '—', en_US: '—' },
} as const;
