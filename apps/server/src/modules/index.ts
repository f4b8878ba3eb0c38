import type { FastifyPluginAsync } from 'fastify';
import type { AppConfig } from '../config.js';
import type { SessionService } from '../platform/auth/session.service.js';
import type { Clock } from '../platform/clock.js';
import type { RsaKeyPair } from '../platform/crypto/rsa.js';
import type { SecretBox } from '../platform/crypto/secret-box.js';
import type { CountCache } from '../platform/db/count-cache.js';
import type { Database } from '../platform/db/database.js';
import type { DeptTrees } from '../platform/db/dept-tree.js';
import type { ObjectStore } from '../platform/oss/object-store.js';
import type { Store } from '../platform/store/index.js';
import { createAuthArea } from './auth/auth.area.js';
import type { JobsOptions } from './monitor/job/jobs.js';
import { createMonitorArea } from './monitor/monitor.area.js';
import { createOAuthArea } from './oauth/oauth.area.js';
import { createResourceArea } from './resource/resource.area.js';
import { createSystemArea } from './system/system.area.js';
import { createTitleArea } from './title/title.area.js';
import { createEmployeeArea } from './employee/employee.area.js';
import { createReviewArea } from './review/review.area.js';
import { createDashboardArea } from './dashboard/dashboard.area.js';
import { createToolArea } from './tool/tool.area.js';
import { createLowcodeArea } from './lowcode/lowcode.area.js';
import { createWorkflowArea } from './workflow/workflow.area.js';

/** The platform pieces the areas build on (container.ts makes them) and the settings some areas read. */
export interface ModulesDeps {
  database: Database;
  store: Store;
  keys: RsaKeyPair;
  secrets: SecretBox;
  sessions: SessionService;
  clock: Clock;
  deptTrees: DeptTrees;
  counts: CountCache;
  objectStore: ObjectStore;
  ossMaxFileSize: number;
  signInOptions: Partial<Pick<AppConfig, 'captchaEnabled' | 'captchaSeed' | 'notify' | 'tenantEnabled'>>;
  jobs: JobsOptions;
  /** 代码生成 may write into this checkout (ZCPS_CODEGEN_WRITE). */
  codegenWrite?: boolean;
  /** The operation manuals (ZCPS_MANUALS_DIR, default the server's assets/manuals). */
  manualsDir: string;
}

/**
 * Builds every area once, in dependency order (resource, system, monitor, auth, oauth, tool, workflow, title,
 * employee, review, dashboard, lowcode): each takes what the platform and the areas before it provide. `registerModules`
 * registers every area's routes, in the same order, under /zcps.
 */
export function createModules(deps: ModulesDeps) {
  const { database, store, sessions, deptTrees, counts } = deps;
  const db = database.db;
  const maxFileSize = deps.ossMaxFileSize;
  const resource = createResourceArea({
    db,
    store,
    sessions,
    objectStore: deps.objectStore,
    maxFileSize,
    manualsDir: deps.manualsDir,
  });
  const { oss, sse } = resource;
  const system = createSystemArea({
    ...{ db, store, sessions, deptTrees, counts, oss, sse, maxFileSize },
    secrets: deps.secrets,
    notify: deps.signInOptions.notify,
  });
  const { config, dicts, users } = system;
  const monitor = createMonitorArea({
    ...{ database, store, sessions, config, dicts, oss, counts },
    jobs: deps.jobs,
  });
  const auth = createAuthArea({
    db,
    store,
    sessions,
    publicKey: deps.keys.publicKeyBase64,
    config,
    dicts,
    users,
    policy: system.policy,
    socialProviders: system.socialProviders,
    socialBindings: system.socialBindings,
    tenantLookup: system.tenantLookup,
    loginLog: monitor.loginLog,
    oss,
    messenger: system.messenger,
    notifyLog: system.notifyLog,
    options: deps.signInOptions,
  });
  const oauth = createOAuthArea({ db, users });
  // Built before the business areas, which run their records through its processes.
  const tool = createToolArea({ database, secrets: deps.secrets, codegenWrite: deps.codegenWrite === true });
  const workflow = createWorkflowArea({
    db,
    jobs: monitor.jobs.registry,
    forms: tool.forms,
    dicts,
    counts,
    sse,
  });
  const title = createTitleArea({
    ...{ db, dicts, sse, oss, maxFileSize, deptTrees, counts, sessions, workflow },
    registrations: auth.signIn.register,
    codes: system.codes,
    userAdmin: system.userAdmin,
    config: system.config,
    warn: (message, detail) => deps.jobs.logger?.warn(detail, message),
  });
  const employee = createEmployeeArea({ db, dicts, oss, sse, maxFileSize, counts });
  const review = createReviewArea({
    db,
    dicts,
    config,
    clock: deps.clock,
    sse,
    notices: system.notices,
    eligibility: title.eligibility,
    titleRefs: title.refs,
    dossiers: employee.dossiers,
    attachments: employee.attachments,
    workflow,
    codes: system.codes,
    counts,
    messenger: system.messenger,
  });
  const dashboard = createDashboardArea({ db, menus: system.menus, myNotices: system.myNotices });
  const lowcode = createLowcodeArea({
    db,
    store,
    dicts,
    menus: system.menus,
    maxFileSize,
    counts,
    deptTrees,
    gen: tool.gen,
    oss,
  });

  /** What BuiltApp.container offers beside the platform pieces. */
  const services = {
    oss,
    ossConfigs: resource.ossConfigs,
    ossStores: resource.ossStores,
    manuals: resource.manuals,
    sse,
    config,
    dicts,
    menus: system.menus,
    users,
    userInfo: system.userInfo,
    auth: auth.auth,
    authRepo: auth.authRepo,
    signIn: auth.signIn,
    messenger: system.messenger,
    workflow,
  };

  const registerModules: FastifyPluginAsync = async (api) => {
    await api.register(resource.routes);
    await api.register(system.routes);
    await api.register(monitor.routes);
    await api.register(auth.routes);
    await api.register(oauth.routes);
    await api.register(title.routes);
    await api.register(employee.routes);
    await api.register(review.routes);
    await api.register(dashboard.routes);
    await api.register(tool.routes);
    await api.register(lowcode.routes);
    await api.register(workflow.routes);
  };
  return { services, jobs: monitor.jobs, registerModules };
}

export type Modules = ReturnType<typeof createModules>;
