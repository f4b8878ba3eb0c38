import crypto from 'node:crypto';
import type OAuth2Server from '@node-oauth/oauth2-server';
import type { OAuthGrantType } from '@zcps/contracts';
import { DUMMY_PASSWORD_HASH, verifyPassword } from '../../platform/crypto/password-hash.js';
import type { UserRepo } from '../system/user/user.repo.js';
import type { AppRow, OAuthApplicationRepo } from './oauth-application.repo.js';
import { hashOf, type OAuthTokenRepo, type TokenRow } from './oauth-token.repo.js';

type Token = OAuth2Server.Token;
type RefreshToken = OAuth2Server.RefreshToken;
type AuthorizationCode = OAuth2Server.AuthorizationCode;

/**
 * What the library calls the "user": opaque to it and handed back to every model call, so it carries who the
 * token is for (null for client credentials), the grant it comes from, and the family its descendants share.
 */
export interface OAuthSubject {
  userId: number | null;
  tenantId: string;
  family: string;
  grantType: OAuthGrantType;
}

export interface OAuthClient extends OAuth2Server.Client {
  id: string;
  grants: string[];
  redirectUris: string[];
  app: AppRow;
}

export const splitList = (value: string | null | undefined) => (value ?? '').split(/\s+/).filter(Boolean);
export const randomToken = () => crypto.randomBytes(32).toString('base64url');
const codeFamily = (codeId: number) => `code:${codeId}`;

export function clientOf(app: AppRow): OAuthClient {
  return {
    id: app.clientId,
    grants: splitList(app.grantTypes),
    redirectUris: splitList(app.redirectUris),
    accessTokenLifetime: app.accessTokenLifetime,
    refreshTokenLifetime: app.refreshTokenLifetime,
    app,
  };
}

const subjectOf = (row: TokenRow, grantType: OAuthGrantType): OAuthSubject => ({
  userId: row.userId,
  tenantId: row.tenantId,
  family: row.family,
  grantType,
});

