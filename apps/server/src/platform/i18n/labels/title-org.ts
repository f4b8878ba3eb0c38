import type { Language } from '@zcps/contracts';

/** Request fields of the organization and entrusted-unit screens; spread into `fieldLabels`. */
export const titleOrgFieldLabels: Record<string, Record<Language, string>> = {
  orgId: { zh_CN: '评审组织', en_US: 'Organization' },
  orgName: { zh_CN: '组织名称', en_US: 'Organization name' },
  orgCode: { zh_CN: '统一社会信用代码', en_US: 'Unified social credit code' },
  orgType: { zh_CN: '组织类型', en_US: 'Organization type' },
  contactName: { zh_CN: '联系人', en_US: 'Contact' },
  clientIds: { zh_CN: '委托单位编号', en_US: 'Entrusted unit ids' },
  clientName: { zh_CN: '单位名称', en_US: 'Unit name' },
  creditCode: { zh_CN: '统一社会信用代码', en_US: 'Unified social credit code' },
  unitType: { zh_CN: '单位类型', en_US: 'Unit type' },
  licenceOssId: { zh_CN: '营业执照', en_US: 'Business licence' },
  auditStatus: { zh_CN: '审核状态', en_US: 'Audit status' },
  auditReason: { zh_CN: '审核意见', en_US: 'Audit remark' },
};
