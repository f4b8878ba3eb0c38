import { z } from 'zod';
import { userPasswordSchema } from './user.js';

/** Permission codes of the tenant screen (seeded buttons of menu 121; the console gates on the same codes). */
export const TenantPermission = {
  LIST: 'system:tenant:list',
  QUERY: 'system:tenant:query',
  ADD: 'system:tenant:add',
  EDIT: 'system:tenant:edit',
  REMOVE: 'system:tenant:remove',
  EXPORT: 'system:tenant:export',
} as const;

/** Permission codes of the tenant package screen (seeded buttons of menu 122). */
export const TenantPackagePermission = {
  LIST: 'system:tenantPackage:list',
  QUERY: 'system:tenantPackage:query',
  ADD: 'system:tenantPackage:add',
  EDIT: 'system:tenantPackage:edit',
  REMOVE: 'system:tenantPackage:remove',
  EXPORT: 'system:tenantPackage:export',
} as const;

/** `account_count` value meaning "no limit on user accounts". */
export const UNLIMITED_ACCOUNTS = -1;

/** sys_tenant_package.menu_ids is varchar(3000): the joined list must fit. */
export const PACKAGE_MENU_IDS_MAX_CHARS = 3000;

const statusSchema = z.enum(['0', '1']);
const text = (max: number) => z.string().trim().max(max).nullable().optional();
const required = (max: number) => z.string().trim().min(1).max(max);
const positiveId = z.coerce.number().int().positive();
const noMarkup = (s: string) => !/<[^>]*>/.test(s);

/** `yyyy-MM-dd` or `yyyy-MM-dd HH:mm[:ss]`; blank or null means "never expires". */
export const TENANT_EXPIRE_PATTERN = /^\d{4}-\d{2}-\d{2}( \d{2}:\d{2}(:\d{2})?)?$/;
const expireTime = z
  .union([z.literal(''), z.string().trim().regex(TENANT_EXPIRE_PATTERN)])
  .nullable()
  .optional();

/** Filters of the tenant list and export. */
export const tenantFilterSchema = z.object({
  tenantId: z.string().trim().max(20).optional(),
  contactUserName: z.string().trim().max(20).optional(),
  contactPhone: z.string().trim().max(20).optional(),
  companyName: z.string().trim().max(50).optional(),
  packageId: z.coerce.number().int().positive().optional(),
  status: z.enum(['', '0', '1']).optional(),
});
export type TenantFilter = z.infer<typeof tenantFilterSchema>;

const tenantFields = {
  contactUserName: required(20),
  contactPhone: required(20),
  companyName: required(50).refine(noMarkup),
  licenseNumber: text(30),
  address: text(200),
  intro: text(200),
  domain: text(200),
  remark: text(200),
  expireTime,
  accountCount: z.coerce.number().int().min(UNLIMITED_ACCOUNTS).max(1_000_000).optional(),
  status: statusSchema.optional(),
};

/**
 * `POST /system/tenant` (encrypted body): the tenant and its first administrator, whose account is created
 * with these credentials inside the new tenant.
 */
export const tenantCreateSchema = z.object({
  ...tenantFields,
  packageId: positiveId,
  username: z.string().trim().min(2).max(30).refine(noMarkup),
  password: userPasswordSchema,
});
export type TenantCreateBody = z.input<typeof tenantCreateSchema>;

/** `PUT /system/tenant`: the tenant id and package are fixed here (the package changes through sync). */
export const tenantUpdateSchema = z.object({
  ...tenantFields,
  id: positiveId,
  tenantId: z.string().max(20).optional(),
});
export type TenantUpdateBody = z.input<typeof tenantUpdateSchema>;

export const tenantStatusSchema = z.object({
  id: positiveId,
  tenantId: z.string().max(20).optional(),
  status: statusSchema,
});
export type TenantStatusBody = z.input<typeof tenantStatusSchema>;

/** `GET /system/tenant/syncTenantPackage`: gives the tenant's roles the menus of that package. */
export const tenantSyncQuerySchema = z.object({
  tenantId: z.string().trim().min(1).max(20),
  packageId: positiveId,
});
export type TenantSyncQuery = z.input<typeof tenantSyncQuerySchema>;

export const tenantVoSchema = z.object({
  id: z.number().int(),
  tenantId: z.string(),
  contactUserName: z.string().nullable(),
  contactPhone: z.string().nullable(),
  companyName: z.string().nullable(),
  licenseNumber: z.string().nullable(),
  address: z.string().nullable(),
  intro: z.string().nullable(),
  domain: z.string().nullable(),
  remark: z.string().nullable(),
  packageId: z.number().int().nullable(),
  expireTime: z.string().nullable(),
  accountCount: z.number().int(),
  status: z.string(),
  createTime: z.string().nullable(),
});
export type TenantVo = z.infer<typeof tenantVoSchema>;

/** Filters of the package list and export. */
export const tenantPackageFilterSchema = z.object({
  packageName: z.string().trim().max(20).optional(),
  status: z.enum(['', '0', '1']).optional(),
});
export type TenantPackageFilter = z.infer<typeof tenantPackageFilterSchema>;

const packageFields = {
  packageName: required(20).refine(noMarkup),
  /** Every granted menu, parents included (what a linked tree reports as checked or half-checked). */
  menuIds: z.array(z.number().int().positive()).max(1000).optional(),
  remark: text(200),
  menuCheckStrictly: z.boolean().optional(),
  status: statusSchema.optional(),
};

export const tenantPackageCreateSchema = z.object(packageFields);
export type TenantPackageCreateBody = z.input<typeof tenantPackageCreateSchema>;

export const tenantPackageUpdateSchema = z.object({ ...packageFields, packageId: positiveId });
export type TenantPackageUpdateBody = z.input<typeof tenantPackageUpdateSchema>;

export const tenantPackageStatusSchema = z.object({ packageId: positiveId, status: statusSchema });
export type TenantPackageStatusBody = z.input<typeof tenantPackageStatusSchema>;

/** A package; `menuIds` is the stored comma list (", "-joined), as the family's clients expect. */
export const tenantPackageVoSchema = z.object({
  packageId: z.number().int(),
  packageName: z.string().nullable(),
  menuIds: z.string().nullable(),
  remark: z.string().nullable(),
  menuCheckStrictly: z.boolean(),
  status: z.string(),
  createTime: z.string().nullable(),
});
export type TenantPackageVo = z.infer<typeof tenantPackageVoSchema>;

/** `"1, 2, 3"` → `[1, 2, 3]` (blank and non-numeric parts dropped). */
export function parsePackageMenuIds(value: string | null | undefined): number[] {
  return (value ?? '')
    .split(',')
    .map((s) => Number(s.trim()))
    .filter((n) => Number.isInteger(n) && n > 0);
}
