import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { sysLogininfor } from '../../db/schema/index.js';
import { encryptRequestBody } from '../../platform/crypto/envelope-crypto.js';
import { createTestApp, routeEngines, type TestApp } from '../../test/test-app.js';
import { loginBody } from '../../test/kits/auth-account.js';

/** Signs admin in from `remoteAddress`, claiming to come from `forwardedFor`; answers the logged address. */
async function loggedAddress(t: TestApp, remoteAddress: string, forwardedFor: string): Promise<string> {
  const body = loginBody({ username: 'admin', password: 'admin123', grantType: 'password' });
  const { header, payload } = encryptRequestBody(t.publicKey, body);
  const res = await t.app.inject({
    method: 'POST',
    url: '/zcps/auth/new/login',
    remoteAddress,
    headers: { 'content-type': 'application/json', 'encrypt-key': header, 'x-forwarded-for': forwardedFor },
    payload,
  });
  expect(res.json().code).toBe(200);
  const [row] = await t.database.db
    .select({ ipaddr: sysLogininfor.ipaddr })
    .from(sysLogininfor)
    .where(eq(sysLogininfor.userName, 'admin'))
    .orderBy(desc(sysLogininfor.infoId))
    .limit(1);
  return row!.ipaddr!;
}

describe.each(routeEngines)('ZCPS_TRUST_PROXY on %s', (engine) => {
  describe('off (default)', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp(engine);
    });
    afterAll(async () => {
      await t?.close();
    });

    it('logs the connection’s address and ignores X-Forwarded-For', async () => {
      expect(await loggedAddress(t, '127.0.0.1', '203.0.113.7')).toBe('127.0.0.1');
    });
  });

  describe('trusting the loopback proxy', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp(engine, { trustProxy: ['127.0.0.1'] });
    });
    afterAll(async () => {
      await t?.close();
    });

    it('logs the X-Forwarded-For address a trusted proxy passes on, and only from that proxy', async () => {
      expect(await loggedAddress(t, '127.0.0.1', '203.0.113.7')).toBe('203.0.113.7');
      expect(await loggedAddress(t, '127.0.0.1', '198.51.100.1, 203.0.113.8')).toBe('203.0.113.8');
      expect(await loggedAddress(t, '192.0.2.10', '203.0.113.7')).toBe('192.0.2.10');
    });
  });
});
