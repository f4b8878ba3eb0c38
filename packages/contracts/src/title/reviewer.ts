import { z } from 'zod';
import { isValidIdCard } from '../common/id-card.js';

/** Permission codes of the reviewer screen (seeded buttons; the console gates on the same codes). */
export const ReviewerPermission = {
  LIST: 'title:reviewer:list',
  QUERY: 'title:reviewer:query',
  ADD: 'title:reviewer:add',
  EDIT: 'title:reviewer:edit',
  REMOVE: 'title:reviewer:remove',
  EXPORT: 'title:reviewer:export',
  IMPORT: 'title:reviewer:import',
  CHANGE_STATUS: 'title:reviewer:changeStatus',
  /** One reviewer's declared conflicts as a workbook (a button of the reviewer page). */
  CONFLICT_EXPORT: 'title:reviewer-conflict:export',
} as const;

/** Dictionary `reviewer_status`: only active reviewers count as available for a team draw. */
export const ReviewerStatus = { ACTIVE: '0', SUSPENDED: '1', BLACKLISTED: '2' } as const;
export const REVIEWER_STATUSES = ['0', '1', '2'] as const;
export const REVIEWER_STATUS_DICT = 'reviewer_status';
export const REVIEWER_IMPORT_TASK = 'reviewer-import';

export const ConflictType = { UNIT: 'unit', PERSON: 'person' } as const;

const noHtml = (s: string) => !/<[^>]*>/.test(s);
const text = (max: number) => z.string().trim().max(max).refine(noHtml);
const filterText = (max: number) => z.string().trim().max(max).optional();
const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);
const optionalId = z.preprocess(blankToUndefined, z.coerce.number().int().positive().optional());

/** Mobile or landline (区号-号码). */
export const REVIEWER_PHONE_PATTERN = /^(1[3-9]\d{9}|0\d{2,3}-?\d{7,8})$/;

export const reviewerIdCardSchema = z
  .string()
  .trim()
  .toUpperCase()
  .refine((v) => isValidIdCard(v));

/** 110101199001011234 → 110101********1234 (callers without title:reviewer:edit). */
export function maskReviewerIdCard(idCard: string): string {
  return idCard.length > 10
    ? `${idCard.slice(0, 6)}${'*'.repeat(idCard.length - 10)}${idCard.slice(-4)}`
    : '****';
}

export const reviewerVoSchema = z.object({
  reviewerId: z.number().int(),
  /** 专家编号 from the tenant's numbering rule; null on reviewers added before numbering existed. */
  reviewerNo: z.string().nullish(),
  userId: z.number().int().nullable(),
  userName: z.string().nullable(),
  deptId: z.number().int().nullable(),
  reviewerName: z.string(),
  sex: z.string(),
  idCard: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  unitName: z.string(),
  clientId: z.number().int().nullable(),
  clientName: z.string().nullable(),
  seriesId: z.number().int(),
  seriesName: z.string().nullable(),
  professionId: z.number().int().nullable(),
  professionName: z.string().nullable(),
  titleLevel: z.string(),
  titleName: z.string().nullable(),
  reviewerType: z.string(),
  isExternal: z.boolean(),
  status: z.string(),
  remark: z.string().nullable(),
  createTime: z.string().nullable(),
});
export type ReviewerVo = z.infer<typeof reviewerVoSchema>;

export const reviewerFilterSchema = z.object({
  reviewerName: filterText(30),
  unitName: filterText(100),
  phone: filterText(20),
  seriesId: optionalId,
  professionId: optionalId,
  clientId: optionalId,
  titleLevel: z.enum(['1', '2', '3', '4', '5', '']).optional(),
  reviewerType: filterText(1),
  status: z.enum([...REVIEWER_STATUSES, '']).optional(),
  isExternal: z.enum(['true', 'false', '']).optional(),
});
export type ReviewerFilter = z.infer<typeof reviewerFilterSchema>;

/** The fields a reviewer may change on their own profile. */
export const reviewerContactSchema = z.object({
  phone: z.union([z.literal(''), z.string().trim().regex(REVIEWER_PHONE_PATTERN)]).nullish(),
  email: z.union([z.literal(''), z.string().trim().max(50).pipe(z.email())]).nullish(),
});
export type ReviewerContact = z.infer<typeof reviewerContactSchema>;

