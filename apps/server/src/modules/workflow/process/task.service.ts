import type {
  TaskButton,
  WfAddSign,
  WfApprove,
  WfCc,
  WfDelegate,
  WfReduceSign,
  WfReject,
  WfReturn,
  WfReturnTarget,
  WfTaskAction,
} from '@zcps/contracts';
import type { LoginUser } from '../../../platform/auth/login-user.js';
import type { Db, Executor } from '../../../platform/db/database.js';
import { ServiceError } from '../../../platform/http/errors.js';
import type { ProcessInfo } from '../engine/bpmn-model.js';
import type { WorkflowRuntime } from '../engine/runtime.js';
import { mayAct } from './actor.js';
import type { Commands, ProcessModels } from './command.js';
import type { DirectoryRepo } from './directory.repo.js';
import type { WorkflowEvents } from './events.js';
import type { TaskNotices } from './task-notice.js';
import type { ProcessRepo, TaskRow } from './process.repo.js';
import type { Locked, ProcessService } from './process.service.js';
import { returnTargets } from './return-targets.js';
import { buttonsOf } from './vo.js';

interface TaskContext {
  tx: Executor;
  locked: Locked;
  task: TaskRow;
  info: ProcessInfo;
  userId: number;
}

/** The task actions of 我的待办. Each runs in one transaction holding the instance row. */
export class TaskService {
  constructor(
    private readonly db: Db,
    private readonly repo: ProcessRepo,
    private readonly directory: DirectoryRepo,
    private readonly runtime: WorkflowRuntime,
    private readonly commands: Commands,
    private readonly models: ProcessModels,
    private readonly processes: ProcessService,
    private readonly events: WorkflowEvents,
    private readonly notices: TaskNotices,
  ) {}

  /**
   * Loads and locks, then refuses in this order: no such task, already handled (or waiting for 加签), suspended,
   * not the caller's, and an action the task does not offer.
   */
  private async withTask<T>(
    caller: LoginUser,
    taskId: number,
    button: TaskButton,
    fn: (ctx: TaskContext) => Promise<T>,
    waitingOk = false,
  ): Promise<T> {
    return this.db.transaction(async (tx) => {
      const instance = await this.repo.lockOfTask(tx, caller.tenantId, taskId);
      const task = instance && (await this.repo.task(caller.tenantId, taskId, tx));
      if (!instance || !task) throw new ServiceError('workflow.task.notFound');
      if (task.status === 'waiting' && !waitingOk) throw new ServiceError('workflow.task.signsPending');
      if (task.status !== 'open' && !(task.status === 'waiting' && waitingOk)) {
        throw new ServiceError('workflow.task.handled');
      }
      if (instance.status === 'suspended') throw new ServiceError('workflow.instance.suspended');
      if (instance.status !== 'running') throw new ServiceError('workflow.task.handled');
      if (!(await mayAct(caller, this.directory, task))) throw new ServiceError('workflow.task.notYours');
      const definition = await this.processes.deployed(tx, instance.definitionId);
      const info = await this.models.of(definition);
      const userTask = info.userTasks.find((u) => u.elementId === task.elementId);
      if (!buttonsOf(userTask, task.parentTaskId !== null).includes(button)) {
        throw new ServiceError('workflow.task.buttonOff', { action: button });
      }
      return fn({ tx, locked: { instance, definition }, task, info, userId: caller.userId });
    });
  }

  private log(ctx: TaskContext, action: string, body: Partial<WfTaskAction>, targets: number[] = []) {
    return this.repo.insertLog(ctx.tx, {
      tenantId: ctx.task.tenantId,
      instanceId: ctx.task.instanceId,
      taskId: ctx.task.taskId,
      elementId: ctx.task.elementId,
      taskName: ctx.task.elementName,
      action,
      comment: body.comment ?? null,
      attachments: body.ossIds ?? [],
      variables: action === 'approve' ? (body.variables ?? {}) : {},
      targets,
      userId: ctx.userId,
    });
  }

  private tellAssigned(ctx: TaskContext, userIds: number[]) {
    const { tenantId, elementName } = ctx.task;
    return this.notices.assigned(
      ctx.tx,
      tenantId,
      ctx.locked.definition.definitionName,
      elementName,
      userIds,
    );
  }

  private async finishTask(ctx: TaskContext): Promise<void> {
    await this.repo.updateTask(ctx.tx, ctx.task.taskId, {
      status: 'done',
      handledBy: ctx.userId,
      endTime: new Date(),
    });
  }

