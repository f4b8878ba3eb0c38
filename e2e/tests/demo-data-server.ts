import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './auth-account-server.js';

const root = path.resolve(import.meta.dirname, '../..');

export interface DemoServer {
  url: string;
  /** Seconds from spawning the process to a healthy answer: migrations, seed and the demo story. */
  startSeconds: number;
  output(): string;
  stop(): Promise<void>;
}

/**
 * The built server on a fresh data directory with its defaults: the embedded database, so the demo story
 * plays (the shared e2e servers turn it off). Only the captcha is off, as for every browser test.
 */
export async function startDemoServer(): Promise<DemoServer> {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'zcps-e2e-demo-'));
  const started = Date.now();
  const env = { ...process.env };
  delete env.ZCPS_DEMO_DATA;
  delete env.DATABASE_URL;
  const child: ChildProcess = spawn(process.execPath, [path.join(root, 'apps/server/dist/main.js')], {
    env: {
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      ZCPS_DATA_DIR: dataDir,
      ZCPS_WEB_DIST: path.join(root, 'apps/web/dist'),
      ZCPS_CAPTCHA_ENABLED: 'false',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-8000));
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 240_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`demo server exited: ${output}`);
    try {
      if ((await fetch(`${url}/zcps/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`demo server did not start: ${output}`);
    await new Promise((r) => setTimeout(r, 500));
  }
  return {
    url,
    startSeconds: (Date.now() - started) / 1000,
    output: () => output,
    async stop() {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
