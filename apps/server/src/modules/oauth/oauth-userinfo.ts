import type OAuth2Server from '@node-oauth/oauth2-server';
import type { UserRepo } from '../system/user/user.repo.js';
import type { OAuthClient, OAuthSubject } from './oauth.model.js';

/**
 * The protected resource a client calls to prove its token: who the token is for, with the profile fields its
 * scopes allow (OpenID Connect claim names). A client-credentials token answers for the client itself.
 */
export async function userInfoOf(
  users: UserRepo,
  token: OAuth2Server.Token,
): Promise<Record<string, unknown>> {
  const subject = token.user as OAuthSubject;
  const client = token.client as OAuthClient;
  const scopes = token.scope ?? [];
  const base = { client_id: client.id, scope: scopes.join(' '), tenant_id: subject.tenantId };
  if (subject.userId === null) return { sub: client.id, ...base };
  const user = await users.findById(subject.tenantId, subject.userId);
  const claims: Record<string, unknown> = { sub: String(subject.userId), ...base };
  if (user && scopes.includes('profile')) {
    claims.preferred_username = user.userName;
    claims.name = user.nickName;
  }
  if (user && scopes.includes('email')) claims.email = user.email || null;
  if (user && scopes.includes('phone')) claims.phone_number = user.phonenumber || null;
  return claims;
}
