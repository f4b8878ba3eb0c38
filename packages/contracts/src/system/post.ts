import { z } from 'zod';
import { DeptPostStatus } from './dept.js';

/** Permission codes of the post screen (seeded buttons; the console gates on the same codes). */
export const PostPermission = {
  LIST: 'system:post:list',
  QUERY: 'system:post:query',
  ADD: 'system:post:add',
  EDIT: 'system:post:edit',
  REMOVE: 'system:post:remove',
  EXPORT: 'system:post:export',
} as const;

const noHtml = (s: string) => !/<[^>]*>/.test(s);
const filterText = (max: number) => z.string().trim().max(max).optional();

export const postVoSchema = z.object({
  postId: z.number().int(),
  deptId: z.number().int(),
  deptName: z.string().nullable(),
  postCode: z.string(),
  postCategory: z.string().nullable(),
  postName: z.string(),
  postSort: z.number().int(),
  status: z.string(),
  remark: z.string().nullable(),
  createTime: z.string().nullable(),
});
export type PostVo = z.infer<typeof postVoSchema>;

/** Filters of the post list and export (paging is added by the server). */
export const postFilterSchema = z.object({
  postCode: filterText(64),
  postName: filterText(50),
  postCategory: filterText(100),
  status: z.enum([DeptPostStatus.NORMAL, DeptPostStatus.DISABLED, '']).optional(),
  /** Exactly this dept. */
  deptId: z.coerce.number().int().positive().optional(),
  /** This dept and every dept below it. */
  belongDeptId: z.coerce.number().int().positive().optional(),
});
export type PostFilter = z.infer<typeof postFilterSchema>;

export const postCreateSchema = z.object({
  deptId: z.number().int().positive(),
  postCode: z.string().trim().min(1).max(64).refine(noHtml),
  postName: z.string().trim().min(1).max(50).refine(noHtml),
  postCategory: z.string().trim().max(100).refine(noHtml).nullish(),
  postSort: z.number().int().min(0).max(99_999),
  status: z.enum([DeptPostStatus.NORMAL, DeptPostStatus.DISABLED]).default(DeptPostStatus.NORMAL),
  remark: z.string().trim().max(500).nullish(),
});
export type PostCreate = z.infer<typeof postCreateSchema>;

export const postUpdateSchema = postCreateSchema.extend({ postId: z.number().int().positive() });
export type PostUpdate = z.infer<typeof postUpdateSchema>;
