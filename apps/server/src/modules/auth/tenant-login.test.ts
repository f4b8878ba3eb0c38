import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { sysTenant, sysUser } from '../../db/schema/index.js';
import { caller } from '../../test/kits/monitor.js';
import { multipartBody, samples, secondTenant } from '../../test/kits/resource.js';
import { createTestApp, routeEngines, login, type TestApp } from '../../test/test-app.js';
import {
  loginSuccesses,
  post,
  postEncrypted,
  sessionCount,
  setContact,
} from '../../test/kits/auth-account.js';

describe.each(routeEngines)('tenant-aware sign-in on %s', (engine) => {
  describe('tenants on (default)', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp(engine, { notify: { logProvider: true, outbox: true } });
      const boss = await secondTenant(t, { tenantId: '500005', userName: 'boss5', password: 'secret123' });
      await setContact(t, boss, '13900005555', 'boss5@example.com');
    });
    afterAll(async () => {
      await t?.close();
    });

    it('lists enabled tenants and signs in to the chosen one; a disabled or expired one is refused', async () => {
      const list = await caller(t, null).get('/zcps/auth/tenant/list');
      expect(list.data.tenantEnabled).toBe(true);
      expect(list.data.voList.map((v: { tenantId: string }) => v.tenantId)).toEqual(['000000', '500005']);
      const ok = await login(t, { tenantId: '500005', username: 'boss5', password: 'secret123' });
      const me = await caller(t, ok.data.access_token).get('/zcps/system/user/getInfo');
      expect(me.data.user).toMatchObject({ userName: 'boss5', tenantId: '500005' });
      // The same name in another tenant is nobody.
      expect((await login(t, { username: 'boss5', password: 'secret123' })).code).toBe(500);

      await t.database.db.update(sysTenant).set({ status: '1' }).where(eq(sysTenant.tenantId, '500005'));
      const sessions = await sessionCount(t);
      const successes = await loginSuccesses(t, 'boss5');
      const disabled = await login(t, { tenantId: '500005', username: 'boss5', password: 'secret123' });
      expect(disabled).toMatchObject({ code: 500, msg: expect.stringContaining('禁用') });
      expect(await sessionCount(t)).toBe(sessions);
      expect(await loginSuccesses(t, 'boss5')).toBe(successes);
      const hidden = await caller(t, null).get('/zcps/auth/tenant/list');
      expect(hidden.data.voList.map((v: { tenantId: string }) => v.tenantId)).toEqual(['000000']);

      await t.database.db
        .update(sysTenant)
        .set({ status: '0', expireTime: new Date(Date.now() - 60_000) })
        .where(eq(sysTenant.tenantId, '500005'));
      const expired = await login(t, {
        tenantId: '500005',
        username: 'boss5',
        password: 'secret123',
        lang: 'en_US',
      });
      expect(expired).toMatchObject({ code: 500, msg: expect.stringContaining('expired') });
      expect(await sessionCount(t)).toBe(sessions);
      expect(await loginSuccesses(t, 'boss5')).toBe(successes);
      await t.database.db
        .update(sysTenant)
        .set({ status: '0', expireTime: null })
        .where(eq(sysTenant.tenantId, '500005'));
    });

    const outbox = () => t.container.signIn.notifyLog.outbox;
    const sendCode = (lang = 'zh_CN') =>
      post(
        t,
        '/zcps/auth/code/send',
        { tenantId: '500005', purpose: 'login', channel: 'sms', phonenumber: '13900005555' },
        lang,
      );
    const registerStaff = (lang = 'zh_CN') =>
      postEncrypted(
        t,
        '/zcps/auth/register',
        {
          registerType: 'staff',
          tenantId: '500005',
          username: 'newstaff5',
          nickName: '新员工',
          password: 'regpass123',
          confirmPassword: 'regpass123',
          phonenumber: '13700005555',
          email: 'newstaff5@example.com',
          agreement: true,
          unitId: 1,
        },
        lang,
      );
    const uploadLicence = async () => {
      const body = multipartBody('file', 'licence.png', samples.png);
      const url = '/zcps/auth/register/licence?tenantId=500005';
      return (await t.app.inject({ method: 'POST', url, ...body })).json();
    };
    const refusedAll = async (zh: string, en: string) => {
      expect(await sendCode()).toMatchObject({ code: 500, msg: zh });
      expect(await sendCode('en_US')).toMatchObject({ code: 500, msg: en });
      expect(await registerStaff()).toMatchObject({ code: 500, msg: zh });
      expect(await uploadLicence()).toMatchObject({ code: 500, msg: zh });
      expect(outbox()).toEqual([]);
      expect(await t.store.keys('verify_code')).toEqual([]);
      expect(await t.store.keys('register_licence:')).toEqual([]);
      const users = await t.database.db.select().from(sysUser).where(eq(sysUser.userName, 'newstaff5'));
      expect(users).toEqual([]);
    };

    it('refuses codes and registration for a disabled or expired tenant with the sign-in message', async () => {
      await t.database.db.update(sysTenant).set({ status: '1' }).where(eq(sysTenant.tenantId, '500005'));
      await refusedAll(
        '对不起，您的租户已禁用，请联系管理员',
        'Sorry, your tenant is disabled; please contact the administrator',
      );
      await t.database.db
        .update(sysTenant)
        .set({ status: '0', expireTime: new Date(Date.now() - 60_000) })
        .where(eq(sysTenant.tenantId, '500005'));
      await refusedAll(
        '对不起，您的租户已过期，请联系管理员',
        'Sorry, your tenant has expired; please contact the administrator',
      );

      // Open again, the same code request goes out.
      await t.database.db.update(sysTenant).set({ expireTime: null }).where(eq(sysTenant.tenantId, '500005'));
      expect((await sendCode()).code).toBe(200);
      expect(outbox().at(-1)).toMatchObject({ channel: 'sms', to: '13900005555' });
    });
  });

  describe('tenants off (ZCPS_TENANT_ENABLED=false)', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp(engine, { tenantEnabled: false });
      await secondTenant(t, { tenantId: '500006', userName: 'boss6', password: 'secret123' });
    });
    afterAll(async () => {
      await t?.close();
    });

    it('hides the tenant list and signs everyone in to the platform tenant', async () => {
      expect((await caller(t, null).get('/zcps/auth/tenant/list')).data).toEqual({
        tenantEnabled: false,
        voList: null,
      });
      const admin = await login(t, { tenantId: '500006' });
      const me = await caller(t, admin.data.access_token).get('/zcps/system/user/getInfo');
      expect(me.data.user).toMatchObject({ userName: 'admin', tenantId: '000000' });
      expect((await login(t, { tenantId: '500006', username: 'boss6', password: 'secret123' })).code).toBe(
        500,
      );
    });
  });
});
