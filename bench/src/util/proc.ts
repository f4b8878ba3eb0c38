import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { dataDir, rootDir } from '../options.js';

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      srv.close(() => resolve(port));
    });
  });
}

/** Resident set size of a process in bytes, from /proc (Linux). */
export function rssBytes(pid: number): number | null {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const match = /VmRSS:\s+(\d+)\s+kB/.exec(status);
    return match ? Number(match[1]) * 1024 : null;
  } catch {
    return null;
  }
}

export const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

export interface Service {
  name: string;
  url: string;
  pid: number;
  stop(): Promise<void>;
}

/**
 * Starts a node process, sends its output to bench/.data/logs/<name>.log and waits until `readyPath`
 * answers (any HTTP status) or the process dies.
 */
export async function startService(
  name: string,
  args: string[],
  env: Record<string, string>,
  readyPath: string,
  timeoutMs = 180_000,
): Promise<Service> {
  const port = await freePort();
  fs.mkdirSync(path.join(dataDir, 'logs'), { recursive: true });
  const log = fs.openSync(path.join(dataDir, 'logs', `${name}.log`), 'w');
  const child: ChildProcess = spawn(process.execPath, args, {
    cwd: rootDir,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', log, log],
  });
  fs.closeSync(log);
  let exited = false;
  const exit = new Promise<void>((resolve) =>
    child.on('exit', () => {
      exited = true;
      resolve();
    }),
  );
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (exited) throw new Error(`${name} exited during start; see bench/.data/logs/${name}.log`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`${name} did not answer within ${timeoutMs / 1000} s`);
    }
    try {
      await fetch(url + readyPath, { signal: AbortSignal.timeout(2000) });
      break;
    } catch {
      await sleep(250);
    }
  }
  return {
    name,
    url,
    pid: child.pid ?? 0,
    async stop() {
      if (exited) return;
      if (process.env.BENCH_DEBUG) console.error(`stopping ${name}`);
      child.kill('SIGTERM');
      const force = setTimeout(() => child.kill('SIGKILL'), 20_000);
      await exit;
      clearTimeout(force);
      if (process.env.BENCH_DEBUG) console.error(`stopped ${name}`);
    },
  };
}

/** Runs a node script to completion, feeding `input` on stdin, and returns its stdout. */
export async function runNode(args: string[], input: string, timeoutMs: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { cwd: rootDir, stdio: ['pipe', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr.on('data', (d: Buffer) => (err += d.toString()));
    child.on('exit', (code) => {
      clearTimeout(timer);
      if (code === 0) resolve(out);
      else reject(new Error(`${args.join(' ')} exited ${code}: ${err.slice(-2000)}`));
    });
    child.stdin.end(input);
  });
}
