import type { CountCache } from '../../platform/db/count-cache.js';
import type { FastifyPluginAsync } from 'fastify';
import type { SessionService } from '../../platform/auth/session.service.js';
import type { Database } from '../../platform/db/database.js';
import type { Store } from '../../platform/store/index.js';
import type { OssService } from '../resource/oss/oss.service.js';
import type { ConfigService } from '../system/config/config.service.js';
import type { DictService } from '../system/dict/dict.service.js';
import { cacheRoutes } from './cache/cache.routes.js';
import { CacheMonitorService } from './cache/cache.service.js';
import { healthRoutes } from './health/health.routes.js';
import { jobLogRoutes } from './job/job-log.routes.js';
import { jobRoutes } from './job/job.routes.js';
import { createJobs, type JobsOptions } from './job/jobs.js';
import { LogRetentionService } from './log/log-retention.service.js';
import { LoginLogRepo } from './logininfor/logininfor.repo.js';
import { loginLogRoutes } from './logininfor/logininfor.routes.js';
import { LoginLogService } from './logininfor/logininfor.service.js';
import { onlineRoutes } from './online/online.routes.js';
import { OnlineService } from './online/online.service.js';
import { OperLogRepo } from './operlog/operlog.repo.js';
import { operLogRoutes } from './operlog/operlog.routes.js';
import { OperLogService } from './operlog/operlog.service.js';
import { ServerRepo } from './server/server.repo.js';
import { serverRoutes } from './server/server.routes.js';
import { ServerInfoService } from './server/server.service.js';

export interface MonitorAreaDeps {
  database: Database;
  store: Store;
  sessions: SessionService;
  config: ConfigService;
  dicts: DictService;
  /** The upload sweep job removes unclaimed anonymous uploads. */
  oss: Pick<OssService, 'sweepUnclaimedUploads'>;
  jobs: JobsOptions;
  /** The logs' totals (platform/log/log-lists.ts). */
  counts: CountCache;
}

/** Health, login and operation logs, online sessions, scheduled jobs, server and cache figures. */
export function createMonitorArea(deps: MonitorAreaDeps) {
  const { database, store, counts } = deps;
  const loginLog = new LoginLogRepo(database.db, counts);
  const operLog = new OperLogRepo(database.db, counts);
  const logRetention = new LogRetentionService(loginLog, operLog, deps.config);
  const jobs = createJobs({ db: database.db, store, logRetention, uploads: deps.oss }, deps.jobs);
  const loginLogs = new LoginLogService(loginLog, store, deps.dicts, counts);
  const operLogs = new OperLogService(operLog, deps.dicts, counts);
  const online = new OnlineService(deps.sessions);
  const serverInfo = new ServerInfoService(new ServerRepo(database.db), store, database.kind);
  const cache = new CacheMonitorService(store);

  const routes: FastifyPluginAsync = async (api) => {
    await api.register(healthRoutes, { database, store });
    await api.register(loginLogRoutes, { loginLogs });
    await api.register(operLogRoutes, { operLogs });
    await api.register(onlineRoutes, { online });
    await api.register(jobRoutes, { jobs: jobs.service });
    await api.register(jobLogRoutes, { jobs: jobs.service });
    await api.register(serverRoutes, { serverInfo });
    await api.register(cacheRoutes, { cache });
  };
  return { loginLog, jobs, routes };
}

export type MonitorArea = ReturnType<typeof createMonitorArea>;
