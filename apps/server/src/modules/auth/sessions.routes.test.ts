import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SessionService } from '../../platform/auth/session.service.js';
import { caller, createUser, tokenOf } from '../../test/kits/monitor.js';
import { sendEncrypted } from '../../test/kits/resource.js';
import { adminToken, createTestApp, engines, login, type TestApp } from '../../test/test-app.js';
import { SESSION_ONLY_SECONDS } from './auth.service.js';

describe.each(engines)('sessions: remember me, my sessions, logout everywhere on %s', (engine) => {
  let t: TestApp;
  let admin: string;
  let userId: number;

  const alive = async (token: string) =>
    (await caller(t, token).get('/zcps/system/user/getInfo')).code === 200;
  const signIn = async (password: string, rememberMe = false) => {
    const res = await login(t, { username: 'sessuser', password, rememberMe });
    expect(res.code).toBe(200);
    return res.data;
  };

  beforeAll(async () => {
    t = await createTestApp(engine);
    admin = await adminToken(t);
    userId = await createUser(t, 'sessuser', 'secret123');
  });
  afterAll(async () => {
    await t?.close();
  });

  it('keeps a remembered session for the client’s timeout and an unremembered one for 12 hours', async () => {
    const remembered = await signIn('secret123', true);
    expect(remembered.expire_in).toBe(604800);
    const ttl = await t.store.ttl(`session:${SessionService.tokenId(remembered.access_token)}`);
    expect(ttl).toBeGreaterThan(604800 - 10);
    const once = await signIn('secret123');
    expect(once.expire_in).toBe(SESSION_ONLY_SECONDS);
    const onceTtl = await t.store.ttl(`session:${SessionService.tokenId(once.access_token)}`);
    expect(onceTtl).toBeGreaterThan(SESSION_ONLY_SECONDS - 10);
    expect(onceTtl).toBeLessThanOrEqual(SESSION_ONLY_SECONDS);
  });

  it('lists my own sessions only and ends one of them, but not the current one nor another user’s', async () => {
    const a = (await signIn('secret123')).access_token;
    const b = (await signIn('secret123')).access_token;
    const mine = (await caller(t, a).get('/zcps/monitor/online')).rows as {
      tokenId: string;
      current: boolean;
    }[];
    expect(mine.length).toBeGreaterThanOrEqual(2);
    expect(mine.filter((s) => s.current).map((s) => s.tokenId)).toEqual([SessionService.tokenId(a)]);
    const adminsOwn = SessionService.tokenId(admin);
    expect(mine.some((s) => s.tokenId === adminsOwn)).toBe(false);

    expect(await caller(t, a).del(`/zcps/monitor/online/my/${adminsOwn}`)).toMatchObject({ code: 500 });
    expect(await alive(admin)).toBe(true);
    expect(await caller(t, a).del(`/zcps/monitor/online/my/${SessionService.tokenId(a)}`)).toMatchObject({
      code: 500,
    });
    expect(await caller(t, a).del(`/zcps/monitor/online/my/${SessionService.tokenId(b)}`)).toMatchObject({
      code: 200,
    });
    expect(await alive(b)).toBe(false);
    expect(await alive(a)).toBe(true);
  });

  it('ends every other session on a password change and all of them on an admin reset', async () => {
    const current = (await signIn('secret123')).access_token;
    const other = (await signIn('secret123', true)).access_token;
    const changed = await sendEncrypted(t, current, 'PUT', '/zcps/system/user/profile/updatePwd', {
      oldPassword: 'secret123',
      newPassword: 'changed456',
    });
    expect(changed.code).toBe(200);
    expect(await alive(current)).toBe(true);
    expect(await alive(other)).toBe(false);

    const again = (await signIn('changed456')).access_token;
    const reset = await sendEncrypted(t, admin, 'PUT', '/zcps/system/user/resetPwd', {
      userId,
      password: 'reset789x',
    });
    expect(reset.code).toBe(200);
    expect(await alive(current)).toBe(false);
    expect(await alive(again)).toBe(false);
    expect(await alive(admin)).toBe(true);
    expect((await tokenOf(t, 'sessuser', 'reset789x')).length).toBeGreaterThan(20);
  });
});
