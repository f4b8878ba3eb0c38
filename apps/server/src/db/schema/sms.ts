import {
  bigint,
  boolean,
  char,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { auditColumns, idColumn, tenantColumn } from './columns.js';

/** 短信消息 templates: one per tenant, purpose (login, reset, review, defense) and channel (sms, email). */
export const sysSmsTemplate = pgTable(
  'sys_sms_template',
  {
    templateId: idColumn('template_id'),
    tenantId: tenantColumn(),
    purpose: varchar('purpose', { length: 20 }).notNull(),
    channel: varchar('channel', { length: 10 }).notNull(),
    /** The gateway's own template id (SMS gateways send templates, not free text). */
    templateCode: varchar('template_code', { length: 100 }).notNull().default(''),
    subject: varchar('subject', { length: 200 }).notNull().default(''),
    content: varchar('content', { length: 1000 }).notNull(),
    /** '0' enabled, '1' disabled. */
    status: char('status', { length: 1 }).notNull().default('0'),
    ...auditColumns(),
  },
  (t) => [uniqueIndex('sys_sms_template_uq').on(t.tenantId, t.purpose, t.channel)],
);

/**
 * The sending service of a tenant's channel: log, smtp (email) or http (a generic SMS gateway). Secrets are
 * sealed (platform/crypto/secret-box.ts) and never answered. No row: the server's environment default.
 */
export const sysSmsProvider = pgTable(
  'sys_sms_provider',
  {
    configId: idColumn('config_id'),
    tenantId: tenantColumn(),
    channel: varchar('channel', { length: 10 }).notNull(),
    provider: varchar('provider', { length: 10 }).notNull(),
    host: varchar('host', { length: 255 }).notNull().default(''),
    port: integer('port'),
    secure: boolean('secure').notNull().default(false),
    username: varchar('username', { length: 255 }).notNull().default(''),
    passwordSealed: text('password_sealed'),
    fromAddr: varchar('from_addr', { length: 255 }).notNull().default(''),
    url: varchar('url', { length: 500 }).notNull().default(''),
    secretHeader: varchar('secret_header', { length: 100 }).notNull().default(''),
    secretSealed: text('secret_sealed'),
    ...auditColumns(),
  },
  (t) => [uniqueIndex('sys_sms_provider_uq').on(t.tenantId, t.channel)],
);

/** Every message the notifier sends: codes only masked. */
export const sysSmsLog = pgTable(
  'sys_sms_log',
  {
    logId: idColumn('log_id'),
    tenantId: tenantColumn(),
    channel: varchar('channel', { length: 10 }).notNull(),
    purpose: varchar('purpose', { length: 20 }).notNull(),
    /** In full, to send again; lists answer it masked. */
    recipient: varchar('recipient', { length: 255 }).notNull(),
    templateId: bigint('template_id', { mode: 'number' }),
    templateCode: varchar('template_code', { length: 100 }).notNull().default(''),
    subject: varchar('subject', { length: 200 }).notNull().default(''),
    content: text('content').notNull(),
    /** The template parameters, codes masked. */
    params: text('params'),
    /** '0' 待发送, '1' 已发送, '2' 失败. */
    status: char('status', { length: 1 }).notNull().default('0'),
    error: varchar('error', { length: 500 }),
    attempts: integer('attempts').notNull().default(0),
    provider: varchar('provider', { length: 10 }).notNull().default(''),
    createTime: timestamp('create_time', { mode: 'date' }).notNull().defaultNow(),
    sendTime: timestamp('send_time', { mode: 'date' }),
  },
  (t) => [index('sys_sms_log_tenant_idx').on(t.tenantId, t.logId)],
);
