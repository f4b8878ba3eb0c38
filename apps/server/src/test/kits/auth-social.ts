import { DEFAULT_CLIENT_ID, DEFAULT_TENANT_ID } from '@zcps/contracts';
import { caller } from './monitor.js';
import type { TestApp } from '../test-app.js';
import type { TestOidcProvider } from './auth-social-provider.js';

/** app.inject() reaches the server as http://localhost:80, so that is where providers send the browser back. */
export const INJECT_ORIGIN = 'http://localhost';
export const REDIRECT_URI = `${INJECT_ORIGIN}/social-callback`;

export const TEST_CLIENT = { clientId: 'zcps-console', clientSecret: 'zcps-test-secret' };

/** Adds a provider through the admin API, as the console's screen does. */
export async function addProvider(t: TestApp, adminToken: string, body: Record<string, unknown>) {
  const res = await caller(t, adminToken).send({
    method: 'POST',
    url: '/zcps/system/social/provider',
    payload: { ...TEST_CLIENT, scopes: 'openid profile email', ...body },
  });
  return res.body as { code: number; msg: string };
}

export interface Callback {
  source: string;
  code: string;
  state: string;
  iss?: string;
}

/** Starts an authorization at the server, signs in at the provider and answers what came back. */
export async function authorizeAt(
  t: TestApp,
  provider: TestOidcProvider,
  source: string,
  account: string,
  opts: { token?: string | null; tenantId?: string } = {},
): Promise<Callback> {
  const query = `?tenantId=${opts.tenantId ?? DEFAULT_TENANT_ID}&domain=localhost`;
  const started = await caller(t, opts.token ?? null).get(`/zcps/auth/binding/${source}${query}`);
  if (started.code !== 200) throw new Error(`authorize failed: ${started.msg}`);
  const back = await provider.signIn(started.data as string, account);
  return {
    source,
    code: back.searchParams.get('code')!,
    state: back.searchParams.get('state')!,
    iss: back.searchParams.get('iss') ?? undefined,
  };
}

/** What the /social-callback page posts when nobody is signed in. */
export async function socialLogin(
  t: TestApp,
  cb: Callback,
  extra: Record<string, unknown> = {},
  lang = 'zh_CN',
) {
  const res = await caller(t, null, lang).send({
    method: 'POST',
    url: '/zcps/auth/social/callback',
    payload: { clientId: DEFAULT_CLIENT_ID, tenantId: DEFAULT_TENANT_ID, ...cb, ...extra },
  });
  return res.body as { code: number; msg: string; data: { access_token: string } | null };
}

/** What the /social-callback page posts for a signed-in user binding an account. */
export async function socialBind(t: TestApp, token: string, cb: Callback) {
  const res = await caller(t, token).send({ method: 'POST', url: '/zcps/auth/social/bind', payload: cb });
  return res.body as { code: number; msg: string };
}
