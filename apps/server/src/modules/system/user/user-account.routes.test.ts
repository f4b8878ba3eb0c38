import { verifyPassword } from '../../../platform/crypto/password-hash.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, createTestApp, routeEngines, login, type TestApp } from '../../../test/test-app.js';
import { caller, createUser, operLogs, tokenOf } from '../../../test/kits/monitor.js';
import { secondTenant } from '../../../test/kits/resource.js';
import { sendJson, userRow, userWithPerms } from '../../../test/kits/system-user.js';

const USER = '/zcps/system/user';
const INFO = '/zcps/system/user/getInfo';

describe.each(routeEngines)('/system/user passwords, status and roles on %s', (engine) => {
  let t: TestApp;
  let admin: string;
  let viewer: string;
  let other: string;

  beforeAll(async () => {
    t = await createTestApp(engine);
    admin = await adminToken(t);
    await userWithPerms(t, { userName: 'viewer', perms: ['system:user:list', 'system:user:query'] });
    viewer = await tokenOf(t, 'viewer', 'secret123');
    await secondTenant(t, {
      tenantId: '200002',
      userName: 'otheradmin',
      password: 'secret123',
      perms: 'system:user:%',
    });
    const res = await login(t, { tenantId: '200002', username: 'otheradmin', password: 'secret123' });
    other = res.data.access_token;
  });
  afterAll(async () => {
    await t?.close();
  });

  describe('PUT resetPwd', () => {
    it('needs an encrypted body, sets the hash and ends the user’s sessions', async () => {
      const id = await createUser(t, 'forgetful', 'secret123');
      const session = await tokenOf(t, 'forgetful', 'secret123');
      const plain = await sendJson(t, admin, 'PUT', `${USER}/resetPwd`, { userId: id, password: 'fresh123' });
      expect(plain.code).toBe(403);
      const body = await sendJson(
        t,
        admin,
        'PUT',
        `${USER}/resetPwd`,
        { userId: id, password: 'fresh123' },
        true,
      );
      expect(body.code).toBe(200);
      expect(await verifyPassword('fresh123', (await userRow(t, id))!.password)).toBe(true);
      expect((await caller(t, session).get(INFO)).code).toBe(401);
      expect((await login(t, { username: 'forgetful', password: 'fresh123' })).code).toBe(200);
      const log = (await operLogs(t)).find((l) => l.operUrl.includes('resetPwd'));
      expect(log?.operParam ?? '').not.toContain('fresh123');
    });

    it('refuses a short password (400 naming it), other tenants and callers without the permission', async () => {
      const id = await createUser(t, 'keeper', 'secret123');
      const short = await sendJson(
        t,
        admin,
        'PUT',
        `${USER}/resetPwd`,
        { userId: id, password: 'abc' },
        true,
      );
      expect(short.code).toBe(400);
      expect(short.msg).toContain('password');
      const denied = await sendJson(
        t,
        viewer,
        'PUT',
        `${USER}/resetPwd`,
        { userId: id, password: 'fresh123' },
        true,
      );
      expect(denied.code).toBe(403);
      const foreign = await sendJson(
        t,
        other,
        'PUT',
        `${USER}/resetPwd`,
        { userId: id, password: 'fresh123' },
        true,
      );
      expect(foreign.code).toBe(500);
      expect(await verifyPassword('secret123', (await userRow(t, id))!.password)).toBe(true);
    });
  });

  describe('PUT changeStatus', () => {
    it('disables a user, ends its sessions and stops its logins', async () => {
      const id = await createUser(t, 'sleeper', 'secret123');
      const session = await tokenOf(t, 'sleeper', 'secret123');
      expect(
        (await sendJson(t, viewer, 'PUT', `${USER}/changeStatus`, { userId: id, status: '1' })).code,
      ).toBe(403);
      expect(
        (await sendJson(t, other, 'PUT', `${USER}/changeStatus`, { userId: id, status: '1' })).code,
      ).toBe(500);
      const bad = await sendJson(t, admin, 'PUT', `${USER}/changeStatus`, { userId: id, status: '7' });
      expect(bad.code).toBe(400);
      expect(bad.msg).toContain('status');
      expect((await userRow(t, id))?.status).toBe('0');
      expect(
        (await sendJson(t, admin, 'PUT', `${USER}/changeStatus`, { userId: id, status: '1' })).code,
      ).toBe(200);
      expect((await userRow(t, id))?.status).toBe('1');
      expect((await caller(t, session).get(INFO)).code).toBe(401);
      expect((await login(t, { username: 'sleeper', password: 'secret123' })).code).not.toBe(200);
      expect((await sendJson(t, admin, 'PUT', `${USER}/changeStatus`, { userId: 1, status: '1' })).code).toBe(
        500,
      );
    });
  });

  describe('authRole', () => {
    it('lists assignable roles flagged, replaces them and ends the sessions', async () => {
      const id = await createUser(t, 'promoted', 'secret123');
      const session = await tokenOf(t, 'promoted', 'secret123');
      const got = await caller(t, admin).get(`${USER}/authRole/${id}`);
      expect(got.code).toBe(200);
      expect(got.data.user.userName).toBe('promoted');
      const flagged = got.data.roles
        .filter((r: { flag: boolean }) => r.flag)
        .map((r: { roleId: number }) => r.roleId);
      expect(flagged).toEqual([6]);
      expect((await caller(t, viewer).get(`${USER}/authRole/${id}`)).code).toBe(200);
      expect((await caller(t, other).get(`${USER}/authRole/${id}`)).code).toBe(500);

      const put = (token: string, query: string) =>
        caller(t, token).send({ method: 'PUT', url: `${USER}/authRole?${query}` });
      expect((await put(viewer, `userId=${id}&roleIds=3`)).body.code).toBe(403);
      expect((await put(other, `userId=${id}&roleIds=3`)).body.code).toBe(500);
      expect((await put(admin, `userId=${id}&roleIds=1`)).body.msg).toContain('角色不可分配');
      const bad = (await put(admin, `userId=${id}&roleIds=x`)).body;
      expect(bad.code).toBe(400);
      expect(bad.msg).toContain('roleIds');
      expect((await put(admin, `userId=${id}&roleIds=3,5`)).body.code).toBe(200);
      const after = await caller(t, admin).get(`${USER}/${id}`);
      expect(after.data.roleIds.sort()).toEqual([3, 5]);
      expect((await caller(t, session).get(INFO)).code).toBe(401);
      const grant = (await operLogs(t)).find((l) => l.businessType === 4 && l.title === '用户管理');
      expect(grant?.operUrl).toContain('authRole');
    });
  });
});
