import crypto from 'node:crypto';
import * as oidc from 'openid-client';
import { ServiceError } from '../../platform/http/errors.js';
import type { SocialProviderRow } from '../system/social/social-provider.repo.js';

/** Who signed in at the provider, as far as the binding needs it. */
export interface SocialIdentity {
  subject: string;
  userName: string;
  nickName: string | null;
  email: string | null;
  avatar: string | null;
}

/** What an authorization request must remember until the callback (kept in the store). */
export interface AuthorizationRequest {
  url: string;
  codeVerifier: string;
  nonce: string;
}

const TIMEOUT_SECONDS = 10;
const LOOPBACK = /^(127(\.\d{1,3}){3}|localhost|\[::1\])$/i;

/** Plain HTTP is accepted for loopback providers only (development and tests); anything else needs TLS. */
function loopbackHttp(row: SocialProviderRow): boolean {
  const urls = [row.issuer, row.authorizationEndpoint, row.tokenEndpoint, row.userinfoEndpoint, row.jwksUri];
  const given = urls.filter((u): u is string => !!u).map((u) => new URL(u));
  return given.some((u) => u.protocol === 'http:') && given.every((u) => LOOPBACK.test(u.hostname));
}

const explicitEndpoints = (row: SocialProviderRow) => !!row.authorizationEndpoint && !!row.tokenEndpoint;

/** OpenID Connect when an issuer can vouch for an id_token; otherwise plain OAuth 2.0 with a userinfo call. */
const isOidc = (row: SocialProviderRow) => !!row.issuer && (!explicitEndpoints(row) || !!row.jwksUri);

function claimOf(claims: Record<string, unknown>, ...names: string[]): string | null {
  for (const name of names) {
    const value = claims[name];
    if (typeof value === 'string' && value.trim()) return value.trim();
    if (typeof value === 'number') return String(value);
  }
  return null;
}

/** Maps the library's refusals onto messages a person can act on; nothing of the provider's text leaks raw. */
export function refusalOf(error: unknown): ServiceError {
  if (error instanceof ServiceError) return error;
  if (error instanceof oidc.ResponseBodyError)
    return error.error === 'invalid_grant'
      ? new ServiceError('social.codeInvalid')
      : new ServiceError('social.providerError', { error: error.error.slice(0, 60) });
  if (error instanceof oidc.AuthorizationResponseError)
    return new ServiceError('social.providerError', { error: error.error.slice(0, 60) });
  if (error instanceof oidc.ClientError) {
    const detail = (error.cause as { cause?: { claim?: string } } | undefined)?.cause;
    const message = (error.cause as Error | undefined)?.message ?? '';
    switch (error.code) {
      case 'OAUTH_JWT_CLAIM_COMPARISON_FAILED':
        if (detail?.claim === 'iss') return new ServiceError('social.issuerMismatch');
        if (detail?.claim === 'nonce') return new ServiceError('social.nonceMismatch');
        return new ServiceError('social.tokenInvalid');
      case 'OAUTH_JSON_ATTRIBUTE_COMPARISON_FAILED':
        return new ServiceError('social.issuerMismatch');
      case 'OAUTH_KEY_SELECTION_FAILED':
        return new ServiceError('social.signatureInvalid');
      case 'OAUTH_INVALID_RESPONSE':
        if (message.includes('signature')) return new ServiceError('social.signatureInvalid');
        if (message.includes('"iss"')) return new ServiceError('social.issuerMismatch');
        return new ServiceError('social.tokenInvalid');
      case 'OAUTH_JWT_TIMESTAMP_CHECK_FAILED':
        return new ServiceError('social.tokenInvalid');
    }
  }
  return new ServiceError('social.providerUnreachable');
}

/**
 * The OAuth 2.0 / OIDC client side (openid-client): discovery or explicit endpoints, PKCE + state + nonce,
 * code exchange with id_token checks (issuer, audience, nonce, signature) and the userinfo call.
 */
export class SocialOidc {
  /** Provider id → configuration, valid while the row's update time is the same (edits anywhere take effect). */
  private readonly configs = new Map<number, { stamp: number; config: Promise<oidc.Configuration> }>();

  private configOf(row: SocialProviderRow): Promise<oidc.Configuration> {
    const stamp = row.updateTime?.getTime() ?? 0;
    const cached = this.configs.get(row.id);
    if (cached?.stamp === stamp) return cached.config;
    const config = this.build(row);
    this.configs.set(row.id, { stamp, config });
    config.catch(() => this.configs.delete(row.id));
    return config;
  }

