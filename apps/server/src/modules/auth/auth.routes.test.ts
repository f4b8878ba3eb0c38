import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { DEFAULT_CLIENT_ID } from '@zcps/contracts';
import { sysLogininfor, sysUser } from '../../db/schema/index.js';
import { encryptRequestBody } from '../../platform/crypto/envelope-crypto.js';
import { SessionService } from '../../platform/auth/session.service.js';
import { adminToken, authHeaders, createTestApp, engines, login, type TestApp } from '../../test/test-app.js';
import { loginSuccesses, sessionCount } from '../../test/kits/auth-account.js';

describe.each(engines)('auth API on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(async () => {
    await t?.close();
  });

  const loginLogCount = async () => (await t.database.db.select({ n: count() }).from(sysLogininfor))[0]!.n;

  it('publishes the request public key as Base64 SPKI', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/zcps/auth/rsa-public-key' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ code: 200, msg: '操作成功', data: { publicKey: t.publicKey } });
    expect(t.publicKey).toMatch(/^MII[A-Za-z0-9+/=]+$/);
  });

  it('lists the seeded tenant and answers the captcha switch', async () => {
    const tenants = (await t.app.inject({ method: 'GET', url: '/zcps/auth/tenant/list' })).json();
    expect(tenants.data.tenantEnabled).toBe(true);
    expect(tenants.data.voList[0]).toMatchObject({ tenantId: '000000', companyName: '职称评审服务平台' });
    const code = (await t.app.inject({ method: 'GET', url: '/zcps/auth/code' })).json();
    expect(code).toMatchObject({ code: 200, data: { captchaEnabled: false } });
  });

  it('logs admin in with an encrypted body, records the login and the login log', async () => {
    const before = await loginLogCount();
    const res = await login(t);
    expect(res.code).toBe(200);
    expect(res.data.access_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // Not remembered: at most 12 hours instead of the client's 7 days (remember-me is tested in sessions.test.ts).
    expect(res.data).toMatchObject({ expire_in: 43200, client_id: DEFAULT_CLIENT_ID });
    expect(await loginLogCount()).toBe(before + 1);
    const [admin] = await t.database.db.select().from(sysUser).where(eq(sysUser.userId, 1));
    expect(admin?.loginDate).toBeInstanceOf(Date);
  });

  it('accepts the /auth/login alias and a body sent as a JSON string literal', async () => {
    const body = {
      tenantId: '000000',
      username: 'admin',
      password: 'admin123',
      clientId: DEFAULT_CLIENT_ID,
      grantType: 'password',
    };
    const { header, payload } = encryptRequestBody(t.publicKey, body);
    const res = await t.app.inject({
      method: 'POST',
      url: '/zcps/auth/login',
      headers: { 'content-type': 'application/json', 'encrypt-key': header },
      payload: JSON.stringify(payload),
    });
    expect(res.json()).toMatchObject({ code: 200, data: { client_id: DEFAULT_CLIENT_ID } });
  });

  it('refuses a plain (unencrypted) login body with 403 and writes nothing', async () => {
    const before = await loginLogCount();
    const res = await t.app.inject({
      method: 'POST',
      url: '/zcps/auth/new/login',
      payload: {
        tenantId: '000000',
        username: 'admin',
        password: 'admin123',
        clientId: DEFAULT_CLIENT_ID,
        grantType: 'password',
      },
    });
    expect(res.json()).toMatchObject({ code: 403 });
    expect(await loginLogCount()).toBe(before);
  });

  it('answers a bad encrypt-key with a clear message and writes nothing', async () => {
    const before = await loginLogCount();
    const { payload } = encryptRequestBody(t.publicKey, { username: 'admin' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/zcps/auth/new/login',
      headers: {
        'content-type': 'application/json',
        'encrypt-key': 'bm90LWEta2V5',
        'content-language': 'en_US',
      },
      payload,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      code: 400,
      msg: 'The request could not be decrypted; reload the page and try again',
      data: null,
    });
    expect(await loginLogCount()).toBe(before);
  });

  it('names a missing field in the caller language and writes nothing', async () => {
    const before = await loginLogCount();
    const zh = await login(t, { username: '' });
    expect(zh.code).toBe(400);
    expect(zh.msg).toContain('用户账号(username)');
    expect(zh.msg).toBe('用户账号(username)不能为空');
    const en = await login(t, { password: '', lang: 'en_US' });
    expect(en).toMatchObject({ code: 400, msg: 'Password (password) is required' });
    const short = await login(t, { password: 'abc', lang: 'en_US' });
    expect(short).toMatchObject({ code: 400, msg: 'Password (password) must be at least 5 characters long' });
    expect(await loginLogCount()).toBe(before);
  });

  it('rejects an unknown client id', async () => {
    const res = await login(t, { clientId: 'no-such-client' });
    expect(res).toMatchObject({ code: 500, msg: '认证权限类型错误' });
    expect(res.data).toBeNull();
  });

  it('rejects a grant type the client does not allow and an unknown tenant', async () => {
    expect(await login(t, { grantType: 'xcx' })).toMatchObject({ code: 500, msg: '认证权限类型错误' });
    expect(await login(t, { tenantId: '999999', lang: 'en_US' })).toMatchObject({
      code: 500,
      msg: 'Sorry, your tenant does not exist; please contact the administrator',
    });
  });

  it('answers a wrong password generically, logs it, and locks after five failures, a sixth included', async () => {
    const before = await loginLogCount();
    for (let i = 1; i <= 4; i++) {
      expect(await login(t, { username: 'admin', password: 'wrong-pass' })).toMatchObject({
        code: 500,
        msg: '用户不存在/密码错误',
      });
    }
    expect(await login(t, { password: 'wrong-pass' })).toMatchObject({
      code: 500,
      msg: '密码输入错误5次，帐户锁定10分钟',
    });
    const lock = 'pwd_err_cnt:000000:admin';
    const sessions = await sessionCount(t);
    const successes = await loginSuccesses(t, 'admin');
    // A sixth wrong password meets the lock: the same message, and the lock keeps running rather than restarting.
    expect(await login(t, { password: 'wrong-pass', lang: 'en_US' })).toMatchObject({
      code: 500,
      msg: expect.stringMatching(/locked for 10 minutes/),
    });
    expect(await t.store.get(lock)).toBe('5');
    expect(await t.store.ttl(lock)).toBeGreaterThan(0);
    expect(await t.store.ttl(lock)).toBeLessThanOrEqual(600);
    // Locked: even the right password is refused until the lock expires or is cleared.
    expect(await login(t)).toMatchObject({ code: 500, msg: '密码输入错误5次，帐户锁定10分钟' });
    expect(await sessionCount(t)).toBe(sessions);
    expect(await loginSuccesses(t, 'admin')).toBe(successes);
    const failures = await t.database.db.select().from(sysLogininfor).where(eq(sysLogininfor.status, '1'));
    expect(failures.length).toBeGreaterThanOrEqual(7);
    expect(await loginLogCount()).toBe(before + 7);
    await t.store.del('pwd_err_cnt:000000:admin');
    expect((await login(t)).code).toBe(200);
  });

  it('answers an unknown user exactly like a wrong password', async () => {
    expect(await login(t, { username: 'nobody', password: 'whatever' })).toMatchObject({
      code: 500,
      msg: '用户不存在/密码错误',
    });
  });

  it('ends the session on logout: the token is refused afterwards', async () => {
    const token = await adminToken(t);
    const headers = authHeaders(token);
    expect(
      (await t.app.inject({ method: 'GET', url: '/zcps/system/user/getInfo', headers })).json().code,
    ).toBe(200);
    const out = await t.app.inject({ method: 'POST', url: '/zcps/auth/logout', headers });
    expect(out.json()).toEqual({ code: 200, msg: '退出成功', data: null });
    expect(
      (await t.app.inject({ method: 'GET', url: '/zcps/system/user/getInfo', headers })).json().code,
    ).toBe(401);
  });

  it('keeps no usable token in the store: sessions are keyed by the token hash', async () => {
    const token = await adminToken(t);
    const keys = await t.store.keys('');
    expect(keys.some((key) => key.includes(token))).toBe(false);
    expect(keys).toContain(`session:${SessionService.tokenId(token)}`);
    for (const key of keys) expect((await t.store.get(key)) ?? '').not.toContain(token);
  });

  it('binds a token to its client and ends idle sessions', async () => {
    const token = await adminToken(t);
    const wrongClient = await t.app.inject({
      method: 'GET',
      url: '/zcps/system/user/getInfo',
      headers: authHeaders(token, '428a8310cd442757ae699df5d894f051'),
    });
    expect(wrongClient.json()).toMatchObject({ code: 401, msg: '客户端ID与Token不匹配' });
    await t.store.del(`session-active:${SessionService.tokenId(token)}`);
    const idle = await t.app.inject({
      method: 'GET',
      url: '/zcps/system/user/getInfo',
      headers: authHeaders(token),
    });
    expect(idle.json()).toMatchObject({ code: 401, msg: '认证失败，无法访问系统资源' });
  });
});
