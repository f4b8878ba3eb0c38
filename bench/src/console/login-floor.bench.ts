// `npm run bench -- --only loginFloor`: the login page (issue 25 point 1, prerendered form) against a static page
// holding the same form, cold, from the built server on a fresh PGlite. Prints one JSON line of figures.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startService } from '../util/proc.js';
import { launch } from './browser.js';
import { loginVsFloor, writeFloorPage } from './login-floor.js';
import { WEB_DIST } from './measure.js';

const args = process.argv.slice(2);
const loads = Number(args[args.indexOf('--loads') + 1] ?? 7) || 7;
const dist = path.join(os.tmpdir(), 'zcps-bench-login-floor-dist');
const data = path.join(os.tmpdir(), `zcps-bench-login-floor-data-${process.pid}`);
fs.rmSync(dist, { recursive: true, force: true });
fs.cpSync(WEB_DIST, dist, { recursive: true });
if (!writeFloorPage(dist)) throw new Error('apps/web/dist has no login.html: run npm run build');

const svc = await startService(
  'server-login-floor',
  ['apps/server/dist/main.js'],
  {
    LOG_LEVEL: 'warn',
    ZCPS_CAPTCHA_ENABLED: 'false',
    ZCPS_DEMO_DATA: 'false',
    ZCPS_WEB_DIST: dist,
    ZCPS_DATA_DIR: data,
  },
  '/zcps/auth/rsa-public-key',
);
try {
  const browser = await launch();
  try {
    const loadStart = os.loadavg();
    const result = await loginVsFloor(browser, svc.url, loads);
    console.log(JSON.stringify({ ...result, loadAverage: { start: loadStart, end: os.loadavg() } }));
  } finally {
    await browser.close();
  }
} finally {
  await svc.stop();
  fs.rmSync(data, { recursive: true, force: true });
  fs.rmSync(dist, { recursive: true, force: true });
}
