import { z } from 'zod';

/** Permission codes of the reviewer pool screens (list and the hidden detail page). */
export const ReviewerPoolPermission = {
  LIST: 'title:reviewer-pool:list',
  QUERY: 'title:reviewer-pool:query',
  ADD: 'title:reviewer-pool:add',
  EDIT: 'title:reviewer-pool:edit',
  REMOVE: 'title:reviewer-pool:remove',
  EXPORT: 'title:reviewer-pool:export',
  /** The members of one pool as a workbook (a button of the pool page). */
  MEMBER_EXPORT: 'title:pool-member:export',
} as const;

/** A pool's term (and so every member's) lasts at most this many years. */
export const POOL_TERM_MAX_YEARS = 3;

const noHtml = (s: string) => !/<[^>]*>/.test(s);
const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);
const optionalId = z.preprocess(blankToUndefined, z.coerce.number().int().positive().optional());

function isRealPoolDate(value: string): boolean {
  const [y, m, d] = value.split('-').map(Number);
  const date = new Date(Date.UTC(y!, m! - 1, d!));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m! - 1 && date.getUTCDate() === d;
}

/** `YYYY-MM-DD` of a real calendar day. */
export const poolDateSchema = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .refine(isRealPoolDate);

/** The last day a term starting on `start` may run to: the day before the same date `years` later. */
export function latestPoolTermEnd(start: string, years = POOL_TERM_MAX_YEARS): string {
  const [y, m, d] = start.split('-').map(Number);
  const end = new Date(Date.UTC(y! + years, m! - 1, d!));
  end.setUTCDate(end.getUTCDate() - 1);
  return end.toISOString().slice(0, 10);
}

export const reviewerPoolVoSchema = z.object({
  poolId: z.number().int(),
  poolName: z.string(),
  seriesId: z.number().int(),
  seriesName: z.string().nullable(),
  titleLevel: z.string(),
  orgId: z.number().int().nullable(),
  orgName: z.string().nullable(),
  termStart: z.string(),
  termEnd: z.string(),
  status: z.string(),
  memberCount: z.number().int(),
  availableCount: z.number().int(),
  remark: z.string().nullable(),
  createTime: z.string().nullable(),
});
export type ReviewerPoolVo = z.infer<typeof reviewerPoolVoSchema>;

export const reviewerPoolFilterSchema = z.object({
  poolName: z.string().trim().max(100).optional(),
  seriesId: optionalId,
  orgId: optionalId,
  titleLevel: z.enum(['1', '2', '3', '4', '5', '']).optional(),
  status: z.enum(['0', '1', '']).optional(),
});
export type ReviewerPoolFilter = z.infer<typeof reviewerPoolFilterSchema>;

const poolFields = z.object({
  poolName: z.string().trim().min(1).max(100).refine(noHtml),
  seriesId: z.number().int().positive(),
  titleLevel: z.enum(['1', '2', '3', '4', '5']),
  orgId: z.number().int().positive().nullish(),
  termStart: poolDateSchema,
  termEnd: poolDateSchema,
  status: z.enum(['0', '1']).default('0'),
  remark: z.string().trim().max(500).refine(noHtml).nullish(),
});

/** The term ends after it starts and lasts at most three years. */
function checkTerm(b: { termStart: string; termEnd: string }, ctx: z.RefinementCtx) {
  if (b.termEnd < b.termStart || b.termEnd > latestPoolTermEnd(b.termStart))
    ctx.addIssue({ code: 'custom', path: ['termEnd'], message: 'term' });
}

export const reviewerPoolCreateSchema = poolFields.superRefine(checkTerm);
export type ReviewerPoolCreate = z.infer<typeof reviewerPoolCreateSchema>;

export const reviewerPoolUpdateSchema = poolFields
  .extend({ poolId: z.number().int().positive() })
  .superRefine(checkTerm);
export type ReviewerPoolUpdate = z.infer<typeof reviewerPoolUpdateSchema>;

/** A member row: the reviewer's facts and their own status (blacklisted members stay listed). */
export const poolMemberVoSchema = z.object({
  poolId: z.number().int(),
  reviewerId: z.number().int(),
  reviewerName: z.string(),
  sex: z.string(),
  unitName: z.string(),
  professionId: z.number().int().nullable(),
  professionName: z.string().nullable(),
  titleLevel: z.string(),
  titleName: z.string().nullable(),
  reviewerType: z.string(),
  status: z.string(),
  joinDate: z.string(),
  termEnd: z.string(),
  available: z.boolean(),
});
export type PoolMemberVo = z.infer<typeof poolMemberVoSchema>;

export const poolMemberFilterSchema = z.object({
  reviewerName: z.string().trim().max(30).optional(),
  professionId: optionalId,
  status: z.enum(['0', '1', '2', '']).optional(),
});
export type PoolMemberFilter = z.infer<typeof poolMemberFilterSchema>;

/** Reviewers that may join: active, not yet members (searched by name, unit, profession). */
export const poolCandidateFilterSchema = z.object({
  reviewerName: z.string().trim().max(30).optional(),
  unitName: z.string().trim().max(100).optional(),
  seriesId: optionalId,
  professionId: optionalId,
});
export type PoolCandidateFilter = z.infer<typeof poolCandidateFilterSchema>;

export const poolCandidateVoSchema = z.object({
  reviewerId: z.number().int(),
  reviewerName: z.string(),
  unitName: z.string(),
  seriesName: z.string().nullable(),
  professionName: z.string().nullable(),
  titleLevel: z.string(),
  titleName: z.string().nullable(),
  reviewerType: z.string(),
});
export type PoolCandidateVo = z.infer<typeof poolCandidateVoSchema>;

/** Omitting termEnd runs the membership to the pool's end. */
export const poolMemberAddSchema = z.object({
  reviewerIds: z.array(z.number().int().positive()).min(1).max(500),
  joinDate: poolDateSchema.optional(),
  termEnd: poolDateSchema.optional(),
});
export type PoolMemberAdd = z.infer<typeof poolMemberAddSchema>;

export const poolStatsRowSchema = z.object({
  professionId: z.number().int().nullable(),
  professionName: z.string().nullable(),
  titleLevel: z.string(),
  available: z.number().int(),
  expired: z.number().int(),
  suspended: z.number().int(),
  blacklisted: z.number().int(),
  total: z.number().int(),
});
export type PoolStatsRow = z.infer<typeof poolStatsRowSchema>;

/** Members per profession × title level for the team draw: who is available, and who is not and why. */
export const poolStatsSchema = z.object({
  rows: z.array(poolStatsRowSchema),
  totals: poolStatsRowSchema.omit({ professionId: true, professionName: true, titleLevel: true }),
});
export type PoolStats = z.infer<typeof poolStatsSchema>;
