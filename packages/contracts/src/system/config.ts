import { z } from 'zod';

/** Permission codes of the parameter screen (seeded buttons of menu 106; the console gates on the same). */
export const ConfigPermission = {
  LIST: 'system:config:list',
  QUERY: 'system:config:query',
  ADD: 'system:config:add',
  EDIT: 'system:config:edit',
  REMOVE: 'system:config:remove',
  EXPORT: 'system:config:export',
} as const;

/** 'Y' marks a built-in parameter, which cannot be deleted (configType), or a public one (isPublic). */
export const CONFIG_TYPES = ['Y', 'N'] as const;

export const configKeySchema = z
  .string()
  .trim()
  .min(1)
  .max(100)
  .regex(/^[A-Za-z0-9_.:-]+$/);

export const configVoSchema = z.object({
  configId: z.number().int(),
  configName: z.string().nullable(),
  configKey: z.string(),
  configValue: z.string().nullable(),
  configType: z.string(),
  isPublic: z.string(),
  remark: z.string().nullable(),
  createTime: z.string().nullable(),
});
export type ConfigVo = z.infer<typeof configVoSchema>;

export const configBodySchema = z
  .object({
    configName: z.string().trim().min(1).max(100),
    configKey: configKeySchema,
    configValue: z.string().max(500),
    configType: z.enum(CONFIG_TYPES).default('N'),
    /** 'Y': any signed-in user may read it by key; left out, a new parameter is not public and an edit keeps it. */
    isPublic: z.enum(CONFIG_TYPES).optional(),
    remark: z.string().trim().max(500).nullish(),
  })
  .strict();
export type ConfigBody = z.input<typeof configBodySchema>;

export const configUpdateSchema = configBodySchema.extend({ configId: z.number().int().positive() }).strict();
export type ConfigUpdate = z.input<typeof configUpdateSchema>;

export const configByKeySchema = z.object({ configKey: configKeySchema, configValue: z.string().max(500) });
export type ConfigByKey = z.input<typeof configByKeySchema>;

export const configFilterSchema = z.object({
  configName: z.string().trim().max(100).optional(),
  configKey: z.string().trim().max(100).optional(),
  configType: z.enum(['Y', 'N', '']).optional(),
});
export type ConfigFilter = z.infer<typeof configFilterSchema>;
