import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { DEFAULT_CLIENT_ID, DEFAULT_TENANT_ID } from '@zcps/contracts';
import { sysUser } from '../../../db/schema/index.js';
import { encryptRequestBody } from '../../../platform/crypto/envelope-crypto.js';
import { adminToken, createTestApp, routeEngines, type TestApp } from '../../../test/test-app.js';
import { caller, createUser, tokenOf } from '../../../test/kits/monitor.js';
import { samples, tempDir, upload } from '../../../test/kits/resource.js';
import { sendJson } from '../../../test/kits/system-user.js';

const INFO = '/zcps/system/user/getInfo';

/**
 * getInfo is assembled once per session version: each write below changes what it answers and is followed at
 * once by a getInfo on a session whose answer was already assembled (a warm cache), which must show the change.
 */
describe.each(routeEngines)('getInfo follows every write that changes it, on %s', (engine) => {
  let t: TestApp;
  let admin: ReturnType<typeof caller>;
  let adminRaw: string;
  let userId: number;
  let token: string;
  const oss = tempDir('user-info');

  beforeAll(async () => {
    t = await createTestApp(engine, { ossDir: oss.dir });
    adminRaw = await adminToken(t);
    admin = caller(t, adminRaw);
    userId = await createUser(t, 'infouser', 'secret123');
    token = await tokenOf(t, 'infouser', 'secret123');
  });
  afterAll(async () => {
    await t?.close();
    oss.remove();
  });

  const info = async (who = token) => {
    const body = await caller(t, who).get(INFO);
    expect(body.code).toBe(200);
    return body.data;
  };
  /** Asks twice, so the second answer comes from what the first assembled. */
  const warm = async (who = token) => {
    await info(who);
    return info(who);
  };
  const setConfig = async (configKey: string, configValue: string) => {
    const list = await admin.get(`/zcps/system/config/list?configKey=${configKey}`);
    const row = list.rows.find((r: { configKey: string }) => r.configKey === configKey);
    const { configId, configName, configType, remark } = row;
    const res = await admin.send({
      method: 'PUT',
      url: '/zcps/system/config',
      payload: { configId, configName, configKey, configValue, configType, remark },
    });
    expect(res.body!.code).toBe(200);
  };

  it('keeps the answer between writes: a change made around the server is not seen', async () => {
    const before = await warm();
    await t.database.db.update(sysUser).set({ remark: '库里直接改' }).where(eq(sysUser.userId, userId));
    expect((await info()).user.remark).toBe(before.user.remark);
    // The next write through the server (here the user's own profile) brings it in.
    const res = await caller(t, token).send({
      method: 'PUT',
      url: '/zcps/system/user/profile',
      payload: { nickName: '资料改过', email: 'info@example.com', phonenumber: '', sex: '1' },
    });
    expect(res.body!.code).toBe(200);
    const after = await info();
    expect(after.user).toMatchObject({
      nickName: '资料改过',
      email: 'info@example.com',
      remark: '库里直接改',
    });
  });

  it('follows the avatar, and its removal when the file is deleted', async () => {
    await warm();
    const stored = await upload(
      t,
      token,
      '/zcps/system/user/profile/avatar',
      'avatarfile',
      'me.png',
      samples.png,
    );
    expect(stored.code).toBe(200);
    const { user } = await info();
    expect(user.avatar).toBe(stored.data.imgUrl);
    const ossId = Number(/(\d+)(?!.*\d)/.exec(user.avatar as string)![1]);
    expect((await admin.del(`/zcps/resource/oss/${ossId}`)).code).toBe(200);
    expect((await info()).user.avatar).toBeNull();
  });

  it('follows an admin edit of the user', async () => {
    await warm();
    const body = await sendJson(t, adminRaw, 'PUT', '/zcps/system/user', {
      userId,
      userName: 'infouser',
      nickName: '管理员改名',
      deptId: 105,
      roleIds: [6],
      postIds: [],
      remark: '备注',
    });
    expect(body.code).toBe(200);
    expect((await info()).user).toMatchObject({ nickName: '管理员改名', remark: '备注' });
  });

  it('follows a rename of the user’s dept', async () => {
    expect((await warm()).user.deptId).toBe(105);
    const dept = (await admin.get('/zcps/system/dept/105')).data;
    const { deptId, parentId, deptName, deptCategory, orderNum, leader, phone, email, status } = dept;
    const rename = (name: string) =>
      admin.send({
        method: 'PUT',
        url: '/zcps/system/dept',
        payload: { deptId, parentId, deptName: name, deptCategory, orderNum, leader, phone, email, status },
      });
    expect((await rename('改名后的部门')).body!.code).toBe(200);
    expect((await info()).user.deptName).toBe('改名后的部门');
    expect((await rename(deptName)).body!.code).toBe(200);
    expect((await info()).user.deptName).toBe(deptName);
  });

  it('follows the password-length configs', async () => {
    expect((await warm()).passwordLength).toEqual({ min: 6, max: 20 });
    await setConfig('sys.account.passwordMinLength', '8');
    expect((await info()).passwordLength).toEqual({ min: 8, max: 20 });
    await setConfig('sys.account.passwordMaxLength', '16');
    expect((await info()).passwordLength).toEqual({ min: 8, max: 16 });
    await setConfig('sys.account.passwordMinLength', '6');
    await setConfig('sys.account.passwordMaxLength', '20');
    expect((await info()).passwordLength).toEqual({ min: 6, max: 20 });
  });

  it('follows sys.account.initPasswordModify, and the session is held back and released with it', async () => {
    const operLog = () => caller(t, token).get('/zcps/monitor/operlog/list');
    expect((await warm()).passwordChangeRequired).toBe(false);
    const refused = await operLog();
    expect(refused.code).toBe(403);
    await setConfig('sys.account.initPasswordModify', 'true');
    expect((await info()).passwordChangeRequired).toBe(true);
    // Held back: what the change dialog does not need is refused as "change your password first".
    const held = await operLog();
    expect(held.code).toBe(403);
    expect(held.msg).not.toBe(refused.msg);
    await setConfig('sys.account.initPasswordModify', 'false');
    expect((await info()).passwordChangeRequired).toBe(false);
    expect(await operLog()).toMatchObject({ code: 403, msg: refused.msg });
  });

  it('follows an admin reset (a change is due) and the user’s own change (no longer due)', async () => {
    await warm();
    const reset = await sendJson(
      t,
      adminRaw,
      'PUT',
      '/zcps/system/user/resetPwd',
      { userId, password: 'given123' },
      true,
    );
    expect(reset.code).toBe(200);
    // The reset ended the user's sessions; the next one starts held back.
    expect((await caller(t, token).get(INFO)).code).toBe(401);
    token = await tokenOf(t, 'infouser', 'given123');
    expect((await warm()).passwordChangeRequired).toBe(true);
    const changed = await sendJson(
      t,
      token,
      'PUT',
      '/zcps/system/user/profile/updatePwd',
      { oldPassword: 'given123', newPassword: 'chosen123' },
      true,
    );
    expect(changed.code).toBe(200);
    expect((await info()).passwordChangeRequired).toBe(false);
  });

  it('follows the last sign-in of the same user from elsewhere', async () => {
    expect((await warm()).user.loginIp).not.toBe('10.9.8.7');
    const body = {
      tenantId: DEFAULT_TENANT_ID,
      username: 'infouser',
      password: 'chosen123',
      clientId: DEFAULT_CLIENT_ID,
      grantType: 'password',
    };
    const { header, payload } = encryptRequestBody(t.publicKey, body);
    const res = await t.app.inject({
      method: 'POST',
      url: '/zcps/auth/new/login',
      remoteAddress: '10.9.8.7',
      headers: { 'content-type': 'application/json', 'encrypt-key': header, clientid: DEFAULT_CLIENT_ID },
      payload,
    });
    expect(res.json().code).toBe(200);
    expect((await info()).user.loginIp).toBe('10.9.8.7');
  });

  it('follows a role granted and revoked (which end the sessions), on the next session', async () => {
    const roleIds = async () => (await warm()).user.roles.map((r: { roleId: number }) => r.roleId).sort();
    expect(await roleIds()).toEqual([6]);
    const grant = await admin.send({
      method: 'PUT',
      url: `/zcps/system/role/authUser/selectAll?roleId=5&userIds=${userId}`,
    });
    expect(grant.body!.code).toBe(200);
    expect((await caller(t, token).get(INFO)).code).toBe(401);
    token = await tokenOf(t, 'infouser', 'chosen123');
    expect(await roleIds()).toEqual([5, 6]);
    const revoke = await admin.send({
      method: 'PUT',
      url: `/zcps/system/role/authUser/cancelAll?roleId=5&userIds=${userId}`,
    });
    expect(revoke.body!.code).toBe(200);
    token = await tokenOf(t, 'infouser', 'chosen123');
    expect(await roleIds()).toEqual([6]);
  });
});
