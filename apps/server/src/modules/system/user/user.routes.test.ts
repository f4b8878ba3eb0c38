import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userInfoVoSchema } from '@zcps/contracts';
import {
  adminToken,
  authHeaders,
  createTestApp,
  routeEngines,
  type TestApp,
} from '../../../test/test-app.js';

describe.each(routeEngines)('GET /system/user/getInfo on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers 401 without a token', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/zcps/system/user/getInfo' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ code: 401, msg: '认证失败，无法访问系统资源', data: null });
  });

  it('gives the super admin roles [superadmin] and permissions [*:*:*]', async () => {
    const token = await adminToken(t);
    const body = (
      await t.app.inject({ method: 'GET', url: '/zcps/system/user/getInfo', headers: authHeaders(token) })
    ).json();
    expect(body.code).toBe(200);
    expect(() => userInfoVoSchema.parse(body.data)).not.toThrow();
    expect(body.data.roles).toEqual(['superadmin']);
    expect(body.data.permissions).toEqual(['*:*:*']);
    expect(body.data.user).toMatchObject({
      userId: 1,
      tenantId: '000000',
      userName: 'admin',
      deptName: '信息中心',
      userType: 'sys_user',
    });
    expect(body.data.user.roles[0]).toMatchObject({ roleKey: 'superadmin', superAdmin: true });
    expect(body.data.user.loginDate).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(body.data.user).not.toHaveProperty('password');
  });
});
