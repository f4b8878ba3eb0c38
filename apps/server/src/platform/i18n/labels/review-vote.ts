import type { Language } from '@zcps/contracts';

/** Request fields of the vote, final approval, final and result screens; spread into `fieldLabels`. */
export const reviewVoteFieldLabels: Record<string, Record<Language, string>> = {
  meetingId: { zh_CN: '会议编号', en_US: 'Meeting id' },
  presentIds: { zh_CN: '出席成员', en_US: 'Present members' },
  ballots: { zh_CN: '选票', en_US: 'Ballots' },
  choice: { zh_CN: '投票选项', en_US: 'Vote option' },
  voterIds: { zh_CN: '投纸质选票的人员', en_US: 'Paper voters' },
  paperCounts: { zh_CN: '纸质票数', en_US: 'Paper counts' },
  agree: { zh_CN: '同意票数', en_US: 'Agree' },
  oppose: { zh_CN: '不同意票数', en_US: 'Oppose' },
  abstain: { zh_CN: '弃权票数', en_US: 'Abstain' },
  kind: { zh_CN: '会议类型', en_US: 'Meeting kind' },
  mine: { zh_CN: '仅看我的会议', en_US: 'My meetings only' },
  publicityStart: { zh_CN: '公示开始日期', en_US: 'Publicity start date' },
  objectionContent: { zh_CN: '异议内容', en_US: 'Objection' },
  contact: { zh_CN: '联系方式', en_US: 'Contact' },
  objectionId: { zh_CN: '异议编号', en_US: 'Objection id' },
  upheld: { zh_CN: '异议是否成立', en_US: 'Upheld' },
  handleOpinion: { zh_CN: '处理意见', en_US: 'Handling opinion' },
  declarationId: { zh_CN: '申报编号', en_US: 'Declaration id' },
  declarationIds: { zh_CN: '申报编号', en_US: 'Declaration ids' },
  activityId: { zh_CN: '评审活动', en_US: 'Review activity' },
  teamId: { zh_CN: '评审组', en_US: 'Team' },
  applicantName: { zh_CN: '申报人', en_US: 'Applicant' },
  approvalStatus: { zh_CN: '审核状态', en_US: 'Approval status' },
  revokeReason: { zh_CN: '撤销原因', en_US: 'Reason for revocation' },
};
