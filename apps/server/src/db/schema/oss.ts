import { char, pgTable, varchar } from 'drizzle-orm/pg-core';
import { auditColumns, idColumn, tenantColumn } from './columns.js';

export const sysOss = pgTable('sys_oss', {
  ossId: idColumn('oss_id'),
  tenantId: tenantColumn(),
  fileName: varchar('file_name', { length: 255 }).notNull().default(''),
  originalName: varchar('original_name', { length: 255 }).notNull().default(''),
  fileSuffix: varchar('file_suffix', { length: 10 }).notNull().default(''),
  url: varchar('url', { length: 500 }).notNull(),
  ...auditColumns(),
  service: varchar('service', { length: 20 }).notNull().default('local'),
});

export const sysOssConfig = pgTable('sys_oss_config', {
  ossConfigId: idColumn('oss_config_id'),
  tenantId: tenantColumn(),
  configKey: varchar('config_key', { length: 20 }).notNull().default(''),
  accessKey: varchar('access_key', { length: 255 }).default(''),
  secretKey: varchar('secret_key', { length: 255 }).default(''),
  bucketName: varchar('bucket_name', { length: 255 }).default(''),
  prefix: varchar('prefix', { length: 255 }).default(''),
  endpoint: varchar('endpoint', { length: 255 }).default(''),
  domain: varchar('domain', { length: 255 }).default(''),
  isHttps: char('is_https', { length: 1 }).default('N'),
  region: varchar('region', { length: 255 }).default(''),
  accessPolicy: char('access_policy', { length: 1 }).notNull().default('1'),
  // '0' marks the default configuration, '1' any other (reference §5.2).
  status: char('status', { length: 1 }).notNull().default('1'),
  ext1: varchar('ext1', { length: 255 }).default(''),
  ...auditColumns(),
  remark: varchar('remark', { length: 500 }),
});
