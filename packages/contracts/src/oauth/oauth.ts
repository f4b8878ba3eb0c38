import { z } from 'zod';

/** Permission codes of the OAuth screens (seeded buttons of menus 170 and 171; the console gates on the same). */
export const OAuthPermission = {
  APP_LIST: 'oauth:application:list',
  APP_QUERY: 'oauth:application:query',
  APP_ADD: 'oauth:application:add',
  APP_EDIT: 'oauth:application:edit',
  APP_REMOVE: 'oauth:application:remove',
  APP_RESET_SECRET: 'oauth:application:resetSecret',
  TOKEN_LIST: 'oauth:token:list',
  TOKEN_REVOKE: 'oauth:token:revoke',
} as const;

/** Grants the authorization server issues tokens for. */
export const OAUTH_GRANT_TYPES = ['authorization_code', 'client_credentials', 'refresh_token'] as const;
export type OAuthGrantType = (typeof OAUTH_GRANT_TYPES)[number];

/** `confidential` clients authenticate with a secret; `public` ones (SPA, mobile) have none and must use PKCE. */
export const OAUTH_CLIENT_TYPES = ['confidential', 'public'] as const;
export type OAuthClientType = (typeof OAUTH_CLIENT_TYPES)[number];

/** Scopes the user-info endpoint understands; applications may declare others for their own resources. */
export const OAUTH_KNOWN_SCOPES = ['openid', 'profile', 'email', 'phone'] as const;

/** A scope token (RFC 6749 §3.3 allows more; this keeps it readable and safe in URLs). */
export const OAUTH_SCOPE_PATTERN = /^[A-Za-z0-9_.:-]{1,64}$/;

export const OAUTH_ACCESS_TOKEN_LIFETIME = 3600;
export const OAUTH_REFRESH_TOKEN_LIFETIME = 14 * 24 * 3600;
export const OAUTH_MAX_ACCESS_TOKEN_LIFETIME = 24 * 3600;
export const OAUTH_MAX_REFRESH_TOKEN_LIFETIME = 365 * 24 * 3600;
export const OAUTH_STATUSES = ['0', '1'] as const;

export const oauthApplicationVoSchema = z.object({
  id: z.number().int(),
  clientId: z.string(),
  appName: z.string(),
  clientType: z.string(),
  redirectUris: z.array(z.string()),
  scopes: z.array(z.string()),
  grantTypes: z.array(z.string()),
  accessTokenLifetime: z.number().int(),
  refreshTokenLifetime: z.number().int(),
  status: z.string(),
  remark: z.string().nullable(),
  createTime: z.string().nullable(),
});
export type OAuthApplicationVo = z.infer<typeof oauthApplicationVoSchema>;

/**
 * Absolute URL without a fragment or credentials (RFC 6749 §3.1.2): https, http on loopback only (development),
 * or a private-use scheme in reverse-domain form for native apps (RFC 8252 §7.1).
 */
export function isValidRedirectUri(value: string): boolean {
  try {
    const url = new URL(value);
    if (url.hash || url.username || url.password) return false;
    if (url.protocol === 'https:') return true;
    if (url.protocol === 'http:') return ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
    return /^[a-z][a-z0-9+-]*(\.[a-z0-9+-]+)+:$/.test(url.protocol);
  } catch {
    return false;
  }
}

// Checked as a whole list, so a message names the field rather than an index inside it.
const redirectUris = z
  .array(z.string().trim().min(1).max(500))
  .max(10)
  .refine((list) => list.every(isValidRedirectUri));
const scopes = z
  .array(z.string().trim())
  .max(30)
  .refine((list) => list.every((s) => OAUTH_SCOPE_PATTERN.test(s)));

const lifetime = (min: number, max: number) => z.coerce.number().int().min(min).max(max);

