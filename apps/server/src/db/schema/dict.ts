import {
  bigint,
  char,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { auditColumns, idColumn, statusColumn, tenantColumn } from './columns.js';

export const sysDictType = pgTable(
  'sys_dict_type',
  {
    dictId: idColumn('dict_id'),
    tenantId: tenantColumn(),
    dictName: varchar('dict_name', { length: 100 }),
    dictNameEn: varchar('dict_name_en', { length: 100 }),
    dictType: varchar('dict_type', { length: 100 }).notNull(),
    ...auditColumns(),
    remark: varchar('remark', { length: 500 }),
  },
  (t) => [uniqueIndex('sys_dict_type_tenant_type_uq').on(t.tenantId, t.dictType)],
);

export const sysDictData = pgTable(
  'sys_dict_data',
  {
    dictCode: idColumn('dict_code'),
    tenantId: tenantColumn(),
    dictSort: integer('dict_sort').notNull().default(0),
    dictLabel: varchar('dict_label', { length: 100 }).notNull(),
    // English label for the en_US console.
    dictLabelEn: varchar('dict_label_en', { length: 100 }),
    dictValue: varchar('dict_value', { length: 100 }).notNull(),
    dictType: varchar('dict_type', { length: 100 }).notNull(),
    cssClass: varchar('css_class', { length: 100 }),
    listClass: varchar('list_class', { length: 100 }),
    isDefault: char('is_default', { length: 1 }).notNull().default('N'),
    ...auditColumns(),
    remark: varchar('remark', { length: 500 }),
  },
  (t) => [
    uniqueIndex('sys_dict_data_tenant_type_value_uq').on(t.tenantId, t.dictType, t.dictValue),
    index('sys_dict_data_type_idx').on(t.tenantId, t.dictType, t.dictSort),
  ],
);

export const sysConfig = pgTable(
  'sys_config',
  {
    configId: idColumn('config_id'),
    tenantId: tenantColumn(),
    configName: varchar('config_name', { length: 100 }),
    configKey: varchar('config_key', { length: 100 }).notNull(),
    configValue: varchar('config_value', { length: 500 }),
    configType: char('config_type', { length: 1 }).notNull().default('N'),
    // 'Y': any signed-in user may read the value by key (the console's switches); 'N': only system:config:query.
    isPublic: char('is_public', { length: 1 }).notNull().default('N'),
    ...auditColumns(),
    remark: varchar('remark', { length: 500 }),
  },
  (t) => [uniqueIndex('sys_config_tenant_key_uq').on(t.tenantId, t.configKey)],
);

export const sysNotice = pgTable(
  'sys_notice',
  {
    noticeId: idColumn('notice_id'),
    tenantId: tenantColumn(),
    noticeTitle: varchar('notice_title', { length: 50 }).notNull(),
    noticeType: char('notice_type', { length: 1 }).notNull(),
    noticeContent: text('notice_content'),
    status: statusColumn(),
    ...auditColumns(),
    remark: varchar('remark', { length: 255 }),
  },
  // The list pages newest first (ORDER BY … DESC puts nulls first), often by type: both come from an index.
  (t) => [
    index('sys_notice_time_idx').on(
      t.tenantId,
      t.createTime.desc().nullsFirst(),
      t.noticeId.desc().nullsFirst(),
    ),
    index('sys_notice_type_time_idx').on(
      t.tenantId,
      t.noticeType,
      t.createTime.desc().nullsFirst(),
      t.noticeId.desc().nullsFirst(),
    ),
  ],
);

/** Who has read which notice; a missing row means unread. */
export const sysNoticeRead = pgTable(
  'sys_notice_read',
  {
    noticeId: bigint('notice_id', { mode: 'number' }).notNull(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    tenantId: tenantColumn(),
    readTime: timestamp('read_time', { mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.noticeId, t.userId] }),
    index('sys_notice_read_user_idx').on(t.tenantId, t.userId),
  ],
);
