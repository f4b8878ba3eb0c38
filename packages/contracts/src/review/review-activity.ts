import { z } from 'zod';

/**
 * 评审活动 (domain.md "Review activity"): one year's review of one series with its declaration window and the
 * rules that decide results. Ratios are integer pairs so every rule stays integer arithmetic.
 */

/** Fewest working days a publicity may last (national rule). */
export const MIN_PUBLICITY_DAYS = 5;

/** Fields that decide results: frozen while the activity is in progress. */
export const ACTIVITY_RESULT_RULES = [
  'seriesId',
  'defenseRequired',
  'defenseDropExtremesFrom',
  'teamPassNum',
  'teamPassDen',
  'quorumNum',
  'quorumDen',
  'committeePassNum',
  'committeePassDen',
] as const;

const noHtml = (s: string) => !/<[^>]*>/.test(s);
const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);
const optionalId = z.preprocess(blankToUndefined, z.coerce.number().int().positive().optional());

/** `yyyy-MM-dd` or `yyyy-MM-dd HH:mm[:ss]`. */
export const activityTimeSchema = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}( \d{2}:\d{2}(:\d{2})?)?$/);

/**
 * A window bound as `yyyy-MM-dd HH:mm:ss`: a start date opens at 00:00:00; an end date closes at 23:59:59 of
 * that day, also when it comes as midnight (what a date picker sends for a day), so the last day is never lost.
 */
export function windowBound(value: string, end: boolean): string {
  const v = value.trim();
  const day = v.slice(0, 10);
  if (v.length === 10 || (end && /^ 00:00(:00)?$/.test(v.slice(10))))
    return `${day} ${end ? '23:59:59' : '00:00:00'}`;
  return v.length === 16 ? `${v}:00` : v;
}

export const titleLevelSchema = z.enum(['1', '2', '3', '4', '5']);

const activityFields = z.object({
  activityName: z.string().trim().min(1).max(100).refine(noHtml),
  reviewYear: z.number().int().min(2000).max(2100),
  seriesId: z.number().int().positive(),
  professionIds: z.array(z.number().int().positive()).max(200).default([]),
  // Checked as a whole so the message names the field, not an element index.
  titleLevels: z
    .array(z.string())
    .min(1)
    .max(5)
    .refine((levels) => levels.every((l) => titleLevelSchema.safeParse(l).success)),
  orgId: z.number().int().positive().nullish(),
  declareStart: activityTimeSchema,
  declareEnd: activityTimeSchema,
  defenseRequired: z.boolean().default(false),
  defenseDropExtremesFrom: z.number().int().min(0).max(99).default(0),
  teamPassNum: z.number().int().min(1).max(1000).default(2),
  teamPassDen: z.number().int().min(1).max(1000).default(3),
  quorumNum: z.number().int().min(1).max(1000).default(2),
  quorumDen: z.number().int().min(1).max(1000).default(3),
  committeePassNum: z.number().int().min(1).max(1000).default(2),
  committeePassDen: z.number().int().min(1).max(1000).default(3),
  publicityDays: z.number().int().min(MIN_PUBLICITY_DAYS).max(60).default(MIN_PUBLICITY_DAYS),
  barYears: z.number().int().min(0).max(10).default(3),
  /** The 预审 process (a deployed workflow key) a submission runs before 资格审查; none goes straight there. */
  preReviewKey: z.preprocess(
    blankToUndefined,
    z
      .string()
      .trim()
      .max(64)
      .regex(/^[A-Za-z_][\w.-]*$/)
      .nullish(),
  ),
  remark: z.string().trim().max(500).refine(noHtml).nullish(),
});

const RATIOS = [
  ['teamPassNum', 'teamPassDen'],
  ['quorumNum', 'quorumDen'],
  ['committeePassNum', 'committeePassDen'],
] as const;

/** The window closes after it opens; each ratio is a proper fraction 0 < num ≤ den. */
function checkActivity(b: z.infer<typeof activityFields>, ctx: z.RefinementCtx) {
  if (windowBound(b.declareEnd, true) <= windowBound(b.declareStart, false))
    ctx.addIssue({
      code: 'custom',
      path: ['declareEnd'],
      params: { message: 'review.activity.after', fields: ['declareStart'] },
    });
  for (const [num, den] of RATIOS)
    if (b[num] > b[den])
      ctx.addIssue({
        code: 'custom',
        path: [num],
        params: { message: 'review.activity.ratio', fields: [den] },
      });
}

export const reviewActivityCreateSchema = activityFields.superRefine(checkActivity);
export type ReviewActivityCreate = z.infer<typeof reviewActivityCreateSchema>;

export const reviewActivityUpdateSchema = activityFields
  .extend({ activityId: z.number().int().positive() })
  .superRefine(checkActivity);
export type ReviewActivityUpdate = z.infer<typeof reviewActivityUpdateSchema>;

export const reviewActivityFilterSchema = z.object({
  activityName: z.string().trim().max(100).optional(),
  reviewYear: z.preprocess(blankToUndefined, z.coerce.number().int().min(2000).max(2100).optional()),
  seriesId: optionalId,
  status: z.enum(['0', '1', '2', '']).optional(),
});
export type ReviewActivityFilter = z.infer<typeof reviewActivityFilterSchema>;

export const reviewActivityVoSchema = z.object({
  activityId: z.number().int(),
  activityName: z.string(),
  reviewYear: z.number().int(),
  seriesId: z.number().int(),
  seriesName: z.string().nullable(),
  professionIds: z.array(z.number().int()),
  professionNames: z.array(z.string()),
  titleLevels: z.array(z.string()),
  orgId: z.number().int().nullable(),
  orgName: z.string().nullable(),
  declareStart: z.string(),
  declareEnd: z.string(),
  defenseRequired: z.boolean(),
  defenseDropExtremesFrom: z.number().int(),
  teamPassNum: z.number().int(),
  teamPassDen: z.number().int(),
  quorumNum: z.number().int(),
  quorumDen: z.number().int(),
  committeePassNum: z.number().int(),
  committeePassDen: z.number().int(),
  publicityDays: z.number().int(),
  barYears: z.number().int(),
  preReviewKey: z.string().nullable(),
  status: z.string(),
  /** Sub-phases owned by the assignment and defense screens: shown here, never changed here. */
  assignmentStatus: z.string(),
  defenseStatus: z.string(),
  declarationCount: z.number().int(),
  /** Declarations not yet final (nor never-submitted drafts): the activity cannot end while any remain. */
  liveCount: z.number().int(),
  version: z.number().int(),
  remark: z.string().nullable(),
  createTime: z.string().nullable(),
});
export type ReviewActivityVo = z.infer<typeof reviewActivityVoSchema>;

/** An activity to pick on other screens (declaration form, stage pages). */
export const reviewActivityOptionSchema = z.object({
  activityId: z.number().int(),
  activityName: z.string(),
  reviewYear: z.number().int(),
  seriesId: z.number().int(),
  titleLevels: z.array(z.string()),
  professionIds: z.array(z.number().int()),
  declareStart: z.string(),
  declareEnd: z.string(),
  defenseRequired: z.boolean(),
  status: z.string(),
});
export type ReviewActivityOption = z.infer<typeof reviewActivityOptionSchema>;
