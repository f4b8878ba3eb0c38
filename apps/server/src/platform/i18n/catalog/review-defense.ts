/** Server messages of the review process (defense, group review, reviewer workbench). Spread into `messages` (../messages.ts). */
export const reviewDefenseMessages = {
  'review.defense.activityNotFound': {
    zh_CN: '评审活动不存在或无权访问',
    en_US: 'The review activity does not exist or is not yours',
  },
  'review.defense.activityNotInProgress': {
    zh_CN: '评审活动"{activityName}"不在进行中',
    en_US: 'The review activity "{activityName}" is not in progress',
  },
  'review.defense.notRequired': {
    zh_CN: '评审活动"{activityName}"不要求答辩',
    en_US: 'The review activity "{activityName}" does not require a defense',
  },
  'review.defense.assignmentNotDone': {
    zh_CN: '评审活动"{activityName}"尚未完成分配',
    en_US: 'The assignment of the review activity "{activityName}" is not finished',
  },
  'review.defense.alreadyBegun': {
    zh_CN: '评审活动"{activityName}"的答辩已经开始或已结束',
    en_US: 'The defense of the review activity "{activityName}" has already begun or ended',
  },
  'review.defense.notInProgress': {
    zh_CN: '评审活动"{activityName}"的答辩不在进行中',
    en_US: 'The defense of the review activity "{activityName}" is not in progress',
  },
  'review.defense.frozen': {
    zh_CN: '答辩已结束，成绩已冻结，不能再修改',
    en_US: 'The defense has ended: scores are frozen',
  },
  'review.defense.teamNotFound': {
    zh_CN: '评审组不存在或不属于该评审活动',
    en_US: 'The team does not exist or is not a team of this activity',
  },
  'review.defense.sessionNotFound': {
    zh_CN: '答辩场次不存在或无权访问',
    en_US: 'The defense session does not exist or is not yours',
  },
  'review.defense.sessionNotEmpty': {
    zh_CN: '答辩场次已安排申报人，不能删除',
    en_US: 'Applicants are arranged in this session: it cannot be deleted',
  },
  'review.defense.notArrangeable': {
    zh_CN: '申报"{applicantName}"不是该评审组待答辩的申报，不能安排',
    en_US: 'The declaration of "{applicantName}" is not awaiting a defense in this team',
  },
  'review.defense.arrangedElsewhere': {
    zh_CN: '申报人"{applicantName}"已安排在其他答辩场次',
    en_US: '"{applicantName}" is already arranged in another defense session',
  },
  'review.defense.removeCheckedIn': {
    zh_CN: '申报人"{applicantName}"已签到，不能移出答辩场次',
    en_US: '"{applicantName}" has checked in and cannot be removed from the session',
  },
  'review.defense.notInSession': {
    zh_CN: '申报未安排在该答辩场次',
    en_US: 'The declaration is not arranged in this session',
  },
  'review.defense.checkinScored': {
    zh_CN: '申报人"{applicantName}"已有评分，不能改为缺席或未签到',
    en_US: '"{applicantName}" already has scores: the check-in cannot be undone',
  },
  'review.defense.notMember': {
    zh_CN: '您不是该答辩场次所属评审组的评分专家',
    en_US: 'You are not a scoring member of the team of this defense session',
  },
  'review.defense.notYourDeclaration': {
    zh_CN: '申报人"{applicantName}"未分配给您评议，不能评分',
    en_US: '"{applicantName}" is not assigned to you: you cannot score them',
  },
  'review.defense.notPresent': {
    zh_CN: '申报人"{applicantName}"未签到出席，不能评分',
    en_US: '"{applicantName}" is not checked in as present: no score can be given',
  },
  'review.defense.notReviewer': {
    zh_CN: '当前账号不是评审专家',
    en_US: 'This account is not a reviewer',
  },
  'review.defense.otherSheet': {
    zh_CN: '只能查看自己的评分表',
    en_US: 'You can only see your own scoring sheet',
  },
  'review.defense.unscored': {
    zh_CN: '以下申报人已出席但尚无评分：{names}',
    en_US: 'Present but not scored yet: {names}',
  },
  'review.defense.unchecked': {
    zh_CN: '以下申报人尚未安排答辩或签到：{names}',
    en_US: 'Not arranged or not checked in yet: {names}',
  },
  'review.defense.stillOpen': {
    zh_CN: '申报人"{names}"仍在答辩中，请先结束答辩',
    en_US: '"{names}" is still in defense: finish the defense first',
  },
  'review.group.assignmentNotDone': {
    zh_CN: '评审活动尚未完成分配，不能评议',
    en_US: 'The assignment of the activity is not finished: no opinion can be written yet',
  },
  'review.group.notInGroupReview': {
    zh_CN: '申报人"{applicantName}"不在学科组评议阶段',
    en_US: '"{applicantName}" is not in group review',
  },
  'review.group.missing': {
    zh_CN: '以下申报的评议意见尚未全部提交：{names}',
    en_US: 'Not every opinion is in yet for: {names}',
  },
  'review.group.teamEmpty': {
    zh_CN: '该评审组没有处于学科组评议阶段的申报',
    en_US: 'No declaration of this team is in group review',
  },
  'review.notAssigned': {
    zh_CN: '该申报未分配给您',
    en_US: 'This declaration is not assigned to you',
  },
} as const;
