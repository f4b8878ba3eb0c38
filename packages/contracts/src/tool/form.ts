import { z } from 'zod';
import { formSchema } from './form-schema.js';

/** Permission codes of 表单构建's stored forms (seeded buttons of the build page). */
export const FormPermission = {
  LIST: 'tool:build:list',
  QUERY: 'tool:build:query',
  ADD: 'tool:build:add',
  EDIT: 'tool:build:edit',
  REMOVE: 'tool:build:remove',
} as const;

/** A stored form's key: what a BPMN start event or user task names in `zcps:formKey`. */
export const FORM_KEY = /^[a-zA-Z][a-zA-Z0-9_:-]{0,99}$/;

export const formVoSchema = z.object({
  formId: z.number().int(),
  formKey: z.string(),
  formName: z.string(),
  schema: formSchema,
  status: z.string(),
  remark: z.string().nullable(),
  createTime: z.string().nullable(),
  updateTime: z.string().nullable(),
});
export type FormVo = z.infer<typeof formVoSchema>;

/** A list row: the schema itself stays out of lists (open one by id). */
export const formRowSchema = formVoSchema.omit({ schema: true }).extend({ fieldCount: z.number().int() });
export type FormRow = z.infer<typeof formRowSchema>;

export const formFilterSchema = z.object({
  formKey: z.string().trim().max(100).optional(),
  formName: z.string().trim().max(100).optional(),
  status: z.enum(['0', '1', '']).optional(),
});
export type FormFilter = z.infer<typeof formFilterSchema>;

export const formCreateSchema = z.object({
  formKey: z.string().trim().regex(FORM_KEY),
  formName: z.string().trim().min(1).max(100),
  schema: formSchema,
  status: z.enum(['0', '1']).default('0'),
  remark: z.string().trim().max(500).nullish(),
});
export type FormCreate = z.infer<typeof formCreateSchema>;

export const formUpdateSchema = formCreateSchema.extend({ formId: z.number().int().positive() });
export type FormUpdate = z.infer<typeof formUpdateSchema>;
