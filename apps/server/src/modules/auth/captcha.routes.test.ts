import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { sysLogininfor } from '../../db/schema/index.js';
import { createTestApp, engines, type TestApp } from '../../test/test-app.js';
import {
  answerOf,
  captcha,
  loginBody,
  post,
  postEncrypted,
  SEED,
  setConfig,
  solvedCaptcha,
} from '../../test/kits/auth-account.js';

/** Width and height from a PNG's header (after checking the signature). */
function pngSize(base64: string): [number, number] {
  const png = Buffer.from(base64, 'base64');
  expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
  return [png.readUInt32BE(16), png.readUInt32BE(20)];
}

describe.each(engines)('captcha on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine, { captchaEnabled: true, captchaSeed: SEED });
  });
  afterAll(async () => {
    await t?.close();
  });

  const login = (extra: Record<string, unknown> = {}, lang = 'zh_CN') =>
    postEncrypted(
      t,
      '/zcps/auth/new/login',
      loginBody({ username: 'admin', password: 'admin123', grantType: 'password', ...extra }),
      lang,
    );
  const failures = async () =>
    (await t.database.db.select({ n: count() }).from(sysLogininfor).where(eq(sysLogininfor.status, '1')))[0]!
      .n;

  it('draws a slide captcha: background and piece as PNG, the piece row, never the answer', async () => {
    const res = await captcha(t);
    expect(res).toMatchObject({
      code: 200,
      data: { captchaEnabled: true, type: 'slide', width: 310, height: 155 },
    });
    const bg = pngSize(res.data.img);
    const piece = pngSize(res.data.piece);
    expect([...bg, ...piece]).toEqual([310, 155, 50, 50]);
    expect(res.data.pieceY).toBeGreaterThanOrEqual(0);
    expect(JSON.stringify(res.data)).not.toMatch(/"x"|points/);
    expect(res.data.uuid).toMatch(/^[0-9a-f]{32}$/);
  });

  it('accepts the slide answer within the tolerance once and issues a single-use ticket', async () => {
    const vo = (await captcha(t)).data;
    const { x } = answerOf(vo) as { x: number };
    const ok = await post(t, '/zcps/auth/captcha/verify', { uuid: vo.uuid, x: x + 3 });
    expect(ok).toMatchObject({ code: 200, msg: '验证通过', data: { ticket: expect.any(String) } });
    // The answer was taken: the same captcha cannot be solved twice.
    expect(await post(t, '/zcps/auth/captcha/verify', { uuid: vo.uuid, x }, 'en_US')).toMatchObject({
      code: 500,
      msg: 'The captcha has expired',
    });
  });

  it('refuses a wrong slide answer and takes the answer with it', async () => {
    const vo = (await captcha(t)).data;
    const { x } = answerOf(vo) as { x: number };
    expect(await post(t, '/zcps/auth/captcha/verify', { uuid: vo.uuid, x: x + 12 })).toMatchObject({
      code: 500,
      msg: '验证码错误',
    });
    expect((await post(t, '/zcps/auth/captcha/verify', { uuid: vo.uuid, x })).msg).toBe('验证码已失效');
  });

  it('names a bad verify field in the caller language', async () => {
    expect(await post(t, '/zcps/auth/captcha/verify', { x: 3 }, 'en_US')).toMatchObject({
      code: 400,
      msg: 'Captcha id (uuid) is required',
    });
  });

  it('draws the click captcha when configured and checks the points in order', async () => {
    await setConfig(t, 'sys.account.captchaType', 'click');
    try {
      const vo = (await captcha(t)).data;
      expect(vo).toMatchObject({ type: 'click' });
      expect(vo.words).toHaveLength(3);
      expect(vo.piece).toBeUndefined();
      const { points } = answerOf(vo) as { points: { x: number; y: number }[] };
      const reversed = await post(t, '/zcps/auth/captcha/verify', {
        uuid: vo.uuid,
        points: [...points].reverse(),
      });
      expect(reversed).toMatchObject({ code: 500, msg: '验证码错误' });

      const again = (await captcha(t)).data;
      const near = (answerOf(again) as { points: { x: number; y: number }[] }).points.map((p) => ({
        x: p.x + 6,
        y: p.y - 6,
      }));
      expect((await post(t, '/zcps/auth/captcha/verify', { uuid: again.uuid, points: near })).code).toBe(200);
    } finally {
      await setConfig(t, 'sys.account.captchaType', 'slide');
    }
  });

  it('refuses a login without a solved captcha, with a wrong or a reused ticket, opening no session', async () => {
    const before = await failures();
    const sessions = (await t.store.keys('session:')).length;
    expect(await login({}, 'en_US')).toMatchObject({
      code: 500,
      msg: 'Please complete the verification first',
    });
    const solved = await solvedCaptcha(t);
    expect(await login({ uuid: solved.uuid, code: 'not-the-ticket' })).toMatchObject({ msg: '验证码错误' });
    // The wrong ticket used it up.
    expect(await login(solved)).toMatchObject({ msg: '验证码已失效' });
    expect(await failures()).toBe(before + 3);
    expect((await t.store.keys('session:')).length).toBe(sessions);

    const fresh = await solvedCaptcha(t);
    expect(await login(fresh)).toMatchObject({ code: 200, data: { access_token: expect.any(String) } });
    expect(await login(fresh)).toMatchObject({ code: 500, msg: '验证码已失效' });
  });

  it('is switched off by the sys.account.captchaEnabled config', async () => {
    await setConfig(t, 'sys.account.captchaEnabled', 'false');
    try {
      expect((await captcha(t)).data).toEqual({ captchaEnabled: false, uuid: null, img: null, type: null });
      expect((await login()).code).toBe(200);
    } finally {
      await setConfig(t, 'sys.account.captchaEnabled', 'true');
    }
    expect((await login()).msg).toBe('请先完成安全验证');
  });

  it('limits captcha images per IP with HTTP 429', async () => {
    let last = 200;
    // 30 a minute in fixed windows: 61 requests span at most two windows, so one of them passes 30 even when
    // the loop crosses a minute boundary (40 did not always).
    for (let i = 0; i < 61 && last === 200; i++)
      last = (await t.app.inject({ method: 'GET', url: '/zcps/auth/code', remoteAddress: '10.9.9.9' }))
        .statusCode;
    expect(last).toBe(429);
    const other = await t.app.inject({ method: 'GET', url: '/zcps/auth/code', remoteAddress: '10.9.9.8' });
    expect(other.statusCode).toBe(200);
  });
});
