import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq } from 'drizzle-orm';
import { DEFAULT_CLIENT_ID } from '@zcps/contracts';
import { sysLogininfor, sysSocial } from '../../db/schema/index.js';
import { encryptRequestBody } from '../../platform/crypto/envelope-crypto.js';
import { caller, createUser, tokenOf } from '../../test/kits/monitor.js';
import { adminToken, createTestApp, engines, type TestApp } from '../../test/test-app.js';
import {
  addProvider,
  authorizeAt,
  REDIRECT_URI,
  socialBind,
  socialLogin,
  TEST_CLIENT,
} from '../../test/kits/auth-social.js';
import { startTestOidcProvider, type TestOidcProvider } from '../../test/kits/auth-social-provider.js';
import { loginSuccesses, sessionCount } from '../../test/kits/auth-account.js';

describe.each(engines)('social sign-in against a real OIDC provider on %s', (engine) => {
  let t: TestApp;
  let idp: TestOidcProvider;
  let stranger: TestOidcProvider;
  let admin: string;

  const bindings = async () => (await t.database.db.select({ n: count() }).from(sysSocial))[0]!.n;
  const failures = async (msg: string) =>
    (
      await t.database.db
        .select({ n: count() })
        .from(sysLogininfor)
        .where(and(eq(sysLogininfor.status, '1'), eq(sysLogininfor.msg, msg)))
    )[0]!.n;
  const whoAmI = async (token: string) =>
    (await caller(t, token).get('/zcps/system/user/getInfo')).data?.user;

  beforeAll(async () => {
    const client = { ...TEST_CLIENT, redirectUris: [REDIRECT_URI] };
    idp = await startTestOidcProvider([client]);
    // Another provider: its keys did not sign anything the first one issues.
    stranger = await startTestOidcProvider([client]);
    t = await createTestApp(engine);
    admin = await adminToken(t);
    expect(
      (await addProvider(t, admin, { source: 'testidp', name: '测试身份平台', issuerUrl: idp.issuer })).code,
    ).toBe(200);
    const endpoints = {
      authorizationEndpoint: `${idp.issuer}/auth`,
      tokenEndpoint: `${idp.issuer}/token`,
      userinfoEndpoint: `${idp.issuer}/me`,
    };
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
    await addProvider(t, admin, { source: 'offidp', name: '停用平台', issuerUrl: idp.issuer, status: '1' });
  });
  afterAll(async () => {
    await t?.close();
    await idp?.close();
    await stranger?.close();
  });

  it('lists only enabled providers on the login page, without secrets', async () => {
    const res = await caller(t, null).get('/zcps/auth/social/sources');
    expect(res.data).toEqual([
      { source: 'testidp', name: '测试身份平台' },
      { source: 'badiss', name: '错误签发者' },
      { source: 'badsig', name: '错误公钥' },
    ]);
    expect(await caller(t, null).get('/zcps/auth/binding/offidp')).toMatchObject({
      code: 500,
      msg: 'offidp平台账号暂不支持',
    });
  });

  it('answers an authorization URL with state, nonce and a PKCE challenge', async () => {
    const res = await caller(t, null).get('/zcps/auth/binding/testidp?tenantId=000000&domain=localhost');
    const url = new URL(res.data as string);
    expect(url.origin + url.pathname).toBe(`${idp.issuer}/auth`);
    expect(url.searchParams.get('client_id')).toBe(TEST_CLIENT.clientId);
    expect(url.searchParams.get('redirect_uri')).toBe(REDIRECT_URI);
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('nonce')).toMatch(/^[\w-]{20,}$/);
    const state = JSON.parse(Buffer.from(url.searchParams.get('state')!, 'base64').toString());
    expect(state).toMatchObject({ source: 'testidp', tenantId: '000000', domain: 'localhost' });
  });

  it('refuses an account bound to nobody with a clear message and logs the attempt', async () => {
    const before = await failures('你还没有绑定第三方账号，绑定后才可以登录！');
    const res = await socialLogin(t, await authorizeAt(t, idp, 'testidp', 'alice'));
    expect(res).toMatchObject({ code: 500, msg: '你还没有绑定第三方账号，绑定后才可以登录！', data: null });
    expect(await failures('你还没有绑定第三方账号，绑定后才可以登录！')).toBe(before + 1);
  });

  it('binds the account for the signed-in user, then signs in with it (plain callback and encrypted login)', async () => {
    const bound = await socialBind(t, admin, await authorizeAt(t, idp, 'testidp', 'alice', { token: admin }));
    expect(bound).toMatchObject({ code: 200, msg: '绑定成功' });
    const mine = await caller(t, admin).get('/zcps/system/social/list');
    expect(mine.data).toEqual([
      expect.objectContaining({
        source: 'testidp',
        sourceName: '测试身份平台',
        openId: 'alice',
        userName: 'alice',
      }),
    ]);

    const signedIn = await socialLogin(t, await authorizeAt(t, idp, 'testidp', 'alice'));
    expect(signedIn.code).toBe(200);
    expect((await whoAmI(signedIn.data!.access_token)).userName).toBe('admin');

    const cb = await authorizeAt(t, idp, 'testidp', 'alice');
    const body = {
      clientId: DEFAULT_CLIENT_ID,
      grantType: 'social',
      tenantId: '000000',
      source: cb.source,
      socialCode: cb.code,
      socialState: cb.state,
      iss: cb.iss,
    };
    const { header, payload } = encryptRequestBody(t.publicKey, body);
    const res = await t.app.inject({
      method: 'POST',
      url: '/zcps/auth/new/login',
      headers: { 'content-type': 'application/json', 'encrypt-key': header },
      payload,
    });
    expect(res.json()).toMatchObject({ code: 200, data: { client_id: DEFAULT_CLIENT_ID } });
  });

  it('refuses a reused, an expired, a forged and another source’s state; nothing is signed in', async () => {
    const cb = await authorizeAt(t, idp, 'testidp', 'alice');
    expect((await socialLogin(t, cb)).code).toBe(200);
    const sessions = await sessionCount(t);
    const successes = await loginSuccesses(t, 'admin');
    expect(await socialLogin(t, cb, {}, 'en_US')).toMatchObject({
      code: 500,
      msg: 'This sign-in request has already been used; please start again',
    });
    const forge = (exp: number) =>
      Buffer.from(JSON.stringify({ tenantId: '000000', domain: '', state: 'x'.repeat(32), exp })).toString(
        'base64',
      );
    const now = Math.floor(Date.now() / 1000);
    expect(await socialLogin(t, { ...cb, state: forge(now - 1) })).toMatchObject({
      code: 500,
      msg: '第三方登录已超时（5分钟），请重新发起登录',
    });
    expect(await socialLogin(t, { ...cb, state: forge(now + 300) })).toMatchObject({
      code: 500,
      msg: '第三方登录状态不匹配，请重新发起登录',
    });
    expect(await socialLogin(t, { ...cb, state: 'not base64 json' })).toMatchObject({ code: 500 });
    const other = await authorizeAt(t, idp, 'testidp', 'alice');
    expect(await socialLogin(t, { ...other, source: 'badsig' })).toMatchObject({
      msg: '第三方登录状态不匹配，请重新发起登录',
    });
    // The state was spent by the refused attempt: the right source cannot replay it either.
    expect(await socialLogin(t, other)).toMatchObject({ msg: '该第三方登录请求已被使用，请重新发起登录' });
    expect(await sessionCount(t)).toBe(sessions);
    expect(await loginSuccesses(t, 'admin')).toBe(successes);
  });

  it('expires a state after five minutes in the store', async () => {
    const cb = await authorizeAt(t, idp, 'testidp', 'alice');
    const key = JSON.parse(Buffer.from(cb.state, 'base64').toString()).state as string;
    const ttl = await t.store.ttl(`social-state:${key}`);
    expect(ttl).toBeGreaterThan(290);
    expect(ttl).toBeLessThanOrEqual(300);
  });

  it('keeps one account per user and source, one user per account, and unbinds only the caller’s own', async () => {
    await createUser(t, 'socialclerk', 'secret123');
    const clerk = await tokenOf(t, 'socialclerk', 'secret123');
    const before = await bindings();
    // alice is admin's already.
    expect(
      await socialBind(t, clerk, await authorizeAt(t, idp, 'testidp', 'alice', { token: clerk })),
    ).toMatchObject({
      code: 500,
      msg: '此三方账号已经被绑定!',
    });
    expect(
      await socialBind(t, admin, await authorizeAt(t, idp, 'testidp', 'bob', { token: admin })),
    ).toMatchObject({
      code: 500,
      msg: '你已绑定过测试身份平台账号，请先解绑',
    });
    // A binding started by one session cannot be completed by another.
    expect(
      await socialBind(t, clerk, await authorizeAt(t, idp, 'testidp', 'bob', { token: admin })),
    ).toMatchObject({
      msg: '绑定请求属于其他登录会话，请在个人中心重新发起绑定',
    });
    expect(await bindings()).toBe(before);

    const [mine] = (await caller(t, admin).get('/zcps/system/social/list')).data;
    expect(await caller(t, clerk).del(`/zcps/auth/unlock/${mine.id}`)).toMatchObject({
      code: 500,
      msg: '取消授权失败',
    });
    expect(await bindings()).toBe(before);
    expect(await caller(t, admin).del(`/zcps/auth/unlock/${mine.id}`)).toMatchObject({ code: 200 });
    expect((await caller(t, admin).get('/zcps/system/social/list')).data).toEqual([]);
    expect((await socialLogin(t, await authorizeAt(t, idp, 'testidp', 'alice'))).msg).toBe(
      '你还没有绑定第三方账号，绑定后才可以登录！',
    );
    // Bound again for the tests after this one.
    expect(
      (await socialBind(t, admin, await authorizeAt(t, idp, 'testidp', 'alice', { token: admin }))).code,
    ).toBe(200);
  });
});
