import { bigint, char, index, integer, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';
import { idColumn, tenantColumn } from './columns.js';

export const sysOperLog = pgTable(
  'sys_oper_log',
  {
    operId: idColumn('oper_id'),
    tenantId: tenantColumn(),
    title: varchar('title', { length: 50 }).notNull().default(''),
    businessType: integer('business_type').notNull().default(0),
    method: varchar('method', { length: 100 }).notNull().default(''),
    requestMethod: varchar('request_method', { length: 10 }).notNull().default(''),
    operatorType: integer('operator_type').notNull().default(0),
    operName: varchar('oper_name', { length: 50 }).notNull().default(''),
    deptName: varchar('dept_name', { length: 50 }).notNull().default(''),
    operUrl: varchar('oper_url', { length: 255 }).notNull().default(''),
    operIp: varchar('oper_ip', { length: 128 }).notNull().default(''),
    operLocation: varchar('oper_location', { length: 255 }).notNull().default(''),
    operParam: varchar('oper_param', { length: 2000 }).notNull().default(''),
    jsonResult: varchar('json_result', { length: 2000 }).notNull().default(''),
    status: integer('status').notNull().default(0),
    errorMsg: varchar('error_msg', { length: 2000 }).notNull().default(''),
    operTime: timestamp('oper_time', { mode: 'date' }).defaultNow(),
    costTime: bigint('cost_time', { mode: 'number' }).notNull().default(0),
  },
  (t) => [
    index('sys_oper_log_bt_idx').on(t.businessType),
    index('sys_oper_log_s_idx').on(t.status),
    index('sys_oper_log_ot_idx').on(t.tenantId, t.operTime),
  ],
);

export const sysLogininfor = pgTable(
  'sys_logininfor',
  {
    infoId: idColumn('info_id'),
    tenantId: tenantColumn(),
    userName: varchar('user_name', { length: 50 }).notNull().default(''),
    clientKey: varchar('client_key', { length: 32 }).notNull().default(''),
    deviceType: varchar('device_type', { length: 32 }).notNull().default(''),
    ipaddr: varchar('ipaddr', { length: 128 }).notNull().default(''),
    loginLocation: varchar('login_location', { length: 255 }).notNull().default(''),
    browser: varchar('browser', { length: 50 }).notNull().default(''),
    os: varchar('os', { length: 50 }).notNull().default(''),
    status: char('status', { length: 1 }).notNull().default('0'),
    msg: varchar('msg', { length: 255 }).notNull().default(''),
    loginTime: timestamp('login_time', { mode: 'date' }).defaultNow(),
  },
  (t) => [
    index('sys_logininfor_s_idx').on(t.status),
    index('sys_logininfor_lt_idx').on(t.tenantId, t.loginTime),
  ],
);
