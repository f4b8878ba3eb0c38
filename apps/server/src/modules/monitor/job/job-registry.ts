import { z, type ZodType } from 'zod';
import type { Store } from '../../../platform/store/index.js';
import type { LogRetentionService } from '../log/log-retention.service.js';
import type { OssService } from '../../resource/oss/oss.service.js';
import type { JobRepo } from './job.repo.js';
import { message, type Text } from '../../../platform/i18n/format.js';

/** What the handlers work with, built once per app. */
export interface JobDeps {
  store: Store;
  jobRepo: JobRepo;
  logRetention: LogRetentionService;
  uploads: Pick<OssService, 'sweepUnclaimedUploads'>;
}

export interface JobRunContext<P> {
  deps: JobDeps;
  params: P;
  signal: AbortSignal;
  log: (message: string) => void;
}

/** A job is one of these, looked up by name: job rows never carry code to evaluate. */
export interface JobHandler<P = unknown> {
  name: string;
  /** Words from the catalogue (`message()`); a handler registered from elsewhere may bring its own. */
  description: Text;
  params: ZodType<P>;
  run(ctx: JobRunContext<P>): Promise<string | void>;
}

/** Keeps the handler's own params type at the definition while the registry stores them uniformly. */
export function defineJob<P>(handler: JobHandler<P>): JobHandler {
  return handler as unknown as JobHandler;
}

const heartbeat = defineJob({
  name: 'heartbeat',
  description: message('job.handler.heartbeat'),
  params: z.object({ message: z.string().max(200).optional() }).strict(),
  async run({ params }) {
    return params.message ?? 'alive';
  },
});

/** Drops user-token index keys whose session has expired (idle timeouts leave them behind). */
const sessionSweep = defineJob({
  name: 'sessionSweep',
  description: message('job.handler.sessionSweep'),
  params: z.object({}).strict(),
  async run({ deps, signal }) {
    const { store } = deps;
    let removed = 0;
    for (const key of await store.keys('user-token:')) {
      if (signal.aborted) break;
      const tokenId = key.slice(key.lastIndexOf(':') + 1);
      if (!(await store.get(`session:${tokenId}`))) removed += await store.del(key);
    }
    return `removed ${removed}`;
  },
});

const jobLogRetention = defineJob({
  name: 'jobLogRetention',
  description: message('job.handler.jobLogRetention'),
  params: z.object({ days: z.number().int().min(1).max(3650).default(30) }).strict(),
  async run({ deps, params }) {
    const removed = await deps.jobRepo.purgeBefore(new Date(Date.now() - params.days * 86_400_000));
    return `removed ${removed}`;
  },
});

export const builtInJobs: JobHandler[] = [heartbeat, sessionSweep, jobLogRetention];

export class JobRegistry {
  private readonly handlers = new Map<string, JobHandler>();

  constructor(handlers: JobHandler[]) {
    for (const h of handlers) this.handlers.set(h.name, h);
  }

  /** A handler from a later area (it closes over its own services), added when that area is built. */
  register(handler: JobHandler): void {
    this.handlers.set(handler.name, handler);
  }

  get(name: string): JobHandler | undefined {
    return this.handlers.get(name);
  }

  list(): JobHandler[] {
    return [...this.handlers.values()];
  }
}
