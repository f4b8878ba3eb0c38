import { verifyPassword } from '../../platform/crypto/password-hash.js';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BusinessType, oauthApplicationVoSchema } from '@zcps/contracts';
import { oauthApplication } from '../../db/schema/index.js';
import { adminToken, createTestApp, routeEngines, login, type TestApp } from '../../test/test-app.js';
import { caller, createUser, operLogs, tokenOf } from '../../test/kits/monitor.js';
import { secondTenant } from '../../test/kits/resource.js';
import { appBody, REDIRECT, registerApp, tokenRequest, tokenRows } from '../../test/kits/oauth.js';

const URL = '/zcps/oauth/application';

describe.each(routeEngines)('/oauth/application on %s', (engine) => {
  let t: TestApp;
  let admin: string;
  let staff: string;
  let other: string;
  const send = (token: string, method: 'POST' | 'PUT', url: string, payload: object) =>
    caller(t, token)
      .send({ method, url, payload })
      .then((r) => r.body);
  const stored = async (id: number) =>
    (await t.database.db.select().from(oauthApplication).where(eq(oauthApplication.id, id)))[0]!;
  const rowCount = async () => (await t.database.db.select().from(oauthApplication)).length;

  beforeAll(async () => {
    t = await createTestApp(engine);
    admin = await adminToken(t);
    await createUser(t, 'oauthstaff', 'secret123');
    staff = await tokenOf(t, 'oauthstaff', 'secret123');
    await secondTenant(t, {
      tenantId: '200002',
      userName: 'oauthother',
      password: 'secret123',
      perms: 'oauth:%',
    });
    other = (await login(t, { tenantId: '200002', username: 'oauthother', password: 'secret123' })).data
      .access_token;
  });
  afterAll(async () => t?.close());

  it('adds an application, shows its secret once and keeps only a bcrypt hash', async () => {
    const created = await send(admin, 'POST', URL, appBody({ remark: '测试' }));
    expect(created.code).toBe(200);
    const { id, clientId, clientSecret } = created.data;
    expect(clientId).toMatch(/^[0-9a-f]{32}$/);
    expect(clientSecret.length).toBeGreaterThanOrEqual(43);
    const row = await stored(id);
    expect(row.clientSecret).toMatch(/^\$2a\$10\$/);
    expect(await verifyPassword(clientSecret, row.clientSecret!)).toBe(true);

    const one = await caller(t, admin).get(`${URL}/${id}`);
    expect(oauthApplicationVoSchema.parse(one.data)).toMatchObject({
      clientId,
      appName: '评审助手',
      clientType: 'confidential',
      redirectUris: [REDIRECT],
      scopes: ['openid', 'profile', 'email'],
      grantTypes: ['authorization_code', 'refresh_token'],
      accessTokenLifetime: 3600,
      status: '0',
      remark: '测试',
    });
    expect(JSON.stringify(one)).not.toContain(clientSecret);

    const pub = await send(admin, 'POST', URL, appBody({ appName: 'SPA', clientType: 'public' }));
    expect(pub.data.clientSecret).toBeNull();
    expect((await stored(pub.data.id)).clientSecret).toBeNull();
  });

  it('lists, filters and sorts the tenant applications', async () => {
    await registerApp(t, admin, { appName: '列表应用', status: '1' });
    const a = caller(t, admin);
    const all = await a.get(`${URL}/list?pageNum=1&pageSize=50`);
    expect(all.code).toBe(200);
    expect(all.total).toBeGreaterThanOrEqual(3);
    const named = await a.get(`${URL}/list?appName=${encodeURIComponent('列表')}`);
    expect(named.rows.map((r: { appName: string }) => r.appName)).toEqual(['列表应用']);
    const disabled = await a.get(`${URL}/list?status=1`);
    expect(disabled.rows.every((r: { status: string }) => r.status === '1')).toBe(true);
    const byClient = await a.get(`${URL}/list?clientId=${named.rows[0].clientId.slice(0, 10)}`);
    expect(byClient.total).toBe(1);
    const sorted = await a.get(`${URL}/list?orderByColumn=appName&isAsc=descending`);
    const names = sorted.rows.map((r: { appName: string }) => r.appName);
    expect(names).toEqual([...names].sort().reverse());
    expect((await a.get(`${URL}/list?orderByColumn=clientSecret&isAsc=asc`)).code).toBe(400);
  });

  it('edits an application, resets its secret and deletes it with its tokens', async () => {
    const app = await registerApp(t, admin, {
      appName: '服务',
      redirectUris: [],
      scopes: ['api.read'],
      grantTypes: ['client_credentials'],
    });
    const edited = await send(admin, 'PUT', URL, {
      ...appBody({ appName: '服务2', redirectUris: [], scopes: ['api.read', 'api.write'] }),
      clientType: undefined,
      grantTypes: ['client_credentials'],
      id: app.id,
    });
    expect(edited.code).toBe(200);
    expect(await stored(app.id)).toMatchObject({ appName: '服务2', scopes: 'api.read api.write' });

    const issued = await tokenRequest(t, { grant_type: 'client_credentials' }, [
      app.clientId,
      app.clientSecret!,
    ]);
    expect(issued.status).toBe(200);
    const reset = await send(admin, 'PUT', `${URL}/resetSecret`, { id: app.id });
    expect(reset.code).toBe(200);
    expect(reset.data.clientSecret).not.toBe(app.clientSecret);
    const old = await tokenRequest(t, { grant_type: 'client_credentials' }, [
      app.clientId,
      app.clientSecret!,
    ]);
    expect(old.body.error).toBe('invalid_client');
    const fresh = await tokenRequest(t, { grant_type: 'client_credentials' }, [
      app.clientId,
      reset.data.clientSecret,
    ]);
    expect(fresh.status).toBe(200);

    const pub = await registerApp(t, admin, { appName: 'P', clientType: 'public' });
    expect(await send(admin, 'PUT', `${URL}/resetSecret`, { id: pub.id })).toMatchObject({
      code: 500,
      msg: '公开客户端没有秘钥，无需重置',
    });

    expect((await caller(t, admin).del(`${URL}/${app.id}`)).code).toBe(200);
    expect((await caller(t, admin).get(`${URL}/${app.id}`)).code).toBe(500);
    expect((await tokenRows(t, app.id)).every((r) => r.revoked)).toBe(true);
    const gone = await tokenRequest(t, { grant_type: 'client_credentials' }, [
      app.clientId,
      reset.data.clientSecret,
    ]);
    expect(gone.body.error).toBe('invalid_client');

    const logs = (await operLogs(t)).filter((l) => l.title === 'OAuth2应用');
    expect(logs.map((l) => l.businessType)).toEqual(
      expect.arrayContaining([BusinessType.INSERT, BusinessType.UPDATE, BusinessType.DELETE]),
    );
    const audit = JSON.stringify(await operLogs(t));
    for (const secret of [app.clientSecret!, reset.data.clientSecret]) expect(audit).not.toContain(secret);
  });

  it('answers 400 naming the field and writes nothing on bad input', async () => {
    const before = await rowCount();
    const cases: [object, string][] = [
      [appBody({ appName: '' }), '应用名称(appName)不能为空'],
      [appBody({ grantTypes: [] }), '授权类型(grantTypes)不能为空'],
      [{ ...appBody(), grantTypes: ['password'] }, 'grantTypes.0'],
      [appBody({ redirectUris: ['ftp://files.example.com/cb'] }), '回调地址(redirectUris)不合法'],
      [appBody({ redirectUris: ['https://app.example.com/cb#frag'] }), '回调地址(redirectUris)不合法'],
      [appBody({ redirectUris: ['http://app.example.com/cb'] }), '回调地址(redirectUris)不合法'],
      [appBody({ scopes: ['bad scope'] }), '授权范围(scopes)不合法'],
      [appBody({ accessTokenLifetime: 10 }), '访问令牌有效期(accessTokenLifetime)不能小于60'],
      [{ ...appBody(), clientType: 'secret' }, '客户端类型(clientType)'],
      [{ ...appBody(), extra: 1 }, 'extra'],
      [appBody({ clientType: 'public', grantTypes: ['client_credentials'] }), 'grantTypes'],
      [appBody({ grantTypes: ['refresh_token'] }), '刷新令牌(grantTypes)只能与授权码模式一起使用'],
      [appBody({ redirectUris: [] }), '回调地址(redirectUris)'],
    ];
    for (const [payload, msg] of cases) {
      const res = await send(admin, 'POST', URL, payload);
      expect(res.code, JSON.stringify(payload)).toBe(400);
      expect(res.msg).toContain(msg);
    }
    const en = await caller(t, admin, 'en_US').send({
      method: 'POST',
      url: URL,
      payload: appBody({ appName: '' }),
    });
    expect(en.body.msg).toContain('Application name (appName)');
    expect((await send(admin, 'PUT', `${URL}/resetSecret`, { id: 'x' })).code).toBe(400);
    expect((await caller(t, admin).del(`${URL}/1,x`)).msg).toContain('ids');
    expect((await caller(t, admin).get(`${URL}/abc`)).code).toBe(400);
    expect(await rowCount()).toBe(before);
  });

  it('refuses callers without the permission', async () => {
    const before = await rowCount();
    const s = caller(t, staff);
    expect((await s.get(`${URL}/list`)).code).toBe(403);
    expect((await s.get(`${URL}/100000`)).code).toBe(403);
    expect((await send(staff, 'POST', URL, appBody())).code).toBe(403);
    expect((await send(staff, 'PUT', URL, { ...appBody(), clientType: undefined, id: 100000 })).code).toBe(
      403,
    );
    expect((await send(staff, 'PUT', `${URL}/resetSecret`, { id: 100000 })).code).toBe(403);
    expect((await s.del(`${URL}/100000`)).code).toBe(403);
    expect((await caller(t, null).get(`${URL}/list`)).code).toBe(401);
    expect(await rowCount()).toBe(before);
  });

  it('shows callers of another tenant nothing of this tenant and lets them change nothing', async () => {
    const mine = await registerApp(t, admin, { appName: '本租户应用' });
    const o = caller(t, other);
    expect(await o.get(`${URL}/list`)).toMatchObject({ code: 200, total: 0, rows: [] });
    expect((await o.get(`${URL}/${mine.id}`)).code).toBe(500);
    const edit = await send(other, 'PUT', URL, {
      ...appBody({ appName: '篡改' }),
      clientType: undefined,
      id: mine.id,
    });
    expect(edit.code).toBe(500);
    expect((await send(other, 'PUT', `${URL}/resetSecret`, { id: mine.id })).code).toBe(500);
    expect(await o.del(`${URL}/${mine.id}`)).toMatchObject({
      code: 500,
      msg: `以下数据不存在或无权删除：${mine.id}`,
    });
    expect(await stored(mine.id)).toMatchObject({ appName: '本租户应用', delFlag: '0' });

    // Their own application stays theirs.
    const theirs = await registerApp(t, other, { appName: '他租户应用' });
    expect((await stored(theirs.id)).tenantId).toBe('200002');
    expect((await o.get(`${URL}/list`)).total).toBe(1);
    const adminNames = (await caller(t, admin).get(`${URL}/list?pageSize=100`)).rows.map(
      (r: { appName: string }) => r.appName,
    );
    expect(adminNames).not.toContain('他租户应用');
    const logs = await operLogs(t);
    expect(logs.find((l) => l.operName === 'oauthother' && l.title === 'OAuth2应用')?.tenantId).toBe(
      '200002',
    );
  });
});
