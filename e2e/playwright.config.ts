import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 8181);
/**
 * Spec files run side by side, each worker against its own server and embedded database (port + its parallel
 * index), so no spec sees another's writes or moved clock. E2E_WORKERS=1 runs them one after another.
 */
const workers = Math.max(1, Number(process.env.E2E_WORKERS ?? 2));
// Fresh embedded databases per run, removed by the OS temp cleanup; the servers migrate and seed them. Kept in
// the environment so the workers, which load this file again, inherit the runner's directory.
process.env.E2E_DATA_DIR ??= path.join(os.tmpdir(), `zcps-e2e-${process.pid}-${Date.now()}`);
// The suite's browsers and servers share the machine's cores: at the server's default nice 19 (the hashing
// threads' priority) each sign-in would wait for all of them. Servers the specs start themselves inherit it.
process.env.ZCPS_PASSWORD_HASH_NICE ??= '0';
const dataDir = (index: number) => path.join(process.env.E2E_DATA_DIR!, `server-${index}`);
// The business clock's offset (ms) that a test may write to move its server's "now" (review-walk.spec.ts).
const clockFile = (index: number) => path.join(dataDir(index), 'test-clock-offset-ms');
/** Set by Playwright in each worker process; the runner itself has none. */
const parallelIndex = Number(process.env.TEST_PARALLEL_INDEX ?? 0);
process.env.ZCPS_TEST_CLOCK_FILE = clockFile(parallelIndex);

export default defineConfig({
  testDir: './tests',
  timeout: 60_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  workers,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  // The ten slowest spec files of the run, printed at its end (those over 30 s).
  reportSlowTests: { max: 10, threshold: 30_000 },
  outputDir: '../test-results',
  use: {
    baseURL: `http://127.0.0.1:${port + parallelIndex}`,
    viewport: { width: 1440, height: 900 },
    locale: 'zh-CN',
    screenshot: 'only-on-failure',
    trace: 'off',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  // One entry starts every worker's server at once (start-servers.mjs): Playwright starts entries one by one.
  webServer: {
    command: 'node start-servers.mjs',
    wait: { stdout: /e2e servers ready/ },
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      E2E_SERVERS: JSON.stringify(
        Array.from({ length: workers }, (_, index) => ({
          PORT: String(port + index),
          HOST: '127.0.0.1',
          ZCPS_DATA_DIR: dataDir(index),
          ZCPS_WEB_DIST: path.resolve(import.meta.dirname, '../apps/web/dist'),
          ZCPS_CAPTCHA_ENABLED: 'false',
          // Each spec sets up its own rows; demo-data.spec.ts starts its own server with the demo story.
          ZCPS_DEMO_DATA: 'false',
          LOG_LEVEL: 'warn',
          // Only with NODE_ENV=test does the server read the clock offset file (apps/server/src/platform/clock.ts).
          NODE_ENV: 'test',
          ZCPS_TEST_CLOCK_FILE: clockFile(index),
        })),
      ),
    },
  },
});
