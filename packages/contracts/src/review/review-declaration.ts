import { z } from 'zod';
import { REVIEW_STAGES } from './review.js';
import { wfBusinessTraceSchema } from '../workflow/instance.js';

/**
 * 申报 (domain.md "Declaration"): the applicant's or their unit's side (draft, submit, withdraw, resubmit,
 * recommend) and the office's (eligibility check, return with reasons per item), the trail and the messages.
 */

/**
 * Employee sub-forms that must be approved before a declaration is submitted: the eligibility rules read the
 * education and the yearly assessments, so a dossier whose records of these kinds are unchecked could pass on
 * facts nobody verified. Each kind needs at least one approved record and none awaiting a check or returned.
 */
export const REQUIRED_RECORD_KINDS = ['education', 'yearly-assessment'] as const;
export type RequiredRecordKind = (typeof REQUIRED_RECORD_KINDS)[number];

const noHtml = (s: string) => !/<[^>]*>/.test(s);
const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);
const optionalId = z.preprocess(blankToUndefined, z.coerce.number().int().positive().optional());
const id = z.number().int().positive();

export const declareTypeSchema = z.enum(['1', '2', '3', '4']);

const declarationFields = z.object({
  activityId: id,
  /** Omitted by an applicant: their own employee record. */
  employeeId: id.nullish(),
  titleId: id,
  professionId: id.nullish(),
  declareType: declareTypeSchema.default('1'),
  exceptionId: id.nullish(),
  remark: z.string().trim().max(500).refine(noHtml).nullish(),
});

/** 破格 names the exception it claims. */
function checkException(b: z.infer<typeof declarationFields>, ctx: z.RefinementCtx) {
  if (b.declareType === '2' && !b.exceptionId)
    ctx.addIssue({ code: 'custom', path: ['exceptionId'], params: { message: 'validation.required' } });
}

export const declarationCreateSchema = declarationFields.superRefine(checkException);
export type DeclarationCreate = z.infer<typeof declarationCreateSchema>;

export const declarationUpdateSchema = declarationFields
  .extend({ declarationId: id })
  .superRefine(checkException);
export type DeclarationUpdate = z.infer<typeof declarationUpdateSchema>;

/** Submit and resubmit: the integrity pledge must be ticked. */
export const declarationSubmitSchema = z.object({
  declarationId: id,
  pledge: z.literal(true),
  version: z.number().int().min(0).optional(),
});
export type DeclarationSubmit = z.infer<typeof declarationSubmitSchema>;

/** Several declarations at once, with the versions the caller saw (same order). */
export const declarationBatchSchema = z.object({
  declarationIds: z.array(id).min(1).max(1000),
  versions: z.array(z.number().int().min(0)).max(1000).optional(),
});
export type DeclarationBatch = z.infer<typeof declarationBatchSchema>;

/** 推荐: the unit recommends its employees' declarations, with its opinion (推荐意见). */
export const recommendSchema = declarationBatchSchema.extend({
  opinion: z.string().trim().max(500).refine(noHtml).nullish(),
});
export type RecommendBody = z.infer<typeof recommendSchema>;

export const checkPassSchema = declarationBatchSchema.extend({
  opinion: z.string().trim().max(2000).refine(noHtml).nullish(),
});
export type CheckPass = z.infer<typeof checkPassSchema>;

export const checkRejectSchema = declarationBatchSchema.extend({
  opinion: z.string().trim().min(1).max(2000).refine(noHtml),
});
export type CheckReject = z.infer<typeof checkRejectSchema>;

export const returnItemSchema = z.object({
  item: z.string().trim().min(1).max(100).refine(noHtml),
  reason: z.string().trim().min(1).max(500).refine(noHtml),
});
export type ReturnItem = z.infer<typeof returnItemSchema>;

export const declarationReturnSchema = declarationBatchSchema.extend({
  items: z.array(returnItemSchema).min(1).max(50),
  opinion: z.string().trim().max(2000).refine(noHtml).nullish(),
});
export type DeclarationReturn = z.infer<typeof declarationReturnSchema>;

