import type { FastifyInstance } from 'fastify';
import type { Container } from '../container.js';
import { authRoutes } from './auth/auth.routes.js';
import { healthRoutes } from './monitor/health/health.routes.js';
import { menuRoutes } from './system/menu/menu.routes.js';
import { userRoutes } from './system/user/user.routes.js';
import { dictRoutes } from './system/dict/dict.routes.js';

/** Every API module, registered under /zcps. */
export async function registerModules(api: FastifyInstance, c: Container): Promise<void> {
  await api.register(healthRoutes, { database: c.database, store: c.store });
  await api.register(authRoutes, { auth: c.auth, publicKey: c.keys.publicKeyBase64 });
  await api.register(userRoutes, { userInfo: c.userInfo });
  await api.register(menuRoutes, { menus: c.menus });
  await api.register(dictRoutes, { dicts: c.dicts });
}
