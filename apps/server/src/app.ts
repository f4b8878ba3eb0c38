import Fastify, { LogController, type FastifyInstance } from 'fastify';
import compress from '@fastify/compress';
import multipart from '@fastify/multipart';
import { API_BASE, OSS_DEFAULT_MAX_FILE_SIZE } from '@zcps/contracts';
import { DEFAULT_MANUALS_DIR, type AppConfig } from './config.js';
import { createPlatform, type Container } from './container.js';
import { openDatabase, type Database } from './platform/db/database.js';
import { createStore, type Store } from './platform/store/index.js';
import { loadOrCreateRsaKeyPair, type RsaKeyPair } from './platform/crypto/rsa.js';
import { requestContext } from './platform/http/request-context.js';
import { errorHandler } from './platform/http/error-handler.js';
import { securityHeaders } from './platform/http/security-headers.plugin.js';
import { zodValidatorCompiler } from './platform/http/validation.js';
import { responseSerializer } from './platform/http/serializer.js';
import { accessGuard } from './platform/auth/guard.plugin.js';
import { demoMode } from './platform/auth/demo-mode.plugin.js';
import { decryptBodies } from './platform/crypto/decrypt.plugin.js';
import { encryptResponses } from './platform/crypto/encrypt-response.plugin.js';
import { operLog } from './platform/log/oper-log.plugin.js';
import { openApi } from './platform/http/openapi.plugin.js';
import { consoleStatic } from './platform/http/static.plugin.js';
import { reportAfterCommitFailures } from './platform/db/after-commit.js';
import { createModules } from './modules/index.js';
import type { Jobs } from './modules/monitor/job/jobs.js';
import type { JobHandler } from './modules/monitor/job/job-registry.js';

export interface BuildOptions {
  /** Pre-opened database (tests share a prepared one); otherwise opened from config. */
  database?: Database;
  store?: Store;
  keys?: RsaKeyPair;
  logger?: boolean;
  /** Run scheduled jobs in this instance (main does; tests only when they ask). */
  scheduler?: boolean;
  /** Extra job handlers beside the built-ins (tests). */
  jobHandlers?: JobHandler[];
  /** Names this instance in job logs (defaults to host:pid:random). */
  instanceId?: string;
  /** Check every response against its zod schema as well as compiling it (tests; see responseSerializer). */
  checkResponses?: boolean;
}

export interface BuiltApp {
  app: FastifyInstance;
  container: Container;
  jobs: Jobs;
  close(): Promise<void>;
}

/** Builds the server: platform plugins first, then the modules under /zcps. Used by main and by tests. */
export async function buildApp(config: AppConfig, options: BuildOptions = {}): Promise<BuiltApp> {
  const database =
    options.database ??
    (await openDatabase({
      databaseUrl: config.databaseUrl,
      pgliteDir: config.inMemoryDatabase ? undefined : `${config.dataDir}/pgdata`,
      pgliteSharedBuffers: config.pgliteSharedBuffers,
      pgliteDurable: config.pgliteDurable,
    }));
  const store = options.store ?? createStore(config.redisUrl);
  const keys = options.keys ?? loadOrCreateRsaKeyPair(config.dataDir);
  const platform = createPlatform(database, store, keys, config);

  const app = Fastify({
    logger: options.logger === false ? false : { level: config.logLevel },
    bodyLimit: 10 * 1024 * 1024,
    trustProxy: config.trustProxy ?? false,
    // One line per request only when debugging; errors and warnings are always logged.
    logController: new LogController({
      disableRequestLogging: !['debug', 'trace'].includes(config.logLevel),
    }),
    // The envelope carries the outcome; the server banner stays out of responses.
    return503OnClosing: true,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 500 },
  });
  reportAfterCommitFailures((error) => app.log.error({ err: error }, 'after-commit hook failed'));
  const modules = createModules({
    ...platform,
    signInOptions: config,
    codegenWrite: config.codegenWrite === true,
    manualsDir: config.manualsDir ?? DEFAULT_MANUALS_DIR,
    jobs: { extraHandlers: options.jobHandlers, instanceId: options.instanceId, logger: app.log },
  });
  const { jobs } = modules;
  const container: Container = { ...platform, ...modules.services };
  app.setValidatorCompiler(zodValidatorCompiler);
  app.setSerializerCompiler(responseSerializer({ checked: options.checkResponses === true }));

  await app.register(requestContext);
  await app.register(errorHandler);
  await app.register(securityHeaders);
  await app.register(compress, { global: true, threshold: 1024 });
  await app.register(accessGuard, { sessions: platform.sessions });
  // After the guard: a write without a session answers 401, a signed-in one 901 (demo-mode.plugin.ts).
  await app.register(demoMode, { enabled: config.demoMode === true });
  await app.register(operLog, { db: database.db, counts: platform.counts });
  await app.register(decryptBodies, { keys });
  // The response pair: its private half is for the family's clients; the console brings its own key.
  await app.register(encryptResponses, { keys: loadOrCreateRsaKeyPair(config.dataDir, 'response-rsa') });
  await app.register(multipart, {
    limits: { fileSize: config.ossMaxFileSize ?? OSS_DEFAULT_MAX_FILE_SIZE, files: 1, fields: 20, parts: 21 },
  });
  if (config.openApiEnabled) await app.register(openApi);
  await app.register(modules.registerModules, { prefix: API_BASE });
  await app.register(consoleStatic, { webDist: config.webDist });

  if (options.scheduler) await jobs.scheduler.start();

  return {
    app,
    container,
    jobs,
    async close() {
      await jobs.scheduler.stop();
      await app.close();
      if (!options.store) await store.close();
      if (!options.database) await database.close();
    },
  };
}
