import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { DEFAULT_TENANT_ID, OperatorType, ResponseCode, type BusinessType } from '@zcps/contracts';
import { clientInfo } from '../http/client-info.js';
import { RequestValidationError, ServiceError } from '../http/errors.js';
import type { Db } from '../db/database.js';
import type { CountCache } from '../db/count-cache.js';
import { OperLogWriter, type OperLogEntry } from './oper-log.repo.js';

export interface OperLogConfig {
  title: string;
  businessType: BusinessType;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Audit this route in sys_oper_log (every write route declares one). */
    log?: OperLogConfig;
  }
  interface FastifyInstance {
    /** Resolves once every pending operation-log write has finished (tests, shutdown). */
    operLogIdle(): Promise<void>;
  }
}

interface Capture {
  started: number;
  payload?: string;
  failed?: boolean;
  error?: string;
}

const SECRET_KEYS = new Set([
  'password',
  'oldPassword',
  'newPassword',
  'confirmPassword',
  'clientSecret',
  'secretKey',
  // 短信消息: the SMS gateway's secret.
  'secret',
  // An OAuth consent answers the client's redirect with a fresh authorization code in it.
  'redirectUrl',
  // A secret ballot's choice must never sit beside its voter (the log's operator).
  'choice',
  // Paper ballot counts sit beside the members who voted on paper (one member: their choices).
  'paperCounts',
]);
const MAX = 2000;

/** The password of a URL's user info (a data source's `postgres://user:password@host/db`). */
const URL_PASSWORD = /^([a-z][a-z0-9+.-]*:\/\/[^/@:\s]*:)[^/@\s]+@/i;

/** JSON of the request data (or a response envelope) without secret fields, cut to the column size. */
export function redactParams(value: unknown): string {
  if (value === undefined || value === null) return '';
  const text = JSON.stringify(value, (key, v: unknown) =>
    SECRET_KEYS.has(key) ? undefined : typeof v === 'string' ? v.replace(URL_PASSWORD, '$1******@') : v,
  );
  return (text ?? '').slice(0, MAX);
}

const listOf = <T>(hooks: T | T[] | undefined): T[] =>
  hooks === undefined ? [] : Array.isArray(hooks) ? hooks : [hooks];

function paramsOf(request: FastifyRequest): unknown {
  const method = request.method;
  if ((method === 'POST' || method === 'PUT') && request.body && typeof request.body === 'object')
    return request.body;
  const params = (request.params ?? {}) as Record<string, unknown>;
  const query = (request.query ?? {}) as Record<string, unknown>;
  const merged = { ...params, ...query };
  return Object.keys(merged).length ? merged : undefined;
}

function envelopeOf(payload: string | undefined): { code?: number; msg?: string } | undefined {
  if (!payload?.startsWith('{')) return undefined;
  try {
    return JSON.parse(payload) as { code?: number; msg?: string };
  } catch {
    return undefined;
  }
}

/**
 * Records every route declaring `config.log` in sys_oper_log once the response is sent; a failed write is
 * logged and never fails the request.
 */
export const operLog = fp(
  async (app: FastifyInstance, opts: { db: Db; counts?: CountCache }) => {
    const writer = new OperLogWriter(opts.db, opts.counts);
    const captures = new WeakMap<FastifyRequest, Capture>();
    const pending = new Set<Promise<void>>();
    app.decorate('operLogIdle', async () => {
      while (pending.size) await Promise.allSettled([...pending]);
    });

    const onRequest = async (request: FastifyRequest) => {
      captures.set(request, { started: Date.now() });
    };
    const onError = async (request: FastifyRequest, _reply: FastifyReply, error: Error) => {
      const capture = captures.get(request);
      if (!capture) return;
      capture.failed = true;
      // Handled outcomes are described by the envelope's localized msg; only unexpected errors keep their text.
      if (!(error instanceof ServiceError) && !(error instanceof RequestValidationError))
        capture.error = error.message || error.name;
    };
    // Objects are captured before serialization because compression may turn the sent payload into a stream.
    const preSerialization = async (request: FastifyRequest, _reply: FastifyReply, payload: unknown) => {
      const capture = captures.get(request);
      if (capture) capture.payload = JSON.stringify(payload);
      return payload;
    };
    const onSend = async (request: FastifyRequest, _reply: FastifyReply, payload: unknown) => {
      const capture = captures.get(request);
      if (capture && capture.payload === undefined && typeof payload === 'string') capture.payload = payload;
      return payload;
    };
    const onResponse = async (request: FastifyRequest, reply: FastifyReply) => {
      const capture = captures.get(request);
      const config = request.routeOptions.config?.log;
      if (!capture || !config) return;
      const write = writer
        .insert(entryOf(request, reply, config, capture))
        .catch((err: unknown) => request.log.error({ err }, 'operation log write failed'));
      pending.add(write);
      void write.finally(() => pending.delete(write));
    };
    // Only the audited routes carry these hooks, after the global ones as before: reads pay nothing for them.
    app.addHook('onRoute', (route) => {
      if (!route.config?.log) return;
      route.onRequest = [...listOf(route.onRequest), onRequest];
      route.onError = [...listOf(route.onError), onError];
      route.preSerialization = [...listOf(route.preSerialization), preSerialization];
      route.onSend = [...listOf(route.onSend), onSend];
      route.onResponse = [...listOf(route.onResponse), onResponse];
    });
  },
  { name: 'oper-log', dependencies: ['request-context', 'access-guard'] },
);

function entryOf(
  request: FastifyRequest,
  reply: FastifyReply,
  config: OperLogConfig,
  capture: Capture,
): OperLogEntry {
  const user = request.user;
  const envelope = envelopeOf(capture.payload);
  // Deviation from the family (which logs a returned R.fail as success): a business failure — an envelope
  // code other than 200, or a non-2xx reply — is recorded as a failure, so the audit shows refused writes.
  const failed =
    capture.failed === true ||
    reply.statusCode >= 400 ||
    (envelope?.code !== undefined && envelope.code !== ResponseCode.SUCCESS);
  const client = clientInfo(request);
  return {
    tenantId: user?.tenantId ?? DEFAULT_TENANT_ID,
    title: config.title.slice(0, 50),
    businessType: config.businessType,
    method: `${request.method} ${request.routeOptions.url ?? ''}`.slice(0, 100),
    requestMethod: request.method.slice(0, 10),
    operatorType: OperatorType.MANAGE,
    operName: (user?.userName ?? '').slice(0, 50),
    deptName: (user?.deptName ?? '').slice(0, 50),
    operUrl: request.url.split('?')[0]!.slice(0, 255),
    operIp: client.ipaddr,
    operLocation: client.loginLocation,
    operParam: redactParams(paramsOf(request)),
    // Responses may carry a secret shown once (a new OAuth client secret): the audit keeps it out too.
    jsonResult: envelope ? redactParams(envelope) : '',
    status: failed ? 1 : 0,
    errorMsg: failed ? (capture.error ?? envelope?.msg ?? String(reply.statusCode)).slice(0, MAX) : '',
    costTime: Date.now() - capture.started,
  };
}
