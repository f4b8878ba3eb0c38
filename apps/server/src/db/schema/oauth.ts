import {
  bigint,
  boolean,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { auditColumns, delFlagColumn, idColumn, statusColumn, tenantColumn } from './columns.js';

/**
 * OAuth 2.0 client applications of a tenant. The secret is kept as a bcrypt hash only (null for public
 * clients); redirect URIs, scopes and grant types are space-separated, as OAuth itself writes scopes.
 */
export const oauthApplication = pgTable(
  'oauth_application',
  {
    id: idColumn('id'),
    tenantId: tenantColumn(),
    clientId: varchar('client_id', { length: 64 }).notNull(),
    clientSecret: varchar('client_secret', { length: 100 }),
    appName: varchar('app_name', { length: 64 }).notNull(),
    clientType: varchar('client_type', { length: 16 }).notNull().default('confidential'),
    redirectUris: text('redirect_uris').notNull().default(''),
    scopes: varchar('scopes', { length: 2000 }).notNull().default(''),
    grantTypes: varchar('grant_types', { length: 100 }).notNull(),
    accessTokenLifetime: integer('access_token_lifetime').notNull().default(3600),
    refreshTokenLifetime: integer('refresh_token_lifetime').notNull().default(1209600),
    status: statusColumn(),
    delFlag: delFlagColumn(),
    ...auditColumns(),
    remark: varchar('remark', { length: 500 }),
  },
  (t) => [
    // Client ids are random and never reused, so they stay unique across tenants and deleted rows alike.
    uniqueIndex('oauth_application_client_id_uq').on(t.clientId),
    index('oauth_application_tenant_idx').on(t.tenantId),
  ],
);

/** Issued authorization codes, by SHA-256 of the code; a used code stays (marked) so a replay can be detected. */
export const oauthAuthorizationCode = pgTable(
  'oauth_authorization_code',
  {
    id: idColumn('id'),
    tenantId: tenantColumn(),
    applicationId: bigint('application_id', { mode: 'number' }).notNull(),
    codeHash: varchar('code_hash', { length: 64 }).notNull(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    redirectUri: varchar('redirect_uri', { length: 500 }).notNull(),
    scope: varchar('scope', { length: 2000 }).notNull().default(''),
    codeChallenge: varchar('code_challenge', { length: 128 }),
    codeChallengeMethod: varchar('code_challenge_method', { length: 10 }),
    expiresAt: timestamp('expires_at', { mode: 'date' }).notNull(),
    used: boolean('used').notNull().default(false),
    createTime: timestamp('create_time', { mode: 'date' }).defaultNow(),
  },
  (t) => [
    uniqueIndex('oauth_authorization_code_hash_uq').on(t.codeHash),
    index('oauth_authorization_code_expires_idx').on(t.expiresAt),
  ],
);

/**
 * Issued tokens, by SHA-256 of the access and refresh tokens. `family` ties together every token descending
 * from one grant (a code, or one client-credentials request), so a replayed code or refresh token revokes them all.
 * `user_id` is null for client-credentials tokens.
 */
export const oauthToken = pgTable(
  'oauth_token',
  {
    id: idColumn('id'),
    tenantId: tenantColumn(),
    applicationId: bigint('application_id', { mode: 'number' }).notNull(),
    userId: bigint('user_id', { mode: 'number' }),
    grantType: varchar('grant_type', { length: 32 }).notNull(),
    accessTokenHash: varchar('access_token_hash', { length: 64 }).notNull(),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { mode: 'date' }).notNull(),
    refreshTokenHash: varchar('refresh_token_hash', { length: 64 }),
    refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { mode: 'date' }),
    scope: varchar('scope', { length: 2000 }).notNull().default(''),
    family: varchar('family', { length: 64 }).notNull(),
    revoked: boolean('revoked').notNull().default(false),
    revokedTime: timestamp('revoked_time', { mode: 'date' }),
    createTime: timestamp('create_time', { mode: 'date' }).defaultNow(),
  },
  (t) => [
    uniqueIndex('oauth_token_access_uq').on(t.accessTokenHash),
    uniqueIndex('oauth_token_refresh_uq').on(t.refreshTokenHash),
    index('oauth_token_tenant_idx').on(t.tenantId, t.createTime),
    index('oauth_token_family_idx').on(t.family),
    index('oauth_token_application_idx').on(t.applicationId),
  ],
);