  /** A 加签 child is done: the parent can be decided once no child is open. */
  private async childDone(ctx: TaskContext): Promise<void> {
    const parentId = ctx.task.parentTaskId!;
    const live = await this.repo.liveTasks(ctx.tx, ctx.task.instanceId);
    if (!live.some((t) => t.parentTaskId === parentId && t.taskId !== ctx.task.taskId)) {
      await this.repo.updateTask(ctx.tx, parentId, { status: 'open' });
    }
  }

  private signal(ctx: TaskContext, decision: 'approve' | 'reject', body: Partial<WfTaskAction>) {
    const { instance, definition } = ctx.locked;
    return this.commands.run(
      ctx.tx,
      instance,
      definition,
      (input) => this.runtime.signal(instance.state, ctx.task.executionId!, { decision }, input),
      {
        variables: decision === 'approve' ? body.variables : undefined,
        comment: body.comment,
        userId: ctx.userId,
      },
    );
  }

  /** 通过. A delegated task goes back to its owner first (委派 resolves); a 加签 child only reports to its parent. */
  approve(caller: LoginUser, body: WfApprove): Promise<void> {
    return this.withTask(caller, body.taskId, 'approve', async (ctx) => {
      const { task } = ctx;
      const step = ctx.info.userTasks.find((u) => u.elementId === task.elementId);
      if (ctx.locked.instance.businessKey && step?.props.candidateStrategy === 'initiator')
        throw new ServiceError('workflow.task.byBusiness');
      if (task.owner !== null) {
        await this.repo.updateTask(ctx.tx, task.taskId, { assignee: task.owner, owner: null });
        await this.log(ctx, 'resolve', body, [task.owner]);
        return;
      }
      await this.finishTask(ctx);
      await this.log(ctx, 'approve', body);
      if (task.parentTaskId !== null) return this.childDone(ctx);
      await this.signal(ctx, 'approve', body);
    });
  }

  /**
   * 驳回 ends the process as rejected. In a 票签 node it is a vote against: the vote goes on while the pass ratio
   * can still be reached, and rejects the process once it cannot.
   */
  reject(caller: LoginUser, body: WfReject): Promise<void> {
    return this.withTask(caller, body.taskId, 'reject', async (ctx) => {
      const { task, info } = ctx;
      await this.finishTask(ctx);
      await this.log(ctx, 'reject', body);
      const props = info.userTasks.find((u) => u.elementId === task.elementId)?.props;
      if (task.parentTaskId === null && props?.approveMethod === 'ratio' && task.executionId) {
        const root = task.executionId.slice(0, task.executionId.lastIndexOf('_'));
        const round = (await this.repo.tasksOf(ctx.tx, task.instanceId, task.elementId)).filter((t) =>
          t.executionId?.startsWith(`${root}_`),
        );
        const actions = await this.repo.lastActions(
          ctx.tx,
          round.map((t) => t.taskId),
        );
        const rejected = round.filter((t) => actions.get(t.taskId) === 'reject').length;
        if (((round.length - rejected) / round.length) * 100 >= (props.passRatio ?? 100)) {
          await this.signal(ctx, 'reject', body);
          return;
        }
      }
      await this.processes.end(ctx.tx, ctx.locked, 'reject', ctx.userId, body.comment, task);
    });
  }

  async returnTargets(caller: LoginUser, taskId: number): Promise<WfReturnTarget[]> {
    const task = await this.repo.task(caller.tenantId, taskId);
    if (!task) throw new ServiceError('workflow.task.notFound');
    const instance = await this.repo.instance(caller.tenantId, task.instanceId);
    const info = await this.models.of(await this.processes.deployed(this.db, instance!.definitionId));
    return returnTargets(info, task.elementId).map((elementId) => ({
      elementId,
      name: info.names[elementId] ?? elementId,
    }));
  }

  /** 退回 to an earlier user task on the main path: the engine runs the target, then discards this task. */
  return(caller: LoginUser, body: WfReturn): Promise<void> {
    return this.withTask(caller, body.taskId, 'return', async (ctx) => {
      const { task, info, locked } = ctx;
      if (!returnTargets(info, task.elementId).includes(body.targetElementId)) {
        throw new ServiceError('workflow.task.illegalReturn', {
          target: info.names[body.targetElementId] ?? body.targetElementId,
        });
      }
      await this.finishTask(ctx);
      await this.log(ctx, 'return', body);
      await this.repo.insertActivity(ctx.tx, task.tenantId, task.instanceId, [
        { elementId: task.elementId, status: 'rejected' },
      ]);
      await this.commands.run(
        ctx.tx,
        locked.instance,
        locked.definition,
        (input) => this.runtime.returnTo(locked.instance.state, body.targetElementId, task.elementId, input),
        { comment: body.comment, userId: ctx.userId },
      );
      const target = info.userTasks.find((u) => u.elementId === body.targetElementId);
      if (target?.props.candidateStrategy === 'initiator') {
        await this.events.emit({
          type: 'returnedToInitiator',
          tenantId: task.tenantId,
          instanceId: task.instanceId,
          definitionKey: locked.definition.definitionKey,
          businessKey: locked.instance.businessKey,
          elementId: body.targetElementId,
          fromTask: task.elementName,
          comment: body.comment ?? null,
          userId: ctx.userId,
          tx: ctx.tx,
        });
      }
    });
  }

