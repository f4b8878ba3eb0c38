import { DEFAULT_CODE_RULES, type NumberPurpose } from '@zcps/contracts';

const REMARKS: Record<NumberPurpose, string> = {
  declaration: '申报编号：SB + 年份 + 6位流水号，每年从1开始，如 SB2026000123；创建申报时编号',
  certificate: '职称证书编号：ZCZS + 年份 + 6位流水号，每年从1开始，如 ZCZS2026000001；终审确认时编号',
  expert: '评审专家编号：ZJ + 6位流水号，不重置，如 ZJ000001；新增评审专家时编号',
};

/** 用户编码 rules of a fresh tenant: the built-in formats, so the office sees and can change them. */
export const codeRuleSeeds = (Object.keys(DEFAULT_CODE_RULES) as NumberPurpose[]).map((ruleCode) => {
  const { ruleNameEn: _en, ...rule } = DEFAULT_CODE_RULES[ruleCode];
  return { ruleCode, ...rule, remark: REMARKS[ruleCode] };
});
