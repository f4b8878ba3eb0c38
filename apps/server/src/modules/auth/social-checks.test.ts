import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { sysSocial, sysUser } from '../../db/schema/index.js';
import { caller } from '../../test/kits/monitor.js';
import { secondTenant } from '../../test/kits/resource.js';
import { adminToken, createTestApp, routeEngines, login, type TestApp } from '../../test/test-app.js';
import {
  addProvider,
  authorizeAt,
  REDIRECT_URI,
  socialBind,
  socialLogin,
  TEST_CLIENT,
} from '../../test/kits/auth-social.js';
import { startTestOidcProvider, type TestOidcProvider } from '../../test/kits/auth-social-provider.js';

describe.each(routeEngines)('social sign-in refusals on %s', (engine) => {
  let t: TestApp;
  let idp: TestOidcProvider;
  let stranger: TestOidcProvider;
  let admin: string;
  let sessionsBefore: number;

  const sessions = async () => (await t.store.keys('session:')).length;

  beforeAll(async () => {
    const client = { ...TEST_CLIENT, redirectUris: [REDIRECT_URI] };
    idp = await startTestOidcProvider([client]);
    // Another provider: its keys signed nothing the first one issues.
    stranger = await startTestOidcProvider([client]);
    t = await createTestApp(engine);
    admin = await adminToken(t);
    const endpoints = {
      authorizationEndpoint: `${idp.issuer}/auth`,
      tokenEndpoint: `${idp.issuer}/token`,
      userinfoEndpoint: `${idp.issuer}/me`,
    };
    await addProvider(t, admin, { source: 'testidp', name: '测试身份平台', issuerUrl: idp.issuer });
    await addProvider(t, admin, {
      source: 'badiss',
      name: '错误签发者',
      ...endpoints,
      issuerUrl: `${idp.issuer}/not-the-issuer`,
      jwksUri: `${idp.issuer}/jwks`,
    });
    await addProvider(t, admin, {
      source: 'badsig',
      name: '错误公钥',
      ...endpoints,
      issuerUrl: idp.issuer,
      jwksUri: `${stranger.issuer}/jwks`,
    });
    await addProvider(t, admin, { source: 'farissuer', name: '地址错误', issuerUrl: 'http://127.0.0.1:9/' });
    expect(
      (await socialBind(t, admin, await authorizeAt(t, idp, 'testidp', 'alice', { token: admin }))).code,
    ).toBe(200);
    sessionsBefore = await sessions();
  });
  afterAll(async () => {
    await t?.close();
    await idp?.close();
    await stranger?.close();
  });

  it('refuses an id_token from another issuer than configured', async () => {
    const cb = await authorizeAt(t, idp, 'badiss', 'alice');
    expect(await socialLogin(t, cb, {}, 'en_US')).toMatchObject({
      code: 500,
      msg: 'The identity token was issued by an unexpected issuer; sign-in refused',
    });
    // Without the RFC 9207 iss parameter the id_token's own iss claim is what gives it away.
    const again = await authorizeAt(t, idp, 'badiss', 'alice');
    expect(await socialLogin(t, { ...again, iss: undefined })).toMatchObject({
      msg: '第三方身份令牌的签发者与配置不符，已拒绝登录',
    });
    expect(await sessions()).toBe(sessionsBefore);
  });

  it('refuses an id_token whose signature the configured keys do not verify', async () => {
    const cb = await authorizeAt(t, idp, 'badsig', 'alice');
    expect(await socialLogin(t, cb)).toMatchObject({
      code: 500,
      msg: '第三方身份令牌签名校验失败，已拒绝登录',
    });
    expect(await sessions()).toBe(sessionsBefore);
  });

  it('refuses an id_token whose nonce is not the one of the request', async () => {
    const cb = await authorizeAt(t, idp, 'testidp', 'alice');
    const key = `social-state:${JSON.parse(Buffer.from(cb.state, 'base64').toString()).state}`;
    const pending = JSON.parse((await t.store.get(key))!);
    await t.store.set(key, JSON.stringify({ ...pending, nonce: 'another-nonce-value' }), 300);
    expect(await socialLogin(t, cb)).toMatchObject({
      code: 500,
      msg: '第三方身份令牌的 nonce 不匹配，已拒绝登录',
    });
    expect(await sessions()).toBe(sessionsBefore);
  });

  it('refuses a code used twice at the provider and a provider that cannot be reached', async () => {
    const cb = await authorizeAt(t, idp, 'testidp', 'alice');
    expect((await socialLogin(t, cb)).code).toBe(200);
    sessionsBefore = await sessions();
    // A fresh state of ours but the spent code: the provider says invalid_grant.
    const fresh = await authorizeAt(t, idp, 'testidp', 'alice');
    expect(await socialLogin(t, { ...fresh, code: cb.code })).toMatchObject({
      msg: '第三方授权码无效或已过期，请重新发起登录',
    });
    expect(await caller(t, null).get('/zcps/auth/binding/farissuer')).toMatchObject({
      code: 500,
      msg: '无法连接第三方登录平台，请稍后再试或联系管理员',
    });
    expect(await sessions()).toBe(sessionsBefore);
  });

  it('signs in only to the tenant the account is bound in, and never a disabled user', async () => {
    await secondTenant(t, { tenantId: '300003', userName: 'boss3', password: 'secret123' });
    const cb = await authorizeAt(t, idp, 'testidp', 'alice', { tenantId: '300003' });
    expect(await socialLogin(t, cb, { tenantId: '300003' })).toMatchObject({
      code: 500,
      msg: '对不起，你没有权限登录当前租户！',
    });
    // The state was made for 000000: posting it for another tenant is a mismatch, not a sign-in there.
    const other = await authorizeAt(t, idp, 'testidp', 'alice');
    expect((await socialLogin(t, other, { tenantId: '300003' })).msg).toBe(
      '第三方登录状态不匹配，请重新发起登录',
    );

    const boss = (await login(t, { tenantId: '300003', username: 'boss3', password: 'secret123' })).data
      .access_token;
    expect(
      (await socialBind(t, boss, await authorizeAt(t, idp, 'testidp', 'bob', { token: boss }))).code,
    ).toBe(200);
    const [row] = await t.database.db.select().from(sysSocial).where(eq(sysSocial.openId, 'bob'));
    expect(row).toMatchObject({
      tenantId: '300003',
      source: 'testidp',
      authId: 'testidp:bob',
      accessToken: '',
    });
    await t.database.db.update(sysUser).set({ status: '1' }).where(eq(sysUser.userName, 'boss3'));
    const refused = await socialLogin(
      t,
      await authorizeAt(t, idp, 'testidp', 'bob', { tenantId: '300003' }),
      {
        tenantId: '300003',
      },
    );
    expect(refused).toMatchObject({ code: 500, msg: '对不起，您的账号：boss3 已禁用，请联系管理员' });
    const n = (await t.database.db.select({ n: count() }).from(sysSocial))[0]!.n;
    expect(n).toBe(2);
  });
});
