import { z } from 'zod';

/** 流程部署: one deployed version of a process key. Instances stay on the version they started on. */
export const wfDefinitionVoSchema = z.object({
  definitionId: z.number().int(),
  definitionKey: z.string(),
  definitionName: z.string(),
  version: z.number().int(),
  categoryId: z.number().int().nullable(),
  categoryName: z.string().nullable(),
  /** The start form's key (start event zcps:formKey). */
  formKey: z.string().nullable(),
  suspended: z.boolean(),
  /** True for the highest version of its key (the one new instances start). */
  latest: z.boolean(),
  modelId: z.number().int().nullable(),
  deployTime: z.string().nullable(),
});
export type WfDefinitionVo = z.infer<typeof wfDefinitionVoSchema>;

/** `GET /workflow/definition/list` answers the latest version per key unless `allVersions` is true. */
export const wfDefinitionFilterSchema = z.object({
  definitionKey: z.string().trim().max(64).optional(),
  definitionName: z.string().trim().max(100).optional(),
  categoryId: z.coerce.number().int().positive().optional(),
  suspended: z.enum(['true', 'false', '']).optional(),
  allVersions: z.enum(['true', 'false']).optional(),
});
export type WfDefinitionFilter = z.infer<typeof wfDefinitionFilterSchema>;

/** `GET /workflow/definition/xml/{definitionId}`. */
export const wfDefinitionXmlSchema = z.object({
  definitionId: z.number().int(),
  xml: z.string(),
});
export type WfDefinitionXml = z.infer<typeof wfDefinitionXmlSchema>;
