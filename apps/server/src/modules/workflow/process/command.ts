import type { Executor } from '../../../platform/db/database.js';
import { ServiceError } from '../../../platform/http/errors.js';
import { perVersion } from '../engine/per-version.js';
import { createModdle, describeProcess, type ProcessInfo, type UserTaskInfo } from '../engine/bpmn-model.js';
import {
  CANDIDATES_VARIABLE,
  type RuntimeInput,
  type RuntimeResult,
  type WaitingTask,
} from '../engine/runtime.js';
import type { CandidateContext, Candidates } from './candidates.js';
import type { WorkflowEvents } from './events.js';
import type { TaskNotices } from './task-notice.js';
import type { DefinitionRow, InstanceRow, ProcessRepo, TaskInsert, TaskRow } from './process.repo.js';

const HOUR_MS = 3_600_000;

/** A deployed version as every command reads it: all of its row but `suspended`, the one column that changes. */
export type DeployedDefinition = Omit<DefinitionRow, 'suspended'>;

/** A deployed version's row and process, read and parsed once: definitions never change after deploy. */
export class ProcessModels {
  private readonly parsed = new Map<number, Promise<ProcessInfo>>();
  private readonly deployed = new Map<number, Promise<DeployedDefinition>>();

  /** The deployed version by id, read through `load` only the first time. */
  definition(
    definitionId: number,
    load: (id: number) => Promise<DefinitionRow>,
  ): Promise<DeployedDefinition> {
    return perVersion(this.deployed, definitionId, async () => {
      const { suspended: _changes, ...row } = await load(definitionId);
      return row;
    });
  }

  /** By id, reading the XML only when the version was not parsed yet. */
  async ofId(definitionId: number, load: (id: number) => Promise<{ xml: string }>): Promise<ProcessInfo> {
    const cached = this.parsed.get(definitionId);
    if (cached) return cached;
    return this.of({ definitionId, xml: (await load(definitionId)).xml });
  }

  of(definition: Pick<DefinitionRow, 'definitionId' | 'xml'>): Promise<ProcessInfo> {
    return perVersion(this.parsed, definition.definitionId, () =>
      createModdle()
        .fromXML(definition.xml)
        .then(({ rootElement }) => describeProcess(rootElement)),
    );
  }
}

export function taskInfo(info: ProcessInfo, elementId: string): UserTaskInfo {
  const task = info.userTasks.find((t) => t.elementId === elementId);
  if (!task) throw new ServiceError('workflow.task.notFound');
  return task;
}

/** What an action contributes to the command beside the engine call. */
export interface CommandOptions {
  /** Form values merged into the process variables before the engine acts. */
  variables?: Record<string, unknown>;
  /** The status when the process ends during this command (approved unless the action says otherwise). */
  endStatus?: 'approved' | 'rejected' | 'cancelled' | 'terminated';
  comment?: string | null;
  userId?: number | null;
}

/**
 * One engine command inside the caller's transaction, with the instance row already locked: resolve approvers,
 * act on the saved state, then save state + rev, bring wf_task in line with the waiting executions, store timers,
 * append the activity log and tell the listeners when the process ended.
 */
export class Commands {
  constructor(
    private readonly repo: ProcessRepo,
    private readonly candidates: Candidates,
    private readonly models: ProcessModels,
    private readonly events: WorkflowEvents,
    private readonly notices: TaskNotices,
  ) {}

  context(tx: Executor, instance: InstanceRow, variables: Record<string, unknown>): CandidateContext {
    return {
      tx,
      tenantId: instance.tenantId,
      initiator: instance.initiator,
      initiatorDept: instance.initiatorDept,
      variables,
    };
  }

  async run(
    tx: Executor,
    instance: InstanceRow,
    definition: DeployedDefinition,
    act: (input: RuntimeInput) => Promise<RuntimeResult>,
    options: CommandOptions = {},
  ): Promise<RuntimeResult> {
    const info = await this.models.of(definition);
    const variables = { ...instance.variables, ...options.variables };
    const ctx = this.context(tx, instance, variables);
    const approvers: Record<string, number[]> = {};
    for (const task of info.userTasks) {
      if (task.props.approveMethod !== 'single') {
        approvers[task.elementId] = await this.candidates.approvers(task.props, ctx);
      }
    }
    let result: RuntimeResult;
    try {
      result = await act({
        model: { definitionId: definition.definitionId, xml: definition.xml },
        variables: { ...options.variables, [CANDIDATES_VARIABLE]: approvers },
      });
    } catch (error) {
      throw engineFailure(error, info);
    }
    const live = await this.repo.liveTasks(tx, instance.instanceId);
    const { created, closed } = await this.syncTasks(tx, instance, info, live, result.waiting, ctx);
    await this.notices.arrived(tx, instance.tenantId, definition.definitionName, created);
    const stillLive = live.filter((t) => !closed.has(t.taskId)).concat(created);
    await this.syncTimers(tx, instance, info, result, created, stillLive);
    await this.repo.insertActivity(tx, instance.tenantId, instance.instanceId, result.activity);
    const { [CANDIDATES_VARIABLE]: _internal, ...kept } = result.variables;
    const ended = result.ended;
    const status = ended ? (options.endStatus ?? 'approved') : instance.status;
    await this.repo.saveInstance(tx, instance.instanceId, {
      state: result.state,
      engineVersion: result.engineVersion,
      rev: instance.rev + 1,
      variables: kept,
      status,
      ...(ended && { endTime: new Date() }),
    });
    if (ended) {
      await this.events.emit({
        type: 'ended',
        status: status as 'approved',
        tenantId: instance.tenantId,
        instanceId: instance.instanceId,
        definitionKey: definition.definitionKey,
        businessKey: instance.businessKey,
        comment: options.comment ?? null,
        userId: options.userId ?? null,
        tx,
      });
    }
    return result;
  }

