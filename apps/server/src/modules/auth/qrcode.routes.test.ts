import crypto from 'node:crypto';
import forge from 'node-forge';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq } from 'drizzle-orm';
import { DEFAULT_CLIENT_ID } from '@zcps/contracts';
import { sysLogininfor, sysUser } from '../../db/schema/index.js';
import { aesDecrypt } from '../../platform/crypto/aes.js';
import { caller, createUser, tokenOf } from '../../test/kits/monitor.js';
import { secondTenant } from '../../test/kits/resource.js';
import { adminToken, createTestApp, engines, login, type TestApp } from '../../test/test-app.js';

/** The console's side of response encryption: a per-page key pair; the modulus goes out, the private key stays. */
const pagePair = crypto.generateKeyPairSync('rsa', { modulusLength: 1024 });
const modulus = pagePair.publicKey.export({ format: 'jwk' }).n!;
const pagePrivate = forge.pki.privateKeyFromPem(
  pagePair.privateKey.export({ type: 'pkcs1', format: 'pem' }).toString(),
);

describe.each(engines)('QR code sign-in on %s', (engine) => {
  let t: TestApp;
  let admin: string;
  let clerk: string;
  const pollKeys = new Map<string, string>();

  const ticket = async (body: object = {}) => {
    const res = await caller(t, null).send({
      method: 'POST',
      url: '/zcps/auth/qrcode/ticket',
      payload: { clientId: DEFAULT_CLIENT_ID, tenantId: '000000', ...body },
      headers: { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/120.0 Safari/537.36' },
    });
    const created = res.body as {
      code: number;
      msg: string;
      data: { ticket: string; content: string; expireIn: number; pollKey: string };
    };
    if (created.data) pollKeys.set(created.data.ticket, created.data.pollKey);
    return created;
  };
  /** Polls as the login page does and decrypts the answer with the page's private key. */
  const poll = async (id: string, lang = 'zh_CN', pollKey = pollKeys.get(id) ?? '') => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/zcps/auth/qrcode/${id}`,
      headers: { 'encrypt-public-key': modulus, 'content-language': lang, 'qr-poll-key': pollKey },
    });
    const wrapped = forge.util.decode64(String(res.headers['encrypt-key']));
    const aesKey = Buffer.from(pagePrivate.decrypt(wrapped, 'RSAES-PKCS1-V1_5'), 'base64').toString();
    return JSON.parse(aesDecrypt(aesKey, res.body));
  };
  const act = async (token: string, id: string, action: 'scan' | 'confirm' | 'cancel') =>
    (await caller(t, token).send({ method: 'POST', url: `/zcps/auth/qrcode/${id}/${action}` })).body;
  const qrLogins = async () =>
    (
      await t.database.db
        .select({ n: count() })
        .from(sysLogininfor)
        .where(and(eq(sysLogininfor.userName, 'qrclerk'), eq(sysLogininfor.status, '0')))
    )[0]!.n;

  beforeAll(async () => {
    t = await createTestApp(engine);
    admin = await adminToken(t);
    await createUser(t, 'qrclerk', 'secret123');
    clerk = await tokenOf(t, 'qrclerk', 'secret123');
  });
  afterAll(async () => {
    await t?.close();
  });

  it('draws a one-time ticket for 2 minutes and answers its state encrypted', async () => {
    const created = await ticket();
    expect(created.data).toMatchObject({ expireIn: 120, content: `zcps:qrlogin:${created.data.ticket}` });
    expect(await t.store.ttl(`qr-ticket:${created.data.ticket}`)).toBeGreaterThan(115);
    const res = await t.app.inject({ method: 'GET', url: `/zcps/auth/qrcode/${created.data.ticket}` });
    // Without the page's key the answer is still encrypted (under the server's response key), never plain.
    expect(res.headers['encrypt-key']).toBeTruthy();
    expect(res.body).not.toContain('waiting');
    expect(await poll(created.data.ticket)).toEqual({
      code: 200,
      msg: '操作成功',
      data: { state: 'waiting', scannedBy: null, token: null },
    });
  });

  it('signs the page in once the signed-in user scans and confirms; the token is delivered once', async () => {
    const { ticket: id } = (await ticket({ rememberMe: true })).data;
    const before = await qrLogins();
    expect(await act(clerk, id, 'confirm')).toMatchObject({ code: 500, msg: '请先扫描二维码再确认登录' });
    expect(await act(clerk, id, 'scan')).toMatchObject({
      code: 200,
      data: { tenantId: '000000', browser: 'Chrome 120' },
    });
    expect((await poll(id)).data).toEqual({ state: 'scanned', scannedBy: 'qrclerk', token: null });
    expect(await act(admin, id, 'confirm')).toMatchObject({ code: 500, msg: '二维码已被其他用户扫描' });
    expect(await act(clerk, id, 'confirm')).toMatchObject({ code: 200 });
    // Whoever photographed the code knows the ticket, not the page's poll key: no token for them.
    expect(await poll(id, 'zh_CN', 'x'.repeat(43))).toMatchObject({ code: 500, msg: '二维码无效或已过期' });
    expect(await poll(id, 'zh_CN', '')).toMatchObject({ code: 500, msg: '二维码无效或已过期' });

    const confirmed = await poll(id);
    expect(confirmed.data).toMatchObject({
      state: 'confirmed',
      token: { client_id: DEFAULT_CLIENT_ID, expire_in: 604800 },
    });
    const token = confirmed.data.token.access_token as string;
    expect(token).not.toBe(clerk);
    const info = await caller(t, token).get('/zcps/system/user/getInfo');
    expect(info.data.user.userName).toBe('qrclerk');
    // The new session is the web page's: its browser, not the scanning device's.
    const [session] = (await caller(t, token).get('/zcps/monitor/online')).rows.filter(
      (s: { current: boolean }) => s.current,
    );
    expect(session).toMatchObject({ browser: 'Chrome 120', clientKey: 'pc' });
    expect(await qrLogins()).toBe(before + 1);

    expect(await poll(id, 'en_US')).toMatchObject({
      code: 500,
      msg: 'The QR code has already been used; refresh it',
    });
    expect(await act(clerk, id, 'scan')).toMatchObject({ code: 500, msg: '二维码已被使用，请刷新二维码' });
    expect(await qrLogins()).toBe(before + 1);
  });

  it('reports expiry and cancellation, and refuses another tenant’s ticket', async () => {
    const { ticket: gone } = (await ticket()).data;
    await t.store.del(`qr-ticket:${gone}`);
    expect((await poll(gone)).data).toEqual({ state: 'expired', scannedBy: null, token: null });
    expect(await act(clerk, gone, 'scan')).toMatchObject({ code: 500, msg: '二维码已过期，请刷新二维码' });

    const { ticket: id } = (await ticket()).data;
    await act(clerk, id, 'scan');
    expect(await act(clerk, id, 'cancel')).toMatchObject({ code: 200 });
    expect((await poll(id)).data).toMatchObject({ state: 'cancelled', token: null });
    expect(await act(clerk, id, 'confirm')).toMatchObject({ code: 500, msg: '二维码登录已取消' });

    await secondTenant(t, { tenantId: '400004', userName: 'qrboss', password: 'secret123' });
    const boss = (await login(t, { tenantId: '400004', username: 'qrboss', password: 'secret123' })).data
      .access_token;
    const { ticket: foreign } = (await ticket()).data;
    expect(await act(boss, foreign, 'scan')).toMatchObject({
      code: 500,
      msg: '二维码属于其他租户的登录页，不能确认',
    });
    expect((await poll(foreign)).data.state).toBe('waiting');
    // A page that chose no tenant signs in to the scanning user's.
    const { ticket: open } = (await ticket({ tenantId: '' })).data;
    await act(boss, open, 'scan');
    await act(boss, open, 'confirm');
    const signedIn = (await poll(open)).data.token.access_token as string;
    expect((await caller(t, signedIn).get('/zcps/system/user/getInfo')).data.user).toMatchObject({
      userName: 'qrboss',
      tenantId: '400004',
    });
  });

  it('refuses anonymous scans, malformed tickets, unknown clients, a disabled user and ticket floods', async () => {
    const { ticket: id } = (await ticket()).data;
    expect(
      (await caller(t, null).send({ method: 'POST', url: `/zcps/auth/qrcode/${id}/scan` })).body.code,
    ).toBe(401);
    // Refusals of an encrypted route are encrypted too: the page decrypts whatever carries encrypt-key.
    expect(await poll('short', 'en_US')).toMatchObject({
      code: 400,
      msg: expect.stringContaining('QR ticket (ticket)'),
    });
    expect(await ticket({ clientId: 'no-such-client' })).toMatchObject({
      code: 500,
      msg: '认证权限类型错误',
    });

    await act(clerk, id, 'scan');
    await act(clerk, id, 'confirm');
    await t.database.db.update(sysUser).set({ status: '1' }).where(eq(sysUser.userName, 'qrclerk'));
    expect(await poll(id)).toMatchObject({
      code: 500,
      msg: '对不起，您的账号：qrclerk 已禁用，请联系管理员',
    });
    await t.database.db.update(sysUser).set({ status: '0' }).where(eq(sysUser.userName, 'qrclerk'));

    let last = 200;
    // A fixed window: a run across a minute boundary may need up to twice the limit.
    for (let i = 0; i < 45 && last !== 429; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/zcps/auth/qrcode/ticket',
        payload: { clientId: DEFAULT_CLIENT_ID },
      });
      last = res.statusCode;
    }
    expect(last).toBe(429);
  });
});
