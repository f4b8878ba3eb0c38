import { z } from 'zod';

/** Object storage codes seeded on menu 118 (文件管理). */
export const OssPermission = {
  LIST: 'system:oss:list',
  QUERY: 'system:oss:query',
  UPLOAD: 'system:oss:upload',
  DOWNLOAD: 'system:oss:download',
  REMOVE: 'system:oss:remove',
} as const;

/** Default upload limit when ZCPS_OSS_MAX_FILE_SIZE is not set. */
export const OSS_DEFAULT_MAX_FILE_SIZE = 10 * 1024 * 1024;

/** Extensions accepted by `POST /resource/oss/upload`; images and PDF are also checked by content. */
export const OSS_ALLOWED_EXTENSIONS = [
  'bmp',
  'gif',
  'jpg',
  'jpeg',
  'png',
  'webp',
  'pdf',
  'doc',
  'docx',
  'xls',
  'xlsx',
  'ppt',
  'pptx',
  'txt',
  'csv',
  'zip',
  'rar',
  '7z',
  'gz',
  'bz2',
  'mp4',
  'avi',
  'rmvb',
] as const;

export const AVATAR_EXTENSIONS = ['jpg', 'jpeg', 'png', 'gif', 'webp'] as const;

/** Answer of `POST /resource/oss/upload`; ossId is a string as in the family. */
export const ossUploadVoSchema = z.object({
  url: z.string(),
  fileName: z.string(),
  ossId: z.string(),
});
export type OssUploadVo = z.infer<typeof ossUploadVoSchema>;

export const ossVoSchema = z.object({
  ossId: z.string(),
  fileName: z.string(),
  originalName: z.string(),
  fileSuffix: z.string(),
  url: z.string(),
  createTime: z.string().nullable(),
  createBy: z.number().int().nullable(),
  createByName: z.string().nullable(),
  service: z.string(),
});
export type OssVo = z.infer<typeof ossVoSchema>;

const text = (max: number) => z.string().trim().max(max).optional();

/** Filters of `GET /resource/oss/list` (paging and the create-time range are added by the server). */
export const ossFilterSchema = z.object({
  fileName: text(255),
  originalName: text(255),
  fileSuffix: text(10),
  service: text(20),
});
export type OssFilter = z.infer<typeof ossFilterSchema>;

/** Roles that have an operation manual (apps/server/assets/manuals/<role>.pdf). */
export const MANUAL_ROLES = ['staff', 'company', 'office', 'reviewer', 'admin'] as const;
export type ManualRole = (typeof MANUAL_ROLES)[number];

/** One entry of `GET /resource/manual/list`; download it through `/resource/oss/download/{ossId}`. */
export const manualVoSchema = z.object({
  role: z.enum(MANUAL_ROLES),
  title: z.string(),
  ossId: z.string(),
  fileName: z.string(),
});
export type ManualVo = z.infer<typeof manualVoSchema>;

/** One section of a manual as the console's 操作手册 page shows it; `html` is the manual's own prose. */
export const manualSectionSchema = z.object({
  id: z.string(),
  number: z.string(),
  title: z.string(),
  html: z.string(),
});
/** `GET /resource/manual/{role}`: the same chapters and figures as the PDF, images inlined as data URIs. */
export const manualContentSchema = z.object({
  role: z.enum(MANUAL_ROLES),
  title: z.string(),
  version: z.string(),
  date: z.string(),
  chapters: z.array(manualSectionSchema.extend({ sections: z.array(manualSectionSchema) })),
});
export type ManualSection = z.infer<typeof manualSectionSchema>;
export type ManualContent = z.infer<typeof manualContentSchema>;

/** Storage configuration codes, seeded as buttons of menu 118; the hidden page /system/oss-config/index. */
export const OssConfigPermission = {
  LIST: 'system:ossConfig:list',
  ADD: 'system:ossConfig:add',
  EDIT: 'system:ossConfig:edit',
  REMOVE: 'system:ossConfig:remove',
} as const;

/** The endpoint value that selects the server's local disk instead of an S3-compatible service. */
export const LOCAL_OSS_ENDPOINT = 'local';

