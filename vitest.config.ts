import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';
import SlowestFilesReporter from './scripts/test/slowest-files-reporter.js';

const contracts = fileURLToPath(new URL('./packages/contracts/src/index.ts', import.meta.url));

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
      {
        extends: true,
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['apps/server/src/test/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['apps/web/src/test/setup.ts'],
          // A page test's first render imports antd and the page cold; on a busy 2-core machine that alone has
          // taken over 5 s. A limit, not a speed assertion: speed is measured in bench/.
          testTimeout: 30_000,
          // beforeAll hooks warm lazy pages (antd + page cold import) for the same reason.
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
