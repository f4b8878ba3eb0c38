import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { OAuthApplicationBody, OAuthSecretVo } from '@zcps/contracts';
import { oauthToken } from '../../db/schema/index.js';
import { caller } from './monitor.js';
import type { TestApp } from '../test-app.js';

export const REDIRECT = 'https://app.example.com/callback';

/** A PKCE verifier and its S256 challenge (RFC 7636 §4.1, §4.2). */
export function pkcePair() {
  const verifier = crypto.randomBytes(32).toString('base64url');
  const challenge = crypto.createHash('sha256').update(verifier).digest('base64url');
  return { verifier, challenge };
}

export const appBody = (over: Partial<OAuthApplicationBody> = {}): OAuthApplicationBody => ({
  appName: '评审助手',
  clientType: 'confidential',
  redirectUris: [REDIRECT],
  scopes: ['openid', 'profile', 'email'],
  grantTypes: ['authorization_code', 'refresh_token'],
  ...over,
});

/** Registers an application through the admin API as the holder of `token`; answers the once-shown secret. */
export async function registerApp(t: TestApp, token: string, over: Partial<OAuthApplicationBody> = {}) {
  const { body } = await caller(t, token).send({
    method: 'POST',
    url: '/zcps/oauth/application',
    payload: appBody(over),
  });
  if (body.code !== 200) throw new Error(`register failed: ${body.msg}`);
  return body.data as OAuthSecretVo;
}

/** POST /oauth2/token as a client does: form-encoded, optionally with HTTP Basic client authentication. */
export async function tokenRequest(t: TestApp, fields: Record<string, string>, basic?: [string, string]) {
  const headers: Record<string, string> = { 'content-type': 'application/x-www-form-urlencoded' };
  if (basic) headers.authorization = `Basic ${Buffer.from(`${basic[0]}:${basic[1]}`).toString('base64')}`;
  const res = await t.app.inject({
    method: 'POST',
    url: '/zcps/oauth2/token',
    headers,
    payload: new URLSearchParams(fields).toString(),
  });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return { status: res.statusCode, headers: res.headers, body: res.json() as any };
}

export async function userInfo(t: TestApp, accessToken: string) {
  const res = await t.app.inject({
    method: 'GET',
    url: '/zcps/oauth2/userinfo',
    headers: { authorization: `Bearer ${accessToken}` },
  });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return { status: res.statusCode, headers: res.headers, body: res.json() as any };
}

/** An authorization request of the code flow, with an S256 PKCE challenge when one is given. */
export const codeParams = (clientId: string, challenge?: string, extra: Record<string, string> = {}) => ({
  response_type: 'code',
  client_id: clientId,
  redirect_uri: REDIRECT,
  scope: 'openid profile email',
  state: 'xyz-123',
  ...(challenge ? { code_challenge: challenge, code_challenge_method: 'S256' } : {}),
  ...extra,
});

/** The code exchange of a public client (no secret; PKCE verifier when given). */
export const exchange = (t: TestApp, clientId: string, code: string, verifier?: string) =>
  tokenRequest(t, {
    grant_type: 'authorization_code',
    code,
    redirect_uri: REDIRECT,
    client_id: clientId,
    ...(verifier ? { code_verifier: verifier } : {}),
  });

export const authorizeQuery = (params: Record<string, string>) => new URLSearchParams(params).toString();

/**
 * The browser part of the code flow: `/oauth2/authorize` sends it to the console's consent page, whose
 * decision (as the signed-in console user) answers the redirect back to the client.
 */
export async function consent(
  t: TestApp,
  consoleToken: string,
  params: Record<string, string>,
  approved = true,
) {
  const res = await t.app.inject({ method: 'GET', url: `/zcps/oauth2/authorize?${authorizeQuery(params)}` });
  if (res.statusCode !== 302) throw new Error(`authorize answered ${res.statusCode}: ${res.body}`);
  const { body } = await caller(t, consoleToken).send({
    method: 'POST',
    url: '/zcps/oauth2/consent',
    payload: { ...params, approved },
  });
  if (body.code !== 200) throw new Error(`consent failed: ${body.msg}`);
  return new URL(body.data.redirectUrl as string);
}

export async function tokenRows(t: TestApp, applicationId: number) {
  return t.database.db.select().from(oauthToken).where(eq(oauthToken.applicationId, applicationId));
}
