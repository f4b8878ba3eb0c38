import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../../platform/crypto/password-hash.js';
import { count } from 'drizzle-orm';
import { sysTenant } from '../../db/schema/index.js';
import { createUser, tokenOf } from '../../test/kits/monitor.js';
import { sendEncrypted } from '../../test/kits/resource.js';
import {
  adminToken,
  authHeaders,
  createTestApp,
  routeEngines,
  login,
  type TestApp,
} from '../../test/test-app.js';
import { sendJson, userByName, userRow } from '../../test/kits/system-user.js';
import { addPackage, addTenant, tenantBody, userAndRoleMenus } from '../../test/kits/system-tenant.js';
import { post, postEncrypted, setConfig, setContact } from '../../test/kits/auth-account.js';

const USER = '/zcps/system/user';

describe.each(routeEngines)('configurable password length on %s', (engine) => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp(engine, { notify: { logProvider: true, outbox: true } });
    admin = await adminToken(t);
  });
  afterAll(async () => {
    await t?.close();
  });

  const configure = async (min: string, max: string) => {
    await setConfig(t, 'sys.account.passwordMinLength', min);
    await setConfig(t, 'sys.account.passwordMaxLength', max);
  };
  const registerOptions = async () =>
    (await t.app.inject({ method: 'GET', url: '/zcps/auth/register/options' })).json().data;
  const infoOf = async (token: string) =>
    (await t.app.inject({ method: 'GET', url: `${USER}/getInfo`, headers: authHeaders(token) })).json().data;
  const adminReset = (userId: number, password: string) =>
    sendJson(t, admin, 'PUT', `${USER}/resetPwd`, { userId, password }, true);
  const passwordIs = async (userId: number, password: string) =>
    verifyPassword(password, (await userRow(t, userId))!.password);
  const lengthMsg = (min: number, max: number) => `用户密码(password)长度必须在${min}到${max}个字符之间`;

  it('defaults to 6..20, tells the console and refuses outside it naming the field', async () => {
    expect((await registerOptions()).passwordLength).toEqual({ min: 6, max: 20 });
    expect((await infoOf(admin)).passwordLength).toEqual({ min: 6, max: 20 });
    const id = await createUser(t, 'deflen', 'secret123');
    expect(await adminReset(id, 'abc12')).toMatchObject({ code: 400, msg: lengthMsg(6, 20) });
    expect(await adminReset(id, 'abcdefghij1234567890x')).toMatchObject({ code: 400, msg: lengthMsg(6, 20) });
    expect(await passwordIs(id, 'secret123')).toBe(true);
    expect((await adminReset(id, 'abc123')).code).toBe(200);
    expect(await passwordIs(id, 'abc123')).toBe(true);
    // Past the outer bound the schema refuses before the policy is read.
    expect(await adminReset(id, 'a1'.repeat(37))).toMatchObject({
      code: 400,
      msg: '用户密码(password)长度不能超过72个字符',
    });
  });

  it('falls back to the defaults for a value out of bounds, one by one, and for a min above the max', async () => {
    const cases: [string, string, { min: number; max: number }][] = [
      ['0', '20', { min: 6, max: 20 }],
      ['8', '73', { min: 8, max: 20 }],
      ['x', '', { min: 6, max: 20 }],
      ['1', '72', { min: 1, max: 72 }],
      ['12', '8', { min: 6, max: 20 }],
      ['30', 'abc', { min: 6, max: 20 }],
    ];
    for (const [min, max, expected] of cases) {
      await configure(min, max);
      expect((await registerOptions()).passwordLength, `${min}..${max}`).toEqual(expected);
    }
    const id = await createUser(t, 'badconf', 'secret123');
    expect(await adminReset(id, 'abc12')).toMatchObject({ code: 400, msg: lengthMsg(6, 20) });
    await configure('6', '20');
  });

  describe('configured to 8..12', () => {
    beforeAll(async () => {
      await configure('8', '12');
    });
    afterAll(async () => {
      await configure('6', '20');
    });

    it('tells the console the configured lengths', async () => {
      expect((await registerOptions()).passwordLength).toEqual({ min: 8, max: 12 });
      expect((await infoOf(admin)).passwordLength).toEqual({ min: 8, max: 12 });
    });

    it('registration refuses 7 characters in either language, creating nothing, and accepts 8', async () => {
      await setConfig(t, 'sys.account.registerUser', 'true');
      const unit = (await registerOptions()).units[0];
      const body = (password: string) => ({
        registerType: 'staff',
        username: 'len_reg',
        password,
        confirmPassword: password,
        phonenumber: '13700009901',
        email: 'lenreg@example.com',
        agreement: true,
        nickName: '长度',
        unitId: unit.clientId,
      });
      const register = (password: string, lang?: string) =>
        postEncrypted(t, '/zcps/auth/register', body(password), lang);
      expect(await register('abc1234')).toMatchObject({ code: 400, msg: lengthMsg(8, 12) });
      expect(await register('abc1234', 'en_US')).toMatchObject({
        code: 400,
        msg: 'Password (password) must be between 8 and 12 characters long',
      });
      expect(await register('abcdefg123456')).toMatchObject({ code: 400, msg: lengthMsg(8, 12) });
      expect(await userByName(t, 'len_reg')).toBeUndefined();
      expect(await register('abcd1234')).toMatchObject({ code: 200 });
      expect((await login(t, { username: 'len_reg', password: 'abcd1234' })).code).toBe(200);
    });

    it('the profile change refuses 7 characters naming newPassword, keeping the old one, and accepts 8', async () => {
      await createUser(t, 'lenprof', 'secret123');
      const token = await tokenOf(t, 'lenprof', 'secret123');
      const change = (newPassword: string) =>
        sendEncrypted(t, token, 'PUT', `${USER}/profile/updatePwd`, {
          oldPassword: 'secret123',
          newPassword,
        });
      expect(await change('abc1234')).toMatchObject({
        code: 400,
        msg: '新密码(newPassword)长度必须在8到12个字符之间',
      });
      expect((await login(t, { username: 'lenprof', password: 'secret123' })).code).toBe(200);
      expect(await change('abcd1234')).toMatchObject({ code: 200 });
      expect((await login(t, { username: 'lenprof', password: 'abcd1234' })).code).toBe(200);
    });

    it('admin create and reset refuse 7 characters, writing nothing, and accept 8', async () => {
      const user = (password: string) => ({ userName: 'lenadm', nickName: '长度', password, deptId: 105 });
      expect(await sendJson(t, admin, 'POST', USER, user('abc1234'))).toMatchObject({
        code: 400,
        msg: lengthMsg(8, 12),
      });
      expect(await userByName(t, 'lenadm')).toBeUndefined();
      expect((await sendJson(t, admin, 'POST', USER, user('abcd1234'))).code).toBe(200);

      const id = await createUser(t, 'lenreset', 'secret123');
      expect(await adminReset(id, 'abc1234')).toMatchObject({ code: 400, msg: lengthMsg(8, 12) });
      expect(await passwordIs(id, 'secret123')).toBe(true);
      expect((await adminReset(id, 'abcd1234')).code).toBe(200);
      expect(await passwordIs(id, 'abcd1234')).toBe(true);
    });

    it('the reset by code refuses 7 characters and accepts 8', async () => {
      const id = await createUser(t, 'lencode', 'secret123');
      const mail = 'lencode@example.com';
      await setContact(t, id, '13700009902', mail);
      expect(
        (await post(t, '/zcps/auth/code/send', { channel: 'email', email: mail, purpose: 'reset' })).code,
      ).toBe(200);
      const smsCode = t.container.signIn.notifyLog.outbox.at(-1)!.params.code!;
      const reset = (password: string) =>
        postEncrypted(t, '/zcps/auth/password/reset', {
          channel: 'email',
          email: mail,
          smsCode,
          password,
          confirmPassword: password,
        });
      expect(await reset('abc1234')).toMatchObject({ code: 400, msg: lengthMsg(8, 12) });
      expect(await passwordIs(id, 'secret123')).toBe(true);
      expect((await reset('abcd1234')).code).toBe(200);
      expect(await passwordIs(id, 'abcd1234')).toBe(true);
    });

    it('a new tenant’s admin password follows the platform’s policy', async () => {
      const packageId = await addPackage(t, admin, '长度套餐', await userAndRoleMenus(t));
      const tenants = async () => (await t.database.db.select({ n: count() }).from(sysTenant))[0]!.n;
      const before = await tenants();
      const tenant = (password: string) => tenantBody(packageId, { companyName: '长度企业', password });
      expect(await addTenant(t, admin, tenant('tadm123'))).toMatchObject({
        code: 400,
        msg: lengthMsg(8, 12),
      });
      expect(await tenants()).toBe(before);
      expect((await addTenant(t, admin, tenant('tadm1234'))).code).toBe(200);
      expect(await tenants()).toBe(before + 1);
    });
  });
});
