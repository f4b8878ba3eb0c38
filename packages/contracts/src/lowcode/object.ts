import { z } from 'zod';
import { GEN_QUERY_TYPES } from '../tool/gen.js';
import { formSchema, type FormWidget } from '../tool/form-schema.js';
import { LC_OBJECT_KEY_MAX, lcObjectKeySchema } from './app.js';

const noHtml = (s: string) => !/<[^>]*>/.test(s);
const label = (max: number) => z.string().trim().min(1).max(max).refine(noHtml);

export const LC_OBJECT_KINDS = ['flat', 'tree'] as const;
export type LcObjectKind = (typeof LC_OBJECT_KINDS)[number];

export const lcObjectVoSchema = z.object({
  objectId: z.number().int(),
  appId: z.number().int(),
  appKey: z.string(),
  objectKey: z.string(),
  label: z.string(),
  /** `lc_<app>_<object>`. */
  tableName: z.string(),
  /** The field shown for a row in references and titles (null: the id). */
  titleField: z.string().nullable(),
  kind: z.enum(LC_OBJECT_KINDS),
  sort: z.number().int(),
  /** Bumped by every change of the object's table, fields or pages. */
  rev: z.number().int(),
  /** `rev` at the last publish (null: never published). */
  publishedRev: z.number().int().nullable(),
  remark: z.string().nullable(),
  createTime: z.string().nullable(),
});
export type LcObjectVo = z.infer<typeof lcObjectVoSchema>;

/** `POST /lowcode/object/{objectId}/graduate`: the code generator's table of the object (created: imported now). */
export const lcGraduateVoSchema = z.object({ tableId: z.number().int(), created: z.boolean() });
export type LcGraduateVo = z.infer<typeof lcGraduateVoSchema>;

export const lcObjectCreateSchema = z.object({
  appId: z.number().int().positive(),
  objectKey: lcObjectKeySchema,
  label: label(50),
  kind: z.enum(LC_OBJECT_KINDS).default('flat'),
  sort: z.number().int().min(0).max(9999).default(0),
  remark: z.string().trim().max(500).nullish(),
});
export type LcObjectCreate = z.infer<typeof lcObjectCreateSchema>;

/** Key and kind are fixed once the table exists. */
export const lcObjectUpdateSchema = z.object({
  objectId: z.number().int().positive(),
  label: label(50),
  titleField: z.string().max(64).nullish(),
  sort: z.number().int().min(0).max(9999).default(0),
  remark: z.string().trim().max(500).nullish(),
});
export type LcObjectUpdate = z.infer<typeof lcObjectUpdateSchema>;

/** Field types of the designer (one column each). */
export const LC_FIELD_TYPES = [
  'text',
  'textarea',
  'number',
  'money',
  'select',
  'radio',
  'checkbox',
  'date',
  'datetime',
  'dateRange',
  'switch',
  'user',
  'dept',
  'reference',
  'image',
  'file',
  'richText',
] as const;
export type LcFieldType = (typeof LC_FIELD_TYPES)[number];

/** The form-schema widget that edits a field type. */
export const LC_FIELD_WIDGET: Record<LcFieldType, FormWidget> = {
  text: 'text',
  textarea: 'textarea',
  number: 'number',
  money: 'money',
  select: 'select',
  radio: 'radio',
  checkbox: 'checkbox',
  date: 'date',
  datetime: 'datetime',
  dateRange: 'dateRange',
  switch: 'switch',
  user: 'userPicker',
  dept: 'deptPicker',
  reference: 'refSelect',
  image: 'image',
  file: 'file',
  richText: 'richText',
};

/** Types whose values come from a dictionary (`dictType` required). */
export const LC_DICT_TYPES: readonly LcFieldType[] = ['select', 'radio', 'checkbox'];
/** Types with a `length` (characters of a varchar column). */
export const LC_LENGTH_TYPES: readonly LcFieldType[] = [
  'text',
  'select',
  'radio',
  'checkbox',
  'image',
  'file',
];
/** Types with precision and scale (numeric column). */
export const LC_NUMERIC_TYPES: readonly LcFieldType[] = ['number', 'money'];

/** Column names the table already has (standard columns) and that fields may not take. */
export const LC_RESERVED_COLUMNS = [
  'id',
  'tenant_id',
  'dept_id',
  'parent_id',
  'create_dept',
  'create_by',
  'create_time',
  'update_by',
  'update_time',
  'del_flag',
] as const;

/** Field names: snake case column names (they are also the keys of a row's values). */
export const LC_FIELD_NAME_PATTERN = /^[a-z][a-z0-9]*(_[a-z0-9]+)*$/;

export const LC_QUERY_TYPES = GEN_QUERY_TYPES;
export type LcQueryType = (typeof LC_QUERY_TYPES)[number];

export const LcFieldState = { ACTIVE: 'active', HIDDEN: 'hidden' } as const;

export const lcValidationSchema = z.object({
  min: z.number().finite().optional(),
  max: z.number().finite().optional(),
  pattern: z.string().max(500).optional(),
  /** Shown instead of the default message when the pattern does not match. */
  message: z.string().max(200).optional(),
});
export type LcValidation = z.infer<typeof lcValidationSchema>;

const defaultValue = z.union([z.string().max(500), z.number(), z.boolean()]).nullish();

