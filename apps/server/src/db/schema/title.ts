import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  char,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { auditColumns, delFlagColumn, idColumn, statusColumn, tenantColumn } from './columns.js';

/**
 * Title master data (domain.md "Master data"): organizations, entrusted units, the title catalogue with its
 * declare conditions and exceptions, and the reviewer pools. Dates without a time are `YYYY-MM-DD` strings.
 */

/** 评审组织: committee-building units, review offices, supervising departments (a tree). */
export const zcOrganization = pgTable(
  'zc_organization',
  {
    orgId: idColumn('org_id'),
    tenantId: tenantColumn(),
    parentId: bigint('parent_id', { mode: 'number' }).notNull().default(0),
    ancestors: varchar('ancestors', { length: 500 }).notNull().default('0'),
    orgName: varchar('org_name', { length: 100 }).notNull(),
    orgCode: varchar('org_code', { length: 30 }),
    orgType: char('org_type', { length: 1 }).notNull(),
    contactName: varchar('contact_name', { length: 30 }),
    contactPhone: varchar('contact_phone', { length: 20 }),
    address: varchar('address', { length: 200 }),
    orderNum: integer('order_num').notNull().default(0),
    status: statusColumn(),
    delFlag: delFlagColumn(),
    ...auditColumns(),
    remark: varchar('remark', { length: 500 }),
  },
  (t) => [index('zc_organization_parent_idx').on(t.tenantId, t.parentId)],
);

/**
 * 委托单位: an entrusted unit. `deptId` is the unit's dept in sys_dept, so the company role's dept data scope
 * reaches its employees through the one data-scope helper.
 */
export const zcClient = pgTable(
  'zc_client',
  {
    clientId: idColumn('client_id'),
    tenantId: tenantColumn(),
    deptId: bigint('dept_id', { mode: 'number' }),
    userId: bigint('user_id', { mode: 'number' }),
    orgId: bigint('org_id', { mode: 'number' }),
    clientName: varchar('client_name', { length: 100 }).notNull(),
    creditCode: varchar('credit_code', { length: 18 }).notNull(),
    unitType: varchar('unit_type', { length: 10 }).notNull(),
    contactName: varchar('contact_name', { length: 30 }).notNull(),
    contactPhone: varchar('contact_phone', { length: 20 }).notNull(),
    email: varchar('email', { length: 50 }),
    address: varchar('address', { length: 200 }),
    licenceOssId: bigint('licence_oss_id', { mode: 'number' }),
    auditStatus: char('audit_status', { length: 1 }).notNull().default('0'),
    auditReason: varchar('audit_reason', { length: 500 }),
    auditBy: bigint('audit_by', { mode: 'number' }),
    auditTime: timestamp('audit_time', { mode: 'date' }),
    status: statusColumn(),
    delFlag: delFlagColumn(),
    ...auditColumns(),
    remark: varchar('remark', { length: 500 }),
  },
  (t) => [
    uniqueIndex('zc_client_credit_uq')
      .on(t.tenantId, t.creditCode)
      .where(sql`${t.delFlag} = '0'`),
    index('zc_client_dept_idx').on(t.tenantId, t.deptId),
  ],
);

/** 职称系列 with the national two-digit code. */
export const zcTitleSeries = pgTable(
  'zc_title_series',
  {
    seriesId: idColumn('series_id'),
    tenantId: tenantColumn(),
    seriesCode: varchar('series_code', { length: 10 }).notNull(),
    seriesName: varchar('series_name', { length: 50 }).notNull(),
    seriesNameEn: varchar('series_name_en', { length: 100 }),
    orderNum: integer('order_num').notNull().default(0),
    status: statusColumn(),
    ...auditColumns(),
    remark: varchar('remark', { length: 500 }),
  },
  (t) => [uniqueIndex('zc_title_series_code_uq').on(t.tenantId, t.seriesCode)],
);

