import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeaders, createTestApp, routeEngines, login, type TestApp } from '../../test/test-app.js';
import { sendJson, userWithPerms } from '../../test/kits/system-user.js';
import { setConfig } from '../../test/kits/auth-account.js';

describe.each(routeEngines)('forced password change on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
    // The password userWithPerms sets (secret123) was given, not chosen by the user.
    await userWithPerms(t, { userName: 'given1', perms: ['system:user:list'] });
    await userWithPerms(t, { userName: 'given2', perms: ['system:user:list'] });
  });
  afterAll(async () => {
    await t?.close();
  });

  const signIn = async (username: string, password = 'secret123') => {
    const res = await login(t, { username, password });
    expect(res.code).toBe(200);
    return res.data.access_token;
  };
  const get = async (token: string, url: string, lang = 'zh_CN') =>
    (
      await t.app.inject({
        method: 'GET',
        url,
        headers: { ...authHeaders(token), 'content-language': lang },
      })
    ).json();
  const mustChange = async (token: string) =>
    (await get(token, '/zcps/system/user/getInfo')).data.passwordChangeRequired;
  const userList = (token: string, lang?: string) => get(token, '/zcps/system/user/list', lang);
  const changePassword = (token: string, oldPassword: string, newPassword: string) =>
    sendJson(t, token, 'PUT', '/zcps/system/user/profile/updatePwd', { oldPassword, newPassword }, true);

  it('refuses everything but the dialog’s routes until the password is changed, then lets the user in', async () => {
    await setConfig(t, 'sys.account.initPasswordModify', 'true');
    const first = await signIn('given1');
    const other = await signIn('given1');

    expect(await mustChange(first)).toBe(true);
    expect((await get(first, '/zcps/system/menu/getRouters')).code).toBe(200);
    expect(await userList(first)).toMatchObject({ code: 403, msg: '请先修改初始密码' });
    expect(await userList(first, 'en_US')).toMatchObject({
      code: 403,
      msg: 'Change your initial password first',
    });
    expect((await get(first, '/zcps/system/notice/my/unread-count')).code).toBe(403);
    expect((await get(first, '/zcps/system/user/profile')).code).toBe(403);
    // A public route still answers, as it would a visitor.
    expect((await get(first, '/zcps/auth/tenant/list')).code).toBe(200);

    // A refused new password changes nothing: the session stays held back.
    expect(await changePassword(first, 'secret123', 'lettersonly')).toMatchObject({ code: 400 });
    expect(await changePassword(first, 'wrong-old1', 'Mine12345')).toMatchObject({ code: 500 });
    expect((await userList(first)).code).toBe(403);

    expect(await changePassword(first, 'secret123', 'Mine12345')).toMatchObject({ code: 200 });
    expect(await userList(first)).toMatchObject({ code: 200 });
    expect(await mustChange(first)).toBe(false);
    // The change ends the user's other sessions.
    expect((await get(other, '/zcps/system/user/getInfo')).code).toBe(401);

    const again = await signIn('given1', 'Mine12345');
    expect(await mustChange(again)).toBe(false);
    expect((await userList(again)).code).toBe(200);
  });

  it('lets a held-back session sign out', async () => {
    const token = await signIn('given2');
    expect((await userList(token)).code).toBe(403);
    const res = await t.app.inject({ method: 'POST', url: '/zcps/auth/logout', headers: authHeaders(token) });
    expect(res.json().code).toBe(200);
    expect((await get(token, '/zcps/system/user/getInfo')).code).toBe(401);
  });

  it('follows a config change made while the session is open, as getInfo reports it', async () => {
    await setConfig(t, 'sys.account.initPasswordModify', 'false');
    const token = await signIn('given2');
    expect((await userList(token)).code).toBe(200);

    await setConfig(t, 'sys.account.initPasswordModify', 'true');
    expect(await mustChange(token)).toBe(true);
    expect((await userList(token)).code).toBe(403);

    await setConfig(t, 'sys.account.initPasswordModify', 'false');
    expect(await mustChange(token)).toBe(false);
    expect((await userList(token)).code).toBe(200);
  });
});
