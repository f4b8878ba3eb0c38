import { z } from 'zod';
import { isValidCreditCode, normaliseCreditCode } from '../common/credit-code.js';
import { DeptPostStatus } from '../system/dept.js';

/** Permission codes of the organization screen (seeded buttons; the console gates on the same codes). */
export const OrganizationPermission = {
  LIST: 'title:organization:list',
  QUERY: 'title:organization:query',
  ADD: 'title:organization:add',
  EDIT: 'title:organization:edit',
  REMOVE: 'title:organization:remove',
  EXPORT: 'title:organization:export',
} as const;

/** Permission codes of the entrusted-unit screen; `audit` is the review office's. */
export const TitleClientPermission = {
  LIST: 'title:client:list',
  QUERY: 'title:client:query',
  ADD: 'title:client:add',
  EDIT: 'title:client:edit',
  REMOVE: 'title:client:remove',
  EXPORT: 'title:client:export',
  AUDIT: 'title:client:audit',
} as const;

/** Dictionary `client_audit_status`. */
export const ClientAuditStatus = { PENDING: '0', APPROVED: '1', REJECTED: '2' } as const;

/** Mobile, landline (区号-号码, optional extension) or a 400/800 service number. */
export const UNIT_PHONE_PATTERN = /^(1[3-9]\d{9}|0\d{2,3}-?\d{7,8}(-\d{1,6})?|[48]00-?\d{3}-?\d{4})$/;

const noHtml = (s: string) => !/<[^>]*>/.test(s);
const text = (max: number) => z.string().trim().max(max).refine(noHtml);
const optionalText = (max: number) => text(max).nullish();
const requiredText = (max: number) => z.string().trim().min(1).max(max).refine(noHtml);
const filterText = (max: number) => z.string().trim().max(max).optional();
const statusValue = z.enum([DeptPostStatus.NORMAL, DeptPostStatus.DISABLED]);
const statusFilter = z.enum([DeptPostStatus.NORMAL, DeptPostStatus.DISABLED, '']).optional();
const dictValue = (max: number) => z.string().trim().min(1).max(max);
const phone = z.string().trim().max(20).regex(UNIT_PHONE_PATTERN);
const email = z.union([z.literal(''), z.string().trim().max(50).pipe(z.email())]).nullish();
/** Empty means none; anything else must carry a valid GB 32100 check character. */
export const creditCodeSchema = z
  .string()
  .transform(normaliseCreditCode)
  .pipe(z.string().length(18).refine(isValidCreditCode));

// ---- organizations (评审组织) ----

export const organizationVoSchema = z.object({
  orgId: z.number().int(),
  parentId: z.number().int(),
  parentName: z.string().nullable(),
  /** Comma list of ancestor ids from the top: `0,1,5`. */
  ancestors: z.string(),
  orgName: z.string(),
  /** The unified social credit code, when the organization has one. */
  orgCode: z.string().nullable(),
  orgType: z.string(),
  contactName: z.string().nullable(),
  contactPhone: z.string().nullable(),
  address: z.string().nullable(),
  orderNum: z.number().int(),
  status: z.string(),
  remark: z.string().nullable(),
  createTime: z.string().nullable(),
});
export type OrganizationVo = z.infer<typeof organizationVoSchema>;

export const organizationFilterSchema = z.object({
  orgName: filterText(100),
  orgCode: filterText(30),
  orgType: filterText(1),
  status: statusFilter,
});
export type OrganizationFilter = z.infer<typeof organizationFilterSchema>;

/** `POST /title/organization`; parentId 0 makes a top-level organization. */
export const organizationCreateSchema = z.object({
  parentId: z.number().int().min(0),
  orgName: requiredText(100),
  orgCode: z.union([z.literal(''), creditCodeSchema]).nullish(),
  orgType: dictValue(1),
  contactName: optionalText(30),
  contactPhone: z.union([z.literal(''), phone]).nullish(),
  address: optionalText(200),
  orderNum: z.number().int().min(0).max(99_999),
  status: statusValue.default(DeptPostStatus.NORMAL),
  remark: optionalText(500),
});
export type OrganizationCreate = z.infer<typeof organizationCreateSchema>;