/** 专业 under a series. */
export const zcProfession = pgTable(
  'zc_profession',
  {
    professionId: idColumn('profession_id'),
    tenantId: tenantColumn(),
    seriesId: bigint('series_id', { mode: 'number' }).notNull(),
    professionCode: varchar('profession_code', { length: 20 }).notNull(),
    professionName: varchar('profession_name', { length: 50 }).notNull(),
    orderNum: integer('order_num').notNull().default(0),
    status: statusColumn(),
    ...auditColumns(),
    remark: varchar('remark', { length: 500 }),
  },
  (t) => [
    uniqueIndex('zc_profession_code_uq').on(t.tenantId, t.professionCode),
    index('zc_profession_series_idx').on(t.tenantId, t.seriesId),
  ],
);

/** 职称名称: a title of a series at one `title_level`. */
export const zcTitle = pgTable(
  'zc_title',
  {
    titleId: idColumn('title_id'),
    tenantId: tenantColumn(),
    seriesId: bigint('series_id', { mode: 'number' }).notNull(),
    titleCode: varchar('title_code', { length: 20 }).notNull(),
    titleName: varchar('title_name', { length: 50 }).notNull(),
    titleLevel: char('title_level', { length: 1 }).notNull(),
    orderNum: integer('order_num').notNull().default(0),
    status: statusColumn(),
    ...auditColumns(),
    remark: varchar('remark', { length: 500 }),
  },
  (t) => [
    uniqueIndex('zc_title_code_uq').on(t.tenantId, t.titleCode),
    index('zc_title_series_idx').on(t.tenantId, t.seriesId),
  ],
);

/**
 * 申报条件: one rule of a title's declare conditions. `ruleKind` names the check (education, seniority,
 * current_title, assessment, training, works, achievements, awards, no_punishment) and `params` its figures,
 * validated by the kind's zod schema in the contracts.
 */
export const zcTitleCondition = pgTable(
  'zc_title_condition',
  {
    conditionId: idColumn('condition_id'),
    tenantId: tenantColumn(),
    titleId: bigint('title_id', { mode: 'number' }).notNull(),
    ruleKind: varchar('rule_kind', { length: 30 }).notNull(),
    params: jsonb('params').notNull(),
    description: varchar('description', { length: 500 }),
    orderNum: integer('order_num').notNull().default(0),
    status: statusColumn(),
    ...auditColumns(),
    remark: varchar('remark', { length: 500 }),
  },
  (t) => [index('zc_title_condition_title_idx').on(t.tenantId, t.titleId)],
);

/**
 * 破格条件: an exception of a title. When every evidence rule passes, the relaxed rule kinds count as met
 * "by exception".
 */
export const zcTitleException = pgTable(
  'zc_title_exception',
  {
    exceptionId: idColumn('exception_id'),
    tenantId: tenantColumn(),
    titleId: bigint('title_id', { mode: 'number' }).notNull(),
    exceptionType: char('exception_type', { length: 1 }).notNull(),
    exceptionName: varchar('exception_name', { length: 100 }).notNull(),
    relaxes: jsonb('relaxes').notNull(),
    evidence: jsonb('evidence').notNull(),
    description: varchar('description', { length: 500 }),
    status: statusColumn(),
    ...auditColumns(),
    remark: varchar('remark', { length: 500 }),
  },
  (t) => [index('zc_title_exception_title_idx').on(t.tenantId, t.titleId)],
);

/** 评审专家库: a pool per series and level, with a term of at most three years. */
export const zcReviewerPool = pgTable(
  'zc_reviewer_pool',
  {
    poolId: idColumn('pool_id'),
    tenantId: tenantColumn(),
    poolName: varchar('pool_name', { length: 100 }).notNull(),
    seriesId: bigint('series_id', { mode: 'number' }).notNull(),
    titleLevel: char('title_level', { length: 1 }).notNull(),
    orgId: bigint('org_id', { mode: 'number' }),
    termStart: date('term_start', { mode: 'string' }).notNull(),
    termEnd: date('term_end', { mode: 'string' }).notNull(),
    status: statusColumn(),
    delFlag: delFlagColumn(),
    ...auditColumns(),
    remark: varchar('remark', { length: 500 }),
  },
  (t) => [index('zc_reviewer_pool_series_idx').on(t.tenantId, t.seriesId)],
);

