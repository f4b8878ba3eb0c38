import { DEFAULT_MANUALS_DIR, loadConfig } from './config.js';
import { limitPasswordHashes } from './platform/crypto/password-hash.js';
import { buildApp, type BuiltApp } from './app.js';
import { openDatabase } from './platform/db/database.js';
import { seedDatabase } from './seed/seed.js';
import { seedDemoAttachments } from './seed/demo/attachments.js';
import { adminSeed } from './seed/base.js';
import { DEFAULT_TENANT_ID } from '@zcps/contracts';
import { withStartupLock } from './platform/db/startup-lock.js';
import { playStoryAtStart } from './seed/story/start-story.js';

async function writeStartFiles(
  built: BuiltApp,
  demoAdded: boolean,
  manualsDir: string | undefined,
): Promise<void> {
  const { app } = built;
  // Demo files are a nicety: a store that cannot take them must not keep the console from starting.
  if (demoAdded)
    try {
      const files = await seedDemoAttachments(built.container.database.db, built.container.oss);
      app.log.info({ files }, 'demo attachments written');
    } catch (error) {
      app.log.error({ err: error }, 'demo attachments failed');
    }
  // A manual that cannot be imported must not keep the console from starting.
  try {
    const manuals = await built.container.manuals.importFrom(manualsDir ?? DEFAULT_MANUALS_DIR);
    for (const m of manuals.filter((r) => r.outcome !== 'unchanged'))
      app.log[m.outcome === 'invalid' ? 'warn' : 'info']({ manual: m.role }, `operation manual ${m.outcome}`);
  } catch (error) {
    app.log.error({ err: error }, 'operation manual import failed');
  }
}

async function main(): Promise<void> {
  const config = loadConfig();
  limitPasswordHashes(config.passwordHashConcurrency, config.passwordHashNice);
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: config.databaseUrl ? undefined : `${config.dataDir}/pgdata`,
    pgliteSharedBuffers: config.pgliteSharedBuffers,
  });
  // Instances started together take turns at the start-up writes (startup-lock.ts).
  const built = await withStartupLock(config.databaseUrl, async () => {
    await database.migrate();
    const seeded = await seedDatabase(database.db);
    // A story that cannot be played leaves a console without demo activities, not one that cannot start.
    if (config.demoData)
      await playStoryAtStart(config, database).then(
        (outcome) => outcome && console.info(`demo story played: ${JSON.stringify(outcome)}`),
        (error: unknown) => console.error('demo story failed', error),
      );
    const started = await buildApp(config, { database, scheduler: true });
    await writeStartFiles(started, seeded.demoAdded, config.manualsDir);
    return started;
  });
  const { app } = built;
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 15_000);
    force.unref();
    try {
      await built.close();
      await database.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  const url = `http://${config.host === '0.0.0.0' ? '127.0.0.1' : config.host}:${config.port}`;
  const engine = database.kind === 'pglite' ? `PGlite (${config.dataDir}/pgdata)` : 'PostgreSQL';
  process.stdout.write(
    [
      '',
      `  职称评审管理系统 is running`,
      `  Console:  ${url}/`,
      `  API:      ${url}/zcps   (OpenAPI: ${url}/zcps/v3/api-docs)`,
      `  Database: ${engine}; store: ${built.container.store.kind}`,
      `  First-start administrator: tenant ${DEFAULT_TENANT_ID}, user ${adminSeed.userName} / ${adminSeed.password}`,
      '',
    ].join('\n') + '\n',
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
