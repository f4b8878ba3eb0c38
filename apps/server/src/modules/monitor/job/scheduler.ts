import { Cron } from 'croner';
import type { FastifyBaseLogger } from 'fastify';
import type { Store } from '../../../platform/store/index.js';
import type { JobRepo, JobRow } from './job.repo.js';
import type { JobRunner } from './job-runner.js';

export const JOB_RELOAD_CHANNEL = 'job:reload';

/**
 * One per instance. Every instance schedules every enabled job; each tick is claimed by inserting
 * (job_id, tick time) into sys_job_tick, and only the instance whose INSERT wins runs it. A row claim rather than
 * pg_try_advisory_xact_lock: the transaction lock is released at commit, so an instance whose timer fires a
 * little later could take it again and run the same tick twice; the row remembers the tick was taken, works the
 * same on PGlite, and doubles as the "still running" marker for forbid-concurrency jobs.
 */
export class JobScheduler {
  private readonly crons = new Map<number, Cron>();
  private started = false;
  private sweeper: NodeJS.Timeout | undefined;

  constructor(
    private readonly repo: JobRepo,
    private readonly runner: JobRunner,
    private readonly store: Store,
    private readonly logger?: FastifyBaseLogger,
  ) {}

  async start(): Promise<void> {
    this.started = true;
    await this.store.subscribe(JOB_RELOAD_CHANNEL, (message) => {
      if (this.started) void this.reload(Number(message));
    });
    for (const job of await this.repo.enabled()) {
      this.schedule(job);
      this.misfire(job);
    }
    this.sweeper = setInterval(
      () => void this.repo.purgeTicksBefore(new Date(Date.now() - 86_400_000)).catch(() => undefined),
      3_600_000,
    );
    this.sweeper.unref();
  }

  async stop(): Promise<void> {
    this.started = false;
    clearInterval(this.sweeper);
    for (const cron of this.crons.values()) cron.stop();
    this.crons.clear();
    await this.runner.drain();
  }

  scheduled(): number[] {
    return [...this.crons.keys()];
  }

  /** Re-reads one job after an edit, pause, resume or delete on any instance. */
  async reload(jobId: number): Promise<void> {
    try {
      const job = await this.repo.byIdAnyTenant(jobId);
      if (!this.started) return;
      if (job) this.schedule(job);
      else this.unschedule(jobId);
    } catch (error) {
      this.logger?.error({ err: error, jobId }, 'job reload failed');
    }
  }

  private unschedule(jobId: number): void {
    this.crons.get(jobId)?.stop();
    this.crons.delete(jobId);
  }

  private schedule(job: JobRow): void {
    this.unschedule(job.jobId);
    if (job.status !== '0') return;
    let cron: Cron;
    try {
      cron = new Cron(job.cronExpression, { catch: true }, () => void this.tick(job.jobId));
    } catch (error) {
      this.logger?.warn({ err: error, jobId: job.jobId }, 'job has an invalid cron expression');
      void this.reportUnschedulable(job, error).catch(() => undefined);
      return;
    }
    this.crons.set(job.jobId, cron);
    void this.repo.setTimes(job.jobId, { nextValidTime: cron.nextRun() }).catch(() => undefined);
  }

  /**
   * A cron the API would refuse can still reach the table (an import, a manual edit): say so in the job log,
   * once across instances (the claim on the epoch tick), instead of only in a server log nobody reads.
   */
  private async reportUnschedulable(job: JobRow, error: unknown): Promise<void> {
    const now = new Date();
    if (!(await this.repo.claimTick(job.jobId, new Date(0), 'scheduler', now))) return;
    await this.repo.insertLog({
      tenantId: job.tenantId,
      jobId: job.jobId,
      jobName: job.jobName,
      jobGroup: job.jobGroup,
      invokeTarget: job.invokeTarget,
      jobMessage: null,
      status: '1',
      exceptionInfo:
        `invalid cron expression "${job.cronExpression}": ${error instanceof Error ? error.message : String(error)}`.slice(
          0,
          2000,
        ),
      fireTime: null,
      startTime: now,
      stopTime: now,
      durationMs: 0,
      instanceId: 'scheduler',
    });
  }

  private async tick(jobId: number): Promise<void> {
    // Croner fires within milliseconds of the scheduled second; rounding gives every instance the same key.
    const fireTime = new Date(Math.round(Date.now() / 1000) * 1000);
    try {
      const job = await this.repo.byIdAnyTenant(jobId);
      if (!job || job.status !== '0' || !this.started) return;
      const next = this.crons.get(jobId)?.nextRun() ?? null;
      await this.repo.setTimes(jobId, { nextValidTime: next });
      await this.runner.fire(job, fireTime);
    } catch (error) {
      this.logger?.error({ err: error, jobId }, 'job tick failed');
    }
  }

  /** Policy '2': a tick due while no instance ran is fired once now (claimed, so once across instances). */
  private misfire(job: JobRow): void {
    if (job.misfirePolicy !== '2') return;
    const since = job.lastFireTime ?? job.updateTime ?? job.createTime;
    if (!since) return;
    let missed: Date | null = null;
    try {
      missed = new Cron(job.cronExpression).nextRun(since);
    } catch {
      return;
    }
    if (missed && missed.getTime() < Date.now() - 1000) void this.runner.fire(job, missed);
  }
}
