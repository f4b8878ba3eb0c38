import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { APIRequestContext, Page } from '@playwright/test';

const root = path.resolve(import.meta.dirname, '../..');

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export interface AccountServer {
  url: string;
  seed: string;
  /** The newest code the log provider wrote for this address, after `since` messages. */
  codeFor(to: string, since?: number): Promise<string>;
  sent(): number;
  stop(): Promise<void>;
}

/**
 * A server of its own for the sign-in specs: the shared e2e server runs without captcha and without a notify
 * log file. This one runs the built server with the captcha on or off, the captcha seeded (NODE_ENV=test
 * only) and the log provider writing every code to a file the spec reads.
 */
export async function startAccountServer(options: { captcha: boolean }): Promise<AccountServer> {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'zcps-e2e-auth-'));
  const logFile = path.join(dataDir, 'notify.jsonl');
  const seed = `e2e-${Date.now()}`;
  const child: ChildProcess = spawn(process.execPath, [path.join(root, 'apps/server/dist/main.js')], {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      ZCPS_DATA_DIR: dataDir,
      ZCPS_WEB_DIST: path.join(root, 'apps/web/dist'),
      ZCPS_CAPTCHA_ENABLED: String(options.captcha),
      ZCPS_DEMO_DATA: 'false',
      ZCPS_CAPTCHA_SEED: seed,
      ZCPS_NOTIFY_LOG_FILE: logFile,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4000);
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 150_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`account server exited: ${stderr}`);
    try {
      if ((await fetch(`${url}/zcps/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`account server did not start: ${stderr}`);
    await new Promise((r) => setTimeout(r, 500));
  }
  const lines = () =>
    fs.existsSync(logFile)
      ? fs
          .readFileSync(logFile, 'utf8')
          .split('\n')
          .filter(Boolean)
          .map((l) => JSON.parse(l) as { to: string; params: { code: string } })
      : [];
  return {
    url,
    seed,
    sent: () => lines().length,
    async codeFor(to, since = 0) {
      for (let i = 0; i < 50; i++) {
        const hit = lines()
          .slice(since)
          .filter((m) => m.to === to)
          .at(-1);
        if (hit) return hit.params.code;
        await new Promise((r) => setTimeout(r, 200));
      }
      throw new Error(`no code was sent to ${to}`);
    },
    async stop() {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

interface CaptchaImages {
  randomSource(seed: string): () => number;
  drawSlide(rnd: () => number): { x: number };
  drawClick(rnd: () => number, family: string): { points: { x: number; y: number }[] };
  cjkFontFamily(): string | null;
}

/** The server's own generator, redrawing a seeded captcha to learn the answer the server keeps. */
export async function captchaAnswer(seed: string, uuid: string, type: 'slide' | 'click') {
  const href = pathToFileURL(path.join(root, 'apps/server/dist/modules/auth/captcha-image.js')).href;
  const images = (await import(href)) as CaptchaImages;
  const rnd = images.randomSource(`${seed}:${uuid}`);
  if (type === 'slide') return { x: images.drawSlide(rnd).x, points: [] };
  return { x: 0, points: images.drawClick(rnd, images.cjkFontFamily()!).points };
}

/** The signed-in page's token, for admin calls the spec makes through the API. */
export async function apiAs(page: Page, request: APIRequestContext, base: string) {
  const token = await page.evaluate(() => localStorage.getItem('Admin-Token'));
  const headers = { authorization: `Bearer ${token}`, clientid: 'e5cd7e4891bf95d1d19206ce24a7b32e' };
  return {
    put: async (url: string, data: unknown) =>
      (await request.put(`${base}/zcps${url}`, { headers, data })).json() as Promise<{
        code: number;
        msg: string;
      }>,
  };
}
