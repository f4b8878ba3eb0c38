import { bigint, boolean, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';
import { tenantColumn } from './columns.js';

/**
 * The password a user chose themselves (register, reset by code, profile or forced change), by its hash: a
 * password given by someone else has another hash, so `sys.account.initPasswordModify` can ask for a change at
 * the next sign-in. A password an admin gave (created, imported, reset by an admin) is stored here with
 * `mustChange`: while it is still the user's password they must change it first, whatever the config says.
 */
export const sysUserPassword = pgTable('sys_user_password', {
  userId: bigint('user_id', { mode: 'number' }).primaryKey(),
  tenantId: tenantColumn(),
  passwordHash: varchar('password_hash', { length: 100 }).notNull(),
  changedTime: timestamp('changed_time', { mode: 'date' }).notNull().defaultNow(),
  mustChange: boolean('must_change').notNull().default(false),
});
