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

/** Permission codes of the dictionary screens (seeded buttons of menu 105; the console gates on the same). */
export const DictPermission = {
  LIST: 'system:dict:list',
  QUERY: 'system:dict:query',
  ADD: 'system:dict:add',
  EDIT: 'system:dict:edit',
  REMOVE: 'system:dict:remove',
  EXPORT: 'system:dict:export',
} as const;

/** Tag colours an entry may carry (Element tag types; the console maps them to antd colours). */
export const DICT_LIST_CLASSES = ['default', 'primary', 'success', 'info', 'warning', 'danger'] as const;
export type DictListClass = (typeof DICT_LIST_CLASSES)[number];

const optionalText = (max: number) => z.string().trim().max(max).nullish();
const filterText = (max: number) => z.string().trim().max(max).optional();

export const dictTypeVoSchema = z.object({
  dictId: z.number().int(),
  dictName: z.string().nullable(),
  /** English name for the en_US console (optional). */
  dictNameEn: z.string().nullable(),
  dictType: z.string(),
  remark: z.string().nullable(),
  createTime: z.string().nullable(),
});
export type DictTypeVo = z.infer<typeof dictTypeVoSchema>;

export const dictTypeBodySchema = z
  .object({
    dictName: z.string().trim().min(1).max(100),
    dictNameEn: optionalText(100),
    dictType: dictTypeParamSchema.shape.dictType,
    remark: optionalText(500),
  })
  .strict();
export type DictTypeBody = z.input<typeof dictTypeBodySchema>;

export const dictTypeUpdateSchema = dictTypeBodySchema
  .extend({ dictId: z.number().int().positive() })
  .strict();
export type DictTypeUpdate = z.input<typeof dictTypeUpdateSchema>;

export const dictTypeFilterSchema = z.object({ dictName: filterText(100), dictType: filterText(100) });
export type DictTypeFilter = z.infer<typeof dictTypeFilterSchema>;

export const dictDataBodySchema = z
  .object({
    dictSort: z.coerce.number().int().min(0).max(99_999).default(0),
    dictLabel: z.string().trim().min(1).max(100),
    dictLabelEn: optionalText(100),
    dictValue: z.string().trim().min(1).max(100),
    dictType: dictTypeParamSchema.shape.dictType,
    cssClass: optionalText(100),
    listClass: z.union([z.enum(DICT_LIST_CLASSES), z.literal('')]).nullish(),
    isDefault: z.enum(['Y', 'N']).default('N'),
    remark: optionalText(500),
  })
  .strict();
export type DictDataBody = z.input<typeof dictDataBodySchema>;

export const dictDataUpdateSchema = dictDataBodySchema
  .extend({ dictCode: z.number().int().positive() })
  .strict();
export type DictDataUpdate = z.input<typeof dictDataUpdateSchema>;

/** An entry as the dictionary screens edit it: both labels as stored, not localized. */
export const dictDataAdminVoSchema = dictDataVoSchema.extend({ dictLabelEn: z.string().nullable() });
export type DictDataAdminVo = z.infer<typeof dictDataAdminVoSchema>;

export const dictDataFilterSchema = z.object({
  dictType: filterText(100),
  dictLabel: filterText(100),
});
export type DictDataFilter = z.infer<typeof dictDataFilterSchema>;
