import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { sysTenant } from '../../db/schema/index.js';
import { caller } from '../../test/monitor-kit.js';
import { secondTenant } from '../../test/resource-kit.js';
import { createTestApp, engines, login, type TestApp } from '../../test/test-app.js';

describe.each(engines)('tenant-aware sign-in on %s', (engine) => {
  describe('tenants on (default)', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp(engine);
      await secondTenant(t, { tenantId: '500005', userName: 'boss5', password: 'secret123' });
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
      const disabled = await login(t, { tenantId: '500005', username: 'boss5', password: 'secret123' });
      expect(disabled).toMatchObject({ code: 500, msg: expect.stringContaining('禁用') });
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
