import type { FastifyBaseLogger } from 'fastify';
import type { JobDeps, JobRegistry } from './job-registry.js';
import type { JobRepo, JobRow } from './job.repo.js';

export type FireOutcome = 'ran' | 'taken' | 'busy';

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Runs one job execution: claim, execute with a timeout, write the job log. Never throws. */
export class JobRunner {
  private readonly inflight = new Set<Promise<unknown>>();

  constructor(
    private readonly repo: JobRepo,
    private readonly registry: JobRegistry,
    private readonly deps: JobDeps,
    readonly instanceId: string,
    private readonly logger?: FastifyBaseLogger,
  ) {}

  /**
   * Claims (job, fireTime) and runs it when this caller wins. A forbid-concurrency job skips the tick while a
   * claim of it is still running on any instance.
   */
  async fire(job: JobRow, fireTime: Date, manual = false): Promise<FireOutcome> {
    const task = this.claimAndRun(job, fireTime, manual);
    this.inflight.add(task);
    try {
      return await task;
    } finally {
      this.inflight.delete(task);
    }
  }

  private async claimAndRun(job: JobRow, fireTime: Date, manual: boolean): Promise<FireOutcome> {
    try {
      const now = new Date();
      if (!manual && job.concurrent === '1' && (await this.repo.isRunning(job.jobId, now))) return 'busy';
      const lease = new Date(now.getTime() + (job.timeoutSeconds + 60) * 1000);
      if (!(await this.repo.claimTick(job.jobId, fireTime, this.instanceId, lease))) return 'taken';
      try {
        if (!manual) await this.repo.setTimes(job.jobId, { lastFireTime: fireTime });
        await this.execute(job, fireTime, manual);
      } finally {
        await this.repo.finishTick(job.jobId, fireTime);
      }
      return 'ran';
    } catch (error) {
      this.logger?.error({ err: error, jobId: job.jobId }, 'job run bookkeeping failed');
      return 'ran';
    }
  }

  private async execute(job: JobRow, fireTime: Date, manual: boolean): Promise<void> {
    const start = new Date();
    const notes: string[] = [];
    const controller = new AbortController();
    let timer: NodeJS.Timeout | undefined;
    let status = '0';
    let message: string | null = null;
    let exception: string | null = null;
    try {
      const handler = this.registry.get(job.invokeTarget);
      if (!handler) throw new Error(`unknown invoke target: ${job.invokeTarget}`);
      const params = handler.params.parse(JSON.parse(job.jobParams || '{}'));
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => {
          controller.abort();
          reject(new Error(`timed out after ${job.timeoutSeconds}s`));
        }, job.timeoutSeconds * 1000);
      });
      const result = await Promise.race([
        handler.run({
          deps: this.deps,
          params,
          signal: controller.signal,
          log: (m) => void notes.push(m),
        }),
        timeout,
      ]);
      message = [result, ...notes].filter(Boolean).join('; ') || 'ok';
    } catch (error) {
      status = '1';
      exception = errorText(error);
      message = notes.join('; ') || null;
    } finally {
      clearTimeout(timer);
    }
    const stop = new Date();
    await this.repo.insertLog({
      tenantId: job.tenantId,
      jobId: job.jobId,
      jobName: job.jobName,
      jobGroup: job.jobGroup,
      invokeTarget: job.invokeTarget,
      jobMessage: message,
      status,
      exceptionInfo: exception,
      fireTime: manual ? null : fireTime,
      startTime: start,
      stopTime: stop,
      durationMs: stop.getTime() - start.getTime(),
      instanceId: this.instanceId,
    });
  }

  /** Waits for runs in progress (each ends by its timeout at the latest), up to maxMs. */
  async drain(maxMs = 10_000): Promise<void> {
    if (!this.inflight.size) return;
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([
      Promise.allSettled([...this.inflight]),
      new Promise((r) => (timer = setTimeout(r, maxMs))),
    ]);
    clearTimeout(timer);
  }
}
