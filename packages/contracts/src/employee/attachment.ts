import { z } from 'zod';
import { RecordCheckStatus } from './record-check.js';

/** Permission codes of 附件类型 (menu 310); the console gates on the same codes. */
export const AttachmentTypePermission = {
  LIST: 'employee:attachment-type:list',
  QUERY: 'employee:attachment-type:query',
  ADD: 'employee:attachment-type:add',
  EDIT: 'employee:attachment-type:edit',
  REMOVE: 'employee:attachment-type:remove',
  EXPORT: 'employee:attachment-type:export',
} as const;

/** Permission codes of 附件材料 (menu 311). */
export const AttachmentPermission = {
  LIST: 'employee:attachment:list',
  QUERY: 'employee:attachment:query',
  UPLOAD: 'employee:attachment:upload',
  DOWNLOAD: 'employee:attachment:download',
  REMOVE: 'employee:attachment:remove',
  EXPORT: 'employee:attachment:export',
  SUBMIT: 'employee:attachment:submit',
  CHECK: 'employee:attachment:check',
} as const;

/** Whoever works with dossiers may read the type options (the upload form needs them). */
export const ATTACHMENT_TYPE_OPTION_PERMISSIONS = [
  AttachmentTypePermission.LIST,
  AttachmentTypePermission.QUERY,
  AttachmentPermission.LIST,
  AttachmentPermission.QUERY,
  AttachmentPermission.UPLOAD,
  'employee:info:list',
  'employee:info:query',
] as const;

/** Extensions an attachment type may allow; the server checks each file's content against its extension. */
export const ATTACHMENT_EXTENSIONS = [
  'pdf',
  'jpg',
  'jpeg',
  'png',
  'doc',
  'docx',
  'xls',
  'xlsx',
  'zip',
  'ofd',
] as const;
export type AttachmentExtension = (typeof ATTACHMENT_EXTENSIONS)[number];

/** What the console shows inline (preview); everything else is downloaded. */
export const ATTACHMENT_PREVIEW_EXTENSIONS: readonly string[] = ['pdf', 'jpg', 'jpeg', 'png'];

export const ATTACHMENT_MAX_SIZE_MB = 50;
export const ATTACHMENT_RECORD_CHECK_DICT = 'record_check_status';

/** Sub-record tables an attachment may prove (`refTable`). */
export const ATTACHMENT_REF_TABLES = [
  'zc_emp_education',
  'zc_emp_office_post',
  'zc_emp_duty_achievement',
  'zc_emp_yearly_assessment',
  'zc_emp_academic_work',
  'zc_emp_reward',
  'zc_emp_punishment',
  'zc_emp_training',
  'zc_emp_party_info',
  'zc_wage_level',
  'zc_job_qualification',
] as const;
export type AttachmentRefTable = (typeof ATTACHMENT_REF_TABLES)[number];

/** `"pdf, JPG,png"` → `['pdf', 'jpg', 'png']`. */
export function parseAllowedExt(value: string): string[] {
  return value
    .split(',')
    .map((s) => s.trim().toLowerCase())
    .filter(Boolean);
}

const isAllowedExtList = (value: string) => {
  const list = parseAllowedExt(value);
  return (
    list.length > 0 &&
    new Set(list).size === list.length &&
    list.every((e) => (ATTACHMENT_EXTENSIONS as readonly string[]).includes(e))
  );
};

/** The extension of a file name, lower case ('' without one). */
export function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot > 0 ? fileName.slice(dot + 1).toLowerCase() : '';
}

/**
 * The client-side pre-check of a file against its type (the server repeats it and checks the content too):
 * null when acceptable, else why not.
 */
export function attachmentPrecheck(
  file: { name: string; size: number },
  type: { allowedExt: string; maxSizeMb: number },
): 'badExtension' | 'tooLarge' | 'empty' | null {
  if (!parseAllowedExt(type.allowedExt).includes(extensionOf(file.name))) return 'badExtension';
  if (file.size <= 0) return 'empty';
  if (file.size > type.maxSizeMb * 1024 * 1024) return 'tooLarge';
  return null;
}

