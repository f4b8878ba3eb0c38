import { ResponseCode } from '@zcps/contracts';
import { ServiceError } from '../../platform/http/errors.js';
import type { AppRow, OAuthApplicationRepo } from './oauth-application.repo.js';
import { splitList } from './oauth.model.js';

export type AuthorizeParams = Record<string, unknown>;

export type AuthorizeCheck =
  | { ok: true; app: AppRow; redirectUri: string; scopes: string[] }
  | {
      ok: false;
      error: string;
      description: string;
      /** Set once the redirect URI is known to be the client's: the error goes back to the client there. */
      redirectTo?: string;
    };

const VSCHAR = /^[\x20-\x7E]*$/;
// RFC 7636 §4.2: BASE64URL(SHA256(verifier)) is 43 characters; the ABNF allows 43..128 unreserved characters.
const CODE_CHALLENGE = /^[A-Za-z0-9._~-]{43,128}$/;

const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

/** The client's redirect URI with `error`, `error_description` and `state` added to its own query. */
export function errorRedirect(
  redirectUri: string,
  error: string,
  description: string,
  state?: string,
): string {
  const url = new URL(redirectUri);
  url.searchParams.set('error', error);
  url.searchParams.set('error_description', description);
  if (state) url.searchParams.set('state', state);
  return url.toString();
}

/**
 * Checks an authorization request (RFC 6749 §4.1.1, RFC 7636 §4.3) before the user is asked to consent: the
 * client and its exact redirect URI first (errors there are shown, never redirected), then the rest, whose
 * errors go back to the client. Public clients must send an S256 PKCE challenge; `plain` is never accepted.
 * With `tenantId`, an application of another tenant is treated as unknown.
 */
export async function checkAuthorizeRequest(
  apps: OAuthApplicationRepo,
  params: AuthorizeParams,
  tenantId?: string,
): Promise<AuthorizeCheck> {
  const clientId = text(params.client_id);
  const app = clientId ? await apps.findActiveByClientId(clientId) : undefined;
  if (!app || (tenantId !== undefined && app.tenantId !== tenantId))
    return { ok: false, error: 'invalid_client', description: 'Unknown or disabled client' };
  const redirectUri = text(params.redirect_uri);
  if (!redirectUri || !splitList(app.redirectUris).includes(redirectUri))
    return { ok: false, error: 'invalid_request', description: 'redirect_uri is missing or not registered' };

  const state = text(params.state);
  const fail = (error: string, description: string): AuthorizeCheck => ({
    ok: false,
    error,
    description,
    redirectTo: errorRedirect(
      redirectUri,
      error,
      description,
      state && VSCHAR.test(state) ? state : undefined,
    ),
  });
  if (state !== undefined && !VSCHAR.test(state)) return fail('invalid_request', 'Invalid parameter: state');
  if (params.response_type !== 'code')
    return fail('unsupported_response_type', 'Only the code response type is supported');
  if (!splitList(app.grantTypes).includes('authorization_code'))
    return fail('unauthorized_client', 'The client may not use the authorization code grant');

  const allowed = splitList(app.scopes);
  const scopeText = text(params.scope);
  const asked = splitList(scopeText);
  if (scopeText !== undefined && !asked.length) return fail('invalid_scope', 'Invalid parameter: scope');
  if (asked.some((s) => !allowed.includes(s))) return fail('invalid_scope', 'Requested scope is not allowed');

  const challenge = text(params.code_challenge);
  const method = text(params.code_challenge_method);
  if (challenge === undefined && method !== undefined)
    return fail('invalid_request', 'code_challenge_method without code_challenge');
  if (challenge === undefined && app.clientType === 'public')
    return fail('invalid_request', 'PKCE (code_challenge with S256) is required for public clients');
  if (challenge !== undefined && method !== 'S256')
    return fail('invalid_request', 'code_challenge_method must be S256');
  if (challenge !== undefined && !CODE_CHALLENGE.test(challenge))
    return fail('invalid_request', 'Invalid parameter: code_challenge');

  return { ok: true, app, redirectUri, scopes: asked.length ? [...new Set(asked)] : allowed };
}

/** For the console: a request that cannot go on, as a localized 400 naming what is wrong. */
export function consentError(check: Extract<AuthorizeCheck, { ok: false }>, clientId: string): ServiceError {
  if (check.error === 'invalid_client')
    return new ServiceError('oauth.clientUnavailable', { clientId }, ResponseCode.BAD_REQUEST);
  if (!check.redirectTo) return new ServiceError('oauth.redirectUriMismatch', {}, ResponseCode.BAD_REQUEST);
  return new ServiceError(
    'oauth.requestInvalid',
    { description: check.description },
    ResponseCode.BAD_REQUEST,
  );
}
