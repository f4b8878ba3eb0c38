/** Server messages of the review process (activity area). Spread into `messages` (../messages.ts). */
export const reviewActivityMessages = {
  'review.activity.after': { zh_CN: '{field}必须晚于{other}', en_US: '{field} must be later than {other}' },
  'review.activity.ratio': {
    zh_CN: '{field}不能大于{other}（比例须满足 0 < 分子 ≤ 分母）',
    en_US: '{field} must not exceed {other} (a ratio needs 0 < numerator ≤ denominator)',
  },
  'review.activity.notFound': { zh_CN: '评审活动不存在', en_US: 'The review activity does not exist' },
  'review.activity.seriesNotFound': {
    zh_CN: '职称系列不存在：{seriesId}',
    en_US: 'No such title series: {seriesId}',
  },
  'review.activity.professionMismatch': {
    zh_CN: '专业不存在或不属于所选职称系列：{ids}',
    en_US: 'No such profession in the chosen series: {ids}',
  },
  'review.activity.orgNotFound': { zh_CN: '评审组织不存在：{orgId}', en_US: 'No such organization: {orgId}' },
  'review.activity.preReviewNotDeployed': {
    zh_CN: '预审流程“{key}”没有已部署且激活的版本，请先在“流程部署”中部署',
    en_US:
      'The pre-review process "{key}" has no deployed, active version: deploy it under Deployments first',
  },
  'review.activity.rulesFrozen': {
    zh_CN: '评审活动"{activityName}"进行中，决定评审结果的规则不能修改：{fields}',
    en_US:
      'The review activity "{activityName}" is in progress; the rules that decide results cannot change: {fields}',
  },
  'review.activity.ended': {
    zh_CN: '评审活动"{activityName}"已结束，不能修改',
    en_US: 'The review activity "{activityName}" has ended and cannot be changed',
  },
  'review.activity.badStatus': {
    zh_CN: '评审活动"{activityName}"当前为"{status}"，不能{verb}',
    en_US: 'The review activity "{activityName}" is "{status}"; it cannot {verb}',
  },
  'review.activity.liveDeclarations': {
    zh_CN:
      '评审活动"{activityName}"还有 {count} 份申报未办结（未通过、已终审、已撤销或未提交的草稿才算办结），不能结束',
    en_US:
      'The review activity "{activityName}" still has {count} declaration(s) not final (failed, final, revoked or never submitted); it cannot end',
  },
  'review.activity.removeStarted': {
    zh_CN: '评审活动"{activityName}"已开始，不能删除',
    en_US: 'The review activity "{activityName}" has started and cannot be removed',
  },
  'review.activity.removeHasDeclarations': {
    zh_CN: '评审活动"{activityName}"已有 {count} 份申报，不能删除',
    en_US: 'The review activity "{activityName}" already has {count} declaration(s) and cannot be removed',
  },
  'review.message.notFound': { zh_CN: '消息不存在', en_US: 'No such message' },
  'review.message.progressHint': {
    zh_CN: '申报的全部处理记录见“职称申报 › 进度”。',
    en_US: 'Every step of the declaration is on its progress page (Title declaration › Progress).',
  },
  'review.declare.notFound': {
    zh_CN: '申报不存在或无权访问',
    en_US: 'No such declaration, or not yours to see',
  },
  'review.declare.employeeNotFound': {
    zh_CN: '人员不存在或不在您的管理范围内：{employeeId}',
    en_US: 'No such employee within your reach: {employeeId}',
  },
  'review.declare.noOwnRecord': {
    zh_CN: '当前账号没有人员信息，请先在"人员信息"中填写',
    en_US: 'Your account has no employee record yet; fill it in under Employee information first',
  },
  'review.declare.activityClosed': {
    zh_CN: '评审活动"{activityName}"不在进行中，不能申报',
    en_US: 'The review activity "{activityName}" is not in progress; declarations are closed',
  },
  'review.declare.windowClosed': {
    zh_CN: '不在申报时间内（{start} 至 {end}）',
    en_US: 'Outside the declaration window ({start} to {end})',
  },
  'review.declare.titleMismatch': {
    zh_CN: '所选职称不属于该评审活动的系列与级别：{titleId}',
    en_US: 'The chosen title is not of the activity’s series and levels: {titleId}',
  },
  'review.declare.professionMismatch': {
    zh_CN: '所选专业不在该评审活动的专业范围内：{professionId}',
    en_US: 'The chosen profession is not among the activity’s professions: {professionId}',
  },
  'review.declare.duplicate': {
    zh_CN: '"{applicantName}"在该评审活动中已有申报，不能重复申报',
    en_US: '"{applicantName}" already has a declaration in this review activity',
  },
  'review.declare.notEditable': {
    zh_CN: '申报当前处于"{stage}/{status}"，只有草稿或已退回的申报可以修改',
    en_US: 'The declaration is at "{stage}/{status}"; only drafts and returned declarations can be edited',
  },
  'review.declare.notRemovable': {
    zh_CN: '申报当前处于"{stage}/{status}"，只有未提交的草稿可以删除',
    en_US: 'The declaration is at "{stage}/{status}"; only drafts never submitted can be removed',
  },
  'review.declare.recordsNotApproved': {
    zh_CN: '以下材料须审核通过后才能提交：{records}',
    en_US: 'These records must be approved before submitting: {records}',
  },
  'review.declare.ineligible': {
    zh_CN: '不符合申报条件：{rules}',
    en_US: 'The declare conditions are not met: {rules}',
  },
  'review.declare.barred': {
    zh_CN: '"{applicantName}"因评审结果被撤销，{until}前不得申报',
    en_US: '"{applicantName}" had a result revoked and may not declare until {until}',
  },
  'review.declare.alreadyRecommended': {
    zh_CN: '申报"{applicantName}"已推荐，无需重复推荐',
    en_US: 'The declaration of "{applicantName}" has already been recommended',
  },
  'review.declare.activityNotInProgress': {
    zh_CN: '评审活动"{activityName}"不在进行中，不能审查',
    en_US: 'The review activity "{activityName}" is not in progress; nothing can be checked',
  },
  'review.record.education': { zh_CN: '学历信息', en_US: 'Education' },
  'review.record.yearly-assessment': { zh_CN: '年度考核', en_US: 'Yearly assessments' },
  'review.record.missing': {
    zh_CN: '{record}（没有已审核通过的记录）',
    en_US: '{record} (no approved record)',
  },
  'review.record.unchecked': {
    zh_CN: '{record}（有 {count} 条待审核或已退回）',
    en_US: '{record} ({count} pending or returned)',
  },
} as const;
