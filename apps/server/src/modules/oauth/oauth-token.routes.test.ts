import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BusinessType, oauthTokenVoSchema, type OAuthTokenVo } from '@zcps/contracts';
import { adminToken, createTestApp, routeEngines, login, type TestApp } from '../../test/test-app.js';
import { caller, createUser, operLogs, tokenOf } from '../../test/kits/monitor.js';
import { secondTenant } from '../../test/kits/resource.js';
import { userWithPerms } from '../../test/kits/system-user.js';
import {
  consent,
  pkcePair,
  REDIRECT,
  registerApp,
  tokenRequest,
  tokenRows,
  userInfo,
} from '../../test/kits/oauth.js';

const URL = '/zcps/oauth/token';

describe.each(routeEngines)('/oauth/token on %s', (engine) => {
  let t: TestApp;
  let admin: string;
  let staff: string;
  let lister: string;
  let other: string;
  let spa: { id: number; clientId: string };
  let svc: { id: number; clientId: string; clientSecret: string | null };
  let userAccess: string;

  const revoke = (token: string, payload: object) =>
    caller(t, token)
      .send({ method: 'PUT', url: `${URL}/revoke`, payload })
      .then((r) => r.body);
  const rows = async (token: string, query = ''): Promise<OAuthTokenVo[]> => {
    const body = await caller(t, token).get(`${URL}/list${query}`);
    expect(body.code).toBe(200);
    return body.rows.map((r: unknown) => oauthTokenVoSchema.parse(r));
  };

  beforeAll(async () => {
    t = await createTestApp(engine);
    admin = await adminToken(t);
    await createUser(t, 'tokenstaff', 'secret123');
    staff = await tokenOf(t, 'tokenstaff', 'secret123');
    await userWithPerms(t, { userName: 'tokenlister', perms: ['oauth:token:list'] });
    lister = await tokenOf(t, 'tokenlister', 'secret123');
    await secondTenant(t, {
      tenantId: '200002',
      userName: 'tokenother',
      password: 'secret123',
      perms: 'oauth:%',
    });
    other = (await login(t, { tenantId: '200002', username: 'tokenother', password: 'secret123' })).data
      .access_token;

    spa = await registerApp(t, admin, { appName: 'SPA', clientType: 'public' });
    svc = await registerApp(t, admin, {
      appName: 'Batch',
      redirectUris: [],
      grantTypes: ['client_credentials'],
    });
    const { verifier, challenge } = pkcePair();
    const code = (
      await consent(t, admin, {
        response_type: 'code',
        client_id: spa.clientId,
        redirect_uri: REDIRECT,
        code_challenge: challenge,
        code_challenge_method: 'S256',
      })
    ).searchParams.get('code')!;
    userAccess = (
      await tokenRequest(t, {
        grant_type: 'authorization_code',
        code,
        redirect_uri: REDIRECT,
        client_id: spa.clientId,
        code_verifier: verifier,
      })
    ).body.access_token;
    await tokenRequest(t, { grant_type: 'client_credentials' }, [svc.clientId, svc.clientSecret!]);
  });
  afterAll(async () => t?.close());

  it('lists issued tokens with their application and user, filtered by client and user', async () => {
    const all = await rows(admin);
    expect(all.length).toBe(2);
    const user = all.find((r) => r.clientId === spa.clientId)!;
    expect(user).toMatchObject({
      appName: 'SPA',
      userId: 1,
      userName: 'admin',
      grantType: 'authorization_code',
      scopes: ['openid', 'profile', 'email'],
      revoked: false,
      active: true,
    });
    expect(user.refreshTokenExpiresAt).not.toBeNull();
    const machine = all.find((r) => r.clientId === svc.clientId)!;
    expect(machine).toMatchObject({ userId: null, userName: null, grantType: 'client_credentials' });
    expect(machine.refreshTokenExpiresAt).toBeNull();
    expect(JSON.stringify(all)).not.toContain(userAccess);

    expect((await rows(admin, `?clientId=${svc.clientId.slice(0, 12)}`)).map((r) => r.appName)).toEqual([
      'Batch',
    ]);
    expect((await rows(admin, '?userName=adm')).map((r) => r.appName)).toEqual(['SPA']);
    expect(await rows(admin, '?revoked=1')).toEqual([]);
    expect((await rows(lister)).length).toBe(2);
  });

  it('revokes tokens so they stop working, and audits it', async () => {
    const [userRow] = (await tokenRows(t, spa.id)).filter((r) => !r.revoked);
    expect((await userInfo(t, userAccess)).status).toBe(200);
    expect(await revoke(admin, { ids: [userRow!.id] })).toMatchObject({ code: 200 });
    expect((await userInfo(t, userAccess)).status).toBe(401);
    const listed = await rows(admin, '?revoked=1');
    expect(listed).toHaveLength(1);
    expect(listed[0]).toMatchObject({ id: userRow!.id, revoked: true, active: false });

    const logs = (await operLogs(t)).filter((l) => l.title === 'OAuth2令牌');
    expect(logs[0]).toMatchObject({ businessType: BusinessType.FORCE, status: 0, operName: 'admin' });
  });

  it('refuses callers without the permission', async () => {
    const [svcRow] = await tokenRows(t, svc.id);
    expect((await caller(t, staff).get(`${URL}/list`)).code).toBe(403);
    expect((await revoke(staff, { ids: [svcRow!.id] })).code).toBe(403);
    expect((await revoke(lister, { ids: [svcRow!.id] })).code).toBe(403);
    expect((await caller(t, null).get(`${URL}/list`)).code).toBe(401);
    expect((await tokenRows(t, svc.id))[0]!.revoked).toBe(false);
  });

  it('shows callers of another tenant no tokens and lets them revoke none', async () => {
    const [svcRow] = await tokenRows(t, svc.id);
    expect(await rows(other)).toEqual([]);
    expect(await revoke(other, { ids: [svcRow!.id] })).toMatchObject({ code: 200 });
    expect((await tokenRows(t, svc.id))[0]!.revoked).toBe(false);
  });

  it('answers 400 naming the field on bad input', async () => {
    expect((await revoke(admin, { ids: [] })).msg).toContain('ids');
    expect((await revoke(admin, { ids: ['x'] })).code).toBe(400);
    expect((await revoke(admin, { id: 1 })).code).toBe(400);
    const bad = await caller(t, admin).get(`${URL}/list?revoked=2`);
    expect(bad).toMatchObject({ code: 400 });
    expect(bad.msg).toContain('是否撤销(revoked)');
    expect((await caller(t, admin).get(`${URL}/list?orderByColumn=scope&isAsc=asc`)).code).toBe(400);
    expect((await tokenRows(t, svc.id))[0]!.revoked).toBe(false);
  });
});