export const oauthApplicationBodySchema = z
  .object({
    appName: z.string().trim().min(1).max(64),
    clientType: z.enum(OAUTH_CLIENT_TYPES).default('confidential'),
    redirectUris: redirectUris.default([]),
    scopes: scopes.default([]),
    grantTypes: z.array(z.enum(OAUTH_GRANT_TYPES)).min(1).max(3),
    accessTokenLifetime: lifetime(60, OAUTH_MAX_ACCESS_TOKEN_LIFETIME).default(OAUTH_ACCESS_TOKEN_LIFETIME),
    refreshTokenLifetime: lifetime(300, OAUTH_MAX_REFRESH_TOKEN_LIFETIME).default(
      OAUTH_REFRESH_TOKEN_LIFETIME,
    ),
    status: z.enum(OAUTH_STATUSES).default('0'),
    remark: z.string().trim().max(500).optional(),
  })
  .strict();
export type OAuthApplicationBody = z.input<typeof oauthApplicationBodySchema>;

/** The client type is fixed at creation: a public client has no secret to fall back on. */
export const oauthApplicationUpdateSchema = oauthApplicationBodySchema
  .omit({ clientType: true })
  .extend({ id: z.coerce.number().int().positive() })
  .strict();
export type OAuthApplicationUpdate = z.input<typeof oauthApplicationUpdateSchema>;

export const oauthApplicationFilterSchema = z.object({
  appName: z.string().trim().max(64).optional(),
  clientId: z.string().trim().max(64).optional(),
  status: z.enum(['', ...OAUTH_STATUSES]).optional(),
});
export type OAuthApplicationFilter = z.infer<typeof oauthApplicationFilterSchema>;

/** Answered once, on creation and on a secret reset: only a hash is kept. `null` for public clients. */
export const oauthSecretVoSchema = z.object({
  id: z.number().int(),
  clientId: z.string(),
  clientSecret: z.string().nullable(),
});
export type OAuthSecretVo = z.infer<typeof oauthSecretVoSchema>;

export const oauthTokenVoSchema = z.object({
  id: z.number().int(),
  applicationId: z.number().int(),
  clientId: z.string(),
  appName: z.string(),
  userId: z.number().int().nullable(),
  userName: z.string().nullable(),
  grantType: z.string(),
  scopes: z.array(z.string()),
  accessTokenExpiresAt: z.string().nullable(),
  refreshTokenExpiresAt: z.string().nullable(),
  revoked: z.boolean(),
  /** Neither revoked nor past both expiries. */
  active: z.boolean(),
  createTime: z.string().nullable(),
});
export type OAuthTokenVo = z.infer<typeof oauthTokenVoSchema>;

export const oauthTokenFilterSchema = z.object({
  clientId: z.string().trim().max(64).optional(),
  userName: z.string().trim().max(30).optional(),
  revoked: z.enum(['', '0', '1']).optional(),
});
export type OAuthTokenFilter = z.infer<typeof oauthTokenFilterSchema>;

/** The authorization request of RFC 6749 §4.1.1 with PKCE (RFC 7636 §4.3), as the consent page relays it. */
export const oauthAuthorizeQuerySchema = z.object({
  response_type: z.string().max(32),
  client_id: z.string().min(1).max(64),
  redirect_uri: z.string().max(500).optional(),
  scope: z.string().max(1000).optional(),
  state: z.string().max(500).optional(),
  code_challenge: z.string().max(128).optional(),
  code_challenge_method: z.string().max(10).optional(),
});
export type OAuthAuthorizeQuery = z.infer<typeof oauthAuthorizeQuerySchema>;

export const oauthConsentBodySchema = oauthAuthorizeQuerySchema.extend({ approved: z.boolean() }).strict();
export type OAuthConsentBody = z.infer<typeof oauthConsentBodySchema>;

export const oauthConsentVoSchema = z.object({
  clientId: z.string(),
  appName: z.string(),
  scopes: z.array(z.string()),
  redirectUri: z.string(),
});
export type OAuthConsentVo = z.infer<typeof oauthConsentVoSchema>;

/** Where the browser goes next: the client's redirect URI with `code` and `state`, or with an `error`. */
export const oauthConsentResultSchema = z.object({ redirectUrl: z.string() });
export type OAuthConsentResult = z.infer<typeof oauthConsentResultSchema>;
