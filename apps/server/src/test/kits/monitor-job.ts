import { z } from 'zod';
import type { InjectOptions } from 'fastify';
import { eq } from 'drizzle-orm';
import { sysJobLog } from '../../db/schema/index.js';
import type { Db } from '../../platform/db/database.js';
import { authHeaders, type TestApp } from '../test-app.js';
import { defineJob, type JobHandler } from '../../modules/monitor/job/job-registry.js';

/** Test-only handlers, registered through BuildOptions.jobHandlers (never in the production registry). */
export function testHandlers(counter: { runs: number }): JobHandler[] {
  return [
    defineJob({
      name: 'testCount',
      description: { zh_CN: '计数', en_US: 'Count' },
      params: z.object({}).strict(),
      async run() {
        counter.runs++;
        return `run ${counter.runs}`;
      },
    }),
    defineJob({
      name: 'testThrow',
      description: { zh_CN: '抛错', en_US: 'Throw' },
      params: z.object({}).strict(),
      async run() {
        throw new Error('boom');
      },
    }),
    defineJob({
      name: 'testHang',
      description: { zh_CN: '挂起', en_US: 'Hang' },
      params: z.object({}).strict(),
      // Ignores the abort signal on purpose: the runner's timeout must still end the run.
      run: () => new Promise<never>(() => undefined),
    }),
  ];
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

export function api(t: TestApp, token: string, lang = 'zh_CN') {
  const call = async (opts: InjectOptions): Promise<Json> => {
    const res = await t.app.inject({
      ...opts,
      headers: { ...authHeaders(token), 'content-language': lang, ...(opts.headers ?? {}) },
    });
    return (res.headers['content-type'] ?? '').toString().includes('json') ? res.json() : res;
  };
  return {
    get: (url: string) => call({ method: 'GET', url }),
    del: (url: string) => call({ method: 'DELETE', url }),
    post: (url: string, payload: unknown) => call({ method: 'POST', url, payload: payload as object }),
    put: (url: string, payload: unknown) => call({ method: 'PUT', url, payload: payload as object }),
    raw: call,
  };
}

export const jobBody = (over: Record<string, unknown> = {}) => ({
  jobName: 'test job',
  jobGroup: 'DEFAULT',
  invokeTarget: 'heartbeat',
  jobParams: '{"message":"hi"}',
  cronExpression: '0 0 3 * * *',
  status: '1',
  ...over,
});

export async function logsOf(db: Db, jobId: number) {
  return db.select().from(sysJobLog).where(eq(sysJobLog.jobId, jobId));
}

/** Polls until check passes or the time is up; answers the last value. */
export async function waitFor<T>(read: () => Promise<T>, check: (v: T) => boolean, ms = 8000): Promise<T> {
  const end = Date.now() + ms;
  let value = await read();
  while (!check(value) && Date.now() < end) {
    await new Promise((r) => setTimeout(r, 100));
    value = await read();
  }
  return value;
}
