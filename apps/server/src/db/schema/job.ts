import { bigint, char, index, integer, pgTable, text, timestamp, unique, varchar } from 'drizzle-orm/pg-core';
import { auditColumns, idColumn, tenantColumn } from './columns.js';

/**
 * Scheduled jobs. `invoke_target` names a handler in the code registry (never evaluated as code);
 * `job_params` is JSON checked against that handler's schema.
 * misfire_policy: '1' default (a missed tick is dropped, the job waits for its next time),
 * '2' fire once on start when a tick was missed while no instance ran, '3' do nothing (same as 1, explicit).
 */
export const sysJob = pgTable(
  'sys_job',
  {
    jobId: idColumn('job_id'),
    tenantId: tenantColumn(),
    jobName: varchar('job_name', { length: 64 }).notNull(),
    jobGroup: varchar('job_group', { length: 64 }).notNull().default('DEFAULT'),
    invokeTarget: varchar('invoke_target', { length: 100 }).notNull(),
    jobParams: text('job_params').notNull().default('{}'),
    cronExpression: varchar('cron_expression', { length: 255 }).notNull(),
    misfirePolicy: char('misfire_policy', { length: 1 }).notNull().default('1'),
    concurrent: char('concurrent', { length: 1 }).notNull().default('1'),
    status: char('status', { length: 1 }).notNull().default('1'),
    timeoutSeconds: integer('timeout_seconds').notNull().default(300),
    nextValidTime: timestamp('next_valid_time', { mode: 'date' }),
    /** Last tick this job was started for (any instance); drives misfire detection. */
    lastFireTime: timestamp('last_fire_time', { mode: 'date' }),
    ...auditColumns(),
    remark: varchar('remark', { length: 500 }),
  },
  (t) => [index('sys_job_tenant_idx').on(t.tenantId, t.jobGroup)],
);

export const sysJobLog = pgTable(
  'sys_job_log',
  {
    jobLogId: idColumn('job_log_id'),
    tenantId: tenantColumn(),
    jobId: bigint('job_id', { mode: 'number' }),
    jobName: varchar('job_name', { length: 64 }).notNull(),
    jobGroup: varchar('job_group', { length: 64 }).notNull(),
    invokeTarget: varchar('invoke_target', { length: 100 }).notNull(),
    jobMessage: varchar('job_message', { length: 500 }),
    status: char('status', { length: 1 }).notNull().default('0'),
    exceptionInfo: varchar('exception_info', { length: 2000 }),
    /** The scheduled tick (null for a manual run). */
    fireTime: timestamp('fire_time', { mode: 'date' }),
    startTime: timestamp('start_time', { mode: 'date' }).notNull(),
    stopTime: timestamp('stop_time', { mode: 'date' }),
    durationMs: bigint('duration_ms', { mode: 'number' }),
    instanceId: varchar('instance_id', { length: 64 }),
    createTime: timestamp('create_time', { mode: 'date' }).defaultNow(),
  },
  (t) => [
    index('sys_job_log_tenant_idx').on(t.tenantId, t.startTime),
    index('sys_job_log_job_idx').on(t.jobId),
  ],
);

/**
 * One row per (job, scheduled tick): the INSERT that wins the primary key is the claim that runs the tick,
 * so a tick runs once across instances on PostgreSQL and on a single PGlite alike.
 */
export const sysJobTick = pgTable(
  'sys_job_tick',
  {
    jobId: bigint('job_id', { mode: 'number' }).notNull(),
    fireTime: timestamp('fire_time', { mode: 'date' }).notNull(),
    instanceId: varchar('instance_id', { length: 64 }).notNull(),
    /** Set while running; cleared when done. A forbid-concurrency job skips ticks while a row is running. */
    running: char('running', { length: 1 }).notNull().default('1'),
    claimedAt: timestamp('claimed_at', { mode: 'date' }).notNull().defaultNow(),
    /** Claims older than this are treated as abandoned (crashed instance). */
    leaseUntil: timestamp('lease_until', { mode: 'date' }).notNull(),
  },
  (t) => [
    unique('sys_job_tick_uk').on(t.jobId, t.fireTime),
    index('sys_job_tick_run_idx').on(t.jobId, t.running),
  ],
);
