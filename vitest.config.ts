import { configDefaults, defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import { fileURLToPath } from 'node:url';
import SlowestFilesReporter from './scripts/test/slowest-files-reporter.js';
import { filesMockingModules } from './scripts/test/mocking-files.js';

const root = fileURLToPath(new URL('.', import.meta.url));
const contracts = fileURLToPath(new URL('./packages/contracts/src/index.ts', import.meta.url));

type ProjectTest = NonNullable<TestProjectInlineConfiguration['test']>;

const SERVER = ['apps/server/src/**/*.test.ts'];
const server: ProjectTest = {
  environment: 'node',
  globalSetup: ['apps/server/src/test/global-setup.ts'],
  // Servers a test starts from the build hash at normal priority: beside the other test worker a nice-19 hash
  // (the server's default) waits for it.
  env: { ZCPS_PASSWORD_HASH_NICE: '0' },
  testTimeout: 60_000,
  hookTimeout: 120_000,
};

const WEB = ['apps/web/src/**/*.test.{ts,tsx}'];
const web: ProjectTest = {
  environment: 'jsdom',
  setupFiles: ['apps/web/src/test/setup.ts'],
  // A page test's first render imports antd and the page cold; on a busy 2-core machine that alone has
  // taken over 5 s. A limit, not a speed assertion: speed is measured in bench/.
  testTimeout: 30_000,
  // beforeAll hooks warm lazy pages (antd + page cold import) for the same reason.
  hookTimeout: 60_000,
};

/**
 * A project whose files share each worker's module graph (`isolate: false`), and `<name>-isolated` for the files
 * among them that mock a module (a mock replaces it for the whole worker).
 */
function sharedGraph(
  name: string,
  include: string[],
  dir: string,
  options: ProjectTest,
): TestProjectInlineConfiguration[] {
  const mocking = filesMockingModules(root, dir);
  const shared = {
    name,
    include,
    exclude: [...configDefaults.exclude, ...mocking],
    isolate: false,
    ...options,
  };
  const isolated = { name: `${name}-isolated`, include: mocking, ...options };
  return [
    { extends: true as const, test: shared },
    ...(mocking.length > 0 ? [{ extends: true as const, test: isolated }] : []),
  ];
}

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
      // The server's files run one after another in each worker's module graph: importing the app (fastify,
      // drizzle, every module) cost each isolated file ~6–8 s of its ~14 s of CPU. Each file still builds its own
      // apps on fresh databases and closes them; memory stays flat (~0.9 GB per worker over 23 files).
      ...sharedGraph('server', SERVER, 'apps/server/src', server),
      // The page suites likewise: a fresh worker per file imported antd and the console again for every file.
      // Each file still renders into a cleaned document, and test/setup.ts resets the console's stores per file.
      ...sharedGraph('web', WEB, 'apps/web/src', web),
    ],
  },
});
