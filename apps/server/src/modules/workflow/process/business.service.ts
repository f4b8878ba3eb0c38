import { WfInstanceStatus, type WfBusinessTrace } from '@zcps/contracts';
import type { Db, Executor } from '../../../platform/db/database.js';
import { formatDateTime } from '../../../platform/http/dates.js';
import { ServiceError } from '../../../platform/http/errors.js';
import type { LoginUser } from '../../../platform/auth/login-user.js';
import type { WorkflowRuntime } from '../engine/runtime.js';
import { actorOf, isActor } from './actor.js';
import type { Commands, ProcessModels } from './command.js';
import type { DirectoryRepo } from './directory.repo.js';
import type { ProcessRepo } from './process.repo.js';
import type { ProcessService, Starter } from './process.service.js';

export interface BusinessSubmit {
  definitionKey: string;
  /** The business record, as `<kind>:<id>` (e.g. `declaration:12`): one running process per record. */
  businessKey: string;
  variables: Record<string, unknown>;
  comment?: string | null;
}

/**
 * How a business area runs its records through a process it does not own the screens of: the business page's
 * submit is the initiator's step (申报人提交), so a resubmission after a 退回 completes that step of the same
 * instance instead of starting another. All of it runs in the caller's transaction, so the record and its
 * process move together or not at all.
 */
export class BusinessProcesses {
  constructor(
    private readonly db: Db,
    private readonly repo: ProcessRepo,
    private readonly processes: ProcessService,
    private readonly commands: Commands,
    private readonly models: ProcessModels,
    private readonly runtime: WorkflowRuntime,
    private readonly directory: DirectoryRepo,
  ) {}

  /**
   * Resumes the record's running instance at its initiator's step, or starts the key's latest version and
   * takes the initiator's first step at once. Answers the instance id.
   */
  async submit(starter: Starter, body: BusinessSubmit, tx: Executor): Promise<number> {
    const latest = await this.repo.latestOfBusiness(tx, starter.tenantId, body.businessKey);
    const running = latest?.status === WfInstanceStatus.RUNNING ? latest : undefined;
    if (latest?.status === WfInstanceStatus.SUSPENDED) throw new ServiceError('workflow.instance.suspended');
    const instanceId =
      running?.instanceId ??
      (await this.processes.start(
        starter,
        { definitionKey: body.definitionKey, businessKey: body.businessKey, variables: body.variables },
        tx,
      ));
    await this.takeInitiatorStep(
      tx,
      starter,
      instanceId,
      running ? body.variables : {},
      body.comment ?? null,
    );
    return instanceId;
  }

  /** The open task of the initiator's step, if the instance waits there. */
  async initiatorTask(tx: Executor, tenantId: string, instanceId: number) {
    const { instance, definition } = await this.processes.lock(tx, tenantId, instanceId);
    const info = await this.models.of(definition);
    const initiatorSteps = new Set(
      info.userTasks.filter((t) => t.props.candidateStrategy === 'initiator').map((t) => t.elementId),
    );
    const live = await this.repo.liveTasks(tx, instanceId);
    const task = live.find(
      (t) => t.status === 'open' && t.parentTaskId === null && initiatorSteps.has(t.elementId),
    );
    return { instance, definition, task };
  }

  private async takeInitiatorStep(
    tx: Executor,
    starter: Starter,
    instanceId: number,
    variables: Record<string, unknown>,
    comment: string | null,
  ): Promise<void> {
    const { instance, definition, task } = await this.initiatorTask(tx, starter.tenantId, instanceId);
    if (!task?.executionId) return; // a model without an initiator step: the process is already with others
    await this.repo.updateTask(tx, task.taskId, {
      status: 'done',
      handledBy: starter.userId,
      endTime: new Date(),
    });
    await this.repo.insertLog(tx, {
      tenantId: starter.tenantId,
      instanceId,
      taskId: task.taskId,
      elementId: task.elementId,
      taskName: task.elementName,
      action: 'approve',
      comment,
      variables,
      userId: starter.userId,
    });
    await this.commands.run(
      tx,
      instance,
      definition,
      (input) => this.runtime.signal(instance.state, task.executionId!, { decision: 'approve' }, input),
      { variables, comment, userId: starter.userId },
    );
  }

  /**
   * Where the record's running process waits, for a business page that decides through it: the open steps'
   * names and, among them, the task `caller` may act on (null when the process waits for others). Null when
   * no process runs for the record, so the page decides on its own.
   */
  async openStep(
    caller: LoginUser,
    businessKey: string,
  ): Promise<{ steps: string[]; taskId: number | null } | null> {
    const latest = await this.repo.latestOfBusiness(this.db, caller.tenantId, businessKey);
    if (latest?.status === WfInstanceStatus.SUSPENDED) throw new ServiceError('workflow.instance.suspended');
    if (latest?.status !== WfInstanceStatus.RUNNING) return null;
    const open = (await this.repo.liveTasks(this.db, latest.instanceId)).filter((t) => t.status === 'open');
    const actor = await actorOf(caller, this.directory);
    return {
      steps: [...new Set(open.map((t) => t.elementName))],
      taskId: open.find((t) => isActor(actor, t))?.taskId ?? null,
    };
  }

  /** Ends the record's running instance as cancelled (the record was withdrawn on its own page). */
  async cancel(tx: Executor, tenantId: string, businessKey: string, userId: number, comment: string | null) {
    const latest = await this.repo.latestOfBusiness(tx, tenantId, businessKey);
    if (
      !latest ||
      (latest.status !== WfInstanceStatus.RUNNING && latest.status !== WfInstanceStatus.SUSPENDED)
    )
      return;
    const locked = await this.processes.lock(tx, tenantId, latest.instanceId, true);
    await this.processes.end(tx, locked, 'withdraw', userId, comment);
  }

  /**
   * The record's newest instance as its business page shows it: the diagram with the path taken and who holds
   * it now (step names only; people's names stay on the workflow pages, which check who may see them).
   */
  async trace(tenantId: string, businessKey: string): Promise<WfBusinessTrace | null> {
    const instance = await this.repo.latestOfBusiness(this.db, tenantId, businessKey);
    if (!instance) return null;
    const definition = await this.processes.deployed(this.db, instance.definitionId);
    const { logs, live, markers } = await this.processes.trace(instance.instanceId);
    return {
      instanceId: instance.instanceId,
      definitionName: definition.definitionName,
      version: definition.version,
      status: instance.status as WfBusinessTrace['status'],
      xml: definition.xml,
      markers,
      currentTasks: [...new Set(live.map((t) => t.elementName))],
      steps: logs
        .filter((l) => l.taskName && ['approve', 'reject', 'return'].includes(l.action))
        .map((l) => ({
          taskName: l.taskName!,
          action: l.action as WfBusinessTrace['steps'][number]['action'],
          time: formatDateTime(l.createTime),
        })),
    };
  }
}
