import crypto from 'node:crypto';
import os from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import type { Container } from '../../../container.js';
import { builtInJobs, JobRegistry, type JobHandler } from './job-registry.js';
import { JobRepo } from './job.repo.js';
import { JobRunner } from './job-runner.js';
import { JobScheduler } from './scheduler.js';
import { JobService } from './job.service.js';
import { logRetentionJob } from '../log/log-retention.job.js';

export interface JobsOptions {
  /** Extra handlers (tests register throwing or hanging ones here; production uses the built-ins). */
  extraHandlers?: JobHandler[];
  instanceId?: string;
  logger?: FastifyBaseLogger;
}

/** The job feature's parts, built once per app after the container (handlers receive the container). */
export function createJobs(container: Container, options: JobsOptions = {}) {
  const repo = new JobRepo(container.database.db);
  const registry = new JobRegistry([...builtInJobs, logRetentionJob, ...(options.extraHandlers ?? [])]);
  const instanceId =
    options.instanceId ??
    `${os.hostname().slice(0, 40)}:${process.pid}:${crypto.randomBytes(3).toString('hex')}`;
  const runner = new JobRunner(repo, registry, container, instanceId, options.logger);
  return {
    registry,
    runner,
    scheduler: new JobScheduler(repo, runner, container.store, options.logger),
    service: new JobService(repo, registry, runner, container.store),
  };
}

export type Jobs = ReturnType<typeof createJobs>;
