import { bigint, char, index, integer, jsonb, pgTable, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import type { GenOptions } from '@zcps/contracts';
import { auditColumns, idColumn, statusColumn, tenantColumn } from './columns.js';

/** 代码生成: one imported table of a data source (RuoYi-Vue-Plus `gen_table`, same column names). */
export const genTable = pgTable(
  'gen_table',
  {
    tableId: idColumn('table_id'),
    tenantId: tenantColumn(),
    dataName: varchar('data_name', { length: 200 }).notNull().default('master'),
    tableName: varchar('table_name', { length: 200 }).notNull(),
    tableComment: varchar('table_comment', { length: 500 }),
    subTableName: varchar('sub_table_name', { length: 64 }),
    subTableFkName: varchar('sub_table_fk_name', { length: 64 }),
    className: varchar('class_name', { length: 100 }).notNull(),
    tplCategory: varchar('tpl_category', { length: 200 }).notNull().default('crud'),
    packageName: varchar('package_name', { length: 100 }).notNull(),
    moduleName: varchar('module_name', { length: 30 }).notNull(),
    businessName: varchar('business_name', { length: 30 }).notNull(),
    functionName: varchar('function_name', { length: 50 }).notNull(),
    functionAuthor: varchar('function_author', { length: 50 }).notNull(),
    genType: char('gen_type', { length: 1 }).notNull().default('0'),
    genPath: varchar('gen_path', { length: 200 }).notNull().default('/'),
    options: jsonb('options').$type<GenOptions>().notNull().default({}),
    ...auditColumns(),
    remark: varchar('remark', { length: 500 }),
  },
  (t) => [uniqueIndex('gen_table_tenant_source_name_uq').on(t.tenantId, t.dataName, t.tableName)],
);

/** One column of an imported table with its generator settings (RuoYi `gen_table_column`). */
export const genTableColumn = pgTable(
  'gen_table_column',
  {
    columnId: idColumn('column_id'),
    tenantId: tenantColumn(),
    tableId: bigint('table_id', { mode: 'number' })
      .notNull()
      .references(() => genTable.tableId, { onDelete: 'cascade' }),
    columnName: varchar('column_name', { length: 200 }).notNull(),
    columnComment: varchar('column_comment', { length: 500 }),
    columnType: varchar('column_type', { length: 100 }).notNull(),
    javaType: varchar('java_type', { length: 500 }).notNull(),
    javaField: varchar('java_field', { length: 200 }).notNull(),
    isPk: char('is_pk', { length: 1 }),
    isIncrement: char('is_increment', { length: 1 }),
    isRequired: char('is_required', { length: 1 }),
    isInsert: char('is_insert', { length: 1 }),
    isEdit: char('is_edit', { length: 1 }),
    isList: char('is_list', { length: 1 }),
    isQuery: char('is_query', { length: 1 }),
    queryType: varchar('query_type', { length: 200 }),
    htmlType: varchar('html_type', { length: 200 }),
    dictType: varchar('dict_type', { length: 200 }),
    sort: integer('sort').notNull().default(0),
    ...auditColumns(),
  },
  (t) => [index('gen_table_column_table_idx').on(t.tableId)],
);

/**
 * 数据源配置: a named PostgreSQL database the generator can read. The connection string and the password are
 * kept encrypted with the server's secret key (platform/crypto/secret-box.ts); the API never answers them.
 */
export const sysDataSource = pgTable(
  'sys_data_source',
  {
    dataSourceId: idColumn('data_source_id'),
    tenantId: tenantColumn(),
    name: varchar('name', { length: 64 }).notNull(),
    dbType: varchar('db_type', { length: 20 }).notNull().default('postgresql'),
    urlCipher: varchar('url_cipher', { length: 2000 }).notNull(),
    username: varchar('username', { length: 128 }),
    passwordCipher: varchar('password_cipher', { length: 1000 }),
    status: statusColumn(),
    ...auditColumns(),
    remark: varchar('remark', { length: 500 }),
  },
  (t) => [uniqueIndex('sys_data_source_tenant_name_uq').on(t.tenantId, t.name)],
);
