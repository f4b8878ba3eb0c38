/* global fetch */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

/** A free TCP port on 127.0.0.1 (asked from the OS, then released). */
export function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

/**
 * Starts the built server the way e2e/playwright.config.ts does: a fresh embedded database in a temp data dir
 * (migrated and seeded at start, so the demo users exist), captcha off, the built console served at `/`.
 */
export async function startServer(root) {
  const port = Number(process.env.MANUALS_PORT) || (await freePort());
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'zcps-manuals-'));
  // A copy of the built console, so a rebuild running meanwhile in the checkout cannot empty it mid-run.
  const webDist = path.join(dataDir, 'web-dist');
  fs.cpSync(path.join(root, 'apps/web/dist'), webDist, { recursive: true });
  if (!fs.existsSync(path.join(webDist, 'index.html'))) throw new Error('apps/web/dist has no index.html');
  const child = spawn(process.execPath, [path.join(root, 'apps/server/dist/main.js')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      ZCPS_DATA_DIR: dataDir,
      ZCPS_WEB_DIST: webDist,
      ZCPS_CAPTCHA_ENABLED: 'false',
      ZCPS_DEMO_DATA: 'false',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (d) => {
    stderr = (stderr + d.toString()).slice(-4000);
  });
  let exited = false;
  child.on('exit', () => {
    exited = true;
  });

  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (exited) throw new Error(`the server exited during start:\n${stderr}`);
    try {
      const res = await fetch(`${baseUrl}/zcps/health`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGTERM');
      throw new Error(`the server did not answer /zcps/health within 120 s:\n${stderr}`);
    }
    await sleep(500);
  }

  return {
    baseUrl,
    async stop() {
      if (!exited) {
        child.kill('SIGTERM');
        for (let i = 0; i < 40 && !exited; i++) await sleep(250);
        if (!exited) child.kill('SIGKILL');
      }
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