/** 评审专家: `userId` is the reviewer's account (their own profile is reachable through the self scope). */
export const zcReviewer = pgTable(
  'zc_reviewer',
  {
    reviewerId: idColumn('reviewer_id'),
    tenantId: tenantColumn(),
    userId: bigint('user_id', { mode: 'number' }),
    deptId: bigint('dept_id', { mode: 'number' }),
    /** 专家编号, issued by the tenant's `expert` numbering rule when the reviewer is added. */
    reviewerNo: varchar('reviewer_no', { length: 40 }),
    reviewerName: varchar('reviewer_name', { length: 30 }).notNull(),
    sex: char('sex', { length: 1 }).notNull().default('0'),
    idCard: varchar('id_card', { length: 18 }),
    phone: varchar('phone', { length: 20 }),
    email: varchar('email', { length: 50 }),
    unitName: varchar('unit_name', { length: 100 }).notNull(),
    clientId: bigint('client_id', { mode: 'number' }),
    seriesId: bigint('series_id', { mode: 'number' }).notNull(),
    professionId: bigint('profession_id', { mode: 'number' }),
    titleLevel: char('title_level', { length: 1 }).notNull(),
    titleName: varchar('title_name', { length: 50 }),
    reviewerType: char('reviewer_type', { length: 1 }).notNull(),
    isExternal: boolean('is_external').notNull().default(false),
    status: statusColumn(),
    delFlag: delFlagColumn(),
    ...auditColumns(),
    remark: varchar('remark', { length: 500 }),
  },
  (t) => [
    uniqueIndex('zc_reviewer_no_uq')
      .on(t.tenantId, t.reviewerNo)
      .where(sql`${t.reviewerNo} IS NOT NULL`),
    index('zc_reviewer_series_idx').on(t.tenantId, t.seriesId, t.professionId),
    index('zc_reviewer_user_idx').on(t.tenantId, t.userId),
  ],
);

export const zcReviewerPoolMember = pgTable(
  'zc_reviewer_pool_member',
  {
    poolId: bigint('pool_id', { mode: 'number' }).notNull(),
    reviewerId: bigint('reviewer_id', { mode: 'number' }).notNull(),
    tenantId: tenantColumn(),
    joinDate: date('join_date', { mode: 'string' }).notNull(),
    termEnd: date('term_end', { mode: 'string' }).notNull(),
    ...auditColumns(),
  },
  (t) => [
    primaryKey({ columns: [t.poolId, t.reviewerId] }),
    index('zc_reviewer_pool_member_reviewer_idx').on(t.reviewerId),
  ],
);

/**
 * 回避: a declared conflict of interest of a reviewer, with a unit (`clientId`) or a person (`employeeId`,
 * or a name when the person has no record yet).
 */
export const zcReviewerConflict = pgTable(
  'zc_reviewer_conflict',
  {
    conflictId: idColumn('conflict_id'),
    tenantId: tenantColumn(),
    reviewerId: bigint('reviewer_id', { mode: 'number' }).notNull(),
    conflictType: varchar('conflict_type', { length: 10 }).notNull(),
    clientId: bigint('client_id', { mode: 'number' }),
    employeeId: bigint('employee_id', { mode: 'number' }),
    personName: varchar('person_name', { length: 30 }),
    reason: varchar('reason', { length: 500 }).notNull(),
    ...auditColumns(),
  },
  (t) => [index('zc_reviewer_conflict_reviewer_idx').on(t.tenantId, t.reviewerId)],
);