  private async activeUsers(ctx: TaskContext, userIds: number[]): Promise<number[]> {
    const found = await this.directory.activeUsers(ctx.task.tenantId, userIds, ctx.tx);
    if (found.length !== new Set(userIds).size) throw new ServiceError('workflow.task.badUser');
    return found;
  }

  /** 委派: the delegate acts, then the task returns to its owner, who decides. */
  delegate(caller: LoginUser, body: WfDelegate): Promise<void> {
    return this.withTask(caller, body.taskId, 'delegate', async (ctx) => {
      await this.activeUsers(ctx, [body.userId]);
      await this.repo.updateTask(ctx.tx, ctx.task.taskId, {
        owner: ctx.task.owner ?? ctx.userId,
        assignee: body.userId,
      });
      await this.log(ctx, 'delegate', body, [body.userId]);
      await this.tellAssigned(ctx, [body.userId]);
    });
  }

  /** 转办: the task now belongs to another user for good. */
  transfer(caller: LoginUser, body: WfDelegate): Promise<void> {
    return this.withTask(caller, body.taskId, 'transfer', async (ctx) => {
      await this.activeUsers(ctx, [body.userId]);
      await this.repo.updateTask(ctx.tx, ctx.task.taskId, { assignee: body.userId, owner: null });
      await this.log(ctx, 'transfer', body, [body.userId]);
      await this.tellAssigned(ctx, [body.userId]);
    });
  }

  /** 加签: child tasks for the users; this task waits until they are done, then its holder decides. */
  addSign(caller: LoginUser, body: WfAddSign): Promise<void> {
    return this.withTask(caller, body.taskId, 'addSign', async (ctx) => {
      const { task } = ctx;
      const users = await this.activeUsers(ctx, body.userIds);
      await this.repo.insertTasks(
        ctx.tx,
        users.map((userId) => ({
          tenantId: task.tenantId,
          instanceId: task.instanceId,
          elementId: task.elementId,
          elementName: task.elementName,
          assignee: userId,
          parentTaskId: task.taskId,
        })),
      );
      await this.repo.updateTask(ctx.tx, task.taskId, {
        status: 'waiting',
        assignee: task.assignee ?? ctx.userId,
      });
      await this.log(ctx, 'addSign', body, users);
      await this.tellAssigned(ctx, users);
    });
  }

  /** 减签: cancels open children of this task; it opens again when none is left. */
  reduceSign(caller: LoginUser, body: WfReduceSign): Promise<void> {
    return this.withTask(
      caller,
      body.taskId,
      'reduceSign',
      async (ctx) => {
        const live = await this.repo.liveTasks(ctx.tx, ctx.task.instanceId);
        const children = live.filter((t) => t.parentTaskId === ctx.task.taskId);
        const chosen = children.filter((t) => body.childTaskIds.includes(t.taskId));
        if (chosen.length !== new Set(body.childTaskIds).size)
          throw new ServiceError('workflow.task.noSuchChild');
        await this.repo.closeTasks(
          ctx.tx,
          chosen.map((t) => t.taskId),
          'cancelled',
        );
        if (chosen.length === children.length)
          await this.repo.updateTask(ctx.tx, ctx.task.taskId, { status: 'open' });
        await this.log(
          ctx,
          'reduceSign',
          body,
          chosen.map((t) => t.assignee!),
        );
      },
      true,
    );
  }

  /** 抄送: the users can read the process (抄送我的 and its detail page). */
  cc(caller: LoginUser, body: WfCc): Promise<void> {
    return this.withTask(caller, body.taskId, 'cc', async (ctx) => {
      const users = await this.activeUsers(ctx, body.userIds);
      await this.repo.insertCc(
        ctx.tx,
        users.map((userId) => ({
          tenantId: ctx.task.tenantId,
          instanceId: ctx.task.instanceId,
          taskId: ctx.task.taskId,
          taskName: ctx.task.elementName,
          userId,
          fromUser: ctx.userId,
        })),
      );
      await this.log(ctx, 'cc', body, users);
    });
  }
}
