/** Server messages of the review process (vote area). Spread into `messages` (messages.ts). */
export const reviewVoteMessages = {
  'review.vote.teamNotFound': { zh_CN: '评审组不存在', en_US: 'The team does not exist' },
  'review.vote.notVotingMember': {
    zh_CN: '出席人员（专家编号 {0}）不是该组的投票成员（秘书不投票）',
    en_US:
      'The present member (reviewer id {0}) is not a voting member of this team (secretaries do not vote)',
  },
  'review.vote.nothingToVote': {
    zh_CN: '该组没有等待{0}的申报',
    en_US: 'No declaration of this team is waiting for the {0}',
  },
  'review.vote.meetingAlreadyOpen': {
    zh_CN: '该组已有进行中的会议（第 {0} 轮），请先计票',
    en_US: 'This team already has an open meeting (round {0}); tally it first',
  },
  'review.vote.meetingNotFound': { zh_CN: '会议不存在', en_US: 'The meeting does not exist' },
  'review.vote.meetingNotOpen': {
    zh_CN: '会议已结束计票，不能再投票或计票',
    en_US: 'The meeting has been tallied; no more ballots or tallies',
  },
  'review.vote.notTallied': {
    zh_CN: '会议尚未计票，没有计票单',
    en_US: 'The meeting has not been tallied yet; there is no tally sheet',
  },
  'review.vote.newRoundNeedsNoQuorum': {
    zh_CN: '只有未达到法定人数的会议才能开启新一轮投票',
    en_US: 'Only a meeting that lacked a quorum can be followed by a new round',
  },
  'review.vote.notReviewer': {
    zh_CN: '当前账号不是评审专家，不能投票',
    en_US: 'This account is not a reviewer and cannot vote',
  },
  'review.vote.notPresent': {
    zh_CN: '您不是本次会议的出席成员，不能投票',
    en_US: 'You are not a present member of this meeting and cannot vote',
  },
  'review.vote.notOnAgenda': {
    zh_CN: '申报（编号 {0}）不在本次会议的表决范围内',
    en_US: 'Declaration {0} is not on this meeting’s agenda',
  },
  'review.vote.duplicateBallot': {
    zh_CN: '同一申报只能投一票（申报编号 {0} 重复）',
    en_US: 'One ballot per declaration (declaration {0} appears twice)',
  },
  'review.vote.alreadyVoted': {
    zh_CN: '您已对"{0}"投过票，每人每轮只能投一票',
    en_US: 'You have already voted on "{0}"; one ballot per reviewer per round',
  },
  'review.vote.recused': {
    zh_CN: '您须回避"{0}"（{1}），不能对其投票',
    en_US: 'You must recuse yourself from "{0}" ({1}) and cannot vote on it',
  },
  'review.vote.recuse.sameUnit': { zh_CN: '与申报人同一单位', en_US: 'same unit as the applicant' },
  'review.vote.recuse.declared': { zh_CN: '申报的回避关系：{0}', en_US: 'declared conflict: {0}' },
  'review.final.notPublicized': {
    zh_CN: '"{0}"尚未公示，公示期满后方可终审确认',
    en_US: '"{0}" has not been publicized; confirm after the publicity ends',
  },
  'review.final.publicityInPast': {
    zh_CN: '公示开始日期(publicityStart)不能早于今天（{0}）：公示须在评委会表决之后进行满规定的工作日',
    en_US:
      'The publicity start (publicityStart) cannot be before today ({0}): publicity must run its full working days after the committee vote',
  },
  'review.final.alreadyPublicized': {
    zh_CN: '"{0}"已于 {1} 开始公示',
    en_US: 'The publicity of "{0}" already started on {1}',
  },
  'review.final.publicityRunning': {
    zh_CN: '"{0}"的公示期至 {1}，公示期满后方可终审确认',
    en_US: 'The publicity of "{0}" runs until {1}; confirm after it ends',
  },
  'review.final.openObjection': {
    zh_CN: '"{0}"有未处理的异议，处理后方可终审确认',
    en_US: '"{0}" has an objection not yet handled; handle it before confirming',
  },
  'review.final.upheldObjection': {
    zh_CN: '"{0}"的异议已成立，不能终审确认',
    en_US: 'An objection to "{0}" was upheld; it cannot be confirmed',
  },
  'review.final.outsidePublicity': {
    zh_CN: '异议只能在公示期内登记（"{0}"的公示期：{1} 至 {2}）',
    en_US: 'Objections are recorded during the publicity only ("{0}": {1} to {2})',
  },
  'review.final.objectionNotFound': { zh_CN: '异议不存在', en_US: 'The objection does not exist' },
  'review.final.objectionHandled': {
    zh_CN: '该异议已处理',
    en_US: 'The objection has already been handled',
  },
  'review.final.noCertificate': {
    zh_CN: '该申报尚未终审，没有证书',
    en_US: 'The declaration is not final; it has no certificate',
  },
  'review.final.nothingToPublish': {
    zh_CN: '该评审活动还没有终审通过的申报，没有可发布的结果',
    en_US: 'No declaration of this activity is final yet; there is no result to publish',
  },
  'review.final.activityNotFound': { zh_CN: '评审活动不存在', en_US: 'The review activity does not exist' },
} as const;
