import type { FastifyPluginAsync } from 'fastify';
import type { SessionService } from '../../platform/auth/session.service.js';
import type { Db } from '../../platform/db/database.js';
import type { ObjectStore } from '../../platform/oss/object-store.js';
import type { Store } from '../../platform/store/index.js';
import { ManualContents } from './manual/manual-content.js';
import { ManualService } from './manual/manual.service.js';
import { manualRoutes } from './manual/manual.routes.js';
import { ConfiguredObjectStores } from './oss-config/object-stores.js';
import { OssConfigRepo } from './oss-config/oss-config.repo.js';
import { ossConfigRoutes } from './oss-config/oss-config.routes.js';
import { OssConfigService } from './oss-config/oss-config.service.js';
import { OssRepo } from './oss/oss.repo.js';
import { ossRoutes } from './oss/oss.routes.js';
import { OssService } from './oss/oss.service.js';
import { SseHub } from './sse/sse.hub.js';
import { sseRoutes } from './sse/sse.routes.js';

export interface ResourceAreaDeps {
  db: Db;
  store: Store;
  sessions: SessionService;
  /** The local disk store, used when no other configuration is active. */
  objectStore: ObjectStore;
  maxFileSize: number;
  /** Where the manual build wrote the manuals (PDFs, and the JSON the 操作手册 page shows). */
  manualsDir: string;
}

/** Files (object storage and its configurations), operation manuals and server-sent events. */
export function createResourceArea(deps: ResourceAreaDeps) {
  const ossRepo = new OssRepo(deps.db);
  const ossConfigs = new OssConfigRepo(deps.db);
  const ossStores = new ConfiguredObjectStores(ossConfigs, deps.objectStore);
  const oss = new OssService(ossRepo, ossStores, deps.sessions.versions);
  const manuals = new ManualService(ossRepo, oss, new ManualContents(deps.manualsDir));
  const sse = new SseHub(deps.store, deps.sessions);
  const ossConfigAdmin = new OssConfigService(ossConfigs);

  const routes: FastifyPluginAsync = async (api) => {
    await api.register(ossRoutes, { oss, maxFileSize: deps.maxFileSize });
    await api.register(ossConfigRoutes, { ossConfigs: ossConfigAdmin, ossStores });
    await api.register(manualRoutes, { manuals });
    await api.register(sseRoutes, { hub: sse });
  };
  return { oss, ossConfigs, ossStores, manuals, sse, routes };
}

export type ResourceArea = ReturnType<typeof createResourceArea>;