const noHtml = (s: string) => !/<[^>]*>/.test(s);
const filterText = (max: number) => z.string().trim().max(max).optional();
const statusEnum = z.enum(['0', '1']);

export const attachmentTypeVoSchema = z.object({
  typeId: z.number().int(),
  typeCode: z.string(),
  typeName: z.string(),
  allowedExt: z.string(),
  maxSizeMb: z.number().int(),
  required: z.boolean(),
  orderNum: z.number().int(),
  status: z.string(),
  remark: z.string().nullable(),
  createTime: z.string().nullable(),
});
export type AttachmentTypeVo = z.infer<typeof attachmentTypeVoSchema>;

export const attachmentTypeFilterSchema = z.object({
  typeCode: filterText(30),
  typeName: filterText(50),
  status: z.enum(['0', '1', '']).optional(),
  required: z.enum(['true', 'false', '']).optional(),
});
export type AttachmentTypeFilter = z.infer<typeof attachmentTypeFilterSchema>;

export const attachmentTypeCreateSchema = z.object({
  typeCode: z
    .string()
    .trim()
    .min(1)
    .max(30)
    .regex(/^[A-Za-z0-9_-]+$/),
  typeName: z.string().trim().min(1).max(50).refine(noHtml),
  allowedExt: z.string().trim().min(1).max(100).refine(isAllowedExtList),
  maxSizeMb: z.number().int().min(1).max(ATTACHMENT_MAX_SIZE_MB),
  required: z.boolean().default(false),
  orderNum: z.number().int().min(0).max(99_999).default(0),
  status: statusEnum.default('0'),
  remark: z.string().trim().max(500).nullish(),
});
export type AttachmentTypeCreate = z.infer<typeof attachmentTypeCreateSchema>;

export const attachmentTypeUpdateSchema = attachmentTypeCreateSchema.extend({
  typeId: z.number().int().positive(),
});
export type AttachmentTypeUpdate = z.infer<typeof attachmentTypeUpdateSchema>;

export const attachmentVoSchema = z.object({
  recordId: z.number().int(),
  employeeId: z.number().int(),
  employeeName: z.string().nullable(),
  typeId: z.number().int(),
  typeCode: z.string().nullable(),
  typeName: z.string().nullable(),
  ossId: z.string(),
  fileName: z.string(),
  fileSize: z.number().int(),
  mimeType: z.string(),
  previewable: z.boolean(),
  refTable: z.string().nullable(),
  refId: z.number().int().nullable(),
  checkStatus: z.string(),
  checkRemark: z.string().nullable(),
  checkTime: z.string().nullable(),
  createTime: z.string().nullable(),
});
export type AttachmentVo = z.infer<typeof attachmentVoSchema>;

const checkStatuses = Object.values(RecordCheckStatus) as [string, ...string[]];

export const attachmentFilterSchema = z.object({
  employeeId: z.coerce.number().int().positive().optional(),
  employeeName: filterText(30),
  typeId: z.coerce.number().int().positive().optional(),
  checkStatus: z.enum([...checkStatuses, '']).optional(),
  fileName: filterText(255),
});
export type AttachmentFilter = z.infer<typeof attachmentFilterSchema>;

/** The text fields of `POST /employee/attachment/upload` (multipart, beside the `file` part). */
export const attachmentUploadFieldsSchema = z
  .object({
    employeeId: z.coerce.number().int().positive(),
    typeId: z.coerce.number().int().positive(),
    refTable: z.enum(ATTACHMENT_REF_TABLES).optional(),
    refId: z.coerce.number().int().positive().optional(),
  })
  .superRefine((f, ctx) => {
    if (f.refTable !== undefined && f.refId === undefined)
      ctx.addIssue({ code: 'custom', path: ['refId'], message: 'required with refTable' });
    if (f.refTable === undefined && f.refId !== undefined)
      ctx.addIssue({ code: 'custom', path: ['refTable'], message: 'required with refId' });
  });
export type AttachmentUploadFields = z.infer<typeof attachmentUploadFieldsSchema>;

export const attachmentMissingQuerySchema = z.object({
  employeeId: z.coerce.number().int().positive(),
});
