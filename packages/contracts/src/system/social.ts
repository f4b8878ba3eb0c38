import { z } from 'zod';

/** Permission codes of the social provider screen (系统管理 › 第三方登录). */
export const SocialProviderPermission = {
  LIST: 'system:socialProvider:list',
  QUERY: 'system:socialProvider:query',
  ADD: 'system:socialProvider:add',
  EDIT: 'system:socialProvider:edit',
  REMOVE: 'system:socialProvider:remove',
} as const;

/** An authorization request (state, nonce, PKCE verifier) lives this long and is used once. */
export const SOCIAL_STATE_TTL_SECONDS = 300;

export const SOCIAL_SOURCE_PATTERN = /^[a-z][a-z0-9_-]{1,29}$/;

const url = z
  .string()
  .trim()
  .max(500)
  .refine((value) => /^https?:\/\/[^\s/]+/i.test(value));
const optionalUrl = z.union([url, z.literal('')]).nullish();

export const socialProviderVoSchema = z.object({
  id: z.number().int(),
  source: z.string(),
  name: z.string(),
  clientId: z.string(),
  /** The stored secret never leaves the server: the mask when one is stored, '' otherwise. */
  clientSecret: z.string(),
  issuerUrl: z.string().nullable(),
  authorizationEndpoint: z.string().nullable(),
  tokenEndpoint: z.string().nullable(),
  userinfoEndpoint: z.string().nullable(),
  jwksUri: z.string().nullable(),
  scopes: z.string(),
  sort: z.number().int(),
  status: z.string(),
  remark: z.string().nullable(),
  createTime: z.string().nullable(),
});
export type SocialProviderVo = z.infer<typeof socialProviderVoSchema>;

const providerFields = z.object({
  source: z.string().trim().regex(SOCIAL_SOURCE_PATTERN),
  name: z.string().trim().min(1).max(30),
  clientId: z.string().trim().min(1).max(255),
  clientSecret: z.string().trim().max(500).nullish(),
  issuerUrl: optionalUrl,
  authorizationEndpoint: optionalUrl,
  tokenEndpoint: optionalUrl,
  userinfoEndpoint: optionalUrl,
  jwksUri: optionalUrl,
  scopes: z
    .string()
    .trim()
    .max(255)
    .regex(/^[\w:./-]+( [\w:./-]+)*$/)
    .default('openid profile email'),
  sort: z.coerce.number().int().min(0).max(9999).default(0),
  status: z.enum(['0', '1']).default('0'),
  remark: z.string().trim().max(500).nullish(),
});

/** Either an issuer (discovery) or the authorization and token endpoints must be given. */
const endpointsGiven = (body: {
  issuerUrl?: string | null;
  authorizationEndpoint?: string | null;
  tokenEndpoint?: string | null;
}) => !!body.issuerUrl || (!!body.authorizationEndpoint && !!body.tokenEndpoint);
const endpointsRule = {
  path: ['issuerUrl'],
  params: { message: 'social.endpointsRequired', fields: ['authorizationEndpoint', 'tokenEndpoint'] },
};

export const socialProviderCreateSchema = providerFields.refine(endpointsGiven, endpointsRule);
export type SocialProviderCreate = z.input<typeof socialProviderCreateSchema>;

/** On edit a blank or omitted secret keeps the stored one. */
export const socialProviderUpdateSchema = providerFields
  .extend({ id: z.coerce.number().int().positive() })
  .refine(endpointsGiven, endpointsRule);
export type SocialProviderUpdate = z.input<typeof socialProviderUpdateSchema>;

export const socialProviderFilterSchema = z.object({
  source: z.string().trim().max(30).optional(),
  name: z.string().trim().max(30).optional(),
  status: z.enum(['', '0', '1']).optional(),
});
export type SocialProviderFilter = z.infer<typeof socialProviderFilterSchema>;

/** What the login page shows: enabled providers only, nothing secret. */
export const socialSourceVoSchema = z.object({ source: z.string(), name: z.string() });
export type SocialSourceVo = z.infer<typeof socialSourceVoSchema>;

export const socialSourceParam = z.string().regex(SOCIAL_SOURCE_PATTERN);

/** `GET /auth/binding/{source}` query (the family sends tenantId and domain). */
export const socialAuthorizeQuerySchema = z.object({
  tenantId: z.string().trim().max(20).optional(),
  domain: z.string().trim().max(200).optional(),
});

/**
 * `POST /auth/social/callback` and the `social` grant of `/auth/new/login`: what the provider sent back to
 * /social-callback. The family names them socialCode/socialState; code/state are accepted too.
 */
export const socialCallbackSchema = z
  .object({
    source: z.string().trim().regex(SOCIAL_SOURCE_PATTERN),
    socialCode: z.string().trim().min(1).max(2000),
    socialState: z.string().trim().min(1).max(1000),
    /** RFC 9207 issuer of the authorization response, when the provider sends one. */
    iss: z.string().trim().max(500).optional(),
  })
  .loose();
export type SocialCallbackBody = z.infer<typeof socialCallbackSchema>;

/** The body with the short names mapped onto the family's. */
export function normalizeSocialBody(raw: Record<string, unknown>): Record<string, unknown> {
  return {
    ...raw,
    socialCode: raw.socialCode ?? raw.code,
    socialState: raw.socialState ?? raw.state,
  };
}

/** One binding of the signed-in user (personal centre). */
export const socialBindingVoSchema = z.object({
  id: z.number().int(),
  source: z.string(),
  sourceName: z.string(),
  openId: z.string().nullable(),
  userName: z.string(),
  nickName: z.string().nullable(),
  email: z.string().nullable(),
  avatar: z.string().nullable(),
  createTime: z.string().nullable(),
});
export type SocialBindingVo = z.infer<typeof socialBindingVoSchema>;
