/** Server messages of the review process (defense, group review, reviewer workbench). Spread into `messages`. */
export const reviewDefenseMessages = {
  'review.defense.placeholderKey': { zh_CN: '—', en_US: '—' },
} as const;
