import { z } from 'zod';

/** Permission codes of 用户编码 (seeded buttons; the console gates on the same codes). */
export const CodeRulePermission = {
  LIST: 'system:userCode:list',
  QUERY: 'system:userCode:query',
  ADD: 'system:userCode:add',
  EDIT: 'system:userCode:edit',
  REMOVE: 'system:userCode:remove',
} as const;

/** The purposes the system issues numbers for; a rule may name another purpose for later use. */
export const NumberPurpose = {
  DECLARATION: 'declaration',
  CERTIFICATE: 'certificate',
  EXPERT: 'expert',
} as const;
export type NumberPurpose = (typeof NumberPurpose)[keyof typeof NumberPurpose];

export const CODE_DATE_PATTERNS = ['none', 'yyyy', 'yyyyMM', 'yyyyMMdd'] as const;
export type CodeDatePattern = (typeof CODE_DATE_PATTERNS)[number];
export const CODE_RESET_CYCLES = ['never', 'year', 'month', 'day'] as const;
export type CodeResetCycle = (typeof CODE_RESET_CYCLES)[number];

/** The fields that shape a number. */
export interface CodeFormat {
  prefix: string;
  datePattern: CodeDatePattern;
  resetCycle: CodeResetCycle;
  seqWidth: number;
  separator: string;
}

/**
 * The rules a tenant starts with, and what a purpose without a rule issues by: 申报编号 SB2026000123 (yearly
 * sequence), 证书编号 ZCZS2026000001 (职称证书, yearly), 专家编号 ZJ000001 (one running sequence).
 */
export const DEFAULT_CODE_RULES: Record<
  NumberPurpose,
  CodeFormat & { ruleName: string; ruleNameEn: string }
> = {
  declaration: {
    ruleName: '申报编号',
    ruleNameEn: 'Declaration number',
    prefix: 'SB',
    datePattern: 'yyyy',
    resetCycle: 'year',
    seqWidth: 6,
    separator: '',
  },
  certificate: {
    ruleName: '职称证书编号',
    ruleNameEn: 'Certificate number',
    prefix: 'ZCZS',
    datePattern: 'yyyy',
    resetCycle: 'year',
    seqWidth: 6,
    separator: '',
  },
  expert: {
    ruleName: '评审专家编号',
    ruleNameEn: 'Expert number',
    prefix: 'ZJ',
    datePattern: 'none',
    resetCycle: 'never',
    seqWidth: 6,
    separator: '',
  },
};

const pad = (n: number, width: number) => String(n).padStart(width, '0');

/** The date part of a number issued at `at` (local time of the process that issues it). */
export function codeDatePart(pattern: CodeDatePattern, at: Date): string {
  const yyyy = String(at.getFullYear());
  const mm = pad(at.getMonth() + 1, 2);
  const dd = pad(at.getDate(), 2);
  if (pattern === 'yyyy') return yyyy;
  if (pattern === 'yyyyMM') return yyyy + mm;
  if (pattern === 'yyyyMMdd') return yyyy + mm + dd;
  return '';
}

/** The counter a number at `at` draws from: '' never resets, else the year, month or day it runs in. */
export function codePeriod(cycle: CodeResetCycle, at: Date): string {
  if (cycle === 'year') return codeDatePart('yyyy', at);
  if (cycle === 'month') return codeDatePart('yyyyMM', at);
  if (cycle === 'day') return codeDatePart('yyyyMMdd', at);
  return '';
}

/** prefix, date part and sequence, joined by the separator where a part is present: SB-2026-000123. */
export function formatCode(format: CodeFormat, at: Date, sequence: number): string {
  const parts = [format.prefix, codeDatePart(format.datePattern, at), pad(sequence, format.seqWidth)];
  return parts.filter((p) => p !== '').join(format.separator);
}

/** How finely each date pattern shows the date, to check that a reset never repeats a number. */
const DATE_RANK: Record<CodeDatePattern, number> = { none: 0, yyyy: 1, yyyyMM: 2, yyyyMMdd: 3 };
const RESET_RANK: Record<CodeResetCycle, number> = { never: 0, year: 1, month: 2, day: 3 };

const noHtml = (s: string) => !/<[^>]*>/.test(s);
const filterText = (max: number) => z.string().trim().max(max).optional();

export const codeRuleVoSchema = z.object({
  ruleId: z.number().int(),
  ruleCode: z.string(),
  ruleName: z.string(),
  prefix: z.string(),
  datePattern: z.enum(CODE_DATE_PATTERNS),
  resetCycle: z.enum(CODE_RESET_CYCLES),
  seqWidth: z.number().int(),
  separator: z.string(),
  /** The number the next issue would give now (another issue first takes it). */
  nextCode: z.string(),
  remark: z.string().nullable(),
  createTime: z.string().nullable(),
});
export type CodeRuleVo = z.infer<typeof codeRuleVoSchema>;

export const codeRuleFilterSchema = z.object({
  ruleCode: filterText(50),
  ruleName: filterText(100),
});
export type CodeRuleFilter = z.infer<typeof codeRuleFilterSchema>;

const codeRuleFields = z.object({
  ruleCode: z
    .string()
    .trim()
    .min(1)
    .max(50)
    .regex(/^[a-z][a-zA-Z0-9_.-]*$/),
  ruleName: z.string().trim().min(1).max(100).refine(noHtml),
  prefix: z
    .string()
    .trim()
    .max(20)
    .regex(/^[0-9A-Za-z_-]*$/)
    .default(''),
  datePattern: z.enum(CODE_DATE_PATTERNS),
  resetCycle: z.enum(CODE_RESET_CYCLES),
  seqWidth: z.number().int().min(1).max(12),
  separator: z
    .string()
    .max(3)
    .regex(/^[-_/.]*$/)
    .default(''),
  remark: z.string().trim().max(500).nullish(),
});

/** A sequence that starts again must show the period it restarts in, or numbers would repeat. */
export const codeResetShown = (datePattern: CodeDatePattern, resetCycle: CodeResetCycle) =>
  RESET_RANK[resetCycle] <= DATE_RANK[datePattern];
const resetShown = (rule: { datePattern: CodeDatePattern; resetCycle: CodeResetCycle }) =>
  codeResetShown(rule.datePattern, rule.resetCycle);
const resetRefinement = {
  path: ['resetCycle'],
  params: { message: 'validation.codeResetHidden', fields: ['datePattern'] },
};

export const codeRuleCreateSchema = codeRuleFields.refine(resetShown, resetRefinement);
export type CodeRuleCreate = z.infer<typeof codeRuleCreateSchema>;

export const codeRuleUpdateSchema = codeRuleFields
  .extend({ ruleId: z.number().int().positive() })
  .refine(resetShown, resetRefinement);
export type CodeRuleUpdate = z.infer<typeof codeRuleUpdateSchema>;
