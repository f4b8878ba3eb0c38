import { z } from 'zod';
import { taskButtons } from './bpmn-extension.js';
import { wfActions, wfInstanceStatuses, wfVariablesSchema } from './instance.js';

/** `open` can be acted on; `waiting` waits for its 加签 children; `done` handled; `cancelled` ended by the engine. */
export const wfTaskStatuses = ['open', 'waiting', 'done', 'cancelled'] as const;
export type WfTaskStatus = (typeof wfTaskStatuses)[number];

/** A row of 我的待办 (`GET /workflow/task/todo`). */
export const wfTodoVoSchema = z.object({
  taskId: z.number().int(),
  instanceId: z.number().int(),
  definitionKey: z.string(),
  definitionName: z.string(),
  version: z.number().int(),
  elementId: z.string(),
  taskName: z.string(),
  businessKey: z.string().nullable(),
  initiatorName: z.string().nullable(),
  assignee: z.number().int().nullable(),
  assigneeName: z.string().nullable(),
  /** The delegating user while a 委派 is out. */
  ownerName: z.string().nullable(),
  /** The task this one was added to (加签). */
  parentTaskId: z.number().int().nullable(),
  status: z.enum(wfTaskStatuses),
  /** Buttons this task offers (zcps:buttons); the server refuses the others. */
  buttons: z.array(z.enum(taskButtons)),
  formKey: z.string().nullable(),
  /** JSON of field → hidden|read|write (zcps:fieldPermissions). */
  fieldPermissions: z.string().nullable(),
  dueTime: z.string().nullable(),
  createTime: z.string().nullable(),
});
export type WfTodoVo = z.infer<typeof wfTodoVoSchema>;

/** A row of 我的已办 (`GET /workflow/task/done`): one action the caller took. */
export const wfDoneVoSchema = z.object({
  logId: z.number().int(),
  taskId: z.number().int().nullable(),
  instanceId: z.number().int(),
  definitionName: z.string(),
  taskName: z.string().nullable(),
  businessKey: z.string().nullable(),
  initiatorName: z.string().nullable(),
  action: z.enum(wfActions),
  comment: z.string().nullable(),
  instanceStatus: z.enum(wfInstanceStatuses),
  createTime: z.string().nullable(),
});
export type WfDoneVo = z.infer<typeof wfDoneVoSchema>;

/** A row of 抄送我的 (`GET /workflow/task/cc`). */
export const wfCcVoSchema = z.object({
  ccId: z.number().int(),
  instanceId: z.number().int(),
  definitionName: z.string(),
  taskName: z.string().nullable(),
  businessKey: z.string().nullable(),
  initiatorName: z.string().nullable(),
  fromName: z.string().nullable(),
  instanceStatus: z.enum(wfInstanceStatuses),
  createTime: z.string().nullable(),
});
export type WfCcVo = z.infer<typeof wfCcVoSchema>;

/** Filters shared by the todo, done and cc lists. */
export const wfTaskFilterSchema = z.object({
  definitionKey: z.string().trim().max(64).optional(),
  definitionName: z.string().trim().max(100).optional(),
  taskName: z.string().trim().max(100).optional(),
  businessKey: z.string().trim().max(64).optional(),
});
export type WfTaskFilter = z.infer<typeof wfTaskFilterSchema>;

/** `GET /workflow/task/count`: the navbar badge. */
export const wfTaskCountSchema = z.object({ todo: z.number().int(), cc: z.number().int() });
export type WfTaskCount = z.infer<typeof wfTaskCountSchema>;

const userId = z.number().int().positive();
/** Fields every task action carries. */
export const wfTaskActionSchema = z.object({
  taskId: z.number().int().positive(),
  comment: z.string().trim().max(1000).nullish(),
  /** OSS ids of uploaded attachments. */
  ossIds: z.array(z.string().max(40)).max(20).default([]),
  /** Form values written into the process variables (approve only; ignored elsewhere). */
  variables: wfVariablesSchema.default({}),
});
export type WfTaskAction = z.infer<typeof wfTaskActionSchema>;

/** 通过 `POST /workflow/task/approve`. */
export const wfApproveSchema = wfTaskActionSchema;
export type WfApprove = z.infer<typeof wfApproveSchema>;
/** 驳回 `POST /workflow/task/reject`: ends the instance as rejected; a comment is required. */
export const wfRejectSchema = wfTaskActionSchema.extend({ comment: z.string().trim().min(1).max(1000) });
export type WfReject = z.infer<typeof wfRejectSchema>;
/** 退回 `POST /workflow/task/return` to an element from `GET /workflow/task/returnTargets/{taskId}`. */
export const wfReturnSchema = wfTaskActionSchema.extend({
  targetElementId: z.string().trim().min(1).max(100),
  comment: z.string().trim().min(1).max(1000),
});
export type WfReturn = z.infer<typeof wfReturnSchema>;
/** 委派 `POST /workflow/task/delegate` and 转办 `POST /workflow/task/transfer`. */
export const wfDelegateSchema = wfTaskActionSchema.extend({ userId });
export type WfDelegate = z.infer<typeof wfDelegateSchema>;
export const wfTransferSchema = wfDelegateSchema;
export type WfTransfer = z.infer<typeof wfTransferSchema>;
/** 加签 `POST /workflow/task/addSign`: each user gets a child task; the parent waits until they are done. */
export const wfAddSignSchema = wfTaskActionSchema.extend({ userIds: z.array(userId).min(1).max(50) });
export type WfAddSign = z.infer<typeof wfAddSignSchema>;
/** 减签 `POST /workflow/task/reduceSign`: cancels open child tasks of `taskId` (the parent). */
export const wfReduceSignSchema = wfTaskActionSchema.extend({
  childTaskIds: z.array(z.number().int().positive()).min(1).max(50),
});
export type WfReduceSign = z.infer<typeof wfReduceSignSchema>;
/** 抄送 `POST /workflow/task/cc`. */
export const wfCcSchema = wfTaskActionSchema.extend({ userIds: z.array(userId).min(1).max(50) });
export type WfCc = z.infer<typeof wfCcSchema>;

/** `GET /workflow/task/returnTargets/{taskId}`: earlier user tasks on the main path. */
export const wfReturnTargetSchema = z.object({ elementId: z.string(), name: z.string() });
export type WfReturnTarget = z.infer<typeof wfReturnTargetSchema>;
