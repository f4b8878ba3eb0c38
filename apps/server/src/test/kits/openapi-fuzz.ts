import fc from 'fast-check';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { DEFAULT_CLIENT_ID, DEFAULT_TENANT_ID } from '@zcps/contracts';
import { aesEncrypt, randomKey } from '../../platform/crypto/aes.js';
import { rsaEncrypt } from '../../platform/crypto/rsa.js';
import { commonMessages } from '../../platform/i18n/catalog/common.js';
import { clip, requestsFor, type FuzzRequest, type Operation } from './openapi-fuzz-input.js';

export { operationsOf, type OpenApiDoc, type Operation } from './openapi-fuzz-input.js';

/**
 * Property-based bad input over every operation of the OpenAPI document (issue 19), shared by the vitest file
 * (a few runs per operation) and `npm run security:fuzz` (many): control characters, huge strings, wrong types,
 * deeply nested JSON and extreme paging in the path, the query and the body. Two outcomes are failures: an
 * unknown error (HTTP 5xx, or the envelope's code 500 with the unknown-error or database-error message) and a
 * dropped connection (inject throws, or an empty answer where an envelope was due).
 */
const UNKNOWN = new Set<string>(
  [commonMessages['error.unknown'], commonMessages['error.database']].flatMap((m) => [m.zh_CN, m.en_US]),
);

export interface Failure {
  operation: string;
  request: string;
  answer: string;
}
export interface FuzzStats {
  requests: number;
  byStatus: Map<number, number>;
  byCode: Map<string, number>;
  /** A few distinct messages per envelope code, for the report. */
  messages: Map<string, Set<string>>;
  unknown: Failure[];
  dropped: Failure[];
}

export interface FuzzTarget {
  app: FastifyInstance;
  publicKey: string;
  /** The super admin's token, renewed by `relogin` when an answer says 401 (a fuzzed logout ends it). */
  token(): string;
  relogin(): Promise<void>;
  /** The last error the server logged as unhandled, when the runner can see it (the script's onError hook). */
  lastError?(): string | undefined;
}

/** Sends one request through inject and files its outcome; answers false for an unknown error or a drop. */
export async function send(target: FuzzTarget, op: string, req: FuzzRequest, stats: FuzzStats) {
  const headers: Record<string, string> = {
    authorization: `Bearer ${target.token()}`,
    clientid: DEFAULT_CLIENT_ID,
  };
  let payload: string | undefined;
  if (req.body !== undefined) {
    headers['content-type'] = 'application/json';
    if (req.encrypted) {
      // As the console seals a body (envelope-crypto), from the text: a deep body cannot go through stringify.
      const key = randomKey(32);
      payload = aesEncrypt(key, req.body);
      headers['encrypt-key'] = rsaEncrypt(target.publicKey, Buffer.from(key).toString('base64'));
    } else payload = req.body;
  }
  const shown = `${req.method} ${clip(req.url)}${req.body === undefined ? '' : ` body ${clip(req.body)}`}${req.encrypted ? ' (encrypted)' : ''}`;
  stats.requests++;
  let res;
  try {
    res = await target.app.inject({
      method: req.method as InjectOptions['method'],
      url: req.url,
      headers,
      payload,
    });
  } catch (error) {
    stats.dropped.push({ operation: op, request: shown, answer: `inject threw: ${String(error)}` });
    return false;
  }
  stats.byStatus.set(res.statusCode, (stats.byStatus.get(res.statusCode) ?? 0) + 1);
  const json = String(res.headers['content-type'] ?? '').includes('json');
  let envelope: { code?: number; msg?: string } | null = null;
  try {
    envelope = json ? (res.json() as { code?: number; msg?: string }) : null;
  } catch {
    envelope = null;
  }
  const code =
    envelope?.code === undefined ? (json ? 'JSON, no code' : 'no envelope') : String(envelope.code);
  stats.byCode.set(code, (stats.byCode.get(code) ?? 0) + 1);
  const seen = stats.messages.get(code) ?? new Set<string>();
  if (seen.size < 8)
    seen.add(
      clip(
        envelope?.msg ??
          // a file or an encrypted answer: its type, and the start of a JSON body without a code
          `${String(res.headers['content-type']).split(';')[0]}${json ? ` ${res.payload.slice(0, 40)}` : ''}`,
      ),
    );
  stats.messages.set(code, seen);
  if (envelope?.code === 401) await target.relogin();
  const answer = `${res.statusCode}/${code} ${envelope?.msg ?? ''}`;
  if (res.rawPayload.length === 0 && res.statusCode !== 204) {
    stats.dropped.push({ operation: op, request: shown, answer: `${answer} empty answer` });
    return false;
  }
  if (res.statusCode >= 500 || (envelope?.code === 500 && UNKNOWN.has(envelope.msg ?? ''))) {
    const logged = target.lastError?.();
    stats.unknown.push({
      operation: op,
      request: shown,
      answer: logged ? `${answer} — log: ${logged}` : answer,
    });
    return false;
  }
  return true;
}

export const emptyStats = (): FuzzStats => ({
  requests: 0,
  byStatus: new Map(),
  byCode: new Map(),
  messages: new Map(),
  unknown: [],
  dropped: [],
});

/** `runs` generated requests per operation (reproducible from `seed`), every outcome filed in `stats`. */
export async function fuzz(
  target: FuzzTarget,
  ops: Operation[],
  runs: number,
  seed: number,
  stats: FuzzStats,
) {
  for (const [i, op] of ops.entries()) {
    const name = `${op.method} ${op.path}`;
    // Every generated request is sent and filed; the caller asserts on the stats, so one failure does not stop
    // the run of an operation (nor shrink it into many more requests).
    await fc.assert(
      fc.asyncProperty(requestsFor(op), async (req) => {
        await send(target, name, req, stats);
      }),
      { numRuns: runs, seed: seed + i },
    );
  }
  return stats;
}

/** Signs the seeded super admin in as the console does (encrypted body); for runners without the test kit. */
export async function adminLogin(app: FastifyInstance, publicKey: string): Promise<string> {
  const key = randomKey(32);
  const body = {
    tenantId: DEFAULT_TENANT_ID,
    username: 'admin',
    password: 'admin123',
    clientId: DEFAULT_CLIENT_ID,
    grantType: 'password',
  };
  const res = await app.inject({
    method: 'POST',
    url: '/zcps/auth/new/login',
    headers: {
      'content-type': 'application/json',
      clientid: DEFAULT_CLIENT_ID,
      'encrypt-key': rsaEncrypt(publicKey, Buffer.from(key).toString('base64')),
    },
    payload: aesEncrypt(key, JSON.stringify(body)),
  });
  const answer = res.json() as { code: number; msg: string; data: { access_token: string } };
  if (answer.code !== 200) throw new Error(`admin login failed: ${answer.msg}`);
  return answer.data.access_token;
}
