/** Server messages of the review process (team area). Spread into `messages` (messages.ts). */
export const reviewTeamMessages = {
  'review.team.placeholderKey': { zh_CN: '—', en_US: '—' },
} as const;
