import { z } from 'zod';
import { RecordCheckStatus } from './record-check.js';
import type { RecordField, RecordKind, RecordSpec } from './employee-record-specs.js';

/** Schemas of every dossier sub-record kind, built from its spec (employee-record-specs.ts). */

const noHtml = (s: string) => !/<[^>]*>/.test(s);
const blankToNull = (v: unknown) => (v === '' ? null : v);
const id = z.number().int().positive();

/** Permission codes of a sub-record screen (the seeded buttons; `list` is the page). */
export function recordPermissions(spec: Pick<RecordSpec, 'prefix' | 'officeKept'>) {
  const p = spec.prefix;
  const edit = `${p}:edit`;
  return {
    LIST: `${p}:list`,
    QUERY: `${p}:query`,
    ADD: `${p}:add`,
    EDIT: edit,
    REMOVE: `${p}:remove`,
    EXPORT: `${p}:export`,
    IMPORT: `${p}:import`,
    SUBMIT: spec.officeKept ? edit : `${p}:submit`,
    CHECK: spec.officeKept ? edit : `${p}:check`,
  };
}
export type RecordPermissionCodes = ReturnType<typeof recordPermissions>;

/** The SSE progress task of a kind's import. */
export const recordImportTask = (kind: RecordKind) => `record-import:${kind}`;

function isRealDate(value: string): boolean {
  const [y, m, d] = value.split('-').map(Number);
  const date = new Date(Date.UTC(y!, m! - 1, d!));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m! - 1 && date.getUTCDate() === d;
}

/** `YYYY-MM-DD` of a real calendar day. */
export const recordDateSchema = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .refine(isRealDate);

/** Today as `YYYY-MM-DD` in local time (what "not in the future" compares with). */
export function todayIso(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

function inputOf(field: RecordField): z.ZodType {
  const optional = (schema: z.ZodType) =>
    field.required ? schema : z.preprocess(blankToNull, schema.nullish());
  switch (field.kind) {
    case 'text':
    case 'longText': {
      const text = z
        .string()
        .trim()
        .max(field.max ?? 100);
      return field.required ? text.min(1).refine(noHtml) : optional(text.refine(noHtml));
    }
    case 'date':
      return optional(recordDateSchema);
    case 'dict':
      return field.required ? z.string().trim().min(1).max(20) : optional(z.string().trim().max(20));
    case 'int':
      return optional(
        z
          .number()
          .int()
          .min(field.min ?? 0)
          .max(field.max ?? 9999),
      );
    case 'hours':
      return optional(
        z
          .number()
          .min(field.min ?? 0)
          .max(field.max ?? 9999),
      );
    case 'year':
      return optional(z.number().int().min(1950).max(2100));
    case 'bool':
      return z.boolean().default(false);
  }
}

function outputOf(field: RecordField): z.ZodType {
  switch (field.kind) {
    case 'bool':
      return z.boolean();
    case 'int':
    case 'hours':
    case 'year':
      return z.number().nullable();
    default:
      return z.string().nullable();
  }
}

const fieldShape = (spec: RecordSpec, of: (f: RecordField) => z.ZodType) =>
  Object.fromEntries(spec.fields.map((f) => [f.name, of(f)]));

/** Ranges in order and nothing dated after today where that makes no sense; issues name the field. */
function checkDates(spec: RecordSpec) {
  return (body: Record<string, unknown>, ctx: z.RefinementCtx) => {
    for (const [low, high] of spec.ranges ?? []) {
      const a = body[low];
      const b = body[high];
      if (a === null || a === undefined || b === null || b === undefined || b >= a) continue;
      const message = typeof a === 'number' ? 'employee.notBelow' : 'employee.notBefore';
      ctx.addIssue({ code: 'custom', path: [high], message, params: { message, fields: [low] } });
    }
    const today = todayIso();
    for (const field of spec.fields) {
      const value = body[field.name];
      if (!field.past || value === null || value === undefined) continue;
      const late = field.kind === 'year' ? Number(value) > Number(today.slice(0, 4)) : String(value) > today;
      if (late)
        ctx.addIssue({
          code: 'custom',
          path: [field.name],
          message: 'employee.future',
          params: { message: 'employee.future' },
        });
    }
  };
}

const remark = z.preprocess(blankToNull, z.string().trim().max(500).refine(noHtml).nullish());

/** `POST {base}`: the owner's new record of one employee. */
export function recordCreateSchema(spec: RecordSpec) {
  return z.object({ employeeId: id, ...fieldShape(spec, inputOf), remark }).superRefine(checkDates(spec));
}

/** `PUT {base}`: the record's fields (its employee does not change). */
export function recordUpdateSchema(spec: RecordSpec) {
  return z.object({ recordId: id, ...fieldShape(spec, inputOf), remark }).superRefine(checkDates(spec));
}

/** What every sub-record shows besides its own fields. */
export const recordBaseVoSchema = z.object({
  recordId: z.number().int(),
  employeeId: z.number().int(),
  employeeName: z.string().nullable(),
  checkStatus: z.string(),
  checkRemark: z.string().nullable(),
  checkBy: z.number().int().nullable(),
  checkTime: z.string().nullable(),
  remark: z.string().nullable(),
  createTime: z.string().nullable(),
});

/** A row of any kind: the shared columns and the kind's own fields by name. */
export type RecordVo = z.infer<typeof recordBaseVoSchema> & Record<string, unknown>;

export function recordVoSchema(spec: RecordSpec) {
  return recordBaseVoSchema.extend(fieldShape(spec, outputOf));
}

const checkStatuses = Object.values(RecordCheckStatus) as [string, ...string[]];

function filterOf(field: RecordField): z.ZodType {
  if (field.kind === 'year' || field.kind === 'int')
    return z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number().int().optional());
  return z
    .string()
    .trim()
    .max(field.max ?? 20)
    .optional();
}

/** Filters of a kind's list and export: the employee, the check status and the kind's filter fields. */
export function recordFilterSchema(spec: RecordSpec) {
  const own = spec.fields.filter((f) => f.filter);
  return z.object({
    employeeId: z.preprocess(
      (v) => (v === '' ? undefined : v),
      z.coerce.number().int().positive().optional(),
    ),
    employeeName: z.string().trim().max(30).optional(),
    checkStatus: z.enum([...checkStatuses, '']).optional(),
    ...Object.fromEntries(own.map((f) => [f.name, filterOf(f)])),
  });
}
export type RecordFilter = {
  employeeId?: number;
  employeeName?: string;
  checkStatus?: string;
} & Record<string, unknown>;
