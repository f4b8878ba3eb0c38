import { z } from 'zod';

/**
 * The rules a title's declare conditions (申报条件) and exceptions (破格条件) are made of: one kind per check of
 * the employee dossier, each with its own params. Codes are dictionary values: `education` (GB/T 4658, a lower
 * code is a higher education: 11 doctor < 14 master < 21 bachelor < 31 junior college …), `title_level`
 * (1 highest … 5 lowest), `assessment_result` (1 优秀 … 4 不合格), `award_level` (1 national … 4 enterprise).
 */
export const RULE_KINDS = [
  'education',
  'seniority',
  'current_title',
  'assessment',
  'training',
  'works',
  'achievements',
  'awards',
  'no_punishment',
] as const;
export const ruleKindSchema = z.enum(RULE_KINDS);
export type RuleKind = z.infer<typeof ruleKindSchema>;

/** Names of the rule kinds (the condition list, exports, eligibility results). */
export const RULE_KIND_LABELS: Record<RuleKind, { zh_CN: string; en_US: string }> = {
  education: { zh_CN: '学历要求', en_US: 'Education' },
  seniority: { zh_CN: '任职年限', en_US: 'Seniority' },
  current_title: { zh_CN: '现任职称', en_US: 'Current title' },
  assessment: { zh_CN: '年度考核', en_US: 'Yearly assessments' },
  training: { zh_CN: '继续教育', en_US: 'Continuing education' },
  works: { zh_CN: '论文著作', en_US: 'Academic works' },
  achievements: { zh_CN: '业绩成果', en_US: 'Duty achievements' },
  awards: { zh_CN: '奖励', en_US: 'Awards' },
  no_punishment: { zh_CN: '无处分', en_US: 'No punishment' },
};

const dictCode = z.string().trim().min(1).max(4);
const codeList = (max: number) => z.array(z.string().trim().min(1).max(20)).max(max).optional();
const years = z.number().int().min(1).max(50);
const count = z.number().int().min(1).max(100);
const flag = z.boolean().optional();
/** Count only what dates from the current title on (任现职以来). */
const sinceCurrentTitle = flag;

export const educationParamsSchema = z.object({ minEducation: dictCode });

/** Years in the current title (or since starting work, without one) by the applicant's highest education. */
export const seniorityParamsSchema = z.object({
  byEducation: z
    .array(z.object({ education: dictCode, years: z.number().min(0).max(50) }))
    .min(1)
    .max(20),
});

export const currentTitleParamsSchema = z.object({
  minLevel: z.enum(['1', '2', '3', '4', '5']),
  /** The current title must be of the same series as the one applied for. */
  sameSeries: flag,
});

export const assessmentParamsSchema = z
  .object({
    years,
    minResult: z.enum(['1', '2', '3', '4']),
    excellentAtLeast: z.number().int().min(1).max(50).optional(),
  })
  .refine((p) => (p.excellentAtLeast ?? 0) <= p.years, {
    path: ['excellentAtLeast'],
    message: 'more than years',
  });

/** Continuing education: at least `hours` in the last `years`, of which `professionalShare` (0–1) professional. */
export const trainingParamsSchema = z.object({
  years,
  hours: z.number().min(1).max(10_000),
  professionalShare: z.number().min(0).max(1).optional(),
});

export const worksParamsSchema = z.object({
  count,
  worksTypes: codeList(20),
  paperIndexes: codeList(20),
  representativeOnly: flag,
  firstAuthorOnly: flag,
  sinceCurrentTitle,
});

export const achievementsParamsSchema = z.object({ count, ownRoles: codeList(10), sinceCurrentTitle });

export const awardsParamsSchema = z.object({
  count,
  minAwardLevel: z.enum(['1', '2', '3', '4']),
  sinceCurrentTitle,
});

/** No punishment in force within the last `years` (one lifted by the evaluation date does not count). */
export const noPunishmentParamsSchema = z.object({ years });

const rule = <K extends RuleKind, P extends z.ZodType>(kind: K, params: P) =>
  z.object({ ruleKind: z.literal(kind), params });

export const titleRuleSchema = z.discriminatedUnion('ruleKind', [
  rule('education', educationParamsSchema),
  rule('seniority', seniorityParamsSchema),
  rule('current_title', currentTitleParamsSchema),
  rule('assessment', assessmentParamsSchema),
  rule('training', trainingParamsSchema),
  rule('works', worksParamsSchema),
  rule('achievements', achievementsParamsSchema),
  rule('awards', awardsParamsSchema),
  rule('no_punishment', noPunishmentParamsSchema),
]);
export type TitleRule = z.infer<typeof titleRuleSchema>;
export type RuleParams<K extends RuleKind> = Extract<TitleRule, { ruleKind: K }>['params'];

/** Education codes compare as numbers: the smaller, the higher the education. */
export function educationAtLeast(held: string, required: string): boolean {
  return Number(held) <= Number(required);
}

/** The highest of some education codes (undefined for none). */
export function highestEducation(codes: readonly string[]): string | undefined {
  let best: string | undefined;
  for (const code of codes) if (best === undefined || Number(code) < Number(best)) best = code;
  return best;
}

/** Parses stored rule params (jsonb) of a kind; null when they no longer fit the kind's schema. */
export function parseRule(ruleKind: string, params: unknown): TitleRule | null {
  const parsed = titleRuleSchema.safeParse({ ruleKind, params });
  return parsed.success ? parsed.data : null;
}

/** Text in both languages (eligibility reasons). */
export const bilingualSchema = z.object({ zh_CN: z.string(), en_US: z.string() });
export type Bilingual = z.infer<typeof bilingualSchema>;

/** One rule checked against a dossier: what was found, what was required, and why it passed or failed. */
export const ruleResultSchema = z.object({
  conditionId: z.number().int().nullable(),
  ruleKind: z.string(),
  description: z.string().nullable(),
  pass: z.boolean(),
  /** Failed on its own, but met through the claimed exception. */
  byException: z.boolean(),
  found: z.union([z.number(), z.string()]).nullable(),
  required: z.union([z.number(), z.string()]).nullable(),
  /** `found` and `required` worded for the screen: a dictionary value's label, a number with its unit. */
  foundText: bilingualSchema.nullable(),
  requiredText: bilingualSchema.nullable(),
  reason: bilingualSchema,
});
export type RuleResult = z.infer<typeof ruleResultSchema>;

export const eligibilityResultSchema = z.object({
  employeeId: z.number().int(),
  employeeName: z.string(),
  titleId: z.number().int(),
  titleName: z.string(),
  evalDate: z.string(),
  eligible: z.boolean(),
  /** Why the check fails when no rule says so (a title without declare conditions); null otherwise. */
  reason: bilingualSchema.nullable(),
  rules: z.array(ruleResultSchema),
  exception: z
    .object({
      exceptionId: z.number().int(),
      exceptionName: z.string(),
      exceptionType: z.string(),
      relaxes: z.array(z.string()),
      /** Every evidence rule passed, so the relaxed kinds count as met. */
      applies: z.boolean(),
      evidence: z.array(ruleResultSchema),
    })
    .nullable(),
});
export type EligibilityResult = z.infer<typeof eligibilityResultSchema>;

export const eligibilityQuerySchema = z.object({
  titleId: z.coerce.number().int().positive(),
  exceptionId: z.coerce.number().int().positive().optional(),
  /** The day the conditions are checked at (yyyy-MM-dd); today by default. */
  evalDate: z.iso.date().optional(),
});
export type EligibilityQuery = z.infer<typeof eligibilityQuerySchema>;
