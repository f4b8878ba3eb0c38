import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { auditColumns, idColumn, tenantColumn } from './columns.js';

/** 流程分类: a tree of categories. */
export const wfCategory = pgTable(
  'wf_category',
  {
    categoryId: idColumn('category_id'),
    tenantId: tenantColumn(),
    parentId: bigint('parent_id', { mode: 'number' }).notNull().default(0),
    categoryName: varchar('category_name', { length: 50 }).notNull(),
    categoryCode: varchar('category_code', { length: 50 }).notNull(),
    orderNum: integer('order_num').notNull().default(0),
    ...auditColumns(),
  },
  (t) => [uniqueIndex('wf_category_code_uq').on(t.tenantId, t.categoryCode)],
);

/** 模型: the editable draft of a process. */
export const wfModel = pgTable(
  'wf_model',
  {
    modelId: idColumn('model_id'),
    tenantId: tenantColumn(),
    modelKey: varchar('model_key', { length: 64 }).notNull(),
    modelName: varchar('model_name', { length: 100 }).notNull(),
    categoryId: bigint('category_id', { mode: 'number' }),
    xml: text('xml').notNull(),
    formKey: varchar('form_key', { length: 100 }),
    ...auditColumns(),
    remark: varchar('remark', { length: 500 }),
  },
  (t) => [uniqueIndex('wf_model_key_uq').on(t.tenantId, t.modelKey)],
);

/** One deployed, immutable version of a process key. */
export const wfDefinition = pgTable(
  'wf_definition',
  {
    definitionId: idColumn('definition_id'),
    tenantId: tenantColumn(),
    definitionKey: varchar('definition_key', { length: 64 }).notNull(),
    definitionName: varchar('definition_name', { length: 100 }).notNull(),
    version: integer('version').notNull(),
    categoryId: bigint('category_id', { mode: 'number' }),
    modelId: bigint('model_id', { mode: 'number' }),
    xml: text('xml').notNull(),
    formKey: varchar('form_key', { length: 100 }),
    suspended: boolean('suspended').notNull().default(false),
    deployTime: timestamp('deploy_time', { mode: 'date' }).notNull().defaultNow(),
    createBy: bigint('create_by', { mode: 'number' }),
  },
  (t) => [uniqueIndex('wf_definition_version_uq').on(t.tenantId, t.definitionKey, t.version)],
);

/**
 * A running or ended process. `state` is the engine's saved state (the engine is rebuilt from it for every command;
 * nothing is kept in memory); `rev` grows with each saved command.
 */
