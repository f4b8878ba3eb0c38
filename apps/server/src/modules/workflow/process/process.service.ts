import {
  hasAnyPermission,
  WfInstanceStatus,
  WorkflowPermission,
  type WfInstanceDetail,
  type WfInstanceFilter,
  type WfInstanceVo,
  type WfMarker,
  type WfStart,
} from '@zcps/contracts';
import type { LoginUser } from '../../../platform/auth/login-user.js';
import type { Db, Executor } from '../../../platform/db/database.js';
import type { ListQuery, Paged } from '../../../platform/db/paging.js';
import { ServiceError } from '../../../platform/http/errors.js';
import type { DefinitionRepo } from '../definition/definition.repo.js';
import type { WorkflowRuntime } from '../engine/runtime.js';
import type { Commands, DeployedDefinition, ProcessModels } from './command.js';
import type { DirectoryRepo } from './directory.repo.js';
import type { ListsRepo } from './lists.repo.js';
import type { InstanceRow, ProcessRepo } from './process.repo.js';
import type { StartForms } from './start-form.js';
import { actorOf, isActor } from './actor.js';
import { buttonsOf, historyVo, instanceVo } from './vo.js';

/** Whoever started the process, and the process-wide admin actions. */
export interface Starter {
  tenantId: string;
  userId: number;
  deptId: number | null;
}

/** Locked instance and its version, for one command. */
export interface Locked {
  instance: InstanceRow;
  definition: DeployedDefinition;
}

/** Starting processes, 我发起的, the detail page, and the instance-wide actions (撤回, 终止, 挂起/激活). */
export class ProcessService {
  constructor(
    private readonly db: Db,
    private readonly repo: ProcessRepo,
    private readonly lists: ListsRepo,
    private readonly definitions: DefinitionRepo,
    private readonly directory: DirectoryRepo,
    private readonly runtime: WorkflowRuntime,
    private readonly commands: Commands,
    private readonly models: ProcessModels,
    private readonly startForms: StartForms,
  ) {}

  /** Locks the instance for a command; refuses one that ended or is suspended. */
  async lock(tx: Executor, tenantId: string, instanceId: number, allowSuspended = false): Promise<Locked> {
    const instance = await this.repo.lock(tx, tenantId, instanceId);
    if (!instance) throw new ServiceError('workflow.instance.notFound');
    if (instance.status === WfInstanceStatus.SUSPENDED && !allowSuspended) {
      throw new ServiceError('workflow.instance.suspended');
    }
    if (instance.status !== WfInstanceStatus.RUNNING && instance.status !== WfInstanceStatus.SUSPENDED) {
      throw new ServiceError('workflow.instance.notRunning');
    }
    return { instance, definition: await this.deployed(tx, instance.definitionId) };
  }

  /** The instance's deployed version (read once per server: deployed versions do not change). */
  deployed(tx: Executor, definitionId: number): Promise<DeployedDefinition> {
    return this.models.definition(definitionId, (id) => this.repo.definitionOf(tx, id));
  }

  /**
   * Starts the latest active version of a key for `starter` (the caller, or a business area's hook). The new
   * instance's first tasks are created in the same transaction.
   */
  async start(starter: Starter, body: WfStart, tx?: Executor): Promise<number> {
    const definition = await this.definitions.latest(starter.tenantId, body.definitionKey, tx);
    if (!definition || definition.suspended) {
      throw new ServiceError('workflow.definition.noActive', { key: body.definitionKey });
    }
    const work = async (t: Executor) => {
      const variables = { ...body.variables, initiator: starter.userId };
      const instanceId = await this.repo.insertInstance(t, {
        tenantId: starter.tenantId,
        definitionId: definition.definitionId,
        businessKey: body.businessKey ?? null,
        initiator: starter.userId,
        initiatorDept: starter.deptId,
        status: WfInstanceStatus.RUNNING,
        variables,
        engineVersion: '',
      });
      const { instance } = await this.lock(t, starter.tenantId, instanceId);
      await this.repo.insertLog(t, {
        tenantId: starter.tenantId,
        instanceId,
        action: 'start',
        userId: starter.userId,
        variables: body.variables,
      });
      await this.commands.run(t, instance, definition, (input) =>
        this.runtime.start({ ...input, variables: { ...variables, ...input.variables } }),
      );
      return instanceId;
    };
    return tx ? work(tx) : this.db.transaction(work);
  }

