import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_CLIENT_ID } from '@zcps/contracts';
import { encryptRequestBody } from '../../platform/crypto/envelope-crypto.js';
import { serverArgs } from './server-process.js';

/** The nginx example the README shows; the test runs it with only its addresses changed. */
export const nginxTemplate = fileURLToPath(new URL('../../../../../deploy/nginx/zcps.conf', import.meta.url));

export interface Proc {
  child: ChildProcess;
  output: () => string;
}

function spawnLogged(command: string, args: string[], env: NodeJS.ProcessEnv): Proc {
  let output = '';
  const child = spawn(command, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return { child, output: () => output };
}

export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** One server process as `npm start` runs it, on PostgreSQL + Redis. */
export function startInstance(port: number, env: Record<string, string>): Proc {
  return spawnLogged(process.execPath, serverArgs(), {
    ...process.env,
    ...env,
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    ZCPS_CAPTCHA_ENABLED: 'false',
    ZCPS_DEMO_DATA: 'false',
    ZCPS_TRUST_PROXY: '127.0.0.1',
  });
}

export async function waitForHealth(base: string, proc: Proc, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (proc.child.exitCode !== null) throw new Error(`instance exited early:\n${proc.output()}`);
    try {
      if ((await fetch(`${base}/zcps/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${base} did not become healthy:\n${proc.output()}`);
}

/** Replaces one line-exact address of the template, failing loudly when the README example changed shape. */
function replaceOnce(text: string, from: string, to: string): string {
  const parts = text.split(from);
  if (parts.length !== 2) throw new Error(`deploy/nginx/zcps.conf should hold "${from}" exactly once`);
  return parts.join(to);
}

/**
 * nginx in the foreground with the README's config, its addresses swapped for the test's ports. The wrapper adds
 * only what a private nginx needs (pid, temp paths, logs) and a header naming the upstream that answered.
 */
export function startNginx(dir: string, listenPort: number, upstreamPorts: [number, number]): Proc {
  let site = fs.readFileSync(nginxTemplate, 'utf8');
  site = replaceOnce(site, 'listen 127.0.0.1:8080;', `listen 127.0.0.1:${listenPort};`);
  site = replaceOnce(site, 'server 127.0.0.1:8081;', `server 127.0.0.1:${upstreamPorts[0]};`);
  site = replaceOnce(site, 'server 127.0.0.1:8082;', `server 127.0.0.1:${upstreamPorts[1]};`);
  // Beside the site's own add_header (nginx drops outer ones where a block has its own).
  const hsts = 'add_header Strict-Transport-Security "max-age=31536000; includeSubDomains" always;';
  site = replaceOnce(site, hsts, `${hsts}\n    add_header X-Zcps-Upstream $upstream_addr always;`);
  fs.writeFileSync(path.join(dir, 'zcps.conf'), site);
  const temp = (name: string) => `${name}_temp_path ${path.join(dir, name)};`;
  fs.writeFileSync(
    path.join(dir, 'nginx.conf'),
    [
      `pid ${path.join(dir, 'nginx.pid')};`,
      `error_log ${path.join(dir, 'error.log')} warn;`,
      'events {}',
      'http {',
      '  access_log off;',
      `  ${temp('client_body')} ${temp('proxy')} ${temp('fastcgi')} ${temp('uwsgi')} ${temp('scgi')}`,
      `  include ${path.join(dir, 'zcps.conf')};`,
      '}',
    ].join('\n'),
  );
  return spawnLogged(
    'nginx',
    ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-g', 'daemon off;'],
    process.env,
  );
}

export function stop(proc: Proc | undefined, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  if (!proc || proc.child.exitCode !== null || proc.child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => proc.child.kill('SIGKILL'), 10_000);
    proc.child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    proc.child.kill(signal);
  });
}

/** JSON call in the console's dialect; the token travels as a Bearer header with the client id. */
export async function api(base: string, token: string | null, method: string, url: string, body?: object) {
  const res = await fetch(`${base}/zcps${url}`, {
    method,
    headers: {
      clientid: DEFAULT_CLIENT_ID,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  return {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- envelopes of many shapes, read by the test
    json: (await res.json()) as any,
    upstream: res.headers.get('x-zcps-upstream'),
    hsts: res.headers.get('strict-transport-security'),
  };
}

/**
 * The console's sign-in: the body encrypted with the key from `keyBase` and posted to `loginBase`, so a key
 * fetched from one instance is used against another.
 */
export async function loginAdmin(keyBase: string, loginBase = keyBase): Promise<string> {
  const { json } = await api(keyBase, null, 'GET', '/auth/rsa-public-key');
  const body = {
    tenantId: '000000',
    username: 'admin',
    password: 'admin123',
    clientId: DEFAULT_CLIENT_ID,
    grantType: 'password',
  };
  const { header, payload } = encryptRequestBody(json.data.publicKey, body);
  const res = await fetch(`${loginBase}/zcps/auth/new/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'encrypt-key': header, clientid: DEFAULT_CLIENT_ID },
    body: payload,
  });
  const answer = (await res.json()) as { code: number; msg: string; data: { access_token: string } };
  if (answer.code !== 200) throw new Error(`login failed: ${answer.msg}`);
  return answer.data.access_token;
}

export interface SseStream {
  /** Resolves with everything read so far once `text` has arrived; rejects after timeoutMs. */
  until(text: string, timeoutMs: number): Promise<string>;
  close(): void;
}

/** An EventSource-like reader of /resource/sse (token in the query, as the browser sends it). */
export async function openSse(base: string, token: string): Promise<SseStream> {
  const abort = new AbortController();
  const query = `Authorization=${encodeURIComponent(`Bearer ${token}`)}&clientid=${DEFAULT_CLIENT_ID}`;
  const res = await fetch(`${base}/zcps/resource/sse?${query}`, { signal: abort.signal });
  if (res.status !== 200 || !res.body) throw new Error(`sse answered ${res.status}`);
  const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
  let seen = '';
  let pending: Promise<void> | null = null;
  const readMore = () =>
    (pending ??= reader.read().then(({ value, done }) => {
      pending = null;
      if (done) throw new Error(`sse stream ended; got:\n${seen}`);
      seen += value;
    }));
  return {
    async until(text, timeoutMs) {
      const deadline = Date.now() + timeoutMs;
      while (!seen.includes(text)) {
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`"${text}" did not arrive; got:\n${seen}`);
        let timer: NodeJS.Timeout | undefined;
        await Promise.race([
          readMore(),
          new Promise<void>((resolve) => (timer = setTimeout(resolve, left))),
        ]).finally(() => clearTimeout(timer));
      }
      return seen;
    },
    close: () => abort.abort(),
  };
}
