import { z } from 'zod';
import { pageQuerySchema } from '../common/envelope.js';
import { importReportSchema, type ImportReport } from '../system/user.js';
import {
  FORM_SCHEMA_VERSION,
  type FormFieldItem,
  type FormRule,
  type FormSchema,
} from '../tool/form-schema.js';
import { lcAppCreateSchema, LC_OPERATIONS, type LcOperation } from './app.js';
import {
  LC_FIELD_WIDGET,
  LC_NUMERIC_TYPES,
  LcFieldState,
  lcFieldCreateSchema,
  lcListLayoutSchema,
  lcObjectCreateSchema,
  lcObjectVoSchema,
  lcFieldVoSchema,
  lcPagesSchema,
  type LcFieldVo,
  type LcListLayout,
} from './object.js';
import { formSchema } from '../tool/form-schema.js';

/**
 * A row of an object's table as the runtime API answers it: `id`, the standard columns in camelCase and each
 * active field under its (snake case) name. Values by type: text-like, select, radio, image/file (oss ids "1,2"),
 * richText → string; number, money → number; checkbox → string[]; date → 'YYYY-MM-DD'; datetime →
 * 'YYYY-MM-DD HH:mm:ss'; dateRange → ['YYYY-MM-DD', 'YYYY-MM-DD']; switch → boolean; user, dept, reference → id.
 * List rows also carry `<name>Label` for dict, user, dept and reference fields (dictionary label, user nick name,
 * dept name, the referenced row's title), `<name>Files` (LcFileVo[]) for image and file fields, and for tree
 * objects `parentIdLabel` (the parent's title).
 */
export const lcRowSchema = z
  .object({
    id: z.number().int(),
    deptId: z.number().int().nullable(),
    parentId: z.number().int().nullable().optional(),
    createBy: z.number().int().nullable(),
    createByName: z.string().nullable().optional(),
    createTime: z.string().nullable(),
    updateTime: z.string().nullable(),
  })
  .catchall(z.unknown());
export type LcRow = z.infer<typeof lcRowSchema>;

/** Create and update bodies: field values by name (checked against the metadata on the server). */
export const lcRowCreateSchema = z.record(z.string(), z.unknown());
export type LcRowCreate = Record<string, unknown>;
/** Update: `id` plus the values; fields left out keep their value. */
export type LcRowUpdate = { id: number } & Record<string, unknown>;

/**
 * List and export filters: `<name>=value` for EQ/NE/GT/GE/LT/LE/LIKE fields (checkbox: one value it contains),
 * and `params[begin_<name>]` / `params[end_<name>]` for BETWEEN; only searchable fields count.
 * Paging and sorting (`orderByColumn` = a field name or createTime, `isAsc`) as every list.
 */
export const lcListQuerySchema = pageQuerySchema.catchall(z.string().max(200));
export type LcListQuery = z.infer<typeof lcListQuerySchema>;

export function lcRangeKeys(name: string): [string, string] {
  return [`params[begin_${name}]`, `params[end_${name}]`];
}

/** `GET /lc/{app}/{object}/meta`: what the runtime page renders, for the caller. */
export const lcRuntimeMetaSchema = z.object({
  app: z.object({ appKey: z.string(), name: z.string(), icon: z.string().nullable() }),
  object: lcObjectVoSchema,
  /** Active fields in order. */
  fields: z.array(lcFieldVoSchema),
  pages: lcPagesSchema,
  /** The permission code of each operation (gate buttons with them). */
  permissions: z.record(z.enum(LC_OPERATIONS), z.string()),
});
export type LcRuntimeMeta = z.infer<typeof lcRuntimeMetaSchema>;
export type LcPermissionCodes = Record<LcOperation, string>;

/** A file a row holds (image and file fields): its OSS id and the name it was uploaded with. */
export const lcFileVoSchema = z.object({ ossId: z.string(), name: z.string() });
export type LcFileVo = z.infer<typeof lcFileVoSchema>;

/** `GET /lc/{app}/{object}/ref/{field}?keyword=`: choices of a reference field (id and title), at most 50. */
export const lcRefOptionSchema = z.object({ value: z.number().int(), label: z.string() });
export type LcRefOption = z.infer<typeof lcRefOptionSchema>;

/** Import report, per row, as the user import's (`userName` holds the row's title or id). */
export const lcImportResultSchema = importReportSchema;
export type LcImportResult = ImportReport;

/** An app as JSON (`GET /lowcode/app/{appId}/export`, `POST /lowcode/app/import`); references by object key. */
export const lcAppExportSchema = z.object({
  format: z.literal('zcps-lowcode'),
  version: z.literal(1),
  app: lcAppCreateSchema,
  objects: z
    .array(
      lcObjectCreateSchema.omit({ appId: true }).extend({
        titleField: z.string().max(64).nullish(),
        fields: z.array(
          lcFieldCreateSchema.omit({ objectId: true, refObjectId: true }).extend({
            refObjectKey: z.string().max(64).nullish(),
            state: z.enum([LcFieldState.ACTIVE, LcFieldState.HIDDEN]).default(LcFieldState.ACTIVE),
          }),
        ),
        pages: z
          .object({
            list: lcListLayoutSchema.optional(),
            form: formSchema.optional(),
            detail: formSchema.optional(),
          })
          .default({}),
      }),
    )
    .max(100),
});
export type LcAppExport = z.infer<typeof lcAppExportSchema>;

function rulesOf(field: LcFieldVo): FormRule[] {
  const rules: FormRule[] = [];
  const v = field.validation;
  if (v.min !== undefined) rules.push({ type: 'min', value: v.min });
  if (v.max !== undefined) rules.push({ type: 'max', value: v.max });
  if (v.pattern)
    rules.push({ type: 'pattern', value: v.pattern, ...(v.message ? { message: v.message } : {}) });
  if (field.length && !LC_NUMERIC_TYPES.includes(field.type) && field.type !== 'checkbox')
    rules.push({ type: 'length', max: field.length });
  return rules;
}

/** The form item of a field: widget, label, required, dictionary and rules from the metadata. */
export function lcFormItemOf(field: LcFieldVo): FormFieldItem {
  const item: FormFieldItem = {
    field: field.name,
    label: field.label,
    widget: LC_FIELD_WIDGET[field.type],
    required: field.required,
  };
  if (field.dictType) item.dictType = field.dictType;
  const rules = rulesOf(field);
  if (rules.length) item.rules = rules;
  if (field.defaultValue !== null) item.defaultValue = field.defaultValue;
  if (LC_NUMERIC_TYPES.includes(field.type) && field.scale !== null) item.props = { precision: field.scale };
  return item;
}

const active = (fields: readonly LcFieldVo[]) =>
  fields.filter((f) => f.state === LcFieldState.ACTIVE).sort((a, b) => a.sort - b.sort);

/** The default form (and detail) page: every active field, two columns. */
export function lcDefaultForm(fields: readonly LcFieldVo[]): FormSchema {
  return {
    version: FORM_SCHEMA_VERSION,
    layout: { cols: 2, labelWidth: 100 },
    items: active(fields).map(lcFormItemOf),
  };
}

/** The default list page: listed fields as columns, searchable fields in the search bar. */
export function lcDefaultList(fields: readonly LcFieldVo[]): LcListLayout {
  const live = active(fields);
  return {
    columns: live.filter((f) => f.listed).map((f) => ({ field: f.name })),
    search: live.filter((f) => f.searchable).map((f) => f.name),
  };
}
