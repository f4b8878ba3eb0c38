/** Server messages of the review process (teams, draws, assignment). Spread into `messages` (../messages.ts). */
export const reviewTeamMessages = {
  'review.team.sizeOdd': { zh_CN: '{field}必须为奇数', en_US: '{field} must be an odd number' },
  'review.team.activityNotFound': { zh_CN: '评审活动不存在', en_US: 'The review activity does not exist' },
  'review.team.notFound': { zh_CN: '评审组不存在', en_US: 'The review team does not exist' },
  'review.team.locked': {
    zh_CN: '评审活动"{activityName}"已完成分配，评审组及成员已锁定',
    en_US: 'The assignment of "{activityName}" is finished; its teams and members are locked',
  },
  'review.team.versionConflict': {
    zh_CN: '评审组已被他人修改，请刷新后重试',
    en_US: 'Someone else changed this team; refresh and try again',
  },
  'review.team.committeeExists': {
    zh_CN: '评审活动"{activityName}"已有评委会"{teamName}"，每个活动只设一个评委会',
    en_US: 'Activity "{activityName}" already has the committee "{teamName}"; an activity has one committee',
  },
  'review.team.committeeTooSmall': {
    zh_CN: '评委会人数不得少于{minimum}人（{rule}）',
    en_US: 'A committee seats at least {minimum} reviewers ({rule})',
  },
  'review.team.committeeRule.series': {
    zh_CN: '按系列组建的高级职称评委会',
    en_US: 'senior level, organised per series',
  },
  'review.team.committeeRule.profession': { zh_CN: '按专业组建', en_US: 'organised per profession' },
  'review.team.professionOutside': {
    zh_CN: '专业{professionId}不在评审活动的评审专业内',
    en_US: 'Profession {professionId} is not one of the activity’s professions',
  },
  'review.team.hasDeclarations': {
    zh_CN: '评审组"{teamName}"已分配{count}份申报，不能删除',
    en_US: 'Team "{teamName}" holds {count} declarations and cannot be removed',
  },
  'review.team.poolNotFound': {
    zh_CN: '专家库不存在或已停用',
    en_US: 'The reviewer pool does not exist or is disabled',
  },
  'review.team.poolSeries': {
    zh_CN: '专家库"{poolName}"不属于评审活动的职称系列',
    en_US: 'Pool "{poolName}" is not of the activity’s title series',
  },
  'review.team.noPool': {
    zh_CN: '评审组"{teamName}"尚未从专家库抽取，不能重新抽取',
    en_US: 'Team "{teamName}" has not been drawn from a pool yet; nothing to redraw from',
  },
  'review.team.full': {
    zh_CN: '评审组"{teamName}"的{seats}个表决席位已满',
    en_US: 'All {seats} voting seats of team "{teamName}" are taken',
  },
  'review.team.drawChanged': {
    zh_CN: '专家库或回避情况已变化，本次抽取结果与预览不一致，未保存；请重新抽取',
    en_US:
      'The pool or the conflicts changed since the preview, so this draw differs from it and was not saved; draw again',
  },
  'review.team.tooFewCandidates': {
    zh_CN: '回避后可抽取的专家只有{available}人，需要{needed}人',
    en_US: 'Only {available} reviewers can be drawn after conflicts; {needed} are needed',
  },
  'review.team.memberNotFound': { zh_CN: '评审组成员不存在', en_US: 'The team member does not exist' },
  'review.team.reviewerUnavailable': {
    zh_CN: '专家不存在或不可用（已暂停或列入黑名单）',
    en_US: 'The reviewer does not exist or is not available (suspended or blacklisted)',
  },
  'review.team.alreadyMember': {
    zh_CN: '专家"{reviewerName}"已是评审组"{teamName}"的成员',
    en_US: 'Reviewer "{reviewerName}" already sits on team "{teamName}"',
  },
  'review.team.seatedElsewhere': {
    zh_CN: '专家"{reviewerName}"已在本活动的评审组"{teamName}"中',
    en_US: 'Reviewer "{reviewerName}" already sits on team "{teamName}" of this activity',
  },
  'review.team.reviewerConflict': {
    zh_CN: '专家"{reviewerName}"须回避申报人"{applicantName}"（{reason}）',
    en_US: 'Reviewer "{reviewerName}" must stand aside for applicant "{applicantName}" ({reason})',
  },
  'review.team.reason.sameUnit': { zh_CN: '同一单位', en_US: 'same unit' },
  'review.team.reason.declaredConflict': { zh_CN: '申报了回避关系', en_US: 'declared conflict of interest' },
  'review.assignment.activityNotRunning': {
    zh_CN: '评审活动"{activityName}"不在进行中，不能开始分配',
    en_US: 'Activity "{activityName}" is not in progress; the assignment cannot begin',
  },
  'review.assignment.alreadyBegun': {
    zh_CN: '评审活动"{activityName}"的分配已经开始',
    en_US: 'The assignment of "{activityName}" has already begun',
  },
  'review.assignment.notBegun': {
    zh_CN: '评审活动"{activityName}"尚未开始分配',
    en_US: 'The assignment of "{activityName}" has not begun',
  },
  'review.assignment.finished': {
    zh_CN: '评审活动"{activityName}"已完成分配，不能再调整',
    en_US: 'The assignment of "{activityName}" is finished and can no longer change',
  },
  'review.assignment.versionConflict': {
    zh_CN: '评审活动已被他人修改，请刷新后重试',
    en_US: 'Someone else changed this activity; refresh and try again',
  },
  'review.assignment.unassigned': {
    zh_CN: '还有{count}份通过资格审查的申报未分配评审组，不能完成分配',
    en_US:
      '{count} declarations that passed the eligibility check have no team; the assignment cannot finish',
  },
  'review.assignment.lackingEvaluators': {
    zh_CN: '还有{count}份申报的评议专家少于{minimum}人，不能完成分配',
    en_US:
      '{count} declarations have fewer than {minimum} evaluation reviewers; the assignment cannot finish',
  },
  'review.assignment.notPassed': {
    zh_CN: '申报人"{applicantName}"的申报未通过资格审查，不能分配',
    en_US: 'The declaration of "{applicantName}" has not passed the eligibility check and cannot be assigned',
  },
  'review.assignment.notDiscipline': {
    zh_CN: '申报只能分配到学科组，"{teamId}"不是学科组',
    en_US: 'Declarations go to discipline teams; "{teamId}" is not one',
  },
  'review.assignment.teamNotCovering': {
    zh_CN: '评审组"{teamName}"不负责申报人"{applicantName}"的专业',
    en_US: 'Team "{teamName}" does not cover the profession of "{applicantName}"',
  },
  'review.assignment.teamConflict': {
    zh_CN: '评审组"{teamName}"的专家"{reviewerName}"须回避申报人"{applicantName}"（{reason}）',
    en_US:
      'Reviewer "{reviewerName}" of team "{teamName}" must stand aside for applicant "{applicantName}" ({reason})',
  },
  'review.assignment.noTeam': {
    zh_CN: '申报人"{applicantName}"的申报尚未分配评审组',
    en_US: 'The declaration of "{applicantName}" has no team yet',
  },
  'review.assignment.notTeamMember': {
    zh_CN: '专家（编号{reviewerId}）不是评审组"{teamName}"的表决成员',
    en_US: 'Reviewer {reviewerId} is not a voting member of team "{teamName}"',
  },
  'review.assignment.rated': {
    zh_CN: '专家"{reviewerName}"已提交评议意见，不能更换',
    en_US: 'Reviewer "{reviewerName}" has already rated this declaration and cannot be replaced',
  },
} as const;