/** The storage side of @node-oauth/oauth2-server: applications, codes and tokens in our database. */
export class OAuthModel
  implements
    OAuth2Server.AuthorizationCodeModel,
    OAuth2Server.ClientCredentialsModel,
    OAuth2Server.RefreshTokenModel
{
  constructor(
    private readonly apps: OAuthApplicationRepo,
    private readonly tokens: OAuthTokenRepo,
    private readonly users: UserRepo,
  ) {}

  async generateAccessToken(): Promise<string> {
    return randomToken();
  }

  async generateRefreshToken(): Promise<string> {
    return randomToken();
  }

  async generateAuthorizationCode(): Promise<string> {
    return randomToken();
  }

  /**
   * The library passes `null` from the authorize endpoint, which identifies the client without authenticating
   * it, and `undefined` for a token request without a secret (PKCE or a refresh by a public client): only public
   * clients may do that. Otherwise the secret must match the stored hash.
   */
  async getClient(clientId: string, clientSecret: string | null | undefined): Promise<OAuthClient | false> {
    const app = await this.apps.findActiveByClientId(clientId);
    if (clientSecret === null) return app ? clientOf(app) : false;
    if (!clientSecret) return app?.clientType === 'public' ? clientOf(app) : false;
    const matches = await verifyPassword(clientSecret, app?.clientSecret || DUMMY_PASSWORD_HASH);
    return app?.clientSecret && matches ? clientOf(app) : false;
  }

  async getUserFromClient(client: OAuthClient): Promise<OAuthSubject> {
    return {
      userId: null,
      tenantId: client.app.tenantId,
      family: `cc:${crypto.randomUUID()}`,
      grantType: 'client_credentials',
    };
  }

  /** No scope asked: everything the application was granted; otherwise a subset of it. */
  async validateScope(_user: OAuthSubject, client: OAuthClient, scope?: string[]): Promise<string[] | false> {
    const allowed = splitList(client.app.scopes);
    if (!scope?.length) return allowed;
    return scope.every((s) => allowed.includes(s)) ? [...new Set(scope)] : false;
  }

  async saveAuthorizationCode(
    code: Pick<
      AuthorizationCode,
      'authorizationCode' | 'expiresAt' | 'redirectUri' | 'scope' | 'codeChallenge' | 'codeChallengeMethod'
    >,
    client: OAuthClient,
    user: OAuthSubject,
  ): Promise<AuthorizationCode> {
    await this.tokens.insertCode({
      tenantId: client.app.tenantId,
      applicationId: client.app.id,
      codeHash: hashOf(code.authorizationCode),
      userId: user.userId!,
      redirectUri: code.redirectUri,
      scope: (code.scope ?? []).join(' '),
      codeChallenge: code.codeChallenge ?? null,
      codeChallengeMethod: code.codeChallenge ? (code.codeChallengeMethod ?? null) : null,
      expiresAt: code.expiresAt,
    });
    return { ...code, client, user };
  }

  /** A code presented again after its exchange is a replay (RFC 6749 §4.1.2): the tokens it bought are revoked. */
  async getAuthorizationCode(authorizationCode: string): Promise<AuthorizationCode | false> {
    const row = await this.tokens.findCode(authorizationCode);
    if (!row) return false;
    if (row.used) {
      await this.tokens.revokeFamily(codeFamily(row.id));
      return false;
    }
    const app = await this.apps.findActiveById(row.applicationId);
    if (!app || (app.clientType === 'public' && !row.codeChallenge)) return false;
    if (!(await this.activeUser(row.tenantId, row.userId))) return false;
    const user: OAuthSubject = {
      userId: row.userId,
      tenantId: row.tenantId,
      family: codeFamily(row.id),
      grantType: 'authorization_code',
    };
    return {
      authorizationCode,
      expiresAt: row.expiresAt,
      redirectUri: row.redirectUri,
      scope: splitList(row.scope),
      client: clientOf(app),
      user,
      codeChallenge: row.codeChallenge ?? undefined,
      codeChallengeMethod: row.codeChallengeMethod ?? undefined,
      codeId: row.id,
    };
  }

  async revokeAuthorizationCode(code: AuthorizationCode): Promise<boolean> {
    return this.tokens.useCode(code.codeId as number);
  }

  /** The library always mints a refresh token for a code; it is kept only when the application may refresh. */
  async saveToken(token: Token, client: OAuthClient, user: OAuthSubject): Promise<Token> {
    const refresh = client.grants.includes('refresh_token') && token.refreshToken ? token.refreshToken : null;
    await this.tokens.insertToken({
      tenantId: client.app.tenantId,
      applicationId: client.app.id,
      userId: user.userId,
      grantType: user.grantType,
      accessTokenHash: hashOf(token.accessToken),
      accessTokenExpiresAt: token.accessTokenExpiresAt!,
      refreshTokenHash: refresh ? hashOf(refresh) : null,
      refreshTokenExpiresAt: refresh ? (token.refreshTokenExpiresAt ?? null) : null,
      scope: (token.scope ?? []).join(' '),
      family: user.family,
    });
    const { refreshToken: _r, refreshTokenExpiresAt: _e, ...access } = token;
    return refresh ? { ...token, client, user } : { ...access, client, user };
  }

  async getAccessToken(accessToken: string): Promise<Token | false> {
    const row = await this.tokens.findByAccessToken(accessToken);
    if (!row || row.revoked) return false;
    const client = await this.liveClientOf(row);
    if (!client) return false;
    return {
      accessToken,
      accessTokenExpiresAt: row.accessTokenExpiresAt,
      scope: splitList(row.scope),
      client,
      user: subjectOf(row, row.grantType as OAuthGrantType),
    };
  }

  /** A rotated (revoked) refresh token presented again means it leaked: the whole family is revoked. */
  async getRefreshToken(refreshToken: string): Promise<RefreshToken | false> {
    const row = await this.tokens.findByRefreshToken(refreshToken);
    if (!row) return false;
    if (row.revoked) {
      await this.tokens.revokeFamily(row.family);
      return false;
    }
    const client = await this.liveClientOf(row);
    if (!client) return false;
    return {
      refreshToken,
      refreshTokenExpiresAt: row.refreshTokenExpiresAt ?? undefined,
      scope: splitList(row.scope),
      client,
      user: subjectOf(row, 'refresh_token'),
      tokenId: row.id,
    };
  }

  /** Rotation: the presented refresh token and the access token issued with it end together. */
  async revokeToken(token: RefreshToken): Promise<boolean> {
    return this.tokens.revokeOne(token.tokenId as number);
  }

  /** The token's application while it is live and enabled, and its user while that account is usable. */
  private async liveClientOf(row: TokenRow): Promise<OAuthClient | null> {
    const app = await this.apps.findActiveById(row.applicationId);
    if (!app) return null;
    if (row.userId !== null && !(await this.activeUser(row.tenantId, row.userId))) return null;
    return clientOf(app);
  }

  private async activeUser(tenantId: string, userId: number): Promise<boolean> {
    const user = await this.users.findById(tenantId, userId);
    return user?.status === '0';
  }
}
