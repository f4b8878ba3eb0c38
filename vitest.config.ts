import { configDefaults, defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';
import SlowestFilesReporter from './scripts/test/slowest-files-reporter.js';
import { filesMockingModules } from './scripts/test/mocking-files.js';

const root = fileURLToPath(new URL('.', import.meta.url));
const contracts = fileURLToPath(new URL('./packages/contracts/src/index.ts', import.meta.url));

const SERVER = ['apps/server/src/**/*.test.ts'];
const serverMocking = filesMockingModules(root, 'apps/server/src');
const server = {
  environment: 'node',
  globalSetup: ['apps/server/src/test/global-setup.ts'],
  // Servers a test starts from the build hash at normal priority: beside the other test worker a nice-19 hash
  // (the server's default) waits for it.
  env: { ZCPS_PASSWORD_HASH_NICE: '0' },
  testTimeout: 60_000,
  hookTimeout: 120_000,
} as const;

const WEB = ['apps/web/src/**/*.test.{ts,tsx}'];
const webMocking = filesMockingModules(root, 'apps/web/src');
const web = {
  environment: 'jsdom',
  setupFiles: ['apps/web/src/test/setup.ts'],
  // A page test's first render imports antd and the page cold; on a busy 2-core machine that alone has
  // taken over 5 s. A limit, not a speed assertion: speed is measured in bench/.
  testTimeout: 30_000,
  // beforeAll hooks warm lazy pages (antd + page cold import) for the same reason.
  hookTimeout: 60_000,
} as const;

export default defineConfig({
  resolve: { alias: { '@zcps/contracts': contracts } },
  test: {
    reporters: ['default', new SlowestFilesReporter()],
    // Vitest's default is CPUs − 1: one worker on a 2-core machine, where the API tests spend much of their
    // time waiting on PostgreSQL and Redis. Each test app has its own database and Redis key prefix.
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: { name: 'scripts', include: ['scripts/**/*.test.ts'], environment: 'node' },
      },
      {
        extends: true,
        test: { name: 'contracts', include: ['packages/contracts/src/**/*.test.ts'], environment: 'node' },
      },
      // The server's files, like the pages', run one after another in each worker's module graph (`isolate:
      // false`): importing the app (fastify, drizzle, every module) cost each isolated file ~6–8 s of its ~14 s of
      // CPU. Each file still builds its own apps on fresh databases and closes them; memory stays flat (~0.9 GB
      // per worker over 23 files). Files that mock a module run isolated in `server-isolated`.
      {
        extends: true,
        test: {
          name: 'server',
          include: SERVER,
          exclude: [...configDefaults.exclude, ...serverMocking],
          isolate: false,
          ...server,
        },
      },
      ...(serverMocking.length > 0
        ? [{ extends: true, test: { name: 'server-isolated', include: serverMocking, ...server } }]
        : []),
      // The page suites run their files one after another in each worker's module graph (`isolate: false`): a
      // fresh worker per file imported antd and the console again for every file. Each file still renders into
      // a cleaned document, and test/setup.ts resets the console's stores per file. Files that mock a module
      // run isolated in `web-isolated`.
      {
        extends: true,
        test: {
          name: 'web',
          include: WEB,
          exclude: [...configDefaults.exclude, ...webMocking],
          isolate: false,
          ...web,
        },
      },
      ...(webMocking.length > 0
        ? [{ extends: true, test: { name: 'web-isolated', include: webMocking, ...web } }]
        : []),
    ],
  },
});
