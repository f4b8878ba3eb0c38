import type { Database } from './platform/db/database.js';
import type { Store } from './platform/store/index.js';
import type { RsaKeyPair } from './platform/crypto/rsa.js';
import { SessionService } from './platform/auth/session.service.js';
import { AuthRepo } from './modules/auth/auth.repo.js';
import { AuthService } from './modules/auth/auth.service.js';
import { PasswordLogin } from './modules/auth/password-login.js';
import { LoginLogRepo } from './modules/monitor/logininfor/logininfor.repo.js';
import { ConfigRepo } from './modules/system/config/config.repo.js';
import { ConfigService } from './modules/system/config/config.service.js';
import { MenuRepo } from './modules/system/menu/menu.repo.js';
import { MenuService } from './modules/system/menu/menu.service.js';
import { UserInfoService } from './modules/system/user/user-info.service.js';
import { UserRepo } from './modules/system/user/user.repo.js';
import { DictRepo } from './modules/system/dict/dict.repo.js';
import { DictService } from './modules/system/dict/dict.service.js';

/** Wires repos and services once per app; modules receive what they need as plugin options. */
export function createContainer(database: Database, store: Store, keys: RsaKeyPair) {
  const db = database.db;
  const sessions = new SessionService(store);
  const users = new UserRepo(db);
  const config = new ConfigService(new ConfigRepo(db), store);
  const loginLog = new LoginLogRepo(db);
  const auth = new AuthService(
    new AuthRepo(db),
    users,
    sessions,
    loginLog,
    new PasswordLogin(users, config, store),
  );
  return {
    database,
    store,
    keys,
    sessions,
    config,
    auth,
    userInfo: new UserInfoService(users),
    menus: new MenuService(new MenuRepo(db)),
    dicts: new DictService(new DictRepo(db), store),
    users,
  };
}

export type Container = ReturnType<typeof createContainer>;