  /** A person's start (the route): the variables are the start form's values, checked here as on the page. */
  async startAndShow(caller: LoginUser, body: WfStart): Promise<WfInstanceVo> {
    const definition = await this.definitions.latest(caller.tenantId, body.definitionKey);
    if (definition) {
      const formKey = definition.formKey ?? (await this.models.of(definition)).startFormKey;
      const variables = await this.startForms.check(caller.tenantId, formKey, body.variables);
      body = { ...body, variables };
    }
    const instanceId = await this.start(caller, body);
    return this.vo(caller.tenantId, instanceId);
  }

  private async vo(tenantId: string, instanceId: number): Promise<WfInstanceVo> {
    const row = await this.lists.ownRow(tenantId, instanceId);
    if (!row) throw new ServiceError('workflow.instance.notFound');
    const names = await this.directory.names([Number(row.initiator)]);
    const current = await this.repo.currentTasks([instanceId]);
    return instanceVo(row, names, current.get(instanceId) ?? []);
  }

  async own(caller: LoginUser, q: ListQuery & WfInstanceFilter): Promise<Paged<WfInstanceVo>> {
    const { rows, total } = await this.lists.own(caller.tenantId, caller.userId, q);
    const names = await this.directory.names(rows.map((r) => Number(r.initiator)));
    const current = await this.repo.currentTasks(rows.map((r) => Number(r.instance_id)));
    return { rows: rows.map((r) => instanceVo(r, names, current.get(Number(r.instance_id)) ?? [])), total };
  }

  /** The detail page: the initiator, anyone who took part or got a cc, and deployment admins may see it. */
  async detail(caller: LoginUser, instanceId: number): Promise<WfInstanceDetail> {
    const instance = await this.repo.instance(caller.tenantId, instanceId);
    if (!instance) throw new ServiceError('workflow.instance.notFound');
    const admin = hasAnyPermission(caller.permissions, [WorkflowPermission.DEPLOY_QUERY]);
    if (
      instance.initiator !== caller.userId &&
      !admin &&
      !(await this.repo.participated(caller.tenantId, instanceId, caller.userId))
    ) {
      throw new ServiceError('workflow.instance.noAccess');
    }
    const definition = await this.deployed(this.db, instance.definitionId);
    const info = await this.models.of(definition);
    const { logs, live, markers } = await this.trace(instanceId);
    const names = await this.directory.names([
      instance.initiator,
      ...logs.flatMap((l) => [l.userId ?? 0, ...l.targets]),
      ...live.flatMap((t) => [t.assignee ?? 0, ...t.candidateUsers]),
    ]);
    const formKey = definition.formKey ?? info.startFormKey;
    return {
      instance: await this.vo(caller.tenantId, instanceId),
      xml: definition.xml,
      formKey,
      variables: instance.variables,
      fieldLabels: await this.startForms.labels(caller.tenantId, formKey),
      timeline: logs.map((l) => historyVo(l, names)),
      markers,
      openTasks: live.map((t) => ({
        taskId: t.taskId,
        elementId: t.elementId,
        taskName: t.elementName,
        assigneeName: t.assignee ? (names.get(t.assignee) ?? null) : null,
        candidateNames: t.candidateUsers.map((id) => names.get(id)).filter((n): n is string => Boolean(n)),
      })),
    };
  }

  /** The history, open tasks and the diagram's markers: finished, current and rejected elements. */
  async trace(instanceId: number) {
    const [logs, activity, live] = await Promise.all([
      this.repo.logs(instanceId),
      this.repo.activity(instanceId),
      this.repo.liveTasks(this.db, instanceId),
    ]);
    const markers: Record<string, WfMarker> = {};
    for (const row of activity) {
      if (row.status === 'taken') markers[row.elementId] = 'finished';
      else if (row.status === 'rejected') markers[row.elementId] = 'rejected';
    }
    for (const log of logs) {
      if ((log.action === 'reject' || log.action === 'return') && log.elementId)
        markers[log.elementId] = 'rejected';
    }
    for (const task of live) markers[task.elementId] = 'current';
    return { logs, live, markers };
  }

