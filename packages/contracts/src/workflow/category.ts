import { z } from 'zod';

const noHtml = (s: string) => !/<[^>]*>/.test(s);

/** 流程分类: a tree (parentId 0 = top level). */
export const wfCategoryVoSchema = z.object({
  categoryId: z.number().int(),
  parentId: z.number().int(),
  categoryName: z.string(),
  categoryCode: z.string(),
  orderNum: z.number().int(),
  createTime: z.string().nullable(),
});
export type WfCategoryVo = z.infer<typeof wfCategoryVoSchema>;

/** Filters of `GET /workflow/category/list` (answers the whole matching tree as a flat list, no paging). */
export const wfCategoryFilterSchema = z.object({
  categoryName: z.string().trim().max(50).optional(),
  categoryCode: z.string().trim().max(50).optional(),
});
export type WfCategoryFilter = z.infer<typeof wfCategoryFilterSchema>;

export const wfCategoryCreateSchema = z.object({
  parentId: z.number().int().min(0).default(0),
  categoryName: z.string().trim().min(1).max(50).refine(noHtml),
  categoryCode: z
    .string()
    .trim()
    .min(1)
    .max(50)
    .regex(/^[A-Za-z][A-Za-z0-9_-]*$/),
  orderNum: z.number().int().min(0).max(99_999).default(0),
});
export type WfCategoryCreate = z.infer<typeof wfCategoryCreateSchema>;

export const wfCategoryUpdateSchema = wfCategoryCreateSchema.extend({
  categoryId: z.number().int().positive(),
});
export type WfCategoryUpdate = z.infer<typeof wfCategoryUpdateSchema>;
