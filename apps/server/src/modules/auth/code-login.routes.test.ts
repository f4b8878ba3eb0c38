import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { createUser } from '../../test/kits/monitor.js';
import { createTestApp, engines, login, type TestApp } from '../../test/test-app.js';
import {
  loginBody,
  loginSuccesses,
  post,
  postEncrypted,
  sessionCount,
  setConfig,
  setContact,
} from '../../test/kits/auth-account.js';

describe.each(engines)('SMS and email codes on %s', (engine) => {
  let t: TestApp;
  let userId: number;
  const phone = '13900001111';
  const mail = 'coder@example.com';
  beforeAll(async () => {
    t = await createTestApp(engine, { notify: { logProvider: true, outbox: true } });
    userId = await createUser(t, 'coder', 'secret123');
    await setContact(t, userId, phone, mail);
  });
  afterAll(async () => {
    await t?.close();
  });

  const outbox = () => t.container.signIn.notifyLog.outbox;
  const lastCode = () => outbox().at(-1)!.params.code!;
  const send = (body: Record<string, unknown>, lang = 'zh_CN') =>
    post(t, '/zcps/auth/code/send', { purpose: 'login', ...body }, lang);
  /** Lets the next code go out at once (the 60 s resend window is tested on its own). */
  const allowResend = async () => t.store.del(...(await t.store.keys('verify_code_resend:')));
  const smsLogin = (smsCode: string, lang = 'zh_CN') =>
    postEncrypted(
      t,
      '/zcps/auth/new/login',
      loginBody({ grantType: 'sms', phonenumber: phone, smsCode }),
      lang,
    );

  it('sends a six-digit SMS code through the log provider and signs in with it once', async () => {
    const sent = await send({ channel: 'sms', phonenumber: phone });
    expect(sent).toMatchObject({ code: 200, msg: '验证码已发送', data: { resendAfter: 60 } });
    expect(outbox().at(-1)).toMatchObject({ channel: 'sms', to: phone });
    expect(lastCode()).toMatch(/^\d{6}$/);
    expect(outbox().at(-1)!.text).toContain(lastCode());
    const code = lastCode();
    expect(await smsLogin(code)).toMatchObject({ code: 200, data: { access_token: expect.any(String) } });
    expect(await smsLogin(code, 'en_US')).toMatchObject({
      code: 500,
      msg: 'The verification code has expired; request a new one',
    });
  });

  it('allows one send per 60 s per address', async () => {
    await allowResend();
    expect((await send({ channel: 'sms', phonenumber: phone })).code).toBe(200);
    const again = await send({ channel: 'sms', phonenumber: phone }, 'en_US');
    expect(again.code).toBe(500);
    expect(again.msg).toMatch(/^A code was sent a moment ago; try again in (59|60) seconds$/);
  });

  it('refuses an expired code', async () => {
    await allowResend();
    await send({ channel: 'sms', phonenumber: phone });
    const [key] = await t.store.keys('verify_code:login:');
    await t.store.expire(key!, 1);
    await new Promise((r) => setTimeout(r, 1100));
    const sessions = await sessionCount(t);
    const successes = await loginSuccesses(t, 'coder');
    expect(await smsLogin(lastCode())).toMatchObject({ code: 500, msg: '验证码已失效，请重新获取' });
    expect(await sessionCount(t)).toBe(sessions);
    expect(await loginSuccesses(t, 'coder')).toBe(successes);
  });

  it('drops a code after five wrong guesses and counts them towards the lockout', async () => {
    await allowResend();
    await send({ channel: 'sms', phonenumber: phone });
    const right = lastCode();
    const wrong = right === '000000' ? '111111' : '000000';
    for (let i = 0; i < 4; i++) expect(await smsLogin(wrong)).toMatchObject({ msg: '验证码错误' });
    expect(await smsLogin(wrong)).toMatchObject({ msg: '密码输入错误5次，帐户锁定10分钟' });
    expect(await smsLogin(right)).toMatchObject({ msg: '密码输入错误5次，帐户锁定10分钟' });
    expect((await login(t, { username: 'coder', password: 'secret123' })).msg).toContain('锁定');
    await t.store.del('pwd_err_cnt:000000:coder');
    expect(await smsLogin(right)).toMatchObject({ msg: '验证码已失效，请重新获取' });
  });

  it('answers an unknown address the same way and sends nothing', async () => {
    const before = outbox().length;
    expect(await send({ channel: 'sms', phonenumber: '13900009999' })).toMatchObject({ code: 200 });
    expect(outbox().length).toBe(before);
  });

  it('answers a wrong reset code for an unknown mobile exactly as for a registered one (issue 19)', async () => {
    await allowResend();
    // Whatever happens here, the later tests start without a reset code.
    onTestFinished(async () => {
      await t.store.del(...(await t.store.keys('verify_code:reset:')));
    });
    const wrongReset = (phonenumber: string, smsCode: string, lang = 'zh_CN') =>
      postEncrypted(
        t,
        '/zcps/auth/password/reset',
        { channel: 'sms', phonenumber, smsCode, password: 'probe1234', confirmPassword: 'probe1234' },
        lang,
      );
    const unknown = '13900007777';
    await send({ channel: 'sms', phonenumber: phone, purpose: 'reset' });
    const wrong = lastCode() === '000000' ? '111111' : '000000';
    await send({ channel: 'sms', phonenumber: unknown, purpose: 'reset' });
    for (const lang of ['zh_CN', 'en_US']) {
      const known = await wrongReset(phone, wrong, lang);
      expect(known.code).toBe(500);
      expect(await wrongReset(unknown, wrong, lang)).toEqual(known);
    }
    // Five wrong guesses drop either, and then both answer "expired".
    for (let i = 0; i < 3; i++) {
      expect(await wrongReset(phone, wrong)).toMatchObject({ code: 500, msg: '验证码错误' });
      expect(await wrongReset(unknown, wrong)).toMatchObject({ code: 500, msg: '验证码错误' });
    }
    expect(await wrongReset(unknown, wrong)).toMatchObject({ msg: '验证码已失效，请重新获取' });
    expect(await wrongReset(phone, wrong)).toMatchObject({ msg: '验证码已失效，请重新获取' });
    expect((await login(t, { username: 'coder', password: 'secret123' })).code).toBe(200);
  });

  it('caps the codes per address per day (sys.account.codeDailyLimit)', async () => {
    await setConfig(t, 'sys.account.codeDailyLimit', '2');
    try {
      const other = { channel: 'email', email: 'capped@example.com' };
      expect((await send(other)).code).toBe(200);
      await allowResend();
      expect((await send(other)).code).toBe(200);
      await allowResend();
      expect(await send(other)).toMatchObject({ code: 500, msg: '今日验证码发送次数已达上限，请明天再试' });
    } finally {
      await setConfig(t, 'sys.account.codeDailyLimit', '10');
    }
  });

  it('names a missing or malformed target in the caller language', async () => {
    expect(await send({ channel: 'sms' }, 'en_US')).toMatchObject({
      code: 400,
      msg: 'Mobile number (phonenumber) is required',
    });
    expect(await send({ channel: 'email', email: 'nope' }, 'en_US')).toMatchObject({
      code: 400,
      msg: 'Email (email) has an invalid format',
    });
  });

  it('signs in by email code (grant type email)', async () => {
    await allowResend();
    expect((await send({ channel: 'email', email: 'Coder@Example.com' })).code).toBe(200);
    expect(outbox().at(-1)).toMatchObject({ channel: 'email', to: mail, subject: '职称评审管理系统验证码' });
    const res = await postEncrypted(
      t,
      '/zcps/auth/new/login',
      loginBody({ grantType: 'email', email: mail, emailCode: lastCode() }),
    );
    expect(res.code).toBe(200);
  });

  it('resets a password by email code: policy first, then single use; old password and sessions end', async () => {
    await allowResend();
    const session = await login(t, { username: 'coder', password: 'secret123' });
    await send({ channel: 'email', email: mail, purpose: 'reset' });
    const code = lastCode();
    const reset = (password: string, confirmPassword = password, lang = 'zh_CN') =>
      postEncrypted(
        t,
        '/zcps/auth/password/reset',
        { channel: 'email', email: mail, smsCode: code, password, confirmPassword },
        lang,
      );
    expect(await reset('onlyletters', 'onlyletters', 'en_US')).toMatchObject({
      code: 400,
      msg: 'The password must contain both letters and digits',
    });
    expect(await reset('newpass456', 'newpass457', 'en_US')).toMatchObject({
      code: 400,
      msg: 'The two passwords are inconsistent',
    });
    expect(await reset('newpass456')).toMatchObject({ code: 200, msg: '密码已重置，请使用新密码登录' });
    expect(await reset('newpass789')).toMatchObject({ code: 500, msg: '验证码已失效，请重新获取' });
    expect((await login(t, { username: 'coder', password: 'secret123' })).code).toBe(500);
    expect((await login(t, { username: 'coder', password: 'newpass456' })).code).toBe(200);
    const me = await t.app.inject({
      method: 'GET',
      url: '/zcps/system/user/getInfo',
      headers: { authorization: `Bearer ${session.data.access_token}`, clientid: session.data.client_id },
    });
    expect(me.json().code).toBe(401);
  });

  it('does not let a login code reset a password', async () => {
    await allowResend();
    await send({ channel: 'sms', phonenumber: phone });
    const res = await postEncrypted(t, '/zcps/auth/password/reset', {
      channel: 'sms',
      phonenumber: phone,
      smsCode: lastCode(),
      password: 'another123',
      confirmPassword: 'another123',
    });
    expect(res).toMatchObject({ code: 500, msg: '验证码已失效，请重新获取' });
  });
});
