import { integer, pgTable, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { auditColumns, idColumn, statusColumn } from './columns.js';

/**
 * OAuth 2.0 / OpenID Connect providers of the social sign-in (系统管理 › 第三方登录). Platform-wide, like
 * sys_client: the login page lists them before any tenant is known. Bindings live in sys_social.
 */
export const sysSocialProvider = pgTable(
  'sys_social_provider',
  {
    id: idColumn('id'),
    source: varchar('source', { length: 30 }).notNull(),
    name: varchar('name', { length: 30 }).notNull(),
    clientId: varchar('client_id', { length: 255 }).notNull(),
    /** Write-only through the API: answered as a mask, never as the value. */
    clientSecret: varchar('client_secret', { length: 500 }),
    issuer: varchar('issuer', { length: 500 }),
    authorizationEndpoint: varchar('authorization_endpoint', { length: 500 }),
    tokenEndpoint: varchar('token_endpoint', { length: 500 }),
    userinfoEndpoint: varchar('userinfo_endpoint', { length: 500 }),
    jwksUri: varchar('jwks_uri', { length: 500 }),
    scopes: varchar('scopes', { length: 255 }).notNull().default('openid profile email'),
    sort: integer('sort').notNull().default(0),
    status: statusColumn(),
    remark: varchar('remark', { length: 500 }),
    ...auditColumns(),
  },
  (t) => [uniqueIndex('sys_social_provider_source_uq').on(t.source)],
);