export const reviewerCreateSchema = reviewerContactSchema.extend({
  reviewerName: text(30).min(1),
  sex: z.enum(['0', '1', '2']).default('0'),
  idCard: z.union([z.literal(''), reviewerIdCardSchema]).nullish(),
  unitName: text(100).min(1),
  clientId: z.number().int().positive().nullish(),
  seriesId: z.number().int().positive(),
  professionId: z.number().int().positive().nullish(),
  titleLevel: z.enum(['1', '2', '3', '4', '5']),
  titleName: text(50).nullish(),
  reviewerType: z.string().trim().length(1),
  isExternal: z.boolean().default(false),
  userId: z.number().int().positive().nullish(),
  remark: text(500).nullish(),
});
export type ReviewerCreate = z.infer<typeof reviewerCreateSchema>;

export const reviewerUpdateSchema = reviewerCreateSchema.extend({ reviewerId: z.number().int().positive() });
export type ReviewerUpdate = z.infer<typeof reviewerUpdateSchema>;

/** Blacklisting needs a reason; it is kept in the reviewer's remark and in the operation log. */
export const reviewerStatusSchema = z
  .object({
    reviewerId: z.number().int().positive(),
    status: z.enum(REVIEWER_STATUSES),
    reason: text(500).optional(),
  })
  .refine((b) => b.status !== ReviewerStatus.BLACKLISTED || (b.reason ?? '').length > 0, {
    path: ['reason'],
    message: 'required',
  });
export type ReviewerStatusBody = z.infer<typeof reviewerStatusSchema>;

/**
 * `POST /title/reviewer/accounts` (开通账号): every active reviewer without an account, or these, in one dept; without
 * `deptId`, the dept that holds most of the tenant's expert accounts already.
 */
export const reviewerAccountsSchema = z.object({
  deptId: z.number().int().positive().optional(),
  reviewerIds: z.array(z.number().int().positive()).min(1).max(2_000).optional(),
});
export type ReviewerAccountsBody = z.infer<typeof reviewerAccountsSchema>;

const reviewerAccountRow = z.object({
  reviewerId: z.number().int(),
  reviewerName: z.string(),
  userName: z.string(),
});
export const reviewerAccountsResultSchema = z.object({
  deptName: z.string(),
  /** New accounts: user name, the tenant's initial password, changed at the first sign-in. */
  created: z.array(reviewerAccountRow),
  skipped: z.array(z.object({ reviewerId: z.number().int(), reviewerName: z.string(), reason: z.string() })),
});
export type ReviewerAccountsResult = z.infer<typeof reviewerAccountsResultSchema>;

/** An account a reviewer profile can be linked to. */
export const reviewerUserOptionSchema = z.object({
  userId: z.number().int(),
  userName: z.string(),
  nickName: z.string(),
  deptName: z.string().nullable(),
});
export type ReviewerUserOption = z.infer<typeof reviewerUserOptionSchema>;

export const reviewerConflictVoSchema = z.object({
  conflictId: z.number().int(),
  reviewerId: z.number().int(),
  conflictType: z.string(),
  clientId: z.number().int().nullable(),
  clientName: z.string().nullable(),
  employeeId: z.number().int().nullable(),
  personName: z.string().nullable(),
  reason: z.string(),
  createTime: z.string().nullable(),
});
export type ReviewerConflictVo = z.infer<typeof reviewerConflictVoSchema>;

/** A unit conflict names an entrusted unit; a person conflict an employee record or, lacking one, a name. */
export const reviewerConflictCreateSchema = z
  .object({
    conflictType: z.enum([ConflictType.UNIT, ConflictType.PERSON]),
    clientId: z.number().int().positive().nullish(),
    employeeId: z.number().int().positive().nullish(),
    personName: text(30).nullish(),
    reason: text(500).min(1),
  })
  .superRefine((b, ctx) => {
    if (b.conflictType === ConflictType.UNIT && !b.clientId)
      ctx.addIssue({ code: 'custom', path: ['clientId'], message: 'required' });
    if (b.conflictType === ConflictType.PERSON && !b.employeeId && !b.personName)
      ctx.addIssue({ code: 'custom', path: ['personName'], message: 'required' });
  });
export type ReviewerConflictCreate = z.infer<typeof reviewerConflictCreateSchema>;

/**
 * A conflict is recorded even when the reviewer already judges someone it names: those declarations and teams
 * come back so the office can move the reviewer or the declaration (a 回避 the draw could not know of).
 */
export const reviewerConflictAddedSchema = z.object({
  seatedWith: z.array(z.object({ applicantName: z.string(), teamName: z.string() })),
});
export type ReviewerConflictAdded = z.infer<typeof reviewerConflictAddedSchema>;
