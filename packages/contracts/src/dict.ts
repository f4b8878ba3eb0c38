import { z } from 'zod';

export const dictDataVoSchema = z.object({
  dictCode: z.number().int(),
  dictSort: z.number().int(),
  /** Label in the caller's language (Content-Language). */
  dictLabel: z.string(),
  dictValue: z.string(),
  dictType: z.string(),
  cssClass: z.string().nullable(),
  /** Tag colour: default | primary | success | info | warning | danger. */
  listClass: z.string().nullable(),
  isDefault: z.string(),
  remark: z.string().nullable(),
  createTime: z.string().nullable(),
});
export type DictDataVo = z.infer<typeof dictDataVoSchema>;

export const dictTypeParamSchema = z.object({
  dictType: z
    .string()
    .regex(/^[a-z][a-z0-9_]*$/)
    .max(100),
});
