/** Server messages of the review process (activity area). Spread into `messages` (messages.ts). */
export const reviewActivityMessages = {
  'review.activity.after': { zh_CN: '{0}必须晚于{1}', en_US: '{0} must be later than {1}' },
  'review.activity.ratio': {
    zh_CN: '{0}不能大于{1}（比例须满足 0 < 分子 ≤ 分母）',
    en_US: '{0} must not exceed {1} (a ratio needs 0 < numerator ≤ denominator)',
  },
  'review.activity.notFound': { zh_CN: '评审活动不存在', en_US: 'The review activity does not exist' },
  'review.activity.seriesNotFound': { zh_CN: '职称系列不存在：{0}', en_US: 'No such title series: {0}' },
  'review.activity.professionMismatch': {
    zh_CN: '专业不存在或不属于所选职称系列：{0}',
    en_US: 'No such profession in the chosen series: {0}',
  },
  'review.activity.orgNotFound': { zh_CN: '评审组织不存在：{0}', en_US: 'No such organization: {0}' },
  'review.activity.rulesFrozen': {
    zh_CN: '评审活动"{0}"进行中，决定评审结果的规则不能修改：{1}',
    en_US: 'The review activity "{0}" is in progress; the rules that decide results cannot change: {1}',
  },
  'review.activity.ended': {
    zh_CN: '评审活动"{0}"已结束，不能修改',
    en_US: 'The review activity "{0}" has ended and cannot be changed',
  },
  'review.activity.badStatus': {
    zh_CN: '评审活动"{0}"当前为"{1}"，不能{2}',
    en_US: 'The review activity "{0}" is "{1}"; it cannot {2}',
  },
  'review.activity.liveDeclarations': {
    zh_CN: '评审活动"{0}"还有 {1} 份申报未办结（未通过、已终审、已撤销或未提交的草稿才算办结），不能结束',
    en_US:
      'The review activity "{0}" still has {1} declaration(s) not final (failed, final, revoked or never submitted); it cannot end',
  },
  'review.activity.removeStarted': {
    zh_CN: '评审活动"{0}"已开始，不能删除',
    en_US: 'The review activity "{0}" has started and cannot be removed',
  },
  'review.activity.removeHasDeclarations': {
    zh_CN: '评审活动"{0}"已有 {1} 份申报，不能删除',
    en_US: 'The review activity "{0}" already has {1} declaration(s) and cannot be removed',
  },
  'review.declare.notFound': {
    zh_CN: '申报不存在或无权访问',
    en_US: 'No such declaration, or not yours to see',
  },
  'review.declare.employeeNotFound': {
    zh_CN: '人员不存在或不在您的管理范围内：{0}',
    en_US: 'No such employee within your reach: {0}',
  },
  'review.declare.noOwnRecord': {
    zh_CN: '当前账号没有人员信息，请先在"人员信息"中填写',
    en_US: 'Your account has no employee record yet; fill it in under Employee information first',
  },
  'review.declare.activityClosed': {
    zh_CN: '评审活动"{0}"不在进行中，不能申报',
    en_US: 'The review activity "{0}" is not in progress; declarations are closed',
  },
  'review.declare.windowClosed': {
    zh_CN: '不在申报时间内（{0} 至 {1}）',
    en_US: 'Outside the declaration window ({0} to {1})',
  },
  'review.declare.titleMismatch': {
    zh_CN: '所选职称不属于该评审活动的系列与级别：{0}',
    en_US: 'The chosen title is not of the activity’s series and levels: {0}',
  },
  'review.declare.professionMismatch': {
    zh_CN: '所选专业不在该评审活动的专业范围内：{0}',
    en_US: 'The chosen profession is not among the activity’s professions: {0}',
  },
  'review.declare.duplicate': {
    zh_CN: '"{0}"在该评审活动中已有申报，不能重复申报',
    en_US: '"{0}" already has a declaration in this review activity',
  },
  'review.declare.notEditable': {
    zh_CN: '申报当前处于"{0}/{1}"，只有草稿或已退回的申报可以修改',
    en_US: 'The declaration is at "{0}/{1}"; only drafts and returned declarations can be edited',
  },
  'review.declare.notRemovable': {
    zh_CN: '申报当前处于"{0}/{1}"，只有未提交的草稿可以删除',
    en_US: 'The declaration is at "{0}/{1}"; only drafts never submitted can be removed',
  },
  'review.declare.recordsNotApproved': {
    zh_CN: '以下材料须审核通过后才能提交：{0}',
    en_US: 'These records must be approved before submitting: {0}',
  },
  'review.declare.ineligible': {
    zh_CN: '不符合申报条件：{0}',
    en_US: 'The declare conditions are not met: {0}',
  },
  'review.declare.barred': {
    zh_CN: '"{0}"因评审结果被撤销，{1}前不得申报',
    en_US: '"{0}" had a result revoked and may not declare until {1}',
  },
  'review.declare.alreadyRecommended': {
    zh_CN: '申报"{0}"已推荐，无需重复推荐',
    en_US: 'The declaration of "{0}" has already been recommended',
  },
  'review.declare.activityNotInProgress': {
    zh_CN: '评审活动"{0}"不在进行中，不能审查',
    en_US: 'The review activity "{0}" is not in progress; nothing can be checked',
  },
  'review.record.education': { zh_CN: '学历信息', en_US: 'Education' },
  'review.record.yearly-assessment': { zh_CN: '年度考核', en_US: 'Yearly assessments' },
  'review.record.missing': { zh_CN: '{0}（没有已审核通过的记录）', en_US: '{0} (no approved record)' },
  'review.record.unchecked': {
    zh_CN: '{0}（有 {1} 条待审核或已退回）',
    en_US: '{0} ({1} pending or returned)',
  },
} as const;
