import os from 'node:os';
import path from 'node:path';
import { OSS_DEFAULT_MAX_FILE_SIZE } from '@zcps/contracts';
import type { AppConfig } from './config.js';
import type { Database } from './platform/db/database.js';
import type { Store } from './platform/store/index.js';
import type { RsaKeyPair } from './platform/crypto/rsa.js';
import { SessionService } from './platform/auth/session.service.js';
import { AuthRepo } from './modules/auth/auth.repo.js';
import { AuthService } from './modules/auth/auth.service.js';
import { PasswordLogin } from './modules/auth/password-login.js';
import { createSignIn } from './modules/auth/sign-in.js';
import { LoginLogRepo } from './modules/monitor/logininfor/logininfor.repo.js';
import { ConfigRepo } from './modules/system/config/config.repo.js';
import { ConfigService } from './modules/system/config/config.service.js';
import { MenuRepo } from './modules/system/menu/menu.repo.js';
import { MenuService } from './modules/system/menu/menu.service.js';
import { SseHub } from './modules/resource/sse/sse.hub.js';
import { Clock } from './platform/clock.js';
import { UserInfoService } from './modules/system/user/user-info.service.js';
import { UserRepo } from './modules/system/user/user.repo.js';
import { DictRepo } from './modules/system/dict/dict.repo.js';
import { DictService } from './modules/system/dict/dict.service.js';
import { LocalObjectStore } from './platform/oss/local-object-store.js';
import type { ObjectStore } from './platform/oss/object-store.js';
import { OssRepo } from './modules/resource/oss/oss.repo.js';
import { OssService } from './modules/resource/oss/oss.service.js';
import { OssConfigRepo } from './modules/resource/oss-config/oss-config.repo.js';
import { ConfiguredObjectStores } from './modules/resource/oss-config/object-stores.js';
import { ManualService } from './modules/resource/manual/manual.service.js';
import { CountCache } from './platform/db/count-cache.js';
import { DeptTrees } from './platform/db/dept-tree.js';

/** `<dataDir>/oss` unless configured; without a data dir (tests) a per-process temp folder, made on first write. */
function objectStoreOf(config: Pick<AppConfig, 'dataDir' | 'ossDir'>): ObjectStore {
  const root =
    config.ossDir ??
    (config.dataDir ? path.join(config.dataDir, 'oss') : path.join(os.tmpdir(), `zcps-oss-${process.pid}`));
  return new LocalObjectStore(root);
}

/** Wires repos and services once per app; modules receive what they need as plugin options. */
export function createContainer(
  database: Database,
  store: Store,
  keys: RsaKeyPair,
  options: Pick<AppConfig, 'dataDir' | 'ossDir' | 'ossMaxFileSize'> &
    Partial<
      Pick<AppConfig, 'captchaEnabled' | 'captchaSeed' | 'notify' | 'tenantEnabled' | 'testClockFile'>
    > & {
      objectStore?: ObjectStore;
    } = {
    dataDir: '',
  },
) {
  const db = database.db;
  const objectStore = options.objectStore ?? objectStoreOf(options);
  const ossRepo = new OssRepo(db);
  const ossConfigs = new OssConfigRepo(db);
  const ossStores = new ConfiguredObjectStores(ossConfigs, objectStore);
  const oss = new OssService(ossRepo, ossStores);
  const sessions = new SessionService(store);
  const users = new UserRepo(db);
  const config = new ConfigService(new ConfigRepo(db), store);
  const loginLog = new LoginLogRepo(db);
  const authRepo = new AuthRepo(db);
  const passwordLogin = new PasswordLogin(users, config, store);
  const auth = new AuthService(authRepo, users, sessions, loginLog, passwordLogin, {
    tenantEnabled: options.tenantEnabled ?? true,
  });
  const dicts = new DictService(new DictRepo(db), store);
  const signIn = createSignIn({ db, store, config, dicts, sessions, auth, passwordLogin, loginLog, options });
  return {
    signIn,
    clock: new Clock(options.testClockFile),
    database,
    store,
    keys,
    sessions,
    config,
    auth,
    authRepo,
    userInfo: new UserInfoService(users, signIn.policy, sessions),
    menus: new MenuService(new MenuRepo(db), store),
    sse: new SseHub(store, sessions),
    dicts,
    deptTrees: new DeptTrees(db, store),
    counts: new CountCache(store),
    users,
    objectStore,
    ossMaxFileSize: options.ossMaxFileSize ?? OSS_DEFAULT_MAX_FILE_SIZE,
    oss,
    ossConfigs,
    ossStores,
    manuals: new ManualService(ossRepo, oss),
  };
}

export type Container = ReturnType<typeof createContainer>;
