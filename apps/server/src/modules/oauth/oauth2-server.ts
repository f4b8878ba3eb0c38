import OAuth2Server from '@node-oauth/oauth2-server';
import { OAUTH_ACCESS_TOKEN_LIFETIME, OAUTH_REFRESH_TOKEN_LIFETIME } from '@zcps/contracts';
import type { OAuthModel } from './oauth.model.js';

const AUTHORIZATION_CODE_LIFETIME = 300;

/** The library's authorization server over our model (see oauth2.routes.ts for the endpoints it serves). */
export function createOAuth2Server(model: OAuthModel): OAuth2Server {
  return new OAuth2Server({
    model,
    accessTokenLifetime: OAUTH_ACCESS_TOKEN_LIFETIME,
    refreshTokenLifetime: OAUTH_REFRESH_TOKEN_LIFETIME,
    authorizationCodeLifetime: AUTHORIZATION_CODE_LIFETIME,
    allowEmptyState: true,
    alwaysIssueNewRefreshToken: true,
    // A public client refreshes without a secret; the model still refuses that to confidential clients.
    requireClientAuthentication: { refresh_token: false },
  });
}
