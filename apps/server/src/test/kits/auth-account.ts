import { and, count, eq, inArray } from 'drizzle-orm';
import { DEFAULT_CLIENT_ID, DEFAULT_TENANT_ID } from '@zcps/contracts';
import { sysConfig, sysLogininfor, sysUser } from '../../db/schema/index.js';
import { encryptRequestBody } from '../../platform/crypto/envelope-crypto.js';
import type { TestApp } from '../test-app.js';
import { drawClick, drawSlide, randomSource, cjkFontFamily } from '../../modules/auth/captcha-image.js';
import { formatMessage } from '../../platform/i18n/format.js';

export const SEED = 'api-test-seed';

/** Sets a config value of the default tenant and evicts its cache, as the config screen would. */
export async function setConfig(t: TestApp, key: string, value: string): Promise<void> {
  await t.database.db
    .update(sysConfig)
    .set({ configValue: value })
    .where(and(eq(sysConfig.tenantId, DEFAULT_TENANT_ID), eq(sysConfig.configKey, key)));
  await t.container.config.evict(DEFAULT_TENANT_ID, key);
}

export async function setContact(t: TestApp, userId: number, phonenumber: string, email: string) {
  await t.database.db.update(sysUser).set({ phonenumber, email }).where(eq(sysUser.userId, userId));
}

export async function post(t: TestApp, url: string, body: unknown, lang = 'zh_CN') {
  const res = await t.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/json', 'content-language': lang },
    payload: JSON.stringify(body),
  });
  return res.json();
}

/** An encrypted public request (login, register, reset), the way the console sends it. */
export async function postEncrypted(t: TestApp, url: string, body: unknown, lang = 'zh_CN') {
  const { header, payload } = encryptRequestBody(t.publicKey, body);
  const res = await t.app.inject({
    method: 'POST',
    url,
    headers: {
      'content-type': 'application/json',
      'encrypt-key': header,
      clientid: DEFAULT_CLIENT_ID,
      'content-language': lang,
    },
    payload,
  });
  return res.json();
}

export async function captcha(t: TestApp) {
  return (await t.app.inject({ method: 'GET', url: '/zcps/auth/code' })).json();
}

/** Redraws a seeded captcha (the server was built with captchaSeed SEED) to learn its answer. */
export function answerOf(vo: { uuid: string; type: string }) {
  const rnd = randomSource(`${SEED}:${vo.uuid}`);
  if (vo.type === 'click') return { points: drawClick(rnd, cjkFontFamily()!).points };
  return { x: drawSlide(rnd).x };
}

/** Solves a fresh captcha: answers the uuid and the ticket a guarded request sends as `uuid` and `code`. */
export async function solvedCaptcha(t: TestApp): Promise<{ uuid: string; code: string }> {
  const vo = (await captcha(t)).data;
  const res = await post(t, '/zcps/auth/captcha/verify', { uuid: vo.uuid, ...answerOf(vo) });
  if (res.code !== 200) throw new Error(`captcha not solved: ${res.msg}`);
  return { uuid: vo.uuid, code: res.data.ticket };
}

export function loginBody(extra: Record<string, unknown>) {
  return { tenantId: DEFAULT_TENANT_ID, clientId: DEFAULT_CLIENT_ID, rememberMe: false, ...extra };
}

/** Live sessions in the store: a refused attempt must leave this unchanged. */
export async function sessionCount(t: TestApp): Promise<number> {
  return (await t.store.keys('session:')).length;
}

/** Successful sign-ins of a user in the login log (registration rows do not count). */
export async function loginSuccesses(t: TestApp, userName: string): Promise<number> {
  const [row] = await t.database.db
    .select({ n: count() })
    .from(sysLogininfor)
    .where(
      and(
        eq(sysLogininfor.userName, userName),
        eq(sysLogininfor.status, '0'),
        inArray(sysLogininfor.msg, [
          formatMessage('zh_CN', 'auth.loginOk'),
          formatMessage('en_US', 'auth.loginOk'),
        ]),
      ),
    );
  return row!.n;
}
