import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DEFAULT_CLIENT_ID } from '@zcps/contracts';
import { loginAdmin } from './test/kits/ops-scale-out.js';
import { serverArgs } from './test/kits/server-process.js';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'zcps-main-'));
const port = 18_000 + Math.floor(Math.random() * 2_000);
const origin = `http://127.0.0.1:${port}`;
const base = `${origin}/zcps`;

function start(): { child: ChildProcess; output: () => string } {
  let output = '';
  // The lifecycle is under test here, so its sign-ins skip the captcha (captcha.routes.test.ts covers it).
  const child = spawn(process.execPath, serverArgs(), {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      ZCPS_DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ZCPS_CAPTCHA_ENABLED: 'false',
      // The story's own test plays it on a seeded database and the browser test plays it on a fresh start of
      // the built server; here it would only add its seconds to the lifecycle under test.
      ZCPS_DEMO_DATA: 'false',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return { child, output: () => output };
}

async function waitForHealth(): Promise<void> {
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`${base}/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('server did not become healthy');
}

function exitOf(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => child.once('exit', (code) => resolve(code)));
}

describe('the server process', () => {
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('starts on the embedded database with the story turned off, prints the URL and credentials, stops on SIGTERM, and restarts on the same data', async () => {
    const first = start();
    await waitForHealth();
    expect(first.output()).not.toContain('demo story');
    expect(first.output()).toContain(`http://127.0.0.1:${port}/`);
    expect(first.output()).toContain('tenant 000000, user admin / admin123');
    const key1 = await (await fetch(`${base}/auth/rsa-public-key`)).text();
    // Throws unless the sign-in answers code 200.
    await loginAdmin(origin);
    first.child.kill('SIGTERM');
    expect(await exitOf(first.child)).toBe(0);
    expect(fs.existsSync(path.join(dataDir, 'pgdata'))).toBe(true);

    const second = start();
    await waitForHealth();
    // Same key pair and same database: the data dir carries both across restarts.
    expect(await (await fetch(`${base}/auth/rsa-public-key`)).text()).toBe(key1);
    const token = await loginAdmin(origin);
    const info = (await (
      await fetch(`${base}/system/user/getInfo`, {
        headers: { authorization: `Bearer ${token}`, clientid: DEFAULT_CLIENT_ID },
      })
    ).json()) as { data: { user: { userName: string } } };
    expect(info.data.user.userName).toBe('admin');
    expect(second.output()).not.toContain('demo story');
    second.child.kill('SIGINT');
    expect(await exitOf(second.child)).toBe(0);
  }, 240_000);
});
