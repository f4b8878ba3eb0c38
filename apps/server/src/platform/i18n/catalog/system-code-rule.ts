import type { Language } from '@zcps/contracts';

/** Server messages of 用户编码 (numbering rules). Spread into `messages` (../messages.ts). */
export const systemCodeRuleMessages = {
  'codeRule.notFound': { zh_CN: '编码规则不存在', en_US: 'No such numbering rule' },
  'codeRule.codeExists': {
    zh_CN: "保存编码规则'{ruleCode}'失败，编码用途已存在",
    en_US: "Cannot save numbering rule '{ruleCode}': the purpose already has a rule",
  },
  'validation.codeResetHidden': {
    zh_CN: '{field}与{other}不符：流水号按期重置时，编号须含该期的日期，否则编号会重复',
    en_US:
      '{field} does not fit {other}: a sequence that restarts must show its period in the date part, or numbers repeat',
  },
} as const satisfies Record<string, Record<Language, string>>;