  private async build(row: SocialProviderRow): Promise<oidc.Configuration> {
    const auth = row.clientSecret ? oidc.ClientSecretBasic(row.clientSecret) : oidc.None();
    const insecure = loopbackHttp(row);
    let config: oidc.Configuration;
    if (explicitEndpoints(row)) {
      const metadata: oidc.ServerMetadata = {
        issuer: row.issuer ?? new URL(row.authorizationEndpoint!).origin,
        authorization_endpoint: row.authorizationEndpoint!,
        token_endpoint: row.tokenEndpoint!,
        ...(row.userinfoEndpoint ? { userinfo_endpoint: row.userinfoEndpoint } : {}),
        ...(row.jwksUri ? { jwks_uri: row.jwksUri } : {}),
      };
      config = new oidc.Configuration(metadata, row.clientId, undefined, auth);
      if (insecure) oidc.allowInsecureRequests(config);
    } else {
      config = await oidc.discovery(new URL(row.issuer!), row.clientId, undefined, auth, {
        execute: insecure ? [oidc.allowInsecureRequests] : [],
        timeout: TIMEOUT_SECONDS,
      });
    }
    config.timeout = TIMEOUT_SECONDS;
    // The id_token's signature is checked too, not only trusted for arriving over the token endpoint.
    if (isOidc(row) && config.serverMetadata().jwks_uri) oidc.enableNonRepudiationChecks(config);
    return config;
  }

  async authorizationUrl(
    row: SocialProviderRow,
    redirectUri: string,
    state: string,
  ): Promise<AuthorizationRequest> {
    let config: oidc.Configuration;
    try {
      config = await this.configOf(row);
    } catch (error) {
      throw refusalOf(error);
    }
    const codeVerifier = oidc.randomPKCECodeVerifier();
    const nonce = oidc.randomNonce();
    const params: Record<string, string> = {
      redirect_uri: redirectUri,
      scope: row.scopes,
      state,
      code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
      code_challenge_method: 'S256',
    };
    if (isOidc(row)) params.nonce = nonce;
    return { url: oidc.buildAuthorizationUrl(config, params).href, codeVerifier, nonce };
  }

  /** Exchanges the code and answers the account; every check failing is a ServiceError naming which. */
  async identity(
    row: SocialProviderRow,
    request: { redirectUri: string; codeVerifier: string; nonce: string; state: string },
    response: { code: string; iss?: string },
  ): Promise<SocialIdentity> {
    try {
      const config = await this.configOf(row);
      const callback = new URL(request.redirectUri);
      callback.searchParams.set('code', response.code);
      callback.searchParams.set('state', request.state);
      if (response.iss) callback.searchParams.set('iss', response.iss);
      const oidcFlow = isOidc(row);
      const tokens = await oidc.authorizationCodeGrant(config, callback, {
        pkceCodeVerifier: request.codeVerifier,
        expectedState: request.state,
        ...(oidcFlow ? { expectedNonce: request.nonce, idTokenExpected: true } : {}),
      });
      const idClaims: Record<string, unknown> = (oidcFlow ? tokens.claims() : undefined) ?? {};
      let claims: Record<string, unknown> = { ...idClaims };
      if (config.serverMetadata().userinfo_endpoint) {
        const expected = typeof idClaims.sub === 'string' ? idClaims.sub : oidc.skipSubjectCheck;
        claims = { ...(await oidc.fetchUserInfo(config, tokens.access_token, expected)), ...idClaims };
      }
      const subject = claimOf(claims, 'sub', 'id', 'uid', 'openid');
      if (!subject) throw new ServiceError('social.noSubject');
      return {
        subject,
        userName: (claimOf(claims, 'preferred_username', 'login', 'username', 'name') ?? subject).slice(
          0,
          30,
        ),
        nickName: claimOf(claims, 'name', 'nickname')?.slice(0, 30) ?? null,
        email: claimOf(claims, 'email')?.slice(0, 255) ?? null,
        avatar: claimOf(claims, 'picture', 'avatar_url')?.slice(0, 500) ?? null,
      };
    } catch (error) {
      throw refusalOf(error);
    }
  }
}

/** sys_social.auth_id: source and subject; a subject too long for the column is hashed instead. */
export function authIdOf(source: string, subject: string): string {
  const id = `${source}:${subject}`;
  return id.length <= 255
    ? id
    : `${source}:sha256:${crypto.createHash('sha256').update(subject).digest('hex')}`;
}
