import { z } from 'zod';
import { attachmentVoSchema, type AttachmentVo } from './attachment.js';
import { RECORD_KINDS, RECORD_SPECS, type RecordKind } from './employee-record-specs.js';
import { recordDateSchema, recordVoSchema, todayIso, type RecordVo } from './employee-records.js';
import { REVIEWER_PHONE_PATTERN, reviewerIdCardSchema } from '../title/reviewer.js';

/** Permission codes of 人员信息 (seeded buttons; the console gates on the same codes). */
export const EmployeePermission = {
  LIST: 'employee:info:list',
  QUERY: 'employee:info:query',
  ADD: 'employee:info:add',
  EDIT: 'employee:info:edit',
  REMOVE: 'employee:info:remove',
  EXPORT: 'employee:info:export',
  IMPORT: 'employee:info:import',
} as const;

export const EMPLOYEE_IMPORT_TASK = 'employee-import';

/** 0 active, 1 left (离职/调出): kept for the record, not offered for declarations. */
export const EmployeeStatus = { ACTIVE: '0', LEFT: '1' } as const;

const noHtml = (s: string) => !/<[^>]*>/.test(s);
const blankToNull = (v: unknown) => (v === '' ? null : v);
const optional = <T extends z.ZodType>(schema: T) => z.preprocess(blankToNull, schema.nullish());
const text = (max: number) => optional(z.string().trim().max(max).refine(noHtml));
const code = optional(z.string().trim().max(4));
const optionalRef = optional(z.number().int().positive());
const pastDate = optional(
  recordDateSchema.refine((v) => v <= todayIso(), { params: { message: 'employee.future' } }),
);
const filterText = (max: number) => z.string().trim().max(max).optional();
const filterId = z.preprocess(
  (v) => (v === '' ? undefined : v),
  z.coerce.number().int().positive().optional(),
);

export const employeeVoSchema = z.object({
  employeeId: z.number().int(),
  userId: z.number().int().nullable(),
  clientId: z.number().int().nullable(),
  clientName: z.string().nullable(),
  deptId: z.number().int().nullable(),
  employeeName: z.string(),
  sex: z.string(),
  birthDate: z.string().nullable(),
  nation: z.string().nullable(),
  politicalStatus: z.string().nullable(),
  /** Masked (110101********1234) for callers without employee:info:edit. */
  idCard: z.string(),
  /** Masked (138****5678) for callers without employee:info:edit. */
  phone: z.string().nullable(),
  email: z.string().nullable(),
  education: z.string().nullable(),
  seriesId: z.number().int().nullable(),
  seriesName: z.string().nullable(),
  professionId: z.number().int().nullable(),
  professionName: z.string().nullable(),
  currentTitleId: z.number().int().nullable(),
  currentTitleName: z.string().nullable(),
  currentTitleLevel: z.string().nullable(),
  currentTitleDate: z.string().nullable(),
  currentTitleCertNo: z.string().nullable(),
  hiredDate: z.string().nullable(),
  workStartDate: z.string().nullable(),
  wageLevel: z.string().nullable(),
  employmentRelation: z.string().nullable(),
  archiveLocation: z.string().nullable(),
  status: z.string(),
  remark: z.string().nullable(),
  createTime: z.string().nullable(),
});
export type EmployeeVo = z.infer<typeof employeeVoSchema>;

export const employeeFilterSchema = z.object({
  employeeName: filterText(30),
  idCard: filterText(18),
  clientId: filterId,
  clientName: filterText(100),
  seriesId: filterId,
  professionId: filterId,
  status: z.enum([EmployeeStatus.ACTIVE, EmployeeStatus.LEFT, '']).optional(),
  /** '1': only people with a sub-record awaiting the checker (the office works through them one dossier each). */
  pendingCheck: z.enum(['1', '']).optional(),
});
export type EmployeeFilter = z.infer<typeof employeeFilterSchema>;

const employeeFields = z.object({
  employeeName: z.string().trim().min(1).max(30).refine(noHtml),
  sex: z.enum(['0', '1', '2']).default('0'),
  nation: code,
  politicalStatus: code,
  idCard: reviewerIdCardSchema,
  phone: optional(z.string().trim().regex(REVIEWER_PHONE_PATTERN)),
  email: optional(z.string().trim().max(50).pipe(z.email())),
  education: code,
  /**
   * The entrusted unit. Only the office chooses it freely; a company user's employees are always its own
   * unit's, and a staff member picks among approved units for their own record.
   */
  clientId: optionalRef,
  seriesId: optionalRef,
  professionId: optionalRef,
  currentTitleId: optionalRef,
  currentTitleDate: pastDate,
  currentTitleCertNo: text(50),
  hiredDate: pastDate,
  workStartDate: pastDate,
  wageLevel: code,
  employmentRelation: code,
  archiveLocation: text(100),
  status: z.enum([EmployeeStatus.ACTIVE, EmployeeStatus.LEFT]).default(EmployeeStatus.ACTIVE),
  remark: text(500),
});

/** Started work before joining the current unit. */
function checkDates(
  body: { workStartDate?: string | null; hiredDate?: string | null },
  ctx: z.RefinementCtx,
) {
  if (body.workStartDate && body.hiredDate && body.hiredDate < body.workStartDate)
    ctx.addIssue({
      code: 'custom',
      path: ['hiredDate'],
      params: { message: 'employee.notBefore', fields: ['workStartDate'] },
    });
}

export const employeeCreateSchema = employeeFields.superRefine(checkDates);
export type EmployeeCreate = z.infer<typeof employeeCreateSchema>;

export const employeeUpdateSchema = employeeFields
  .extend({ employeeId: z.number().int().positive() })
  .superRefine(checkDates);
export type EmployeeUpdate = z.infer<typeof employeeUpdateSchema>;

/** `GET /employee/info/{id}/dossier`: the employee with every sub-record and attachment, one list per kind. */
export const dossierVoSchema = z.object({
  employee: employeeVoSchema,
  records: z.object(
    Object.fromEntries(RECORD_KINDS.map((k) => [k, z.array(recordVoSchema(RECORD_SPECS[k]))])) as Record<
      RecordKind,
      z.ZodArray<ReturnType<typeof recordVoSchema>>
    >,
  ),
  attachments: z.array(attachmentVoSchema),
});
/** The schema's records are built per kind at run time, so the type is spelled out. */
export interface DossierVo {
  employee: EmployeeVo;
  records: Record<RecordKind, RecordVo[]>;
  attachments: AttachmentVo[];
}