/** '0' marks the one default configuration new uploads go to, '1' any other. */
export const OSS_CONFIG_STATUSES = ['0', '1'] as const;
/** 0 private, 1 public, 2 custom (kept for the family's form; files are always served by the server). */
export const OSS_ACCESS_POLICIES = ['0', '1', '2'] as const;
const yesNo = z.enum(['Y', 'N']);

export const ossConfigVoSchema = z.object({
  ossConfigId: z.number().int(),
  configKey: z.string(),
  accessKey: z.string(),
  /** Never the stored secret: a mask when one is set, else empty. */
  secretKey: z.string(),
  bucketName: z.string(),
  prefix: z.string(),
  endpoint: z.string(),
  domain: z.string(),
  isHttps: z.string(),
  region: z.string(),
  accessPolicy: z.string(),
  pathStyle: z.string(),
  status: z.string(),
  remark: z.string().nullable(),
  createTime: z.string().nullable(),
});
export type OssConfigVo = z.infer<typeof ossConfigVoSchema>;

const ossConfigFields = {
  configKey: z
    .string()
    .trim()
    .min(2)
    .max(20)
    .regex(/^[A-Za-z0-9_-]+$/),
  accessKey: z.string().trim().max(100).default(''),
  bucketName: z
    .string()
    .trim()
    .min(2)
    .max(63)
    .regex(/^[a-z0-9][a-z0-9.-]*[a-z0-9]$/),
  endpoint: z
    .string()
    .trim()
    .min(2)
    .max(100)
    .regex(/^[A-Za-z0-9.-]+(:\d{1,5})?$/),
  prefix: z
    .string()
    .trim()
    .max(100)
    .regex(/^([A-Za-z0-9_-]+(\/[A-Za-z0-9_-]+)*)?$/)
    .default(''),
  domain: z.string().trim().max(255).default(''),
  isHttps: yesNo.default('N'),
  region: z.string().trim().max(100).default(''),
  accessPolicy: z.enum(OSS_ACCESS_POLICIES).default('1'),
  pathStyle: yesNo.default('Y'),
  status: z.enum(OSS_CONFIG_STATUSES).default('1'),
  remark: z.string().trim().max(500).nullish(),
};

type KeyedConfig = { endpoint: string; accessKey: string; secretKey?: string | undefined };

/** An S3-compatible store needs both keys; the local disk needs none. */
function requireKeys(config: KeyedConfig, ctx: z.RefinementCtx, secretRequired: boolean) {
  if (config.endpoint === LOCAL_OSS_ENDPOINT) return;
  if (!config.accessKey) ctx.addIssue({ code: 'custom', path: ['accessKey'], message: 'required' });
  if (secretRequired && !config.secretKey)
    ctx.addIssue({ code: 'custom', path: ['secretKey'], message: 'required' });
}

export const ossConfigBodySchema = z
  .object({ ...ossConfigFields, secretKey: z.string().trim().max(100).default('') })
  .strict()
  .superRefine((c, ctx) => requireKeys(c, ctx, true));
export type OssConfigBody = z.input<typeof ossConfigBodySchema>;

/** On edit a blank or omitted secret keeps the stored one (the console never receives it). */
export const ossConfigUpdateSchema = z
  .object({
    ...ossConfigFields,
    ossConfigId: z.coerce.number().int().positive(),
    secretKey: z.string().trim().max(100).optional(),
  })
  .strict()
  .superRefine((c, ctx) => requireKeys(c, ctx, false));
export type OssConfigUpdate = z.input<typeof ossConfigUpdateSchema>;

export const ossConfigStatusSchema = z.object({
  ossConfigId: z.coerce.number().int().positive(),
  status: z.enum(OSS_CONFIG_STATUSES),
  configKey: z.string().max(20).optional(),
});
export type OssConfigStatusBody = z.input<typeof ossConfigStatusSchema>;

export const ossConfigFilterSchema = z.object({
  configKey: z.string().trim().max(20).optional(),
  bucketName: z.string().trim().max(63).optional(),
  status: z.enum(['', ...OSS_CONFIG_STATUSES]).optional(),
});
export type OssConfigFilter = z.infer<typeof ossConfigFilterSchema>;
