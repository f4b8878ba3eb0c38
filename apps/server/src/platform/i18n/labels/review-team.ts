import type { Language } from '@zcps/contracts';

/** Request fields of the team, member, draw and assignment screens; spread into `fieldLabels`. */
export const reviewTeamFieldLabels: Record<string, Record<Language, string>> = {
  activityId: { zh_CN: '评审活动', en_US: 'Review activity' },
  teamId: { zh_CN: '评审组', en_US: 'Team' },
  teamName: { zh_CN: '评审组名称', en_US: 'Team name' },
  teamType: { zh_CN: '评审组类型', en_US: 'Team type' },
  teamSize: { zh_CN: '表决人数', en_US: 'Voting seats' },
  professionIds: { zh_CN: '负责专业', en_US: 'Professions covered' },
  seed: { zh_CN: '随机种子', en_US: 'Random seed' },
  memberId: { zh_CN: '成员编号', en_US: 'Member id' },
  memberIds: { zh_CN: '成员编号', en_US: 'Member ids' },
  memberRole: { zh_CN: '成员角色', en_US: 'Member role' },
  includeRemoved: { zh_CN: '含已替换成员', en_US: 'Include replaced members' },
  declarationId: { zh_CN: '申报编号', en_US: 'Declaration id' },
  declarationIds: { zh_CN: '申报编号', en_US: 'Declaration ids' },
  evaluatorCount: { zh_CN: '每份申报评议专家人数', en_US: 'Evaluation reviewers per declaration' },
  rerun: { zh_CN: '重新分配已分配的申报', en_US: 'Re-place assigned declarations' },
  applicantName: { zh_CN: '申报人', en_US: 'Applicant' },
  unassigned: { zh_CN: '仅未分配', en_US: 'Unassigned only' },
  version: { zh_CN: '版本号', en_US: 'Version' },
};
