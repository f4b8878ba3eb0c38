import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 8181);
// A fresh embedded database per run, removed by the OS temp cleanup; the server migrates and seeds it. Kept in
// the environment so the workers, which load this file again, inherit the runner's directory.
process.env.E2E_DATA_DIR ??= path.join(os.tmpdir(), `zcps-e2e-${process.pid}-${Date.now()}`);
const dataDir = process.env.E2E_DATA_DIR;
// The business clock's offset (ms) that a test may write to move the server's "now" (review-walk.spec.ts).
process.env.ZCPS_TEST_CLOCK_FILE ??= path.join(dataDir, 'test-clock-offset-ms');

export default defineConfig({
  testDir: './tests',
  timeout: 60_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  // The ten slowest spec files of the run, printed at its end (those over 30 s).
  reportSlowTests: { max: 10, threshold: 30_000 },
  outputDir: '../test-results',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
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
  webServer: {
    command: 'node ../apps/server/dist/main.js',
    url: `http://127.0.0.1:${port}/zcps/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      ZCPS_DATA_DIR: dataDir,
      ZCPS_WEB_DIST: path.resolve(import.meta.dirname, '../apps/web/dist'),
      ZCPS_CAPTCHA_ENABLED: 'false',
      LOG_LEVEL: 'warn',
      // Only with NODE_ENV=test does the server read the clock offset file (apps/server/src/platform/clock.ts).
      NODE_ENV: 'test',
      ZCPS_TEST_CLOCK_FILE: process.env.ZCPS_TEST_CLOCK_FILE,
    },
  },
});
