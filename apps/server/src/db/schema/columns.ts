import { bigint, char, timestamp, varchar } from 'drizzle-orm/pg-core';
import { DEFAULT_TENANT_ID } from '@zcps/contracts';

/** Surrogate key: identity above the seeded ids, so seeds can use readable fixed ids. */
export const idColumn = (name: string) =>
  bigint(name, { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity({ startWith: 100_000 });

export const tenantColumn = () => varchar('tenant_id', { length: 20 }).notNull().default(DEFAULT_TENANT_ID);

export const statusColumn = (defaultValue = '0') =>
  char('status', { length: 1 }).notNull().default(defaultValue);

export const delFlagColumn = () => char('del_flag', { length: 1 }).notNull().default('0');

/** "Audit5" of the reference: who and when created and last updated a row (user ids, not names). */
export const auditColumns = () => ({
  createDept: bigint('create_dept', { mode: 'number' }),
  createBy: bigint('create_by', { mode: 'number' }),
  createTime: timestamp('create_time', { mode: 'date' }).defaultNow(),
  updateBy: bigint('update_by', { mode: 'number' }),
  updateTime: timestamp('update_time', { mode: 'date' }).defaultNow(),
});
