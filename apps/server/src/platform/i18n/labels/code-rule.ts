import type { Language } from '@zcps/contracts';

/** Request fields of 用户编码; spread into `fieldLabels`. */
export const codeRuleFieldLabels: Record<string, Record<Language, string>> = {
  ruleId: { zh_CN: '规则编号', en_US: 'Rule id' },
  ruleIds: { zh_CN: '规则编号', en_US: 'Rule ids' },
  ruleCode: { zh_CN: '编码用途', en_US: 'Purpose' },
  ruleName: { zh_CN: '规则名称', en_US: 'Rule name' },
  datePattern: { zh_CN: '日期格式', en_US: 'Date part' },
  resetCycle: { zh_CN: '重置周期', en_US: 'Sequence reset' },
  seqWidth: { zh_CN: '流水号位数', en_US: 'Sequence width' },
  separator: { zh_CN: '分隔符', en_US: 'Separator' },
};
