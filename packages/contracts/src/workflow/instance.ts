import { z } from 'zod';

export const wfInstanceStatuses = [
  'running',
  'approved',
  'rejected',
  'cancelled',
  'terminated',
  'suspended',
] as const;
export type WfInstanceStatus = (typeof wfInstanceStatuses)[number];
export const WfInstanceStatus = {
  RUNNING: 'running',
  APPROVED: 'approved',
  REJECTED: 'rejected',
  CANCELLED: 'cancelled',
  TERMINATED: 'terminated',
  SUSPENDED: 'suspended',
} as const satisfies Record<string, WfInstanceStatus>;

/** Process variables: a flat JSON object (form values); keys are FEEL names. */
export const wfVariablesSchema = z
  .record(
    z
      .string()
      .regex(/^[A-Za-z_][A-Za-z0-9_]*$/)
      .max(64),
    z.unknown(),
  )
  .refine((v) => Object.keys(v).length <= 200);
export type WfVariables = z.infer<typeof wfVariablesSchema>;

/** `POST /workflow/process/start`: the latest active version of the key. Answers the new instance. */
export const wfStartSchema = z.object({
  definitionKey: z.string().trim().min(1).max(64),
  businessKey: z.string().trim().max(64).nullish(),
  variables: wfVariablesSchema.default({}),
});
export type WfStart = z.infer<typeof wfStartSchema>;

export const wfInstanceVoSchema = z.object({
  instanceId: z.number().int(),
  definitionId: z.number().int(),
  definitionKey: z.string(),
  definitionName: z.string(),
  version: z.number().int(),
  categoryName: z.string().nullable(),
  businessKey: z.string().nullable(),
  initiator: z.number().int(),
  initiatorName: z.string().nullable(),
  status: z.enum(wfInstanceStatuses),
  /** Names of the user tasks waiting now (empty once ended). */
  currentTasks: z.array(z.string()),
  startTime: z.string().nullable(),
  endTime: z.string().nullable(),
});
export type WfInstanceVo = z.infer<typeof wfInstanceVoSchema>;

/** `GET /workflow/instance/list`: instances the caller started. */
export const wfInstanceFilterSchema = z.object({
  definitionKey: z.string().trim().max(64).optional(),
  definitionName: z.string().trim().max(100).optional(),
  businessKey: z.string().trim().max(64).optional(),
  status: z.enum([...wfInstanceStatuses, '']).optional(),
});
export type WfInstanceFilter = z.infer<typeof wfInstanceFilterSchema>;

/** What happened to one BPMN element, for the diagram's markers. */
export const wfMarkers = ['finished', 'current', 'rejected'] as const;
export type WfMarker = (typeof wfMarkers)[number];

/** Every action written to the history (timeline). */
export const wfActions = [
  'start',
  'approve',
  'reject',
  'return',
  'delegate',
  'resolve',
  'transfer',
  'addSign',
  'reduceSign',
  'cc',
  'withdraw',
  'terminate',
  'suspend',
  'activate',
  'remind',
  'timeout',
] as const;
export type WfAction = (typeof wfActions)[number];

/** One history row: who did what on which task, with comment and attachments. */
export const wfHistoryVoSchema = z.object({
  logId: z.number().int(),
  instanceId: z.number().int(),
  taskId: z.number().int().nullable(),
  elementId: z.string().nullable(),
  taskName: z.string().nullable(),
  action: z.enum(wfActions),
  comment: z.string().nullable(),
  /** OSS ids of attached files (`/resource/oss/listByIds/{ids}`). */
  attachments: z.array(z.string()),
  userId: z.number().int().nullable(),
  userName: z.string().nullable(),
  /** Users the action went to (delegate, transfer, addSign, cc), with names. */
  targets: z.array(z.object({ userId: z.number().int(), userName: z.string().nullable() })),
  createTime: z.string().nullable(),
});
export type WfHistoryVo = z.infer<typeof wfHistoryVoSchema>;

/** `GET /workflow/instance/detail/{instanceId}`. */
export const wfInstanceDetailSchema = z.object({
  instance: wfInstanceVoSchema,
  /** BPMN XML of the instance's own version. */
  xml: z.string(),
  /** Start form key and the variables (form values) so far. */
  formKey: z.string().nullable(),
  variables: z.record(z.string(), z.unknown()),
  /** field → label from the form: the page shows these fields, by label, in the form's order. */
  fieldLabels: z.array(z.object({ field: z.string(), label: z.string() })),
  timeline: z.array(wfHistoryVoSchema),
  /** elementId → marker; flows taken are `finished` too. */
  markers: z.record(z.string(), z.enum(wfMarkers)),
  /** Open tasks (with their assignees and candidates' names) for the "current" panel. */
  openTasks: z.array(
    z.object({
      taskId: z.number().int(),
      elementId: z.string(),
      taskName: z.string(),
      assigneeName: z.string().nullable(),
      candidateNames: z.array(z.string()),
    }),
  ),
});
export type WfInstanceDetail = z.infer<typeof wfInstanceDetailSchema>;

/**
 * A business record's process as its own page shows it (the declaration's 申报进度): the diagram with the path
 * taken and the steps by name; people's names stay on the workflow pages.
 */
export const wfBusinessTraceSchema = z.object({
  instanceId: z.number().int(),
  definitionName: z.string(),
  version: z.number().int(),
  status: z.enum(wfInstanceStatuses),
  xml: z.string(),
  markers: z.record(z.string(), z.enum(wfMarkers)),
  currentTasks: z.array(z.string()),
  steps: z.array(
    z.object({
      taskName: z.string(),
      action: z.enum(['approve', 'reject', 'return']),
      time: z.string().nullable(),
    }),
  ),
});
export type WfBusinessTrace = z.infer<typeof wfBusinessTraceSchema>;

/** Bodies of `PUT /workflow/instance/withdraw|terminate/{instanceId}`. */
export const wfInstanceActionSchema = z.object({
  comment: z.string().trim().max(1000).nullish(),
});
export type WfInstanceAction = z.infer<typeof wfInstanceActionSchema>;