export const lcFieldVoSchema = z.object({
  fieldId: z.number().int(),
  objectId: z.number().int(),
  name: z.string(),
  label: z.string(),
  type: z.enum(LC_FIELD_TYPES),
  /** varchar length (text-like types). */
  length: z.number().int().nullable(),
  /** numeric precision and scale (number, money). */
  precision: z.number().int().nullable(),
  scale: z.number().int().nullable(),
  required: z.boolean(),
  /** Unique per tenant among live rows. */
  unique: z.boolean(),
  defaultValue: z.union([z.string(), z.number(), z.boolean()]).nullable(),
  dictType: z.string().nullable(),
  /** The referenced object (type reference): a row id of that object's table, in the same tenant. */
  refObjectId: z.number().int().nullable(),
  validation: lcValidationSchema,
  sort: z.number().int(),
  /** Shown as a list column. */
  listed: z.boolean(),
  /** Offered in the list's search bar with `queryType`. */
  searchable: z.boolean(),
  queryType: z.enum(LC_QUERY_TYPES),
  /** Hidden fields keep their column and values but leave forms, lists and validation; drop them later. */
  state: z.enum([LcFieldState.ACTIVE, LcFieldState.HIDDEN]),
});
export type LcFieldVo = z.infer<typeof lcFieldVoSchema>;

const fieldBody = {
  label: label(50),
  length: z.number().int().min(1).max(4000).nullish(),
  precision: z.number().int().min(1).max(30).nullish(),
  scale: z.number().int().min(0).max(10).nullish(),
  required: z.boolean().default(false),
  unique: z.boolean().default(false),
  defaultValue,
  dictType: z.string().trim().max(100).nullish(),
  refObjectId: z.number().int().positive().nullish(),
  validation: lcValidationSchema.default({}),
  listed: z.boolean().default(true),
  searchable: z.boolean().default(false),
  queryType: z.enum(LC_QUERY_TYPES).default('EQ'),
};

/** `POST /lowcode/field`: adds the column (one `alter table … add column`). */
export const lcFieldCreateSchema = z.object({
  objectId: z.number().int().positive(),
  name: z.string().trim().min(1).max(LC_OBJECT_KEY_MAX).regex(LC_FIELD_NAME_PATTERN),
  type: z.enum(LC_FIELD_TYPES),
  ...fieldBody,
});
export type LcFieldCreate = z.infer<typeof lcFieldCreateSchema>;

/**
 * `PUT /lowcode/field`: a new name renames the column; a longer length or larger precision widens it; text to
 * textarea/richText widens to text. Narrowing or an incompatible type change is refused (add a field and copy).
 * `state: 'hidden'` hides the field (no DDL); `DELETE /lowcode/field/{id}` then drops an empty column.
 */
export const lcFieldUpdateSchema = z.object({
  fieldId: z.number().int().positive(),
  name: z.string().trim().min(1).max(LC_OBJECT_KEY_MAX).regex(LC_FIELD_NAME_PATTERN),
  type: z.enum(LC_FIELD_TYPES),
  state: z.enum([LcFieldState.ACTIVE, LcFieldState.HIDDEN]).default(LcFieldState.ACTIVE),
  ...fieldBody,
});
export type LcFieldUpdate = z.infer<typeof lcFieldUpdateSchema>;

export const lcFieldReorderSchema = z.object({
  objectId: z.number().int().positive(),
  fieldIds: z.array(z.number().int().positive()).min(1).max(500),
});
export type LcFieldReorder = z.infer<typeof lcFieldReorderSchema>;

export const LC_PAGE_KINDS = ['list', 'form', 'detail'] as const;
export type LcPageKind = (typeof LC_PAGE_KINDS)[number];

/** The list page: columns in order and the search bar's fields (each a field name of the object). */
export const lcListLayoutSchema = z.object({
  columns: z
    .array(
      z.object({
        field: z.string().max(64),
        width: z.number().int().min(40).max(800).optional(),
        fixed: z.enum(['left', 'right']).optional(),
        sortable: z.boolean().optional(),
      }),
    )
    .max(100),
  search: z.array(z.string().max(64)).max(30),
  pageSize: z.number().int().min(1).max(500).optional(),
});
export type LcListLayout = z.infer<typeof lcListLayoutSchema>;

/** The three pages of an object: form and detail are form schemas (tool/form-schema), list its own layout. */
export const lcPagesSchema = z.object({
  list: lcListLayoutSchema,
  form: formSchema,
  detail: formSchema,
});
export type LcPages = z.infer<typeof lcPagesSchema>;

/** `PUT /lowcode/page`: saves one page's layout (every item must name an active field of the object). */
export const lcPageSaveSchema = z.discriminatedUnion('kind', [
  z.object({ objectId: z.number().int().positive(), kind: z.literal('list'), schema: lcListLayoutSchema }),
  z.object({ objectId: z.number().int().positive(), kind: z.literal('form'), schema: formSchema }),
  z.object({ objectId: z.number().int().positive(), kind: z.literal('detail'), schema: formSchema }),
]);
export type LcPageSave = z.infer<typeof lcPageSaveSchema>;

/** `GET /lowcode/object/{objectId}`: an object with its fields (all states, in order) and its pages. */
export const lcObjectDetailSchema = z.object({
  object: lcObjectVoSchema,
  fields: z.array(lcFieldVoSchema),
  /** Saved layouts, or defaults derived from the fields where none was saved. */
  pages: lcPagesSchema,
});
export type LcObjectDetail = z.infer<typeof lcObjectDetailSchema>;