  private async syncTasks(
    tx: Executor,
    instance: InstanceRow,
    info: ProcessInfo,
    live: TaskRow[],
    waiting: WaitingTask[],
    ctx: CandidateContext,
  ): Promise<{ created: TaskRow[]; closed: Set<number> }> {
    const waitingIds = new Set(waiting.map((w) => w.executionId));
    const engineTasks = live.filter((t) => t.executionId !== null);
    const gone = engineTasks.filter((t) => !waitingIds.has(t.executionId!));
    const goneIds = new Set(gone.map((t) => t.taskId));
    const children = live.filter((t) => t.parentTaskId !== null && goneIds.has(t.parentTaskId));
    const closed = new Set([...goneIds, ...children.map((t) => t.taskId)]);
    await this.repo.closeTasks(tx, [...closed], 'cancelled');
    const known = new Set(engineTasks.map((t) => t.executionId));
    const rows: TaskInsert[] = [];
    for (const wait of waiting) {
      if (known.has(wait.executionId)) continue;
      const task = taskInfo(info, wait.elementId);
      const who =
        wait.assignee !== undefined
          ? { assignee: wait.assignee, users: [], roles: [], depts: [], posts: [] }
          : await this.candidates.forTask(task.props, ctx);
      const nobody =
        who.assignee === null &&
        who.users.length + who.roles.length + who.depts.length + who.posts.length === 0;
      if (nobody) throw new ServiceError('workflow.task.noApprovers', { task: task.name });
      rows.push({
        tenantId: instance.tenantId,
        instanceId: instance.instanceId,
        elementId: wait.elementId,
        elementName: task.name,
        executionId: wait.executionId,
        assignee: who.assignee,
        candidateUsers: who.users,
        candidateRoles: who.roles,
        candidateDepts: who.depts,
        candidatePosts: who.posts,
        dueAt: task.props.timeoutHours ? new Date(Date.now() + task.props.timeoutHours * HOUR_MS) : null,
      });
    }
    return { created: await this.repo.insertTasks(tx, rows), closed };
  }

  private async syncTimers(
    tx: Executor,
    instance: InstanceRow,
    info: ProcessInfo,
    result: RuntimeResult,
    created: TaskRow[],
    stillLive: TaskRow[],
  ): Promise<void> {
    if (!usesTimers(info)) return;
    const open = await this.repo.openTimers(tx, instance.instanceId);
    const boundary = new Set(result.timers.map((t) => t.elementId));
    const live = new Set(stillLive.map((t) => t.taskId));
    const stale = open.filter((t) =>
      t.kind === 'boundary' ? !boundary.has(t.elementId) : t.taskId === null || !live.has(t.taskId),
    );
    await this.repo.dropTimers(
      tx,
      stale.map((t) => t.timerId),
    );
    const stored = new Set(open.filter((t) => t.kind === 'boundary').map((t) => t.elementId));
    const rows: Parameters<ProcessRepo['insertTimers']>[1] = result.timers
      .filter((t) => !stored.has(t.elementId))
      .map((t) => ({
        tenantId: instance.tenantId,
        instanceId: instance.instanceId,
        elementId: t.elementId,
        kind: 'boundary',
        dueAt: t.expireAt,
      }));
    for (const task of created) {
      const props = taskInfo(info, task.elementId).props;
      if (task.dueAt && props.timeoutAction) {
        rows.push({
          tenantId: instance.tenantId,
          instanceId: instance.instanceId,
          elementId: task.elementId,
          kind: 'timeout',
          dueAt: task.dueAt,
          taskId: task.taskId,
          action: props.timeoutAction,
        });
      }
    }
    await this.repo.insertTimers(tx, rows);
  }
}

/** Only boundary events and task timeouts make timer rows: a process with neither never has one to sync. */
function usesTimers(info: ProcessInfo): boolean {
  return (
    info.userTasks.some((t) => t.props.timeoutHours) ||
    Object.values(info.types).includes('bpmn:BoundaryEvent')
  );
}

function engineFailure(error: unknown, info: ProcessInfo): Error {
  if (error instanceof ServiceError) return error;
  const text = error instanceof Error ? error.message : String(error);
  const element = /<([^>]+)>/.exec(text)?.[1];
  const task = info.userTasks.find((t) => element?.startsWith(t.elementId));
  if (task && /cardinality|collection/.test(text)) {
    return new ServiceError('workflow.task.noApprovers', { task: task.name });
  }
  return new ServiceError('workflow.engine.failed', { reason: text.slice(0, 200) });
}
