import type { OAuthAuthorizeQuery, OAuthConsentResult, OAuthConsentVo, Result } from '@zcps/contracts';
import { http } from '../../../lib/request';

/** The authorization request parameters the consent page relays (RFC 6749 §4.1.1, RFC 7636 §4.3). */
export const AUTHORIZE_PARAMS = [
  'response_type',
  'client_id',
  'redirect_uri',
  'scope',
  'state',
  'code_challenge',
  'code_challenge_method',
] as const;

export function authorizeParamsOf(search: string): OAuthAuthorizeQuery {
  const query = new URLSearchParams(search);
  const params: Record<string, string> = {};
  for (const key of AUTHORIZE_PARAMS) {
    const value = query.get(key);
    if (value !== null) params[key] = value;
  }
  return params as OAuthAuthorizeQuery;
}

export const consentApi = {
  show: (params: OAuthAuthorizeQuery) =>
    http.get<Result<OAuthConsentVo>>('/oauth2/consent', { params, silent: true }),
  decide: (params: OAuthAuthorizeQuery, approved: boolean) =>
    http.post<Result<OAuthConsentResult>>('/oauth2/consent', { ...params, approved }),
};

/** Leaving the console for the client's redirect URI; a seam so tests can watch it. */
export const browser = {
  go: (url: string) => window.location.assign(url),
};
