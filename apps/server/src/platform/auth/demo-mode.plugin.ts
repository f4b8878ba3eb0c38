import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { API_BASE, ResponseCode } from '@zcps/contracts';
import { ServiceError } from '../http/errors.js';

/** Methods that read; every other method on any route is a write. */
const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The writes a demo visitor still needs: signing in (with its captcha check), unlocking the lock screen (a
 * password check, nothing stored) and signing out. Everything else is refused, the first-sign-in password change
 * included: the demo's accounts are shared, and one visitor's new password would lock the next one out. Code,
 * social and QR sign-in are refused too (they send messages or bind accounts, or confirm from a second session).
 */
export const DEMO_ALLOWED: readonly string[] = [
  `POST ${API_BASE}/auth/new/login`,
  `POST ${API_BASE}/auth/login`,
  `POST ${API_BASE}/auth/captcha/verify`,
  `POST ${API_BASE}/auth/unlock`,
  `POST ${API_BASE}/auth/logout`,
];

/**
 * ZCPS_DEMO_MODE: every write answers 901 (演示模式，不允许操作) before its body is read, unless its route is in
 * DEMO_ALLOWED. A global onRequest hook registered after the access guard's (a visitor without a session still
 * gets 401); the operation log's hooks are the route's own and run after the global ones, so they never see a
 * refused write: it leaves no row anywhere.
 */
export const demoMode = fp(
  async (app: FastifyInstance, opts: { enabled: boolean }) => {
    if (!opts.enabled) return;
    const seen = new Set<string>();
    app.addHook('onRoute', (route) => {
      for (const method of [route.method].flat()) seen.add(`${method} ${route.url}`);
    });
    // A renamed sign-in route must not silently fall out of the list (and lock everyone out).
    app.addHook('onReady', async () => {
      const missing = DEMO_ALLOWED.filter((key) => !seen.has(key));
      if (missing.length) throw new Error(`demo mode allows routes that do not exist: ${missing.join(', ')}`);
    });
    app.addHook('onRequest', async (request) => {
      if (READS.has(request.method)) return;
      if (DEMO_ALLOWED.includes(`${request.method} ${request.routeOptions.url}`)) return;
      throw new ServiceError('auth.demoMode', {}, ResponseCode.DEMO_MODE);
    });
  },
  { name: 'demo-mode', dependencies: ['access-guard'] },
);
