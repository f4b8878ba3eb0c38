import crypto from 'node:crypto';
import os from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../../platform/db/database.js';
import type { Store } from '../../../platform/store/index.js';
import type { LogRetentionService } from '../log/log-retention.service.js';
import { builtInJobs, JobRegistry, type JobHandler } from './job-registry.js';
import { JobRepo } from './job.repo.js';
import { JobRunner } from './job-runner.js';
import { JobScheduler } from './scheduler.js';
import { JobService } from './job.service.js';
import { logRetentionJob } from '../log/log-retention.job.js';
import type { OssService } from '../../resource/oss/oss.service.js';
import { uploadSweepJob } from './upload-sweep.job.js';

export interface JobsOptions {
  /** Extra handlers (tests register throwing or hanging ones here; production uses the built-ins). */
  extraHandlers?: JobHandler[];
  instanceId?: string;
  logger?: FastifyBaseLogger;
}

export interface JobsDeps {
  db: Db;
  store: Store;
  logRetention: LogRetentionService;
  uploads: Pick<OssService, 'sweepUnclaimedUploads'>;
}

/** The job feature's parts, built once per app (handlers receive the store, the job repo and log retention). */
export function createJobs(deps: JobsDeps, options: JobsOptions = {}) {
  const repo = new JobRepo(deps.db);
  const registry = new JobRegistry([
    ...builtInJobs,
    logRetentionJob,
    uploadSweepJob,
    ...(options.extraHandlers ?? []),
  ]);
  const instanceId =
    options.instanceId ??
    `${os.hostname().slice(0, 40)}:${process.pid}:${crypto.randomBytes(3).toString('hex')}`;
  const runner = new JobRunner(
    repo,
    registry,
    { store: deps.store, jobRepo: repo, logRetention: deps.logRetention, uploads: deps.uploads },
    instanceId,
    options.logger,
  );
  return {
    registry,
    runner,
    scheduler: new JobScheduler(repo, runner, deps.store, options.logger),
    service: new JobService(repo, registry, runner, deps.store),
  };
}

export type Jobs = ReturnType<typeof createJobs>;
