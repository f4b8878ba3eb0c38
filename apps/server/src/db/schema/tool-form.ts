import { sql } from 'drizzle-orm';
import { jsonb, pgTable, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import type { FormSchema } from '@zcps/contracts';
import { auditColumns, delFlagColumn, idColumn, statusColumn, tenantColumn } from './columns.js';

/** 表单构建: a stored form, looked up by key from workflow start events and user tasks (zcps:formKey). */
export const sysForm = pgTable(
  'sys_form',
  {
    formId: idColumn('form_id'),
    tenantId: tenantColumn(),
    formKey: varchar('form_key', { length: 100 }).notNull(),
    formName: varchar('form_name', { length: 100 }).notNull(),
    schema: jsonb('schema').$type<FormSchema>().notNull(),
    status: statusColumn(),
    delFlag: delFlagColumn(),
    ...auditColumns(),
    remark: varchar('remark', { length: 500 }),
  },
  (t) => [
    uniqueIndex('sys_form_tenant_key_uq')
      .on(t.tenantId, t.formKey)
      .where(sql`${t.delFlag} = '0'`),
  ],
);
