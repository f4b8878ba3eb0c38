import { z } from 'zod';

/**
 * Final approval, publicity and objections, certificates, revocation and results (issue 8 deliverable 7).
 */
/** `zc_review_objection.status`. */
export const ObjectionStatus = { OPEN: '0', UPHELD: '1', DISMISSED: '2' } as const;

const id = z.number().int().positive();
const noHtml = (s: string) => !/<[^>]*>/.test(s);
const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);
const optionalId = z.preprocess(blankToUndefined, z.coerce.number().int().positive().optional());

function isRealDate(value: string): boolean {
  const [y, m, d] = value.split('-').map(Number);
  const date = new Date(Date.UTC(y!, m! - 1, d!));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m! - 1 && date.getUTCDate() === d;
}
const dateSchema = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .refine(isRealDate);

/**
 * The last day of a publicity starting on `start` (YYYY-MM-DD) that lasts `days` working days, Monday to
 * Friday: the start counts when it is a working day, else the next Monday is the first. No holiday calendar:
 * a publicity over a public holiday must be given a later start or a longer activity setting.
 */
export function publicityEnd(start: string, days: number): string {
  const [y, m, d] = start.split('-').map(Number);
  const date = new Date(Date.UTC(y!, m! - 1, d!));
  const working = () => date.getUTCDay() !== 0 && date.getUTCDay() !== 6;
  while (!working()) date.setUTCDate(date.getUTCDate() + 1);
  for (let left = Math.max(1, days) - 1; left > 0;) {
    date.setUTCDate(date.getUTCDate() + 1);
    if (working()) left--;
  }
  return date.toISOString().slice(0, 10);
}

export const publicizeSchema = z.object({
  declarationIds: z.array(id).min(1).max(5000),
  publicityStart: dateSchema,
});
export type Publicize = z.infer<typeof publicizeSchema>;

export const objectionCreateSchema = z.object({
  declarationId: id,
  objectionContent: z.string().trim().min(1).max(2000).refine(noHtml),
  contact: z.string().trim().max(100).refine(noHtml).nullish(),
});
export type ObjectionCreate = z.infer<typeof objectionCreateSchema>;

export const objectionHandleSchema = z.object({
  objectionId: id,
  upheld: z.boolean(),
  handleOpinion: z.string().trim().min(1).max(1000).refine(noHtml),
});
export type ObjectionHandle = z.infer<typeof objectionHandleSchema>;

export const objectionVoSchema = z.object({
  objectionId: z.number().int(),
  declarationId: z.number().int(),
  content: z.string(),
  contact: z.string().nullable(),
  status: z.string(),
  handleOpinion: z.string().nullable(),
  handleTime: z.string().nullable(),
  createTime: z.string().nullable(),
});
export type ObjectionVo = z.infer<typeof objectionVoSchema>;

export const confirmSchema = z.object({ declarationIds: z.array(id).min(1).max(5000) });
export type Confirm = z.infer<typeof confirmSchema>;

export const revokeSchema = z.object({
  declarationId: id,
  revokeReason: z.string().trim().min(1).max(500).refine(noHtml),
});
export type Revoke = z.infer<typeof revokeSchema>;

export const finalFilterSchema = z.object({
  activityId: optionalId,
  applicantName: z.string().trim().max(30).optional(),
  approvalStatus: z.enum(['0', '1', '2', '3', '4', '5', '6', '']).optional(),
  stage: z
    .string()
    .trim()
    .max(20)
    .regex(/^[a-z_]*$/)
    .optional(),
});
export type FinalFilter = z.infer<typeof finalFilterSchema>;

/** One declaration as the final-approval, final and result pages list it. */
export const finalDeclarationVoSchema = z.object({
  declarationId: z.number().int(),
  activityId: z.number().int(),
  activityName: z.string().nullable(),
  applicantName: z.string(),
  unitName: z.string().nullable(),
  titleName: z.string().nullable(),
  titleLevel: z.string(),
  stage: z.string(),
  approvalStatus: z.string(),
  teamResult: z.string().nullable(),
  committeeResult: z.string().nullable(),
  publicityStart: z.string().nullable(),
  publicityEnd: z.string().nullable(),
  openObjections: z.number().int(),
  upheldObjections: z.number().int(),
  finalTime: z.string().nullable(),
  certificateNo: z.string().nullable(),
  revokeReason: z.string().nullable(),
  barUntil: z.string().nullable(),
  version: z.number().int(),
});
export type FinalDeclarationVo = z.infer<typeof finalDeclarationVoSchema>;

export const certificateVoSchema = z.object({
  declarationId: z.number().int(),
  applicantName: z.string(),
  unitName: z.string().nullable(),
  seriesName: z.string().nullable(),
  titleName: z.string().nullable(),
  titleLevel: z.string(),
  certificateNo: z.string(),
  reviewYear: z.number().int(),
  issueDate: z.string(),
  orgName: z.string().nullable(),
});
export type CertificateVo = z.infer<typeof certificateVoSchema>;

/** 发布结果: the activity whose final results are announced (a notice listing them). */
export const resultPublishSchema = z.object({ activityId: id });
export type ResultPublish = z.infer<typeof resultPublishSchema>;

/** Counts by outcome of one activity (results page): the pass rate is passed over decided, in ‰. */
export const resultSummarySchema = z.object({
  activityId: z.number().int(),
  activityName: z.string(),
  reviewYear: z.number().int(),
  total: z.number().int(),
  inProgress: z.number().int(),
  returned: z.number().int(),
  failed: z.number().int(),
  passed: z.number().int(),
  revoked: z.number().int(),
  passRatePermille: z.number().int().nullable(),
});
export type ResultSummary = z.infer<typeof resultSummarySchema>;