export const wfInstance = pgTable(
  'wf_instance',
  {
    instanceId: idColumn('instance_id'),
    tenantId: tenantColumn(),
    definitionId: bigint('definition_id', { mode: 'number' })
      .notNull()
      .references(() => wfDefinition.definitionId),
    businessKey: varchar('business_key', { length: 64 }),
    initiator: bigint('initiator', { mode: 'number' }).notNull(),
    initiatorDept: bigint('initiator_dept', { mode: 'number' }),
    status: varchar('status', { length: 12 }).notNull(),
    variables: jsonb('variables').$type<Record<string, unknown>>().notNull().default({}),
    state: jsonb('state').$type<unknown>(),
    engineVersion: varchar('engine_version', { length: 20 }).notNull(),
    rev: integer('rev').notNull().default(0),
    startTime: timestamp('start_time', { mode: 'date' }).notNull().defaultNow(),
    endTime: timestamp('end_time', { mode: 'date' }),
    updateTime: timestamp('update_time', { mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    index('wf_instance_initiator_idx').on(t.tenantId, t.initiator, t.startTime),
    index('wf_instance_definition_idx').on(t.definitionId),
    index('wf_instance_business_idx').on(t.tenantId, t.businessKey),
  ],
);

/**
 * One waiting user task execution (or a 加签 child, `parent_task_id`). Who may act: `assignee`, or while it is null
 * anyone among the candidate users, roles, depts and posts. `owner` is the delegating user during a 委派.
 */
export const wfTask = pgTable(
  'wf_task',
  {
    taskId: idColumn('task_id'),
    tenantId: tenantColumn(),
    instanceId: bigint('instance_id', { mode: 'number' })
      .notNull()
      .references(() => wfInstance.instanceId, { onDelete: 'cascade' }),
    elementId: varchar('element_id', { length: 100 }).notNull(),
    elementName: varchar('element_name', { length: 100 }).notNull(),
    executionId: varchar('execution_id', { length: 200 }),
    assignee: bigint('assignee', { mode: 'number' }),
    candidateUsers: bigint('candidate_users', { mode: 'number' }).array().notNull().default([]),
    candidateRoles: bigint('candidate_roles', { mode: 'number' }).array().notNull().default([]),
    candidateDepts: bigint('candidate_depts', { mode: 'number' }).array().notNull().default([]),
    candidatePosts: bigint('candidate_posts', { mode: 'number' }).array().notNull().default([]),
    owner: bigint('owner', { mode: 'number' }),
    parentTaskId: bigint('parent_task_id', { mode: 'number' }),
    status: varchar('status', { length: 10 }).notNull().default('open'),
    handledBy: bigint('handled_by', { mode: 'number' }),
    dueAt: timestamp('due_at', { mode: 'date' }),
    createTime: timestamp('create_time', { mode: 'date' }).notNull().defaultNow(),
    endTime: timestamp('end_time', { mode: 'date' }),
  },
  (t) => [
    index('wf_task_assignee_idx')
      .on(t.tenantId, t.assignee, t.createTime)
      .where(sql`status = 'open'`),
    index('wf_task_cand_users_idx')
      .using('gin', t.candidateUsers)
      .where(sql`status = 'open' and assignee is null`),
    index('wf_task_cand_roles_idx')
      .using('gin', t.candidateRoles)
      .where(sql`status = 'open' and assignee is null`),
    index('wf_task_cand_depts_idx')
      .using('gin', t.candidateDepts)
      .where(sql`status = 'open' and assignee is null`),
    index('wf_task_cand_posts_idx')
      .using('gin', t.candidatePosts)
      .where(sql`status = 'open' and assignee is null`),
    // 我的待办 pages newest first: walking this index stops at the page instead of sorting every match.
    index('wf_task_open_recent_idx')
      .on(t.tenantId, t.createTime.desc(), t.taskId.desc())
      .where(sql`status = 'open'`),
    index('wf_task_instance_idx').on(t.instanceId, t.status),
    index('wf_task_parent_idx').on(t.parentTaskId),
  ],
);

/** History: every action with its comment, attachments and the users it went to. */
export const wfTaskLog = pgTable(
  'wf_task_log',
  {
    logId: idColumn('log_id'),
    tenantId: tenantColumn(),
    instanceId: bigint('instance_id', { mode: 'number' })
      .notNull()
      .references(() => wfInstance.instanceId, { onDelete: 'cascade' }),
    taskId: bigint('task_id', { mode: 'number' }),
    elementId: varchar('element_id', { length: 100 }),
    taskName: varchar('task_name', { length: 100 }),
    action: varchar('action', { length: 12 }).notNull(),
    comment: varchar('comment', { length: 1000 }),
    attachments: jsonb('attachments').$type<string[]>().notNull().default([]),
    variables: jsonb('variables').$type<Record<string, unknown>>().notNull().default({}),
    targets: bigint('targets', { mode: 'number' }).array().notNull().default([]),
    userId: bigint('user_id', { mode: 'number' }),
    createTime: timestamp('create_time', { mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    index('wf_task_log_user_idx').on(t.tenantId, t.userId, t.createTime),
    index('wf_task_log_instance_idx').on(t.instanceId, t.logId),
  ],
);

/** What the engine did with each element (taken, discarded, waiting, rejected): the diagram's markers. */
export const wfActivityLog = pgTable(
  'wf_activity_log',
  {
    id: idColumn('id'),
    tenantId: tenantColumn(),
    instanceId: bigint('instance_id', { mode: 'number' })
      .notNull()
      .references(() => wfInstance.instanceId, { onDelete: 'cascade' }),
    elementId: varchar('element_id', { length: 100 }).notNull(),
    status: varchar('status', { length: 10 }).notNull(),
    createTime: timestamp('create_time', { mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('wf_activity_log_instance_idx').on(t.instanceId, t.id)],
);

/**
 * A stored timer: a boundary timer event of the engine (`kind` boundary) or a task timeout (`kind` timeout with
 * `action` remind|approve|reject). The job poller claims due rows with SKIP LOCKED.
 */
export const wfTimer = pgTable(
  'wf_timer',
  {
    timerId: idColumn('timer_id'),
    tenantId: tenantColumn(),
    instanceId: bigint('instance_id', { mode: 'number' })
      .notNull()
      .references(() => wfInstance.instanceId, { onDelete: 'cascade' }),
    taskId: bigint('task_id', { mode: 'number' }),
    elementId: varchar('element_id', { length: 100 }).notNull(),
    kind: varchar('kind', { length: 10 }).notNull(),
    action: varchar('action', { length: 10 }),
    dueAt: timestamp('due_at', { mode: 'date' }).notNull(),
    fired: boolean('fired').notNull().default(false),
    firedAt: timestamp('fired_at', { mode: 'date' }),
  },
  (t) => [
    index('wf_timer_due_idx')
      .on(t.dueAt)
      .where(sql`fired = false`),
    index('wf_timer_instance_idx').on(t.instanceId),
  ],
);

/** 抄送: one row per receiver. */
export const wfCc = pgTable(
  'wf_cc',
  {
    ccId: idColumn('cc_id'),
    tenantId: tenantColumn(),
    instanceId: bigint('instance_id', { mode: 'number' })
      .notNull()
      .references(() => wfInstance.instanceId, { onDelete: 'cascade' }),
    taskId: bigint('task_id', { mode: 'number' }),
    taskName: varchar('task_name', { length: 100 }),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    fromUser: bigint('from_user', { mode: 'number' }),
    createTime: timestamp('create_time', { mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    index('wf_cc_user_idx').on(t.tenantId, t.userId, t.createTime),
    index('wf_cc_instance_idx').on(t.instanceId),
  ],
);
