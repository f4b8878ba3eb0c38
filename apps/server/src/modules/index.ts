import type { FastifyInstance } from 'fastify';
import type { Container } from '../container.js';
import type { Jobs } from './monitor/job/jobs.js';
import { jobRoutes } from './monitor/job/job.routes.js';
import { jobLogRoutes } from './monitor/job/job-log.routes.js';
import { serverRoutes } from './monitor/server/server.routes.js';
import { cacheRoutes } from './monitor/cache/cache.routes.js';
import { authRoutes } from './auth/auth.routes.js';
import { healthRoutes } from './monitor/health/health.routes.js';
import { menuRoutes } from './system/menu/menu.routes.js';
import { userRoutes } from './system/user/user.routes.js';
import { dictRoutes } from './system/dict/dict.routes.js';
import { loginLogRoutes } from './monitor/logininfor/logininfor.routes.js';
import { operLogRoutes } from './monitor/operlog/operlog.routes.js';
import { onlineRoutes } from './monitor/online/online.routes.js';

/** Every API module, registered under /zcps. */
export async function registerModules(api: FastifyInstance, c: Container, jobs: Jobs): Promise<void> {
  await api.register(healthRoutes, { database: c.database, store: c.store });
  await api.register(authRoutes, { auth: c.auth, publicKey: c.keys.publicKeyBase64 });
  await api.register(userRoutes, { userInfo: c.userInfo });
  await api.register(menuRoutes, { menus: c.menus });
  await api.register(dictRoutes, { dicts: c.dicts });
  await api.register(loginLogRoutes, { container: c });
  await api.register(operLogRoutes, { container: c });
  await api.register(onlineRoutes, { container: c });
  await api.register(jobRoutes, { jobs });
  await api.register(jobLogRoutes, { jobs });
  await api.register(serverRoutes, { container: c });
  await api.register(cacheRoutes, { store: c.store });
}
