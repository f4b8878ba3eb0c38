import {
  bigint,
  boolean,
  char,
  date,
  numeric,
  pgTable,
  text,
  timestamp,
  varchar,
  type PgColumn,
} from 'drizzle-orm/pg-core';
import type { LcFieldVo } from '@zcps/contracts';

function columnOf(field: LcFieldVo) {
  switch (field.type) {
    case 'number':
    case 'money':
      return numeric(field.name);
    case 'date':
      return date(field.name, { mode: 'string' });
    case 'datetime':
      return timestamp(field.name, { mode: 'string' });
    case 'switch':
      return boolean(field.name);
    case 'user':
    case 'dept':
    case 'reference':
      return bigint(field.name, { mode: 'number' });
    default:
      return text(field.name);
  }
}

const standard = () => ({
  id: bigint('id', { mode: 'number' }).primaryKey(),
  tenantId: varchar('tenant_id', { length: 20 }).notNull(),
  deptId: bigint('dept_id', { mode: 'number' }),
  createBy: bigint('create_by', { mode: 'number' }),
  createTime: timestamp('create_time', { mode: 'date' }),
  updateBy: bigint('update_by', { mode: 'number' }),
  updateTime: timestamp('update_time', { mode: 'date' }),
  delFlag: char('del_flag', { length: 1 }).notNull(),
});

export type DynamicTable = ReturnType<typeof pgTable<string, ReturnType<typeof standard>>>;

/**
 * A drizzle table over an object's real table, built from its metadata (cached per rev by the registry), so
 * inTenant, dataScopeOf and paging apply as in hand-written repos. Fields are columns under their own names
 * (reached with `col`); a tree also has `parentId`. Hidden fields are not mapped.
 */
export function dynamicTable(tableName: string, fields: readonly LcFieldVo[], tree: boolean): DynamicTable {
  const columns: Record<string, unknown> = { ...standard() };
  if (tree) columns.parentId = bigint('parent_id', { mode: 'number' });
  for (const field of fields) columns[field.name] = columnOf(field);
  return pgTable(tableName, columns as ReturnType<typeof standard>);
}

/** The column of a field or standard key in a dynamic table. */
export function col(table: DynamicTable, key: string): PgColumn {
  return (table as unknown as Record<string, PgColumn>)[key]!;
}
