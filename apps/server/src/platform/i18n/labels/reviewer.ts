import type { Language } from '@zcps/contracts';

/** Request fields of the reviewer and reviewer pool screens; spread into `fieldLabels`. */
export const reviewerFieldLabels: Record<string, Record<Language, string>> = {
  reviewerId: { zh_CN: '专家编号', en_US: 'Reviewer id' },
  reviewerIds: { zh_CN: '专家编号', en_US: 'Reviewer ids' },
  reviewerName: { zh_CN: '专家姓名', en_US: 'Reviewer name' },
  idCard: { zh_CN: '身份证号', en_US: 'Identity number' },
  unitName: { zh_CN: '工作单位', en_US: 'Work unit' },
  seriesId: { zh_CN: '职称系列', en_US: 'Title series' },
  professionId: { zh_CN: '专业', en_US: 'Profession' },
  titleLevel: { zh_CN: '职称级别', en_US: 'Title level' },
  titleName: { zh_CN: '职称名称', en_US: 'Title' },
  reviewerType: { zh_CN: '专家类型', en_US: 'Reviewer type' },
  isExternal: { zh_CN: '是否外聘', en_US: 'External' },
  reason: { zh_CN: '原因', en_US: 'Reason' },
  conflictType: { zh_CN: '回避类型', en_US: 'Conflict type' },
  conflictIds: { zh_CN: '回避编号', en_US: 'Conflict ids' },
  personName: { zh_CN: '回避人员姓名', en_US: 'Person name' },
  poolId: { zh_CN: '专家库编号', en_US: 'Pool id' },
  poolIds: { zh_CN: '专家库编号', en_US: 'Pool ids' },
  poolName: { zh_CN: '专家库名称', en_US: 'Pool name' },
  orgId: { zh_CN: '评审组织', en_US: 'Organization' },
  termStart: { zh_CN: '任期开始日期', en_US: 'Term start' },
  termEnd: { zh_CN: '任期结束日期（任期不超过3年）', en_US: 'Term end (a term lasts at most 3 years)' },
  joinDate: { zh_CN: '加入日期', en_US: 'Join date' },
};
