import { Cron } from 'croner';
import { z } from 'zod';
import {
  ResponseCode,
  type jobBodySchema,
  type JobHandlerVo,
  type JobLogVo,
  type JobVo,
  type Language,
  type PageQuery,
} from '@zcps/contracts';
import type { Store } from '../../../platform/store/index.js';
import { refuseMissing, ServiceError } from '../../../platform/http/errors.js';
import { formatDateTime } from '../../../platform/http/dates.js';
import { pageOf } from '../../../platform/db/paging.js';
import type { JobRegistry } from './job-registry.js';
import type { JobFilter, JobLogFilter, JobLogRow, JobRepo, JobRow } from './job.repo.js';
import type { JobRunner } from './job-runner.js';
import { JOB_RELOAD_CHANNEL } from './scheduler.js';
import { localize } from '../../../platform/i18n/format.js';

type JobInput = z.output<typeof jobBodySchema>;

const bad = (key: 'job.cronInvalid' | 'job.handlerUnknown' | 'job.paramsInvalid', detail: string) =>
  new ServiceError(key, { detail }, ResponseCode.BAD_REQUEST);

export function toJobVo(row: JobRow): JobVo {
  return {
    jobId: row.jobId,
    jobName: row.jobName,
    jobGroup: row.jobGroup,
    invokeTarget: row.invokeTarget,
    jobParams: row.jobParams,
    cronExpression: row.cronExpression,
    misfirePolicy: row.misfirePolicy,
    concurrent: row.concurrent,
    status: row.status,
    timeoutSeconds: row.timeoutSeconds,
    nextValidTime: row.status === '0' ? formatDateTime(row.nextValidTime) : null,
    createTime: formatDateTime(row.createTime),
    remark: row.remark,
  };
}

export function toJobLogVo(row: JobLogRow): JobLogVo {
  return {
    jobLogId: row.jobLogId,
    jobId: row.jobId,
    jobName: row.jobName,
    jobGroup: row.jobGroup,
    invokeTarget: row.invokeTarget,
    jobMessage: row.jobMessage,
    status: row.status,
    exceptionInfo: row.exceptionInfo,
    fireTime: formatDateTime(row.fireTime),
    startTime: formatDateTime(row.startTime),
    stopTime: formatDateTime(row.stopTime),
    durationMs: row.durationMs,
    instanceId: row.instanceId,
  };
}

/** Next run times of a cron expression; a bad expression is a 400 naming cronExpression. */
export function nextRuns(expression: string, count: number, from?: Date): Date[] {
  let cron: Cron;
  try {
    cron = new Cron(expression);
  } catch (error) {
    throw bad('job.cronInvalid', error instanceof Error ? error.message : expression);
  }
  const runs = cron.nextRuns(count, from);
  if (!runs.length) throw bad('job.cronInvalid', expression);
  return runs;
}

export class JobService {
  constructor(
    private readonly repo: JobRepo,
    private readonly registry: JobRegistry,
    private readonly runner: JobRunner,
    private readonly store: Store,
  ) {}

  /** Checks the cron, the handler name and the params against the handler's schema; returns normalized JSON. */
  private validate(body: JobInput): string {
    nextRuns(body.cronExpression, 1);
    const handler = this.registry.get(body.invokeTarget);
    if (!handler) throw bad('job.handlerUnknown', body.invokeTarget);
    let parsed: unknown;
    try {
      parsed = JSON.parse(body.jobParams.trim() || '{}');
    } catch {
      throw bad('job.paramsInvalid', 'JSON');
    }
    const result = handler.params.safeParse(parsed);
    if (!result.success) {
      const detail = result.error.issues
        .map((i) => (i.path.length ? `${i.path.join('.')}: ${i.message}` : i.message))
        .join('; ');
      throw bad('job.paramsInvalid', detail);
    }
    return JSON.stringify(parsed);
  }

