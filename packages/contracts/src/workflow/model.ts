import { z } from 'zod';

const noHtml = (s: string) => !/<[^>]*>/.test(s);

/** Process keys name definitions across versions (the BPMN process id); letters, digits, `_` and `-`. */
export const WF_KEY_PATTERN = /^[A-Za-z_][A-Za-z0-9_-]*$/;
export const wfKeySchema = z.string().trim().min(1).max(64).regex(WF_KEY_PATTERN);
/** BPMN XML size limit of a model and a definition. */
export const WF_XML_MAX = 1_000_000;

/** 模型管理: a draft process. Deploying it makes a new definition version; the model stays editable. */
export const wfModelVoSchema = z.object({
  modelId: z.number().int(),
  modelKey: z.string(),
  modelName: z.string(),
  categoryId: z.number().int().nullable(),
  categoryName: z.string().nullable(),
  /** Form schema key of the start form (also on the start event as zcps:formKey). */
  formKey: z.string().nullable(),
  remark: z.string().nullable(),
  /** Latest deployed version of this key; null while never deployed. */
  latestVersion: z.number().int().nullable(),
  createTime: z.string().nullable(),
  updateTime: z.string().nullable(),
});
export type WfModelVo = z.infer<typeof wfModelVoSchema>;

/** `GET /workflow/model/{modelId}`: the row and its BPMN XML. */
export const wfModelDetailSchema = wfModelVoSchema.extend({ xml: z.string() });
export type WfModelDetail = z.infer<typeof wfModelDetailSchema>;

export const wfModelFilterSchema = z.object({
  modelKey: z.string().trim().max(64).optional(),
  modelName: z.string().trim().max(100).optional(),
  categoryId: z.coerce.number().int().positive().optional(),
});
export type WfModelFilter = z.infer<typeof wfModelFilterSchema>;

/** Create: without xml the server writes an empty process (start event only) with the model's key and name. */
export const wfModelCreateSchema = z.object({
  modelKey: wfKeySchema,
  modelName: z.string().trim().min(1).max(100).refine(noHtml),
  categoryId: z.number().int().positive().nullish(),
  formKey: z.string().trim().max(100).nullish(),
  xml: z.string().max(WF_XML_MAX).nullish(),
  remark: z.string().trim().max(500).nullish(),
});
export type WfModelCreate = z.infer<typeof wfModelCreateSchema>;

/** Edit (also the designer's save): the key is fixed; copy the model for another key. */
export const wfModelUpdateSchema = wfModelCreateSchema.omit({ modelKey: true }).extend({
  modelId: z.number().int().positive(),
});
export type WfModelUpdate = z.infer<typeof wfModelUpdateSchema>;

/** `POST /workflow/model/copy`. */
export const wfModelCopySchema = z.object({
  modelId: z.number().int().positive(),
  modelKey: wfKeySchema,
  modelName: z.string().trim().min(1).max(100).refine(noHtml),
});
export type WfModelCopy = z.infer<typeof wfModelCopySchema>;

/** `POST /workflow/model/import`: a .bpmn file's text; key and name come from the process unless given. */
export const wfModelImportSchema = z.object({
  xml: z.string().min(1).max(WF_XML_MAX),
  categoryId: z.number().int().positive().nullish(),
  modelKey: wfKeySchema.optional(),
  modelName: z.string().trim().min(1).max(100).refine(noHtml).optional(),
});
export type WfModelImport = z.infer<typeof wfModelImportSchema>;

/** `POST /workflow/model/deploy/{modelId}` answers the new definition. */
export const wfDeployResultSchema = z.object({
  definitionId: z.number().int(),
  definitionKey: z.string(),
  version: z.number().int(),
});
export type WfDeployResult = z.infer<typeof wfDeployResultSchema>;
