import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, createTestApp, routeEngines, login, type TestApp } from '../../test/test-app.js';
import { caller } from '../../test/kits/monitor.js';
import { secondTenant } from '../../test/kits/resource.js';
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

describe.each(routeEngines)('OAuth 2.0 clients and tokens on %s', (engine) => {
  let t: TestApp;
  let admin: string;
  let spa: { id: number; clientId: string };
  let web: { id: number; clientId: string; clientSecret: string };

  beforeAll(async () => {
    t = await createTestApp(engine);
    admin = await adminToken(t);
    spa = await registerApp(t, admin, { appName: 'SPA', clientType: 'public' });
    web = (await registerApp(t, admin, { appName: 'Web', clientType: 'confidential' })) as typeof web;
  });
  afterAll(async () => t?.close());

  it('authenticates confidential clients by secret, with or without PKCE', async () => {
    const params = codeParams(web.clientId);
    const code = (await consent(t, admin, params)).searchParams.get('code')!;
    const fields = { grant_type: 'authorization_code', code, redirect_uri: REDIRECT };
    const noSecret = await tokenRequest(t, { ...fields, client_id: web.clientId });
    expect(noSecret.status).toBe(400);
    const wrongSecret = await tokenRequest(t, fields, [web.clientId, 'not-the-secret']);
    expect(wrongSecret).toMatchObject({ status: 401, body: { error: 'invalid_client' } });
    expect(wrongSecret.headers['www-authenticate']).toContain('Basic');
    const good = await tokenRequest(t, fields, [web.clientId, web.clientSecret]);
    expect(good.status).toBe(200);

    // Confidential clients never refresh without their secret.
    const anon = await tokenRequest(t, {
      grant_type: 'refresh_token',
      refresh_token: good.body.refresh_token,
      client_id: web.clientId,
    });
    expect(anon).toMatchObject({ status: 400, body: { error: 'invalid_client' } });
    const viaBody = await tokenRequest(t, {
      grant_type: 'refresh_token',
      refresh_token: good.body.refresh_token,
      client_id: web.clientId,
      client_secret: web.clientSecret,
    });
    expect(viaBody.status).toBe(200);

    // PKCE on top of the secret; a verifier alone does not authenticate a confidential client.
    const { verifier, challenge } = pkcePair();
    const pkceCode = (await consent(t, admin, codeParams(web.clientId, challenge))).searchParams.get('code')!;
    const pkceFields = { ...fields, code: pkceCode, code_verifier: verifier };
    expect((await tokenRequest(t, { ...pkceFields, client_id: web.clientId })).body.error).toBe(
      'invalid_client',
    );
    const other = (await consent(t, admin, codeParams(web.clientId, challenge))).searchParams.get('code')!;
    const both = await tokenRequest(t, { ...pkceFields, code: other }, [web.clientId, web.clientSecret]);
    expect(both.status).toBe(200);
  });

  it('issues client-credentials tokens without a refresh token, for the client itself', async () => {
    const svc = await registerApp(t, admin, {
      appName: 'Batch',
      redirectUris: [],
      scopes: ['api.read', 'api.write'],
      grantTypes: ['client_credentials'],
    });
    const issued = await tokenRequest(t, { grant_type: 'client_credentials', scope: 'api.read' }, [
      svc.clientId,
      svc.clientSecret!,
    ]);
    expect(issued.status).toBe(200);
    expect(issued.body).toMatchObject({ token_type: 'Bearer', scope: 'api.read' });
    expect(issued.body.refresh_token).toBeUndefined();
    const me = await userInfo(t, issued.body.access_token);
    expect(me.body).toMatchObject({ sub: svc.clientId, client_id: svc.clientId, scope: 'api.read' });
    const [row] = await tokenRows(t, svc.id);
    expect(row).toMatchObject({ userId: null, grantType: 'client_credentials', refreshTokenHash: null });

    const tooWide = await tokenRequest(t, { grant_type: 'client_credentials', scope: 'admin' }, [
      svc.clientId,
      svc.clientSecret!,
    ]);
    expect(tooWide.body.error).toBe('invalid_scope');
    const notAllowed = await tokenRequest(t, { grant_type: 'client_credentials' }, [
      web.clientId,
      web.clientSecret,
    ]);
    expect(notAllowed.body.error).toBe('unauthorized_client');
    const unsupported = await tokenRequest(t, { grant_type: 'password', username: 'a', password: 'b' }, [
      svc.clientId,
      svc.clientSecret!,
    ]);
    expect(unsupported.body.error).toBe('unauthorized_client');
    const json = await t.app.inject({
      method: 'POST',
      url: '/zcps/oauth2/token',
      headers: { 'content-type': 'application/json' },
      payload: { grant_type: 'client_credentials' },
    });
    expect(json.statusCode).toBe(400);
    expect(json.json().error).toBe('invalid_request');
  });

  it('stops a token once revoked in the console, or once its application is disabled', async () => {
    const { verifier, challenge } = pkcePair();
    const code = (await consent(t, admin, codeParams(spa.clientId, challenge))).searchParams.get('code')!;
    const { access_token, refresh_token } = (await exchange(t, spa.clientId, code, verifier)).body;
    expect((await userInfo(t, access_token)).status).toBe(200);
    const row = (await tokenRows(t, spa.id)).sort((a, b) => b.id - a.id)[0]!;
    const revoked = await caller(t, admin).send({
      method: 'PUT',
      url: '/zcps/oauth/token/revoke',
      payload: { ids: [row.id] },
    });
    expect(revoked.body.code).toBe(200);
    expect((await userInfo(t, access_token)).status).toBe(401);
    const refresh = await tokenRequest(t, {
      grant_type: 'refresh_token',
      refresh_token,
      client_id: spa.clientId,
    });
    expect(refresh.body.error).toBe('invalid_grant');

    const svc = await registerApp(t, admin, {
      appName: 'Off',
      redirectUris: [],
      grantTypes: ['client_credentials'],
    });
    const token = (
      await tokenRequest(t, { grant_type: 'client_credentials' }, [svc.clientId, svc.clientSecret!])
    ).body.access_token;
    expect((await userInfo(t, token)).status).toBe(200);
    const app = (await caller(t, admin).get(`/zcps/oauth/application/${svc.id}`)).data;
    const { id, appName, redirectUris, scopes, grantTypes, accessTokenLifetime, refreshTokenLifetime } = app;
    const disabled = await caller(t, admin).send({
      method: 'PUT',
      url: '/zcps/oauth/application',
      payload: {
        id,
        appName,
        redirectUris,
        scopes,
        grantTypes,
        accessTokenLifetime,
        refreshTokenLifetime,
        status: '1',
      },
    });
    expect(disabled.body.code).toBe(200);
    expect((await userInfo(t, token)).status).toBe(401);
    expect((await userInfo(t, 'garbage')).status).toBe(401);
    const none = await t.app.inject({ method: 'GET', url: '/zcps/oauth2/userinfo' });
    expect(none.statusCode).toBe(401);
  });

  it('keeps applications to users of their own tenant', async () => {
    await secondTenant(t, { tenantId: '200003', userName: 'oauthguest', password: 'secret123' });
    const guest = (await login(t, { tenantId: '200003', username: 'oauthguest', password: 'secret123' })).data
      .access_token;
    const params = codeParams(spa.clientId, pkcePair().challenge);
    const shown = await caller(t, guest).get(`/zcps/oauth2/consent?${authorizeQuery(params)}`);
    expect(shown).toMatchObject({ code: 400, msg: `应用不存在或已停用：${spa.clientId}` });
    const decided = await caller(t, guest).send({
      method: 'POST',
      url: '/zcps/oauth2/consent',
      payload: { ...params, approved: true },
    });
    expect(decided.body.code).toBe(400);
    expect((await caller(t, null).get(`/zcps/oauth2/consent?${authorizeQuery(params)}`)).code).toBe(401);
  });
});