  private async changed(jobId: number): Promise<void> {
    await this.store.publish(JOB_RELOAD_CHANNEL, String(jobId));
  }

  async list(tenantId: string, filter: JobFilter, query: PageQuery) {
    const { rows, total } = await this.repo.list(tenantId, filter, query, pageOf(query));
    return { rows: rows.map(toJobVo), total };
  }

  async all(tenantId: string, filter: JobFilter, query: PageQuery): Promise<JobVo[]> {
    return (await this.repo.list(tenantId, filter, query)).rows.map(toJobVo);
  }

  async get(tenantId: string, jobId: number): Promise<JobRow> {
    const row = await this.repo.byId(tenantId, jobId);
    if (!row) throw new ServiceError('job.notFound', { id: jobId });
    return row;
  }

  async create(tenantId: string, userId: number, body: JobInput): Promise<number> {
    const jobParams = this.validate(body);
    const jobId = await this.repo.insert({
      ...body,
      jobParams,
      remark: body.remark ?? null,
      tenantId,
      createBy: userId,
      updateBy: userId,
      nextValidTime: body.status === '0' ? nextRuns(body.cronExpression, 1)[0] : null,
    });
    await this.changed(jobId);
    return jobId;
  }

  async update(tenantId: string, userId: number, jobId: number, body: JobInput): Promise<void> {
    await this.get(tenantId, jobId);
    const jobParams = this.validate(body);
    await this.repo.update(tenantId, jobId, {
      ...body,
      jobParams,
      remark: body.remark ?? null,
      updateBy: userId,
      nextValidTime: body.status === '0' ? nextRuns(body.cronExpression, 1)[0] : null,
    });
    await this.changed(jobId);
  }

  async changeStatus(tenantId: string, userId: number, jobId: number, status: '0' | '1'): Promise<void> {
    const job = await this.get(tenantId, jobId);
    await this.repo.update(tenantId, jobId, {
      status,
      updateBy: userId,
      nextValidTime: status === '0' ? nextRuns(job.cronExpression, 1)[0] : null,
    });
    await this.changed(jobId);
  }

  async remove(tenantId: string, jobIds: number[]): Promise<void> {
    refuseMissing(jobIds, await this.repo.existing(tenantId, jobIds));
    for (const jobId of await this.repo.remove(tenantId, jobIds)) await this.changed(jobId);
  }

  /** Runs the job once now on this instance, in the background; the outcome lands in the job log. */
  async runNow(tenantId: string, jobId: number): Promise<void> {
    const job = await this.get(tenantId, jobId);
    void this.runner.fire(job, new Date(), true);
  }

  handlers(lang: Language): JobHandlerVo[] {
    return this.registry.list().map((h) => {
      let paramsSchema: Record<string, unknown> = {};
      try {
        paramsSchema = z.toJSONSchema(h.params, { io: 'input', unrepresentable: 'any' }) as Record<
          string,
          unknown
        >;
      } catch {
        // A schema JSON Schema cannot express only loses the editor hint.
      }
      return { name: h.name, description: localize(lang, h.description), paramsSchema };
    });
  }

  async logs(tenantId: string, filter: JobLogFilter, query: PageQuery) {
    const { rows, total } = await this.repo.logList(tenantId, filter, query, pageOf(query));
    return { rows: rows.map(toJobLogVo), total };
  }

  async log(tenantId: string, id: number): Promise<JobLogVo> {
    const row = await this.repo.logById(tenantId, id);
    if (!row) throw new ServiceError('log.notFound', { id });
    return toJobLogVo(row);
  }

  async removeLogs(tenantId: string, ids: number[]): Promise<void> {
    refuseMissing(ids, await this.repo.existingLogs(tenantId, ids));
    await this.repo.removeLogs(tenantId, ids);
  }

  async cleanLogs(tenantId: string): Promise<void> {
    await this.repo.cleanLogs(tenantId);
  }
}
