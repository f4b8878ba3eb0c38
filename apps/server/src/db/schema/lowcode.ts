import { bigint, boolean, index, integer, jsonb, pgTable, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import type { FormSchema, LcListLayout, LcValidation } from '@zcps/contracts';
import { auditColumns, idColumn, statusColumn, tenantColumn } from './columns.js';

/** 应用目录: one low-code app. Its key names the tables and permissions, so it is unique across tenants. */
export const lcApp = pgTable(
  'lc_app',
  {
    appId: idColumn('app_id'),
    tenantId: tenantColumn(),
    appKey: varchar('app_key', { length: 20 }).notNull(),
    name: varchar('name', { length: 50 }).notNull(),
    icon: varchar('icon', { length: 100 }),
    appGroup: varchar('app_group', { length: 50 }),
    status: statusColumn(),
    parentMenuId: bigint('parent_menu_id', { mode: 'number' }).notNull().default(0),
    rev: integer('rev').notNull().default(1),
    publishedRev: integer('published_rev'),
    menuId: bigint('menu_id', { mode: 'number' }),
    ...auditColumns(),
    remark: varchar('remark', { length: 500 }),
  },
  (t) => [uniqueIndex('lc_app_key_uq').on(t.appKey), index('lc_app_tenant_idx').on(t.tenantId)],
);

/** One object of an app and its real table (`lc_<app>_<object>`). */
export const lcObject = pgTable(
  'lc_object',
  {
    objectId: idColumn('object_id'),
    tenantId: tenantColumn(),
    appId: bigint('app_id', { mode: 'number' })
      .notNull()
      .references(() => lcApp.appId),
    objectKey: varchar('object_key', { length: 30 }).notNull(),
    label: varchar('label', { length: 50 }).notNull(),
    tableName: varchar('table_name', { length: 63 }).notNull(),
    titleField: varchar('title_field', { length: 64 }),
    kind: varchar('kind', { length: 10 }).notNull().default('flat'),
    sort: integer('sort').notNull().default(0),
    rev: integer('rev').notNull().default(1),
    publishedRev: integer('published_rev'),
    ...auditColumns(),
    remark: varchar('remark', { length: 500 }),
  },
  (t) => [
    uniqueIndex('lc_object_table_uq').on(t.tableName),
    uniqueIndex('lc_object_app_key_uq').on(t.appId, t.objectKey),
  ],
);

/** One field of an object: one column of its table. */
export const lcField = pgTable(
  'lc_field',
  {
    fieldId: idColumn('field_id'),
    tenantId: tenantColumn(),
    objectId: bigint('object_id', { mode: 'number' })
      .notNull()
      .references(() => lcObject.objectId, { onDelete: 'cascade' }),
    name: varchar('name', { length: 30 }).notNull(),
    label: varchar('label', { length: 50 }).notNull(),
    type: varchar('type', { length: 20 }).notNull(),
    length: integer('length'),
    precision: integer('precision'),
    scale: integer('scale'),
    required: boolean('required').notNull().default(false),
    isUnique: boolean('is_unique').notNull().default(false),
    defaultValue: jsonb('default_value').$type<string | number | boolean | null>(),
    dictType: varchar('dict_type', { length: 100 }),
    refObjectId: bigint('ref_object_id', { mode: 'number' }),
    validation: jsonb('validation').$type<LcValidation>().notNull().default({}),
    sort: integer('sort').notNull().default(0),
    listed: boolean('listed').notNull().default(true),
    searchable: boolean('searchable').notNull().default(false),
    queryType: varchar('query_type', { length: 10 }).notNull().default('EQ'),
    columnState: varchar('column_state', { length: 10 }).notNull().default('active'),
    ...auditColumns(),
  },
  (t) => [uniqueIndex('lc_field_object_name_uq').on(t.objectId, t.name)],
);

/** A page layout of an object: list, form or detail. */
export const lcPage = pgTable(
  'lc_page',
  {
    pageId: idColumn('page_id'),
    tenantId: tenantColumn(),
    objectId: bigint('object_id', { mode: 'number' })
      .notNull()
      .references(() => lcObject.objectId, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 10 }).notNull(),
    schema: jsonb('schema').$type<FormSchema | LcListLayout>().notNull(),
    ...auditColumns(),
  },
  (t) => [uniqueIndex('lc_page_object_kind_uq').on(t.objectId, t.kind)],
);

/** Each publish and unpublish of an app, with the revs it put live. */
export const lcPublishLog = pgTable(
  'lc_publish_log',
  {
    logId: idColumn('log_id'),
    tenantId: tenantColumn(),
    appId: bigint('app_id', { mode: 'number' })
      .notNull()
      .references(() => lcApp.appId, { onDelete: 'cascade' }),
    action: varchar('action', { length: 10 }).notNull(),
    rev: integer('rev').notNull(),
    objects: jsonb('objects').$type<{ objectKey: string; rev: number }[]>().notNull().default([]),
    ...auditColumns(),
  },
  (t) => [index('lc_publish_log_app_idx').on(t.appId)],
);
