import os from 'node:os';
import path from 'node:path';
import { OSS_DEFAULT_MAX_FILE_SIZE } from '@zcps/contracts';
import type { AppConfig } from './config.js';
import type { Database } from './platform/db/database.js';
import type { Store } from './platform/store/index.js';
import type { RsaKeyPair } from './platform/crypto/rsa.js';
import { loadOrCreateSecretBox } from './platform/crypto/secret-box.js';
import { SessionService } from './platform/auth/session.service.js';
import { Clock } from './platform/clock.js';
import { LocalObjectStore } from './platform/oss/local-object-store.js';
import type { ObjectStore } from './platform/oss/object-store.js';
import { CountCache } from './platform/db/count-cache.js';
import { DeptTrees } from './platform/db/dept-tree.js';
import type { Modules } from './modules/index.js';

/** `<dataDir>/oss` unless configured; without a data dir (tests) a per-process temp folder, made on first write. */
function objectStoreOf(config: Pick<AppConfig, 'dataDir' | 'ossDir'>): ObjectStore {
  const root =
    config.ossDir ??
    (config.dataDir ? path.join(config.dataDir, 'oss') : path.join(os.tmpdir(), `zcps-oss-${process.pid}`));
  return new LocalObjectStore(root);
}

/** The platform-level pieces every area builds on, made once per app (the areas: modules/index.ts). */
export function createPlatform(
  database: Database,
  store: Store,
  keys: RsaKeyPair,
  options: Pick<AppConfig, 'dataDir' | 'ossDir' | 'ossMaxFileSize' | 'testClockFile'> & {
    objectStore?: ObjectStore;
  } = { dataDir: '' },
) {
  return {
    database,
    store,
    keys,
    secrets: loadOrCreateSecretBox(options.dataDir || undefined),
    sessions: new SessionService(store),
    clock: new Clock(options.testClockFile),
    deptTrees: new DeptTrees(database.db, store),
    counts: new CountCache(store),
    objectStore: options.objectStore ?? objectStoreOf(options),
    ossMaxFileSize: options.ossMaxFileSize ?? OSS_DEFAULT_MAX_FILE_SIZE,
  };
}

export type Platform = ReturnType<typeof createPlatform>;

/** What BuiltApp.container offers main, the seed and tests: the platform pieces and the areas' shared services. */
export type Container = Platform & Modules['services'];
