/** Server messages of the review process core (transitions, messages to applicants). Spread into `messages` (../messages.ts). */
export const reviewMessages = {
  'review.declarationNotFound': { zh_CN: '申报不存在', en_US: 'The declaration does not exist' },
  'review.illegalTransition': {
    zh_CN: '申报当前处于"{stage}/{status}"，不能执行"{action}"',
    en_US: 'The declaration is at "{stage}/{status}"; "{action}" is not allowed there',
  },
  'review.versionConflict': {
    zh_CN: '申报已被他人修改，请刷新后重试',
    en_US: 'Someone else changed this declaration; refresh and try again',
  },
  'review.notice.moved': {
    zh_CN: '您的申报"{applicantName}"：{outcome}',
    en_US: 'Your declaration "{applicantName}": {outcome}',
  },
} as const;
