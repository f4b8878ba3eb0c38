import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import { DEFAULT_CLIENT_ID, DEFAULT_TENANT_ID } from '@zcps/contracts';
import { encryptRequestBody } from '../../platform/crypto/envelope-crypto.js';
import { serverArgs } from './server-process.js';

interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}

/** A port nothing listens on right now (the server prints its URL from PORT, so PORT=0 would hide it). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

export interface ServerProcess {
  child: ChildProcess;
  /** `http://127.0.0.1:<port>/zcps` */
  base: string;
  output(): string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/** The real server (`main.ts`) as a child process, as `npm start` runs it. */
export async function startServer(env: Record<string, string | undefined>): Promise<ServerProcess> {
  const port = await freePort();
  let output = '';
  const child = spawn(process.execPath, serverArgs(), {
    env: {
      ...process.env,
      LOG_LEVEL: 'warn',
      ZCPS_CAPTCHA_ENABLED: 'false',
      ZCPS_DEMO_DATA: 'false',
      ...env,
      PORT: String(port),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const server = { child, base: `http://127.0.0.1:${port}/zcps`, output: () => output, exited };
  await waitForHealth(server);
  return server;
}

async function waitForHealth(server: ServerProcess, timeoutMs = 150_000): Promise<void> {
  let gone = false;
  void server.exited.then(() => (gone = true));
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline && !gone) {
    try {
      const res = await fetch(`${server.base}/health`);
      const body = (await res.json()) as Envelope<{ status: string }>;
      if (res.ok && body.data.status === 'UP') return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  server.child.kill('SIGKILL');
  throw new Error(`server did not report health UP${gone ? ' (it exited)' : ''}:\n${server.output()}`);
}

/** Signs in as the seeded administrator the way the console does: encrypted body, encrypt-key header. */
export async function loginAdmin(base: string): Promise<string> {
  const key = (await (await fetch(`${base}/auth/rsa-public-key`)).json()) as Envelope<{ publicKey: string }>;
  const { header, payload } = encryptRequestBody(key.data.publicKey, {
    tenantId: DEFAULT_TENANT_ID,
    username: 'admin',
    password: 'admin123',
    clientId: DEFAULT_CLIENT_ID,
    grantType: 'password',
  });
  const res = await fetch(`${base}/auth/new/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'encrypt-key': header },
    body: payload,
  });
  const body = (await res.json()) as Envelope<{ access_token: string } | null>;
  if (body.code !== 200 || !body.data) throw new Error(`admin login failed: ${body.code} ${body.msg}`);
  return body.data.access_token;
}

export function authHeaders(token: string): Record<string, string> {
  return {
    authorization: `Bearer ${token}`,
    clientid: DEFAULT_CLIENT_ID,
    'content-type': 'application/json',
  };
}

/** Adds a notice (unpublished, so no push to signed-in users) and answers the envelope. */
export async function addNotice(base: string, token: string, title: string): Promise<Envelope<number>> {
  const res = await fetch(`${base}/system/notice`, {
    method: 'POST',
    headers: authHeaders(token),
    body: JSON.stringify({
      noticeTitle: title,
      noticeType: '1',
      noticeContent: `<p>${title}</p>`,
      status: '1',
    }),
  });
  return (await res.json()) as Envelope<number>;
}

export interface BurstResult {
  /** noticeId → title of every write the server answered with code 200. */
  acked: Map<number, string>;
  /** Every title a request was sent for (acknowledged or not). */
  sent: Set<string>;
  /** Requests still unanswered when the server was killed. */
  inFlightAtKill: number;
  killed: boolean;
}

/**
 * Sends `total` notice writes with `concurrency` in flight and SIGKILLs the server as soon as `killAfterAcks`
 * of them are acknowledged; requests after the kill fail and are simply not acknowledged.
 */
export async function burstThenKill(options: {
  server: ServerProcess;
  token: string;
  tag: string;
  total: number;
  concurrency: number;
  killAfterAcks: number;
}): Promise<BurstResult> {
  const { server, token, tag, total, concurrency, killAfterAcks } = options;
  const result: BurstResult = { acked: new Map(), sent: new Set(), inFlightAtKill: 0, killed: false };
  let next = 0;
  let inFlight = 0;
  const worker = async () => {
    while (next < total && !result.killed) {
      const title = `${tag}-${next++}`;
      result.sent.add(title);
      inFlight++;
      try {
        const body = await addNotice(server.base, token, title);
        // An answer read after the kill was still sent before it: the client saw 200, so it counts.
        if (body.code === 200) result.acked.set(body.data, title);
        else throw new Error(`write refused: ${body.code} ${body.msg}`);
      } catch (error) {
        if (!result.killed) throw error;
      } finally {
        inFlight--;
      }
      if (!result.killed && result.acked.size >= killAfterAcks) {
        result.killed = true;
        result.inFlightAtKill = inFlight;
        server.child.kill('SIGKILL');
      }
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return result;
}

/** Every notice whose title contains `tag`, through the list API (its total comes from a count query). */
export async function noticesTagged(
  base: string,
  token: string,
  tag: string,
): Promise<{ total: number; rows: { noticeId: number; noticeTitle: string }[] }> {
  const rows: { noticeId: number; noticeTitle: string }[] = [];
  let total = 0;
  for (let page = 1; page === 1 || rows.length < total; page++) {
    const query = new URLSearchParams({ pageNum: String(page), pageSize: '500', noticeTitle: tag });
    const res = await fetch(`${base}/system/notice/list?${query}`, { headers: authHeaders(token) });
    const body = (await res.json()) as { code: number; total: number; rows: typeof rows };
    if (body.code !== 200) throw new Error(`notice list failed: ${body.code}`);
    total = body.total;
    rows.push(...body.rows);
    if (body.rows.length === 0) break;
  }
  return { total, rows };
}
