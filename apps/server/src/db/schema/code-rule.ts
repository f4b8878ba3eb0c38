import { integer, pgTable, primaryKey, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { auditColumns, idColumn, tenantColumn } from './columns.js';

/**
 * 用户编码: how the numbers the system issues for one purpose (`rule_code`: declaration, certificate, expert, …)
 * look in a tenant. A purpose without a row issues by the built-in default of that purpose.
 */
export const sysCodeRule = pgTable(
  'sys_code_rule',
  {
    ruleId: idColumn('rule_id'),
    tenantId: tenantColumn(),
    ruleCode: varchar('rule_code', { length: 50 }).notNull(),
    ruleName: varchar('rule_name', { length: 100 }).notNull(),
    prefix: varchar('prefix', { length: 20 }).notNull().default(''),
    /** none, yyyy, yyyyMM or yyyyMMdd. */
    datePattern: varchar('date_pattern', { length: 10 }).notNull().default('yyyy'),
    /** never, year, month or day: when the sequence starts again at 1. */
    resetCycle: varchar('reset_cycle', { length: 10 }).notNull().default('year'),
    seqWidth: integer('seq_width').notNull().default(6),
    separator: varchar('separator', { length: 3 }).notNull().default(''),
    ...auditColumns(),
    remark: varchar('remark', { length: 500 }),
  },
  (t) => [uniqueIndex('sys_code_rule_tenant_code_uq').on(t.tenantId, t.ruleCode)],
);

/**
 * The last number issued per purpose and period (`''` for a sequence that never resets). Keyed by the purpose,
 * not the rule row, so deleting and re-adding a rule continues the sequence instead of repeating numbers.
 */
export const sysCodeCounter = pgTable(
  'sys_code_counter',
  {
    tenantId: tenantColumn(),
    ruleCode: varchar('rule_code', { length: 50 }).notNull(),
    period: varchar('period', { length: 8 }).notNull(),
    value: integer('value').notNull(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.ruleCode, t.period] })],
);