  /** 撤回: the initiator ends the process while nobody has acted since their own last action. */
  async withdraw(caller: LoginUser, instanceId: number, comment: string | null): Promise<void> {
    await this.db.transaction(async (tx) => {
      const { instance, definition } = await this.lock(tx, caller.tenantId, instanceId);
      if (instance.initiator !== caller.userId) throw new ServiceError('workflow.instance.notInitiator');
      const logs = await this.repo.logs(instanceId, tx);
      const mine = logs.findLastIndex((l) => l.userId === caller.userId && l.action !== 'cc');
      const acted = logs.slice(mine + 1).some((l) => l.userId !== caller.userId && l.action !== 'cc');
      if (mine < 0 || acted) throw new ServiceError('workflow.instance.cannotWithdraw');
      await this.end(tx, { instance, definition }, 'withdraw', caller.userId, comment);
    });
  }

  /** 终止: a deployment admin, or someone whose open task offers terminate. */
  async terminate(caller: LoginUser, instanceId: number, comment: string | null): Promise<void> {
    const actor = await actorOf(caller, this.directory);
    await this.db.transaction(async (tx) => {
      const locked = await this.lock(tx, caller.tenantId, instanceId, true);
      if (!hasAnyPermission(caller.permissions, [WorkflowPermission.DEPLOY_SUSPEND])) {
        const info = await this.models.of(locked.definition);
        const live = await this.repo.liveTasks(tx, instanceId);
        const offered = live.some(
          (t) =>
            t.status === 'open' &&
            isActor(actor, t) &&
            buttonsOf(
              info.userTasks.find((u) => u.elementId === t.elementId),
              t.parentTaskId !== null,
            ).includes('terminate'),
        );
        if (!offered) throw new ServiceError('workflow.instance.cannotTerminate');
      }
      await this.end(tx, locked, 'terminate', caller.userId, comment);
    });
  }

  /** Ends the process without reaching an end event: 撤回 (cancelled), 终止 (terminated), 驳回 (rejected). */
  async end(
    tx: Executor,
    { instance, definition }: Locked,
    action: 'withdraw' | 'terminate' | 'reject' | 'timeout',
    userId: number | null,
    comment: string | null,
    task?: { taskId: number; elementId: string; elementName: string },
  ): Promise<void> {
    const endStatus =
      action === 'withdraw' ? 'cancelled' : action === 'terminate' ? 'terminated' : ('rejected' as const);
    await this.repo.insertLog(tx, {
      tenantId: instance.tenantId,
      instanceId: instance.instanceId,
      taskId: task?.taskId ?? null,
      elementId: task?.elementId ?? null,
      taskName: task?.elementName ?? null,
      action,
      comment,
      userId,
    });
    if (task)
      await this.repo.insertActivity(tx, instance.tenantId, instance.instanceId, [
        { elementId: task.elementId, status: 'rejected' },
      ]);
    await this.commands.run(tx, instance, definition, (input) => this.runtime.cancel(instance.state, input), {
      endStatus,
      comment,
      userId,
    });
  }

  async setSuspended(caller: LoginUser, instanceId: number, suspend: boolean): Promise<void> {
    await this.db.transaction(async (tx) => {
      const { instance } = await this.lock(tx, caller.tenantId, instanceId, true);
      const want = suspend ? WfInstanceStatus.SUSPENDED : WfInstanceStatus.RUNNING;
      if (!suspend && instance.status !== WfInstanceStatus.SUSPENDED) {
        throw new ServiceError('workflow.instance.notSuspended');
      }
      if (instance.status === want) return;
      await this.repo.saveInstance(tx, instanceId, { status: want });
      await this.repo.insertLog(tx, {
        tenantId: instance.tenantId,
        instanceId,
        action: suspend ? 'suspend' : 'activate',
        userId: caller.userId,
      });
    });
  }
}
