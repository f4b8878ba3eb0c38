import type { ReviewAction } from './review/review-transitions.js';

/** Names of transition actions, as shown in the trail and in messages. */
export const reviewActionLabels = {
  submit: { zh_CN: '提交申报', en_US: 'Submitted' },
  withdraw: { zh_CN: '撤回申报', en_US: 'Withdrawn' },
  resubmit: { zh_CN: '重新提交', en_US: 'Resubmitted' },
  recommend: { zh_CN: '单位推荐', en_US: 'Recommended by the unit' },
  check_pass: { zh_CN: '资格审查通过', en_US: 'Passed the eligibility check' },
  check_reject: { zh_CN: '资格审查未通过', en_US: 'Failed the eligibility check' },
  return: { zh_CN: '退回修改', en_US: 'Returned for changes' },
  defense_pass: { zh_CN: '答辩完成', en_US: 'Defense completed' },
  defense_absent: { zh_CN: '答辩缺席', en_US: 'Absent from the defense' },
  defense_exempt: { zh_CN: '免答辩', en_US: 'Exempt from defense' },
  review_close: { zh_CN: '学科组评议结束', en_US: 'Group review closed' },
  team_pass: { zh_CN: '评审组投票通过', en_US: 'Passed the team vote' },
  team_fail: { zh_CN: '评审组投票未通过', en_US: 'Failed the team vote' },
  committee_pass: { zh_CN: '评委会表决通过', en_US: 'Passed the committee vote' },
  committee_fail: { zh_CN: '评委会表决未通过', en_US: 'Failed the committee vote' },
  publicize: { zh_CN: '进入公示', en_US: 'Publicity started' },
  objection_upheld: { zh_CN: '异议成立，终审不通过', en_US: 'Objection upheld; final approval refused' },
  confirm: { zh_CN: '终审通过', en_US: 'Final approval confirmed' },
  revoke: { zh_CN: '撤销评审结果', en_US: 'Result revoked' },
} as const satisfies Record<ReviewAction, { zh_CN: string; en_US: string }>;

/** Stage and status names for messages (the dictionaries hold the same words for lists and tags). */
export const reviewStageLabels = {
  draft: { zh_CN: '草稿', en_US: 'Draft' },
  prepare: { zh_CN: '资格审查', en_US: 'Eligibility check' },
  defense: { zh_CN: '答辩', en_US: 'Defense' },
  group_review: { zh_CN: '学科组评议', en_US: 'Group review' },
  team_vote: { zh_CN: '评审组投票', en_US: 'Team vote' },
  committee_vote: { zh_CN: '评委会表决', en_US: 'Committee vote' },
  final_approval: { zh_CN: '终审', en_US: 'Final approval' },
  result: { zh_CN: '评审结果', en_US: 'Result' },
} as const;
export const approvalStatusLabels = {
  '0': { zh_CN: '待审核', en_US: 'Pending' },
  '1': { zh_CN: '已通过', en_US: 'Passed' },
  '2': { zh_CN: '未通过', en_US: 'Failed' },
  '3': { zh_CN: '已退回', en_US: 'Returned' },
  '4': { zh_CN: '评审中', en_US: 'In review' },
  '5': { zh_CN: '已撤销', en_US: 'Revoked' },
  '6': { zh_CN: '已终审', en_US: 'Final' },
} as const;
