import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, tokenOf } from '../../../test/kits/monitor.js';
import { secondTenant } from '../../../test/kits/resource.js';
import {
  adminToken,
  authHeaders,
  createTestApp,
  engines,
  login,
  type TestApp,
} from '../../../test/test-app.js';

describe.each(engines)('super admin tenant switch on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
    await secondTenant(t, { tenantId: '100001', userName: 'b_admin', password: 'b-secret-1' });
    // A login in tenant B leaves a login-log row that only tenant B (or a super admin viewing it) sees.
    expect((await login(t, { tenantId: '100001', username: 'b_admin', password: 'b-secret-1' })).code).toBe(
      200,
    );
  });
  afterAll(async () => {
    await t?.close();
  });

  const get = (token: string, url: string) =>
    t.app.inject({
      method: 'GET',
      url: `/zcps${url}`,
      headers: { ...authHeaders(token), 'content-language': 'en_US' },
    });
  const loginNames = async (token: string) =>
    ((await get(token, '/monitor/logininfor/list?pageSize=100')).json().rows as { userName: string }[]).map(
      (r) => r.userName,
    );

  it('shows the chosen tenant’s data until cleared, while the admin’s own info stays theirs', async () => {
    const token = await adminToken(t);
    expect(await loginNames(token)).not.toContain('b_admin');

    expect((await get(token, '/system/tenant/dynamic/100001')).json()).toMatchObject({ code: 200 });
    expect(await loginNames(token)).toContain('b_admin');
    const info = (await get(token, '/system/user/getInfo')).json();
    expect(info.data.user).toMatchObject({ userName: 'admin', tenantId: '000000' });
    expect((await get(token, '/system/menu/getRouters')).json().data.length).toBeGreaterThan(0);

    expect((await get(token, '/system/tenant/dynamic/clear')).json()).toMatchObject({ code: 200 });
    expect(await loginNames(token)).not.toContain('b_admin');
  });

  it('belongs to one session: another session of the same admin is not switched', async () => {
    const first = await adminToken(t);
    const second = await adminToken(t);
    await get(first, '/system/tenant/dynamic/100001');
    expect(await loginNames(first)).toContain('b_admin');
    expect(await loginNames(second)).not.toContain('b_admin');
    await get(first, '/system/tenant/dynamic/clear');
  });

  it('refuses an unknown tenant and anyone but the super admin', async () => {
    const token = await adminToken(t);
    expect((await get(token, '/system/tenant/dynamic/999999')).json()).toMatchObject({ code: 500 });
    await createUser(t, 'plain_staff', 'staff-pass-1');
    const staff = await tokenOf(t, 'plain_staff', 'staff-pass-1');
    expect((await get(staff, '/system/tenant/dynamic/100001')).json().code).toBe(403);
    expect(
      (await t.app.inject({ method: 'GET', url: '/zcps/system/tenant/dynamic/100001' })).json().code,
    ).toBe(401);
  });
});
