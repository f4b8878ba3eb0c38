import { bigint, boolean, char, integer, pgTable, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { auditColumns, delFlagColumn, idColumn, statusColumn } from './columns.js';

export const sysTenant = pgTable(
  'sys_tenant',
  {
    id: idColumn('id'),
    tenantId: varchar('tenant_id', { length: 20 }).notNull(),
    contactUserName: varchar('contact_user_name', { length: 20 }),
    contactPhone: varchar('contact_phone', { length: 20 }),
    companyName: varchar('company_name', { length: 50 }),
    licenseNumber: varchar('license_number', { length: 30 }),
    address: varchar('address', { length: 200 }),
    intro: varchar('intro', { length: 200 }),
    domain: varchar('domain', { length: 200 }),
    remark: varchar('remark', { length: 200 }),
    packageId: bigint('package_id', { mode: 'number' }),
    expireTime: timestamp('expire_time', { mode: 'date' }),
    accountCount: integer('account_count').notNull().default(-1),
    status: statusColumn(),
    delFlag: delFlagColumn(),
    ...auditColumns(),
  },
  (t) => [uniqueIndex('sys_tenant_tenant_id_uq').on(t.tenantId)],
);

export const sysTenantPackage = pgTable('sys_tenant_package', {
  packageId: idColumn('package_id'),
  packageName: varchar('package_name', { length: 20 }),
  menuIds: varchar('menu_ids', { length: 3000 }),
  remark: varchar('remark', { length: 200 }),
  menuCheckStrictly: boolean('menu_check_strictly').notNull().default(true),
  status: statusColumn(),
  delFlag: delFlagColumn(),
  ...auditColumns(),
});

export const sysClient = pgTable(
  'sys_client',
  {
    id: idColumn('id'),
    clientId: varchar('client_id', { length: 64 }).notNull(),
    clientKey: varchar('client_key', { length: 32 }).notNull(),
    clientSecret: varchar('client_secret', { length: 255 }).notNull(),
    grantType: varchar('grant_type', { length: 255 }).notNull(),
    deviceType: varchar('device_type', { length: 32 }),
    activeTimeout: integer('active_timeout').notNull().default(1800),
    timeout: integer('timeout').notNull().default(604800),
    status: statusColumn(),
    delFlag: delFlagColumn(),
    ...auditColumns(),
  },
  (t) => [uniqueIndex('sys_client_client_id_uq').on(t.clientId)],
);

export const sysSocial = pgTable('sys_social', {
  id: idColumn('id'),
  userId: bigint('user_id', { mode: 'number' }).notNull(),
  tenantId: varchar('tenant_id', { length: 20 }),
  authId: varchar('auth_id', { length: 255 }).notNull(),
  source: varchar('source', { length: 255 }).notNull(),
  openId: varchar('open_id', { length: 255 }),
  userName: varchar('user_name', { length: 30 }).notNull(),
  nickName: varchar('nick_name', { length: 30 }),
  email: varchar('email', { length: 255 }),
  avatar: varchar('avatar', { length: 500 }),
  accessToken: varchar('access_token', { length: 2000 }).notNull(),
  expireIn: bigint('expire_in', { mode: 'number' }),
  refreshToken: varchar('refresh_token', { length: 2000 }),
  accessCode: varchar('access_code', { length: 2000 }),
  unionId: varchar('union_id', { length: 255 }),
  scope: varchar('scope', { length: 255 }),
  tokenType: varchar('token_type', { length: 255 }),
  idToken: varchar('id_token', { length: 2000 }),
  macAlgorithm: varchar('mac_algorithm', { length: 255 }),
  macKey: varchar('mac_key', { length: 255 }),
  code: varchar('code', { length: 255 }),
  oauthToken: varchar('oauth_token', { length: 255 }),
  oauthTokenSecret: varchar('oauth_token_secret', { length: 255 }),
  delFlag: char('del_flag', { length: 1 }).notNull().default('0'),
  ...auditColumns(),
});
