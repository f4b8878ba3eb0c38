/** Server messages of the review process (vote area). Spread into `messages` (../messages.ts). */
export const reviewVoteMessages = {
  'review.vote.teamNotFound': { zh_CN: '评审组不存在', en_US: 'The team does not exist' },
  'review.vote.notVotingMember': {
    zh_CN: '出席人员（专家编号 {reviewerId}）不是该组的投票成员（秘书不投票）',
    en_US:
      'The present member (reviewer id {reviewerId}) is not a voting member of this team (secretaries do not vote)',
  },
  'review.vote.nothingToVote': {
    zh_CN: '该组没有等待{vote}的申报',
    en_US: 'No declaration of this team is waiting for the {vote}',
  },
  'review.vote.meetingAlreadyOpen': {
    zh_CN: '该组已有进行中的会议（第 {roundNo} 轮），请先计票',
    en_US: 'This team already has an open meeting (round {roundNo}); tally it first',
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
  'review.vote.quorumNotPresent': {
    zh_CN: '出席 {present} 人，未达到法定人数：评委会 {members} 名委员，至少需 {needed} 人出席才能表决',
    en_US:
      '{present} present is short of the quorum: the committee has {members} members, and at least {needed} must be present to vote',
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
    zh_CN: '申报（编号 {declarationId}）不在本次会议的表决范围内',
    en_US: 'Declaration {declarationId} is not on this meeting’s agenda',
  },
  'review.vote.duplicateBallot': {
    zh_CN: '同一申报只能投一票（申报编号 {declarationId} 重复）',
    en_US: 'One ballot per declaration (declaration {declarationId} appears twice)',
  },
  'review.vote.alreadyVoted': {
    zh_CN: '您已对"{applicantName}"投过票，每人每轮只能投一票',
    en_US: 'You have already voted on "{applicantName}"; one ballot per reviewer per round',
  },
  'review.vote.recused': {
    zh_CN: '您须回避"{applicantName}"（{reason}），不能对其投票',
    en_US: 'You must recuse yourself from "{applicantName}" ({reason}) and cannot vote on it',
  },
  'review.vote.recuse.sameUnit': { zh_CN: '与申报人同一单位', en_US: 'same unit as the applicant' },
  'review.vote.recuse.declared': { zh_CN: '申报的回避关系：{reason}', en_US: 'declared conflict: {reason}' },
  'review.vote.paperOverVoters': {
    zh_CN: '{field}第 {line} 行：同意、不同意、弃权合计 {sum} 张，超过投纸质选票的 {voters} 人',
    en_US:
      '{field}, line {line}: agree, oppose and abstain add up to {sum}, more than the {voters} paper voters',
  },
  'review.vote.paperOverEligible': {
    zh_CN:
      '纸质票数(paperCounts)："{applicantName}"的同意、不同意、弃权合计 {sum} 张，超过可对其投票的纸质投票人 {voters} 人（回避者不计）',
    en_US:
      'Paper counts (paperCounts): "{applicantName}" has {sum} ballots, more than the {voters} paper voters who may vote on it (recused members excluded)',
  },
  'review.vote.paperDuplicate': {
    zh_CN: '纸质票数(paperCounts)：同一申报只能录入一次（申报编号 {declarationId} 重复）',
    en_US: 'Paper counts (paperCounts): one line per declaration (declaration {declarationId} appears twice)',
  },
  'review.vote.paperMissing': {
    zh_CN: '纸质票数(paperCounts)：缺少"{applicantName}"的票数，请为表决范围内的每件申报录入（没有票可填 0）',
    en_US:
      'Paper counts (paperCounts): "{applicantName}" has no line; enter every declaration on the agenda (0 if none)',
  },
  'review.vote.paperNotPresent': {
    zh_CN: '投纸质选票的人员(voterIds)："{reviewerName}"不是本次会议的出席成员',
    en_US: 'Paper voters (voterIds): "{reviewerName}" is not a present member of this meeting',
  },
  'review.vote.paperVotedOnline': {
    zh_CN: '投纸质选票的人员(voterIds)："{reviewerName}"已在线投票，不能再录入纸质选票',
    en_US: 'Paper voters (voterIds): "{reviewerName}" has voted online; no paper ballot can be entered',
  },
  'review.vote.paperAlready': {
    zh_CN: '投纸质选票的人员(voterIds)："{reviewerName}"的纸质选票已录入',
    en_US: 'Paper voters (voterIds): the paper ballot of "{reviewerName}" has already been entered',
  },
  'review.vote.votedOnPaper': {
    zh_CN: '您已在会场投纸质选票，不能再在线投票',
    en_US: 'You voted on paper at the meeting and cannot vote online',
  },
  'review.final.notPublicized': {
    zh_CN: '"{applicantName}"尚未公示，公示期满后方可终审确认',
    en_US: '"{applicantName}" has not been publicized; confirm after the publicity ends',
  },
  'review.final.publicityInPast': {
    zh_CN: '公示开始日期(publicityStart)不能早于今天（{today}）：公示须在评委会表决之后进行满规定的工作日',
    en_US:
      'The publicity start (publicityStart) cannot be before today ({today}): publicity must run its full working days after the committee vote',
  },
  'review.final.alreadyPublicized': {
    zh_CN: '"{applicantName}"已于 {publicityStart} 开始公示',
    en_US: 'The publicity of "{applicantName}" already started on {publicityStart}',
  },
  'review.final.publicityRunning': {
    zh_CN: '"{applicantName}"的公示期至 {publicityEnd}，公示期满后方可终审确认',
    en_US: 'The publicity of "{applicantName}" runs until {publicityEnd}; confirm after it ends',
  },
  'review.final.openObjection': {
    zh_CN: '"{applicantName}"有未处理的异议，处理后方可终审确认',
    en_US: '"{applicantName}" has an objection not yet handled; handle it before confirming',
  },
  'review.final.upheldObjection': {
    zh_CN: '"{applicantName}"的异议已成立，不能终审确认',
    en_US: 'An objection to "{applicantName}" was upheld; it cannot be confirmed',
  },
  'review.final.outsidePublicity': {
    zh_CN: '异议只能在公示期内登记（"{applicantName}"的公示期：{publicityStart} 至 {publicityEnd}）',
    en_US:
      'Objections are recorded during the publicity only ("{applicantName}": {publicityStart} to {publicityEnd})',
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
