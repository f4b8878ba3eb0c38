import {
  taskButtons,
  type TaskButton,
  type WfCcVo,
  type WfDoneVo,
  type WfHistoryVo,
  type WfInstanceVo,
  type WfTodoVo,
  type WfAction,
  type WfInstanceStatus,
  type WfTaskStatus,
} from '@zcps/contracts';
import { formatDateTime } from '../../../platform/http/dates.js';
import type { UserTaskInfo } from '../engine/bpmn-model.js';
import type { CcRow, DoneRow, OwnRow, TodoRow } from './lists.repo.js';
import type { TaskLogRow } from './process.repo.js';

const DEFAULT_BUTTONS: TaskButton[] = ['approve', 'reject', 'return'];
/** What a 加签 child task offers. */
const CHILD_BUTTONS: TaskButton[] = ['approve', 'reject'];

/** The buttons of a task (zcps:buttons; approve, reject and return when empty). */
export function buttonsOf(task: UserTaskInfo | undefined, child = false): TaskButton[] {
  if (child) return CHILD_BUTTONS;
  const listed = (task?.props.buttons ?? '')
    .split(',')
    .map((b) => b.trim())
    .filter((b): b is TaskButton => (taskButtons as readonly string[]).includes(b));
  return listed.length ? listed : DEFAULT_BUTTONS;
}

const date = (value: Date | string | null | undefined) =>
  value ? formatDateTime(value instanceof Date ? value : new Date(value)) : null;
const num = (value: number | string | null | undefined) =>
  value === null || value === undefined ? null : Number(value);
type Names = Map<number, string>;
const nameOf = (names: Names, id: number | string | null | undefined) =>
  id === null || id === undefined ? null : (names.get(Number(id)) ?? null);

export function todoVo(row: TodoRow, task: UserTaskInfo | undefined, names: Names): WfTodoVo {
  return {
    taskId: Number(row.task_id),
    instanceId: Number(row.instance_id),
    definitionKey: row.definition_key,
    definitionName: row.definition_name,
    version: Number(row.version),
    elementId: row.element_id,
    taskName: row.element_name,
    businessKey: row.business_key,
    initiatorName: nameOf(names, row.initiator),
    assignee: num(row.assignee),
    assigneeName: nameOf(names, row.assignee),
    ownerName: nameOf(names, row.owner),
    parentTaskId: num(row.parent_task_id),
    status: row.status as WfTaskStatus,
    // A business record's initiator step is taken on the record's own page (see BusinessProcesses).
    buttons:
      row.business_key && task?.props.candidateStrategy === 'initiator'
        ? []
        : buttonsOf(task, row.parent_task_id !== null),
    formKey: task?.props.formKey ?? null,
    fieldPermissions: task?.props.fieldPermissions ?? null,
    dueTime: date(row.due_at),
    createTime: date(row.create_time),
  };
}

export function doneVo(row: DoneRow, names: Names): WfDoneVo {
  return {
    logId: Number(row.log_id),
    taskId: num(row.task_id),
    instanceId: Number(row.instance_id),
    definitionName: row.definition_name,
    taskName: row.task_name,
    businessKey: row.business_key,
    initiatorName: nameOf(names, row.initiator),
    action: row.action as WfAction,
    comment: row.comment,
    instanceStatus: row.instance_status as WfInstanceStatus,
    createTime: date(row.create_time),
  };
}

export function ccVo(row: CcRow, names: Names): WfCcVo {
  return {
    ccId: Number(row.cc_id),
    instanceId: Number(row.instance_id),
    definitionName: row.definition_name,
    taskName: row.task_name,
    businessKey: row.business_key,
    initiatorName: nameOf(names, row.initiator),
    fromName: nameOf(names, row.from_user),
    instanceStatus: row.instance_status as WfInstanceStatus,
    createTime: date(row.create_time),
  };
}

export function instanceVo(row: OwnRow, names: Names, current: string[]): WfInstanceVo {
  return {
    instanceId: Number(row.instance_id),
    definitionId: Number(row.definition_id),
    definitionKey: row.definition_key,
    definitionName: row.definition_name,
    version: Number(row.version),
    categoryName: row.category_name,
    businessKey: row.business_key,
    initiator: Number(row.initiator),
    initiatorName: nameOf(names, row.initiator),
    status: row.status as WfInstanceStatus,
    currentTasks: current,
    startTime: date(row.start_time),
    endTime: date(row.end_time),
  };
}

export function historyVo(row: TaskLogRow, names: Names): WfHistoryVo {
  return {
    logId: row.logId,
    instanceId: row.instanceId,
    taskId: row.taskId,
    elementId: row.elementId,
    taskName: row.taskName,
    action: row.action as WfAction,
    comment: row.comment,
    attachments: row.attachments,
    userId: row.userId,
    userName: nameOf(names, row.userId),
    targets: row.targets.map((userId) => ({ userId, userName: nameOf(names, userId) })),
    createTime: date(row.createTime),
  };
}
