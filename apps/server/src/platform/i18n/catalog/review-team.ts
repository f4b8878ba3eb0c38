/** Server messages of the review process (teams, draws, assignment). Spread into `messages` (messages.ts). */
export const reviewTeamMessages = {
  'review.team.sizeOdd': { zh_CN: '{0}必须为奇数', en_US: '{0} must be an odd number' },
  'review.team.activityNotFound': { zh_CN: '评审活动不存在', en_US: 'The review activity does not exist' },
  'review.team.notFound': { zh_CN: '评审组不存在', en_US: 'The review team does not exist' },
  'review.team.locked': {
    zh_CN: '评审活动"{0}"已完成分配，评审组及成员已锁定',
    en_US: 'The assignment of "{0}" is finished; its teams and members are locked',
  },
  'review.team.versionConflict': {
    zh_CN: '评审组已被他人修改，请刷新后重试',
    en_US: 'Someone else changed this team; refresh and try again',
  },
  'review.team.committeeExists': {
    zh_CN: '评审活动"{0}"已有评委会"{1}"，每个活动只设一个评委会',
    en_US: 'Activity "{0}" already has the committee "{1}"; an activity has one committee',
  },
  'review.team.committeeTooSmall': {
    zh_CN: '评委会人数不得少于{0}人（{1}）',
    en_US: 'A committee seats at least {0} reviewers ({1})',
  },
  'review.team.committeeRule.series': {
    zh_CN: '按系列组建的高级职称评委会',
    en_US: 'senior level, organised per series',
  },
  'review.team.committeeRule.profession': { zh_CN: '按专业组建', en_US: 'organised per profession' },
  'review.team.professionOutside': {
    zh_CN: '专业{0}不在评审活动的评审专业内',
    en_US: 'Profession {0} is not one of the activity’s professions',
  },
  'review.team.hasDeclarations': {
    zh_CN: '评审组"{0}"已分配{1}份申报，不能删除',
    en_US: 'Team "{0}" holds {1} declarations and cannot be removed',
  },
  'review.team.poolNotFound': {
    zh_CN: '专家库不存在或已停用',
    en_US: 'The reviewer pool does not exist or is disabled',
  },
  'review.team.poolSeries': {
    zh_CN: '专家库"{0}"不属于评审活动的职称系列',
    en_US: 'Pool "{0}" is not of the activity’s title series',
  },
  'review.team.noPool': {
    zh_CN: '评审组"{0}"尚未从专家库抽取，不能重新抽取',
    en_US: 'Team "{0}" has not been drawn from a pool yet; nothing to redraw from',
  },
  'review.team.full': {
    zh_CN: '评审组"{0}"的{1}个表决席位已满',
    en_US: 'All {1} voting seats of team "{0}" are taken',
  },
  'review.team.tooFewCandidates': {
    zh_CN: '回避后可抽取的专家只有{0}人，需要{1}人',
    en_US: 'Only {0} reviewers can be drawn after conflicts; {1} are needed',
  },
  'review.team.memberNotFound': { zh_CN: '评审组成员不存在', en_US: 'The team member does not exist' },
  'review.team.reviewerUnavailable': {
    zh_CN: '专家不存在或不可用（已暂停或列入黑名单）',
    en_US: 'The reviewer does not exist or is not available (suspended or blacklisted)',
  },
  'review.team.alreadyMember': {
    zh_CN: '专家"{0}"已是评审组"{1}"的成员',
    en_US: 'Reviewer "{0}" already sits on team "{1}"',
  },
  'review.team.seatedElsewhere': {
    zh_CN: '专家"{0}"已在本活动的评审组"{1}"中',
    en_US: 'Reviewer "{0}" already sits on team "{1}" of this activity',
  },
  'review.team.reviewerConflict': {
    zh_CN: '专家"{0}"须回避申报人"{1}"（{2}）',
    en_US: 'Reviewer "{0}" must stand aside for applicant "{1}" ({2})',
  },
  'review.team.reason.sameUnit': { zh_CN: '同一单位', en_US: 'same unit' },
  'review.team.reason.declaredConflict': { zh_CN: '申报了回避关系', en_US: 'declared conflict of interest' },
  'review.assignment.activityNotRunning': {
    zh_CN: '评审活动"{0}"不在进行中，不能开始分配',
    en_US: 'Activity "{0}" is not in progress; the assignment cannot begin',
  },
  'review.assignment.alreadyBegun': {
    zh_CN: '评审活动"{0}"的分配已经开始',
    en_US: 'The assignment of "{0}" has already begun',
  },
  'review.assignment.notBegun': {
    zh_CN: '评审活动"{0}"尚未开始分配',
    en_US: 'The assignment of "{0}" has not begun',
  },
  'review.assignment.finished': {
    zh_CN: '评审活动"{0}"已完成分配，不能再调整',
    en_US: 'The assignment of "{0}" is finished and can no longer change',
  },
  'review.assignment.versionConflict': {
    zh_CN: '评审活动已被他人修改，请刷新后重试',
    en_US: 'Someone else changed this activity; refresh and try again',
  },
  'review.assignment.unassigned': {
    zh_CN: '还有{0}份通过资格审查的申报未分配评审组，不能完成分配',
    en_US: '{0} declarations that passed the eligibility check have no team; the assignment cannot finish',
  },
  'review.assignment.lackingEvaluators': {
    zh_CN: '还有{0}份申报的评议专家少于{1}人，不能完成分配',
    en_US: '{0} declarations have fewer than {1} evaluation reviewers; the assignment cannot finish',
  },
  'review.assignment.notPassed': {
    zh_CN: '申报人"{0}"的申报未通过资格审查，不能分配',
    en_US: 'The declaration of "{0}" has not passed the eligibility check and cannot be assigned',
  },
  'review.assignment.notDiscipline': {
    zh_CN: '申报只能分配到学科组，"{0}"不是学科组',
    en_US: 'Declarations go to discipline teams; "{0}" is not one',
  },
  'review.assignment.teamNotCovering': {
    zh_CN: '评审组"{0}"不负责申报人"{1}"的专业',
    en_US: 'Team "{0}" does not cover the profession of "{1}"',
  },
  'review.assignment.teamConflict': {
    zh_CN: '评审组"{0}"的专家"{1}"须回避申报人"{2}"（{3}）',
    en_US: 'Reviewer "{1}" of team "{0}" must stand aside for applicant "{2}" ({3})',
  },
  'review.assignment.noTeam': {
    zh_CN: '申报人"{0}"的申报尚未分配评审组',
    en_US: 'The declaration of "{0}" has no team yet',
  },
  'review.assignment.notTeamMember': {
    zh_CN: '专家（编号{0}）不是评审组"{1}"的表决成员',
    en_US: 'Reviewer {0} is not a voting member of team "{1}"',
  },
  'review.assignment.rated': {
    zh_CN: '专家"{0}"已提交评议意见，不能更换',
    en_US: 'Reviewer "{0}" has already rated this declaration and cannot be replaced',
  },
} as const;
