import { z } from 'zod';

/** Permission codes of 数据源配置 (seeded buttons under 系统管理). */
export const DataSourcePermission = {
  LIST: 'system:dataSource:list',
  QUERY: 'system:dataSource:query',
  ADD: 'system:dataSource:add',
  EDIT: 'system:dataSource:edit',
  REMOVE: 'system:dataSource:remove',
} as const;

export const DATA_SOURCE_DB_TYPES = ['postgresql'] as const;

/** A data source's name: what `dataName` of the generator picks; `master` is the product's own database. */
export const DATA_SOURCE_NAME = /^[a-zA-Z][a-zA-Z0-9_-]{0,63}$/;
/** PostgreSQL connection strings only. */
export const DATA_SOURCE_URL = /^postgres(ql)?:\/\/[^\s]+$/i;

export const dataSourceVoSchema = z.object({
  dataSourceId: z.number().int(),
  name: z.string(),
  dbType: z.string(),
  /** The connection string with its password replaced by the mask. */
  url: z.string(),
  username: z.string().nullable(),
  /** The mask when a password is stored, '' otherwise: the stored one never leaves the server. */
  password: z.string(),
  status: z.string(),
  remark: z.string().nullable(),
  createTime: z.string().nullable(),
});
export type DataSourceVo = z.infer<typeof dataSourceVoSchema>;

export const dataSourceFilterSchema = z.object({
  name: z.string().trim().max(64).optional(),
  status: z.enum(['0', '1', '']).optional(),
});
export type DataSourceFilter = z.infer<typeof dataSourceFilterSchema>;

export const dataSourceCreateSchema = z.object({
  name: z.string().trim().regex(DATA_SOURCE_NAME),
  dbType: z.enum(DATA_SOURCE_DB_TYPES).default('postgresql'),
  url: z.string().trim().max(1000).regex(DATA_SOURCE_URL),
  username: z.string().trim().max(128).nullish(),
  password: z.string().max(500).nullish(),
  status: z.enum(['0', '1']).default('0'),
  remark: z.string().trim().max(500).nullish(),
});
export type DataSourceCreate = z.infer<typeof dataSourceCreateSchema>;

export const dataSourceUpdateSchema = dataSourceCreateSchema.extend({
  dataSourceId: z.number().int().positive(),
});
export type DataSourceUpdate = z.infer<typeof dataSourceUpdateSchema>;

/** 测试连接: a stored source by id, or the dialog's fields (the mask in them stands for the stored secret). */
export const dataSourceTestSchema = z.object({
  dataSourceId: z.number().int().positive().optional(),
  url: z.string().trim().max(1000).regex(DATA_SOURCE_URL).optional(),
  username: z.string().trim().max(128).nullish(),
  password: z.string().max(500).nullish(),
});
export type DataSourceTest = z.infer<typeof dataSourceTestSchema>;

export const dataSourceStatusSchema = z.object({
  dataSourceId: z.number().int().positive(),
  status: z.enum(['0', '1']),
});
