import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { creditCodeCheckChar } from '@zcps/contracts';
import { sysLogininfor, sysUser, sysUserRole, zcClient } from '../../db/schema/index.js';
import { encryptRequestBody } from '../../platform/crypto/envelope-crypto.js';
import { multipartBody, samples } from '../../test/kits/resource.js';
import { adminToken, authHeaders, createTestApp, engines, login, type TestApp } from '../../test/test-app.js';
import { postEncrypted, setConfig } from '../../test/kits/auth-account.js';

const creditCode = (body17: string) => body17 + creditCodeCheckChar(body17);

describe.each(engines)('registration on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(async () => {
    await t?.close();
  });

  const register = (body: Record<string, unknown>, lang = 'zh_CN') =>
    postEncrypted(t, '/zcps/auth/register', body, lang);
  const userNamed = async (userName: string) =>
    (await t.database.db.select().from(sysUser).where(eq(sysUser.userName, userName)))[0];
  const uploadLicence = async (name = 'licence.png', content = samples.png) => {
    const body = multipartBody('file', name, content);
    return (await t.app.inject({ method: 'POST', url: '/zcps/auth/register/licence', ...body })).json();
  };
  const account = (n: string) => ({
    username: `reg_${n}`,
    password: 'regpass123',
    confirmPassword: 'regpass123',
    phonenumber: `1370000${n.padStart(4, '0')}`,
    email: `reg${n}@example.com`,
    agreement: true,
  });

  it('lists company types from the client_type dictionary without a token', async () => {
    const res = (
      await t.app.inject({ method: 'GET', url: '/zcps/auth/company/register/type/entrustedUnit' })
    ).json();
    expect(res.code).toBe(200);
    expect(res.data.map((d: { dictValue: string }) => d.dictValue)).toContain('4');
  });

  it('refuses staff registration while sys.account.registerUser is off, creating nothing', async () => {
    const options = (await t.app.inject({ method: 'GET', url: '/zcps/auth/register/options' })).json();
    expect(options.data).toMatchObject({ staffEnabled: false, companyEnabled: true, units: [] });
    const res = await register({ registerType: 'staff', ...account('1'), nickName: '张三', unitId: 1 });
    expect(res).toMatchObject({ code: 500, msg: '当前系统没有开启注册功能！' });
    expect(await userNamed('reg_1')).toBeUndefined();
  });

  it('registers a staff member in an approved unit’s dept with the staff role', async () => {
    await setConfig(t, 'sys.account.registerUser', 'true');
    const options = (await t.app.inject({ method: 'GET', url: '/zcps/auth/register/options' })).json();
    const unit = options.data.units[0];
    expect(unit).toMatchObject({ clientId: expect.any(Number), clientName: expect.any(String) });
    const body = { registerType: 'staff', ...account('2'), nickName: '李四', unitId: unit.clientId };

    expect(await register({ ...body, agreement: false }, 'en_US')).toMatchObject({
      code: 400,
      msg: 'Please read and accept the user agreement first',
    });
    expect(await register({ ...body, confirmPassword: 'other123' })).toMatchObject({
      code: 400,
      msg: '两次输入的密码不一致',
    });
    expect(await register({ ...body, password: 'abcdefgh', confirmPassword: 'abcdefgh' })).toMatchObject({
      code: 400,
      msg: '密码必须同时包含字母和数字',
    });
    expect(await register({ ...body, unitId: 999999 })).toMatchObject({
      msg: '所选委托单位不存在或未通过审核',
    });
    expect(await userNamed('reg_2')).toBeUndefined();

    expect(await register(body)).toMatchObject({ code: 200, msg: '注册成功' });
    const [logged] = await t.database.db
      .select()
      .from(sysLogininfor)
      .where(eq(sysLogininfor.userName, 'reg_2'));
    expect(logged).toMatchObject({ status: '0', msg: '注册成功', ipaddr: '127.0.0.1' });
    const user = (await userNamed('reg_2'))!;
    const [unitRow] = await t.database.db.select().from(zcClient).where(eq(zcClient.clientId, unit.clientId));
    expect(user).toMatchObject({ nickName: '李四', deptId: unitRow!.deptId, status: '0' });
    const roles = await t.database.db.select().from(sysUserRole).where(eq(sysUserRole.userId, user.userId));
    expect(roles.map((r) => r.roleId)).toEqual([6]);
    expect((await login(t, { username: 'reg_2', password: 'regpass123' })).code).toBe(200);

    // A name, mobile or email in use is refused with one answer that does not say which (issue 19).
    const taken = [
      { username: 'reg_2' },
      { phonenumber: body.phonenumber },
      { email: body.email },
      { username: 'REG_2', email: 'REG2@example.com' },
    ];
    for (const lang of ['zh_CN', 'en_US']) {
      const answers = await Promise.all(
        taken.map((dup) => register({ ...body, ...account('3'), ...dup }, lang)),
      );
      for (const answer of answers) expect(answer).toEqual(answers[0]);
    }
    expect(await register({ ...body, ...account('3'), phonenumber: body.phonenumber })).toEqual({
      code: 500,
      msg: '注册信息无法使用，请更换账号、手机号或邮箱',
      data: null,
    });
    expect(await register({ ...body, ...account('3'), email: body.email }, 'en_US')).toMatchObject({
      msg: 'These registration details cannot be used; choose another user name, mobile number or email',
    });
    expect(await userNamed('reg_3')).toBeUndefined();
  });

  it('needs an encrypted body', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/zcps/auth/register',
      payload: { registerType: 'staff', ...account('4') },
    });
    expect(res.json().code).toBe(403);
  });

  it('checks the licence upload by content', async () => {
    expect(await uploadLicence('licence.png', samples.text)).toMatchObject({ code: 500 });
    expect(await uploadLicence('licence.exe', samples.png)).toMatchObject({ code: 500 });
    expect(await uploadLicence()).toMatchObject({ code: 200, data: { ossId: expect.any(Number) } });
  });

  it('registers a company pending audit: it cannot sign in until approved, nor after a rejection', async () => {
    const licence = (await uploadLicence()).data.ossId;
    const body = {
      registerType: 'company',
      ...account('5'),
      clientName: '测试注册有限公司',
      unitType: '4',
      creditCode: creditCode('91110000MA01REG01'),
      contactName: '王五',
      licenceOssId: licence,
    };
    expect(await register({ ...body, creditCode: '91110000MA01REG010' }, 'en_US')).toMatchObject({
      code: 400,
      msg: 'Unified social credit code (creditCode) is not a valid unified social credit code',
    });
    expect(await register({ ...body, unitType: '77' })).toMatchObject({ msg: '单位类型不正确' });
    expect(await register({ ...body, licenceOssId: licence + 1000 })).toMatchObject({
      msg: '营业执照文件无效或已使用，请重新上传',
    });
    expect(await register(body)).toMatchObject({ code: 200, msg: '注册成功，请等待评审办审核通过后登录' });
    const again = { ...body, ...account('6'), creditCode: creditCode('91110000MA01REG02') };
    expect(await register({ ...again, username: 'reg_5' })).toMatchObject({
      msg: '注册信息无法使用，请更换账号、手机号或邮箱',
    });
    expect(await register({ ...again, phonenumber: body.phonenumber })).toMatchObject({
      msg: '注册信息无法使用，请更换账号、手机号或邮箱',
    });
    // The licence was used once.
    expect(
      await register({ ...body, ...account('6'), creditCode: creditCode('91110000MA01REG02') }),
    ).toMatchObject({
      msg: '营业执照文件无效或已使用，请重新上传',
    });

    const user = (await userNamed('reg_5'))!;
    const [unit] = await t.database.db.select().from(zcClient).where(eq(zcClient.userId, user.userId));
    expect(unit).toMatchObject({ auditStatus: '0', clientName: '测试注册有限公司', licenceOssId: licence });
    const roles = await t.database.db.select().from(sysUserRole).where(eq(sysUserRole.userId, user.userId));
    expect(roles.map((r) => r.roleId)).toEqual([5]);

    const pending = await login(t, { username: 'reg_5', password: 'regpass123', lang: 'en_US' });
    expect(pending).toMatchObject({
      code: 500,
      msg: 'Your entrusted unit registration is awaiting review; you can sign in once it is approved',
    });
    await t.database.db
      .update(zcClient)
      .set({ auditStatus: '2', auditReason: '执照不清晰' })
      .where(and(eq(zcClient.clientId, unit!.clientId)));
    expect((await login(t, { username: 'reg_5', password: 'regpass123' })).msg).toBe(
      '您的委托单位注册未通过审核：执照不清晰',
    );
    await t.database.db
      .update(zcClient)
      .set({ auditStatus: '1' })
      .where(eq(zcClient.clientId, unit!.clientId));
    expect((await login(t, { username: 'reg_5', password: 'regpass123' })).code).toBe(200);
  });

  it('asks for a password change after an admin reset when sys.account.initPasswordModify is on', async () => {
    const info = async (token: string) =>
      (
        await t.app.inject({ method: 'GET', url: '/zcps/system/user/getInfo', headers: authHeaders(token) })
      ).json();
    const own = (await login(t, { username: 'reg_2', password: 'regpass123' })).data.access_token;
    expect((await info(own)).data.passwordChangeRequired).toBe(false);
    // Signed in before the switch: the seeded admin's password was given too, so a later sign-in is held back.
    const admin = await adminToken(t);
    await setConfig(t, 'sys.account.initPasswordModify', 'true');
    // A registered user chose the password: nothing to change.
    expect((await info(own)).data.passwordChangeRequired).toBe(false);

    const user = (await userNamed('reg_2'))!;
    const { header, payload } = encryptRequestBody(t.publicKey, {
      userId: user.userId,
      password: 'given1234',
    });
    const res = await t.app.inject({
      method: 'PUT',
      url: '/zcps/system/user/resetPwd',
      headers: { ...authHeaders(admin), 'content-type': 'application/json', 'encrypt-key': header },
      payload,
    });
    expect(res.json().code).toBe(200);
    const given = (await login(t, { username: 'reg_2', password: 'given1234' })).data.access_token;
    expect((await info(given)).data.passwordChangeRequired).toBe(true);

    const change = (newPassword: string) => {
      const enc = encryptRequestBody(t.publicKey, { oldPassword: 'given1234', newPassword });
      return t.app.inject({
        method: 'PUT',
        url: '/zcps/system/user/profile/updatePwd',
        headers: { ...authHeaders(given), 'content-type': 'application/json', 'encrypt-key': enc.header },
        payload: enc.payload,
      });
    };
    expect((await change('lettersonly')).json()).toMatchObject({
      code: 400,
      msg: '密码必须同时包含字母和数字',
    });
    expect((await change('mine12345')).json().code).toBe(200);
    expect((await info(given)).data.passwordChangeRequired).toBe(false);
    await setConfig(t, 'sys.account.initPasswordModify', 'false');
  });
});