const stageFilter = z.enum([...REVIEW_STAGES, ''] as [string, ...string[]]).optional();
export const declarationFilterSchema = z.object({
  activityId: optionalId,
  applicantName: z.string().trim().max(30).optional(),
  unitName: z.string().trim().max(100).optional(),
  professionId: optionalId,
  titleLevel: z.enum(['1', '2', '3', '4', '5', '']).optional(),
  stage: stageFilter,
  approvalStatus: z.enum(['0', '1', '2', '3', '4', '5', '6', '']).optional(),
});
export type DeclarationFilter = z.infer<typeof declarationFilterSchema>;

export const declarationVoSchema = z.object({
  declarationId: z.number().int(),
  activityId: z.number().int(),
  activityName: z.string().nullable(),
  employeeId: z.number().int(),
  userId: z.number().int().nullable(),
  applicantName: z.string(),
  unitName: z.string().nullable(),
  titleId: z.number().int(),
  titleName: z.string().nullable(),
  professionId: z.number().int().nullable(),
  professionName: z.string().nullable(),
  titleLevel: z.string(),
  declareType: z.string(),
  exceptionId: z.number().int().nullable(),
  exceptionName: z.string().nullable(),
  stage: z.string(),
  approvalStatus: z.string(),
  /** From the snapshot taken at submission; null before. */
  eligible: z.boolean().nullable(),
  pledgeTime: z.string().nullable(),
  submitTime: z.string().nullable(),
  recommendTime: z.string().nullable(),
  recommendOpinion: z.string().nullable(),
  returnCount: z.number().int(),
  defenseStatus: z.string(),
  /** 申报编号 from the tenant's numbering rule; null on declarations made before numbering existed. */
  declarationNo: z.string().nullish(),
  certificateNo: z.string().nullable(),
  version: z.number().int(),
  remark: z.string().nullable(),
  createTime: z.string().nullable(),
});
export type DeclarationVo = z.infer<typeof declarationVoSchema>;

/** A returned declaration with the reasons of its latest return. */
export const returnedDeclarationVoSchema = declarationVoSchema.extend({
  returnItems: z.array(returnItemSchema),
  returnOpinion: z.string().nullable(),
  returnTime: z.string().nullable(),
  returnedBy: z.string().nullable(),
});
export type ReturnedDeclarationVo = z.infer<typeof returnedDeclarationVoSchema>;

/** One row of the trail: who moved it, when, from where to where (in words), why. */
export const reviewTrailVoSchema = z.object({
  detailId: z.number().int(),
  action: z.string(),
  actionText: z.string(),
  fromStage: z.string().nullable(),
  toStage: z.string(),
  fromStatus: z.string().nullable(),
  toStatus: z.string(),
  fromText: z.string().nullable(),
  toText: z.string(),
  opinion: z.string().nullable(),
  items: z.array(returnItemSchema).nullable(),
  operatorName: z.string().nullable(),
  createTime: z.string().nullable(),
});
export type ReviewTrailVo = z.infer<typeof reviewTrailVoSchema>;

export const declarationProgressSchema = z.object({
  declaration: declarationVoSchema,
  trail: z.array(reviewTrailVoSchema),
  /** The 预审 process, when the declaration ran one: diagram, path taken and steps. */
  process: wfBusinessTraceSchema.nullable(),
});
export type DeclarationProgress = z.infer<typeof declarationProgressSchema>;

export const reviewMessageVoSchema = z.object({
  messageId: z.number().int(),
  declarationId: z.number().int().nullable(),
  action: z.string(),
  actionText: z.string(),
  content: z.string().nullable(),
  read: z.boolean(),
  createTime: z.string().nullable(),
});
export type ReviewMessageVo = z.infer<typeof reviewMessageVoSchema>;

export const reviewMessageFilterSchema = z.object({
  unreadOnly: z.enum(['true', 'false', '']).optional(),
});

/** Marks these messages read; none given marks all of the caller's. */
export const reviewMessageReadSchema = z.object({
  messageIds: z.array(id).max(1000).optional(),
});
export type ReviewMessageRead = z.infer<typeof reviewMessageReadSchema>;
