import type { ServerProcess } from './ops-crash.js';
import { api, loginAdmin } from './ops-scale-out.js';

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, Math.max(0, ms)));

/** `http://127.0.0.1:<port>` of a server started by ops-crash (whose base ends in /zcps). */
export const originOf = (server: ServerProcess) => server.base.replace(/\/zcps$/, '');

export async function waitFor<T>(what: string, probe: () => Promise<T | undefined>, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(200);
  }
}

export interface HistoryRow {
  action: string;
  elementId: string | null;
  userId: number | null;
}

/** The administrator acting on the workflow API of one server origin (or the proxy in front of several). */
export class WorkflowAdmin {
  constructor(
    readonly origin: string,
    readonly token: string,
  ) {}

  static async signIn(origin: string): Promise<WorkflowAdmin> {
    return new WorkflowAdmin(origin, await loginAdmin(origin));
  }

  /** The same session through another origin (the session store is shared). */
  at(origin: string): WorkflowAdmin {
    return new WorkflowAdmin(origin, this.token);
  }

  private async ok(method: string, url: string, body?: object) {
    const { json } = await api(this.origin, this.token, method, url, body);
    if (json.code !== 200) throw new Error(`${method} ${url}: ${json.code} ${json.msg}`);
    return json;
  }

  async deploy(key: string, xml: string): Promise<void> {
    const created = await this.ok('POST', '/workflow/model', { modelKey: key, modelName: key, xml });
    await this.ok('POST', `/workflow/model/deploy/${created.data}`);
  }

  async start(key: string, variables: object): Promise<number> {
    return (await this.ok('POST', '/workflow/process/start', { definitionKey: key, variables })).data
      .instanceId;
  }

  /** The caller's open tasks of one instance. */
  async openTasks(instanceId: number): Promise<{ taskId: number; elementId: string }[]> {
    const { rows } = await this.ok('GET', '/workflow/task/todo?pageSize=500');
    return rows.filter((r: { instanceId: number }) => r.instanceId === instanceId);
  }

  /** Answers the envelope and the upstream that served it (behind the test's nginx). */
  async approve(taskId: number) {
    const { json, upstream } = await api(this.origin, this.token, 'POST', '/workflow/task/approve', {
      taskId,
    });
    return { code: json.code as number, msg: json.msg as string, upstream };
  }

  async detail(instanceId: number): Promise<{ status: string; history: HistoryRow[] }> {
    const { data } = await this.ok('GET', `/workflow/instance/detail/${instanceId}`);
    return { status: data.instance.status, history: data.timeline };
  }

  /**
   * The timer poller (the seeded `workflowTimers` job, every 10 s) set to every second with overlapping runs
   * allowed, as an administrator can: a test then waits about a second for a tick. Overlap is allowed because a
   * run killed mid-way leaves its tick claimed as running for the job's lease (timeout + 60 s), during which a
   * forbid-concurrency job runs nowhere; overlapping runs are also the harder case for firing a timer once.
   */
  async pollTimersEverySecond(): Promise<void> {
    const { rows } = await this.ok('GET', '/monitor/job/list?pageSize=500');
    const job = rows.find((r: { invokeTarget: string }) => r.invokeTarget === 'workflowTimers');
    const { jobId, jobName, jobGroup, invokeTarget, jobParams, misfirePolicy, status, timeoutSeconds } = job;
    const edited = { jobName, jobGroup, invokeTarget, jobParams, misfirePolicy, status, timeoutSeconds };
    await this.ok('PUT', '/monitor/job', {
      jobId,
      ...edited,
      cronExpression: '* * * * * *',
      concurrent: '0',
    });
  }

  /** The poller job's runs that server process `pid` logged, with the number of timers each fired. */
  async timerRuns(pid?: number): Promise<{ instanceId: string; fired: number }[]> {
    const { rows } = await this.ok('GET', '/monitor/jobLog/list?pageSize=500&jobGroup=SYSTEM');
    return rows
      .filter((r: { invokeTarget: string }) => r.invokeTarget === 'workflowTimers')
      .filter((r: { instanceId: string }) => pid === undefined || r.instanceId.includes(`:${pid}:`))
      .map((r: { instanceId: string; jobMessage: string }) => ({
        instanceId: r.instanceId,
        fired: Number(/^fired (\d+)/.exec(r.jobMessage)?.[1] ?? NaN),
      }));
  }
}
