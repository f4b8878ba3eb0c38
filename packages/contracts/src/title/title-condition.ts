import { z } from 'zod';
import {
  CatalogStatus,
  catalogRemark,
  catalogStatus,
  catalogStatusFilter,
  catalogFilterText,
  catalogText,
  optionalId,
} from './title-catalog.js';
import { ruleKindSchema, titleRuleSchema, type RuleKind, type TitleRule } from './title-rule.js';

/** A rule as stored and listed: its kind and params as they are in the database. */
const storedRuleSchema = z.object({ ruleKind: z.string(), params: z.record(z.string(), z.unknown()) });

// 申报条件: one rule of a title
export const titleConditionVoSchema = storedRuleSchema.extend({
  conditionId: z.number().int(),
  titleId: z.number().int(),
  titleName: z.string().nullable(),
  seriesId: z.number().int().nullable(),
  description: z.string().nullable(),
  orderNum: z.number().int(),
  status: z.string(),
  remark: z.string().nullable(),
  createTime: z.string().nullable(),
});
export type TitleConditionVo = z.infer<typeof titleConditionVoSchema>;

export const titleConditionFilterSchema = z.object({
  seriesId: optionalId,
  titleId: optionalId,
  ruleKind: z.union([ruleKindSchema, z.literal('')]).optional(),
  status: catalogStatusFilter,
});
export type TitleConditionFilter = z.infer<typeof titleConditionFilterSchema>;

const conditionFields = z.object({
  titleId: z.number().int().positive(),
  description: z.string().trim().max(500).nullish(),
  orderNum: z.number().int().min(0).max(99_999).default(0),
  status: catalogStatus.default(CatalogStatus.NORMAL),
  remark: catalogRemark,
});
export const titleConditionCreateSchema = conditionFields.and(titleRuleSchema);
export type TitleConditionCreate = z.infer<typeof conditionFields> & TitleRule;
export const titleConditionUpdateSchema = z
  .object({ conditionId: z.number().int().positive() })
  .and(titleConditionCreateSchema);
export type TitleConditionUpdate = TitleConditionCreate & { conditionId: number };

// 破格条件: which rule kinds it relaxes, and the evidence rules that must all pass for it to apply
export const titleExceptionVoSchema = z.object({
  exceptionId: z.number().int(),
  titleId: z.number().int(),
  titleName: z.string().nullable(),
  seriesId: z.number().int().nullable(),
  exceptionType: z.string(),
  exceptionName: z.string(),
  relaxes: z.array(z.string()),
  evidence: z.array(storedRuleSchema),
  description: z.string().nullable(),
  status: z.string(),
  remark: z.string().nullable(),
  createTime: z.string().nullable(),
});
export type TitleExceptionVo = z.infer<typeof titleExceptionVoSchema>;

export const titleExceptionFilterSchema = z.object({
  seriesId: optionalId,
  titleId: optionalId,
  exceptionType: z.string().trim().max(1).optional(),
  exceptionName: catalogFilterText(100),
  status: catalogStatusFilter,
});
export type TitleExceptionFilter = z.infer<typeof titleExceptionFilterSchema>;

export const titleExceptionCreateSchema = z.object({
  titleId: z.number().int().positive(),
  exceptionType: z
    .string()
    .trim()
    .regex(/^[0-9A-Za-z]$/),
  exceptionName: catalogText(100),
  relaxes: z
    .array(ruleKindSchema)
    .min(1)
    .max(9)
    .refine((kinds) => new Set(kinds).size === kinds.length, { message: 'duplicate' }),
  evidence: z.array(titleRuleSchema).min(1).max(20),
  description: z.string().trim().max(500).nullish(),
  status: catalogStatus.default(CatalogStatus.NORMAL),
  remark: catalogRemark,
});
export type TitleExceptionCreate = z.infer<typeof titleExceptionCreateSchema>;
export const titleExceptionUpdateSchema = titleExceptionCreateSchema.extend({
  exceptionId: z.number().int().positive(),
});
export type TitleExceptionUpdate = z.infer<typeof titleExceptionUpdateSchema>;

/** Seeded declare conditions and exceptions (apps/server/src/seed/data/title-conditions.ts). */
export type TitleConditionSeed = TitleRule & {
  conditionId: number;
  titleId: number;
  description: string;
  orderNum: number;
};
export interface TitleExceptionSeed {
  exceptionId: number;
  titleId: number;
  exceptionType: string;
  exceptionName: string;
  relaxes: RuleKind[];
  evidence: TitleRule[];
  description: string;
}