export const organizationUpdateSchema = organizationCreateSchema.extend({
  orgId: z.number().int().positive(),
});
export type OrganizationUpdate = z.infer<typeof organizationUpdateSchema>;

// ---- entrusted units (委托单位) ----

export const titleClientVoSchema = z.object({
  clientId: z.number().int(),
  /** The unit's dept under 委托单位, made when it is first approved. */
  deptId: z.number().int().nullable(),
  /** The unit's registered company account. */
  userId: z.number().int().nullable(),
  userName: z.string().nullable(),
  orgId: z.number().int().nullable(),
  orgName: z.string().nullable(),
  clientName: z.string(),
  creditCode: z.string(),
  unitType: z.string(),
  contactName: z.string(),
  contactPhone: z.string(),
  email: z.string().nullable(),
  address: z.string().nullable(),
  licenceOssId: z.number().int().nullable(),
  licenceName: z.string().nullable(),
  /** Where the licence downloads with `title:client:query` (not system:oss:download). */
  licenceUrl: z.string().nullable(),
  auditStatus: z.string(),
  auditReason: z.string().nullable(),
  auditTime: z.string().nullable(),
  status: z.string(),
  remark: z.string().nullable(),
  createTime: z.string().nullable(),
});
export type TitleClientVo = z.infer<typeof titleClientVoSchema>;

export const titleClientFilterSchema = z.object({
  clientName: filterText(100),
  creditCode: filterText(18),
  unitType: filterText(10),
  auditStatus: z
    .enum([ClientAuditStatus.PENDING, ClientAuditStatus.APPROVED, ClientAuditStatus.REJECTED, ''])
    .optional(),
  orgId: z.coerce.number().int().positive().optional(),
  status: statusFilter,
});
export type TitleClientFilter = z.infer<typeof titleClientFilterSchema>;

export const titleClientCreateSchema = z.object({
  clientName: requiredText(100),
  creditCode: creditCodeSchema,
  unitType: dictValue(10),
  contactName: requiredText(30),
  contactPhone: phone,
  email,
  address: optionalText(200),
  /** Supervising organization. */
  orgId: z.number().int().positive().nullish(),
  /** A file the caller uploaded through `POST /title/client/licence`. */
  licenceOssId: z.coerce.number().int().positive().nullish(),
  status: statusValue.default(DeptPostStatus.NORMAL),
  remark: optionalText(500),
});
export type TitleClientCreate = z.infer<typeof titleClientCreateSchema>;

export const titleClientUpdateSchema = titleClientCreateSchema.extend({
  clientId: z.number().int().positive(),
});
export type TitleClientUpdate = z.infer<typeof titleClientUpdateSchema>;

/** The office's verdict on a pending unit; a rejection needs its reason. */
export const titleClientAuditSchema = z
  .object({
    clientId: z.number().int().positive(),
    action: z.enum(['approve', 'reject']),
    auditReason: z.string().trim().max(500).refine(noHtml).optional(),
  })
  .superRefine((body, ctx) => {
    if (body.action === 'reject' && !body.auditReason)
      ctx.addIssue({
        code: 'too_small',
        origin: 'string',
        minimum: 1,
        inclusive: true,
        input: body.auditReason,
        path: ['auditReason'],
      });
  });
export type TitleClientAudit = z.infer<typeof titleClientAuditSchema>;

/** An approved, enabled unit for the other screens' selects. */
export const titleClientOptionSchema = z.object({ clientId: z.number().int(), clientName: z.string() });
export type TitleClientOption = z.infer<typeof titleClientOptionSchema>;

/** What a licence may be: an image or a PDF (both previewed in the console, both checked by content). */
export const LICENCE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'pdf'] as const;

/** Answer of `POST /title/client/licence`: the stored file, to send as `licenceOssId`. */
export const titleClientLicenceVoSchema = z.object({ ossId: z.number().int(), fileName: z.string() });
export type TitleClientLicenceVo = z.infer<typeof titleClientLicenceVoSchema>;
