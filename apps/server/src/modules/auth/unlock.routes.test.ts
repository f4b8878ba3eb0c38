import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encryptRequestBody } from '../../platform/crypto/envelope-crypto.js';
import { adminToken, authHeaders, createTestApp, engines, type TestApp } from '../../test/test-app.js';

describe.each(engines)('lock screen unlock on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(async () => {
    await t?.close();
  });

  const unlock = (token: string | null, password: string, lang = 'en_US') => {
    const { header, payload } = encryptRequestBody(t.publicKey, { password });
    return t.app.inject({
      method: 'POST',
      url: '/zcps/auth/unlock',
      headers: {
        ...(token ? authHeaders(token) : {}),
        'content-type': 'application/json',
        'encrypt-key': header,
        'content-language': lang,
      },
      payload,
    });
  };

  it('accepts the signed-in user password and refuses a wrong one with the spec message', async () => {
    const token = await adminToken(t);
    expect((await unlock(token, 'admin123')).json()).toMatchObject({ code: 200, msg: 'Unlocked' });
    expect((await unlock(token, 'nope-nope')).json()).toMatchObject({
      code: 500,
      msg: 'Lock screen password error',
    });
    expect((await unlock(token, 'nope-nope', 'zh_CN')).json()).toMatchObject({ msg: '锁屏密码错误' });
    // A right password clears the failure count, as a login does.
    expect((await unlock(token, 'admin123')).json()).toMatchObject({ code: 200 });
  });

  it('counts failures towards the account lockout', async () => {
    const token = await adminToken(t);
    for (let i = 0; i < 4; i++) await unlock(token, 'wrong-pass');
    expect((await unlock(token, 'wrong-pass')).json().msg).toMatch(/locked for 10 minutes/);
    expect((await unlock(token, 'admin123')).json().msg).toMatch(/locked for 10 minutes/);
    await t.store.del('pwd_err_cnt:000000:admin');
  });

  it('needs a session and an encrypted body', async () => {
    expect((await unlock(null, 'admin123')).json().code).toBe(401);
    const token = await adminToken(t);
    const plain = await t.app.inject({
      method: 'POST',
      url: '/zcps/auth/unlock',
      headers: { ...authHeaders(token), 'content-type': 'application/json' },
      payload: { password: 'admin123' },
    });
    expect(plain.json().code).not.toBe(200);
  });
});
