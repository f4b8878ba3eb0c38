import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BusinessType } from '@zcps/contracts';
import { adminToken, createTestApp, routeEngines, type TestApp } from '../../test/test-app.js';
import { caller, operLogs } from '../../test/kits/monitor.js';
import {
  authorizeQuery,
  codeParams,
  exchange,
  consent,
  pkcePair,
  REDIRECT,
  registerApp,
  tokenRequest,
  tokenRows,
  userInfo,
} from '../../test/kits/oauth.js';

describe.each(routeEngines)('OAuth 2.0 protocol on %s', (engine) => {
  let t: TestApp;
  let admin: string;
  let spa: { id: number; clientId: string };

  beforeAll(async () => {
    t = await createTestApp(engine);
    admin = await adminToken(t);
    spa = await registerApp(t, admin, { appName: 'SPA', clientType: 'public' });
  });
  afterAll(async () => t?.close());

  it('runs authorize → consent → token → userinfo → refresh with rotation, and refuses the old refresh token', async () => {
    const { verifier, challenge } = pkcePair();
    const params = codeParams(spa.clientId, challenge);
    const entry = await t.app.inject({
      method: 'GET',
      url: `/zcps/oauth2/authorize?${authorizeQuery(params)}`,
    });
    expect(entry.statusCode).toBe(302);
    expect(entry.headers.location).toBe(`/oauth/consent?${authorizeQuery(params)}`);

    const shown = await caller(t, admin).get(`/zcps/oauth2/consent?${authorizeQuery(params)}`);
    expect(shown).toMatchObject({
      code: 200,
      data: {
        clientId: spa.clientId,
        appName: 'SPA',
        scopes: ['openid', 'profile', 'email'],
        redirectUri: REDIRECT,
      },
    });

    const back = await consent(t, admin, params);
    expect(`${back.origin}${back.pathname}`).toBe(REDIRECT);
    expect(back.searchParams.get('state')).toBe('xyz-123');
    const code = back.searchParams.get('code')!;
    expect(code.length).toBeGreaterThan(30);

    const issued = await exchange(t, spa.clientId, code, verifier);
    expect(issued.status).toBe(200);
    expect(issued.headers['cache-control']).toBe('no-store');
    expect(issued.body).toMatchObject({ token_type: 'Bearer', scope: 'openid profile email' });
    expect(issued.body.expires_in).toBeGreaterThan(3590);
    const { access_token: access1, refresh_token: refresh1 } = issued.body;
    expect(refresh1).toBeTruthy();

    const me = await userInfo(t, access1);
    expect(me).toMatchObject({
      status: 200,
      body: { sub: '1', client_id: spa.clientId, preferred_username: 'admin', tenant_id: '000000' },
    });
    expect(me.body).toHaveProperty('email');
    expect(me.body).not.toHaveProperty('phone_number');

    const refreshed = await tokenRequest(t, {
      grant_type: 'refresh_token',
      refresh_token: refresh1,
      client_id: spa.clientId,
    });
    expect(refreshed.status).toBe(200);
    const { access_token: access2, refresh_token: refresh2 } = refreshed.body;
    expect(refresh2).not.toBe(refresh1);
    expect((await userInfo(t, access2)).status).toBe(200);
    expect((await userInfo(t, access1)).status).toBe(401);

    const replay = await tokenRequest(t, {
      grant_type: 'refresh_token',
      refresh_token: refresh1,
      client_id: spa.clientId,
    });
    expect(replay).toMatchObject({ status: 400, body: { error: 'invalid_grant' } });
    // A replayed refresh token means it leaked: the tokens descending from it are revoked too.
    const after = await userInfo(t, access2);
    expect(after.status).toBe(401);
    expect(after.headers['www-authenticate']).toContain('invalid_token');

    expect((await exchange(t, spa.clientId, code, verifier)).body.error).toBe('invalid_grant');
    const rows = await tokenRows(t, spa.id);
    expect(rows.length).toBe(2);
    expect(rows.every((r) => r.revoked)).toBe(true);
    const stored = JSON.stringify(rows);
    for (const secret of [access1, access2, refresh1, refresh2]) expect(stored).not.toContain(secret);
  });

  it('rejects a wrong PKCE verifier and burns the code', async () => {
    const { verifier, challenge } = pkcePair();
    const code = (await consent(t, admin, codeParams(spa.clientId, challenge))).searchParams.get('code')!;
    const wrong = await exchange(t, spa.clientId, code, pkcePair().verifier);
    expect(wrong).toMatchObject({ status: 400, body: { error: 'invalid_grant' } });
    expect((await exchange(t, spa.clientId, code, verifier)).body.error).toBe('invalid_grant');

    const other = (await consent(t, admin, codeParams(spa.clientId, challenge))).searchParams.get('code')!;
    // Without a verifier a public client has no way to authenticate.
    expect((await exchange(t, spa.clientId, other)).status).toBe(400);

    // A code is exchanged once; presented again, it also revokes what it bought (RFC 6749 §4.1.2).
    const third = (await consent(t, admin, codeParams(spa.clientId, challenge))).searchParams.get('code')!;
    const issued = await exchange(t, spa.clientId, third, verifier);
    expect((await userInfo(t, issued.body.access_token)).status).toBe(200);
    expect((await exchange(t, spa.clientId, third, verifier)).body.error).toBe('invalid_grant');
    expect((await userInfo(t, issued.body.access_token)).status).toBe(401);
  });

  it('requires S256 PKCE from public clients and sends request errors back to the client', async () => {
    const noPkce = await t.app.inject({
      method: 'GET',
      url: `/zcps/oauth2/authorize?${authorizeQuery(codeParams(spa.clientId))}`,
    });
    expect(noPkce.statusCode).toBe(302);
    const location = new URL(noPkce.headers.location as string);
    expect(location.searchParams.get('error')).toBe('invalid_request');
    expect(location.searchParams.get('state')).toBe('xyz-123');

    const plain = codeParams(spa.clientId, 'x'.repeat(43), { code_challenge_method: 'plain' });
    const plainRes = await t.app.inject({
      method: 'GET',
      url: `/zcps/oauth2/authorize?${authorizeQuery(plain)}`,
    });
    expect(new URL(plainRes.headers.location as string).searchParams.get('error')).toBe('invalid_request');

    const badScope = codeParams(spa.clientId, pkcePair().challenge, { scope: 'admin' });
    const scopeRes = await t.app.inject({
      method: 'GET',
      url: `/zcps/oauth2/authorize?${authorizeQuery(badScope)}`,
    });
    expect(new URL(scopeRes.headers.location as string).searchParams.get('error')).toBe('invalid_scope');

    // Unknown clients and unregistered redirect URIs are never redirected to.
    const unknown = await t.app.inject({
      method: 'GET',
      url: `/zcps/oauth2/authorize?${authorizeQuery(codeParams('nope', pkcePair().challenge))}`,
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ error: 'invalid_client' });
    const evil = codeParams(spa.clientId, pkcePair().challenge, {
      redirect_uri: 'https://evil.example.com/cb',
    });
    const evilRes = await t.app.inject({
      method: 'GET',
      url: `/zcps/oauth2/authorize?${authorizeQuery(evil)}`,
    });
    expect(evilRes.statusCode).toBe(400);
    const consentEvil = await caller(t, admin).get(`/zcps/oauth2/consent?${authorizeQuery(evil)}`);
    expect(consentEvil).toMatchObject({ code: 400, msg: '回调地址(redirect_uri)未在应用中登记' });
    const missing = await caller(t, admin).get(`/zcps/oauth2/consent?response_type=code`);
    expect(missing.code).toBe(400);
    expect(missing.msg).toContain('client_id');
  });

  it('answers access_denied when the user declines, and writes the decision to the audit log', async () => {
    const params = codeParams(spa.clientId, pkcePair().challenge);
    const back = await consent(t, admin, params, false);
    expect(back.searchParams.get('error')).toBe('access_denied');
    expect(back.searchParams.get('state')).toBe('xyz-123');
    expect(back.searchParams.get('code')).toBeNull();

    const logs = (await operLogs(t)).filter((l) => l.title === 'OAuth2授权');
    expect(logs.length).toBeGreaterThan(0);
    expect(logs.every((l) => l.businessType === BusinessType.GRANT && l.operName === 'admin')).toBe(true);
    // The answer carries an authorization code: it stays out of the audit.
    expect(JSON.stringify(logs)).not.toContain('code=');
  });
});
