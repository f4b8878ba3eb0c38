import { z } from 'zod';

/** misfire: '1' default (skip missed ticks), '2' fire once on start when a tick was missed, '3' do nothing. */
export const MISFIRE_POLICIES = ['1', '2', '3'] as const;

export const JobPermission = {
  LIST: 'monitor:job:list',
  QUERY: 'monitor:job:query',
  ADD: 'monitor:job:add',
  EDIT: 'monitor:job:edit',
  REMOVE: 'monitor:job:remove',
  CHANGE_STATUS: 'monitor:job:changeStatus',
  RUN: 'monitor:job:run',
  EXPORT: 'monitor:job:export',
  SERVER_LIST: 'monitor:server:list',
  CACHE_LIST: 'monitor:cache:list',
} as const;

const statusFilter = z.enum(['0', '1', '']).optional();

export const jobVoSchema = z.object({
  jobId: z.number().int(),
  jobName: z.string(),
  jobGroup: z.string(),
  invokeTarget: z.string(),
  jobParams: z.string(),
  cronExpression: z.string(),
  misfirePolicy: z.string(),
  /** '0' allow concurrent runs, '1' forbid. */
  concurrent: z.string(),
  /** '0' normal, '1' paused. */
  status: z.string(),
  timeoutSeconds: z.number().int(),
  nextValidTime: z.string().nullable(),
  createTime: z.string().nullable(),
  remark: z.string().nullable(),
});
export type JobVo = z.infer<typeof jobVoSchema>;

export const jobBodySchema = z
  .object({
    jobName: z.string().trim().min(1).max(64),
    jobGroup: z.string().trim().min(1).max(64).default('DEFAULT'),
    invokeTarget: z.string().trim().min(1).max(100),
    jobParams: z.string().max(4000).default('{}'),
    cronExpression: z.string().trim().min(1).max(255),
    misfirePolicy: z.enum(MISFIRE_POLICIES).default('1'),
    concurrent: z.enum(['0', '1']).default('1'),
    status: z.enum(['0', '1']).default('1'),
    timeoutSeconds: z.number().int().min(1).max(86_400).default(300),
    remark: z.string().max(500).nullish(),
  })
  .strict();
export type JobBody = z.input<typeof jobBodySchema>;

export const jobUpdateSchema = jobBodySchema.extend({ jobId: z.number().int().positive() }).strict();
export type JobUpdate = z.input<typeof jobUpdateSchema>;

export const jobStatusBodySchema = z
  .object({ jobId: z.number().int().positive(), status: z.enum(['0', '1']) })
  .strict();
/** The family's console also sends jobGroup with a run request; it is accepted and not needed. */
export const jobRunBodySchema = z
  .object({ jobId: z.number().int().positive(), jobGroup: z.string().max(64).optional() })
  .strict();

export const jobFilterSchema = z.object({
  jobName: z.string().trim().max(64).optional(),
  jobGroup: z.string().trim().max(64).optional(),
  status: statusFilter,
});

export const jobLogVoSchema = z.object({
  jobLogId: z.number().int(),
  jobId: z.number().int().nullable(),
  jobName: z.string(),
  jobGroup: z.string(),
  invokeTarget: z.string(),
  jobMessage: z.string().nullable(),
  /** '0' succeeded, '1' failed. */
  status: z.string(),
  exceptionInfo: z.string().nullable(),
  fireTime: z.string().nullable(),
  startTime: z.string().nullable(),
  stopTime: z.string().nullable(),
  durationMs: z.number().nullable(),
  instanceId: z.string().nullable(),
});
export type JobLogVo = z.infer<typeof jobLogVoSchema>;

export const jobLogFilterSchema = z.object({
  jobId: z.coerce.number().int().positive().optional(),
  jobName: z.string().trim().max(64).optional(),
  jobGroup: z.string().trim().max(64).optional(),
  status: statusFilter,
});

export const jobHandlerVoSchema = z.object({
  name: z.string(),
  /** In the caller's language. */
  description: z.string(),
  /** JSON Schema of the handler's params, for the editor's hints. */
  paramsSchema: z.record(z.string(), z.unknown()),
});
export type JobHandlerVo = z.infer<typeof jobHandlerVoSchema>;

export const cronNextTimesQuerySchema = z.object({
  cronExpression: z.string().trim().min(1).max(255),
  count: z.coerce.number().int().min(1).max(20).default(5),
});
