import type { WfCcVo, WfDoneVo, WfTaskCount, WfTaskFilter, WfTodoVo } from '@zcps/contracts';
import type { LoginUser } from '../../../platform/auth/login-user.js';
import type { CountCache } from '../../../platform/db/count-cache.js';
import type { Db } from '../../../platform/db/database.js';
import type { ListQuery, Paged } from '../../../platform/db/paging.js';
import { ServiceError } from '../../../platform/http/errors.js';
import type { ProcessInfo } from '../engine/bpmn-model.js';
import { actorOf, isActor, listActorOf } from './actor.js';
import type { ProcessModels } from './command.js';
import type { DirectoryRepo } from './directory.repo.js';
import type { ListActor, ListsRepo, TodoRow } from './lists.repo.js';
import { TODO_TOTALS } from './process.repo.js';
import type { ProcessRepo } from './process.repo.js';
import { ccVo, doneVo, todoVo } from './vo.js';

/** 我的待办, 我的已办, 抄送我的 and the navbar count. */
export class TaskQueryService {
  constructor(
    private readonly db: Db,
    private readonly lists: ListsRepo,
    private readonly repo: ProcessRepo,
    private readonly directory: DirectoryRepo,
    private readonly models: ProcessModels,
    private readonly counts: CountCache,
  ) {}

  private info(definitionId: number): Promise<ProcessInfo> {
    return this.models.ofId(definitionId, (id) => this.repo.definitionOf(this.db, id));
  }

  private async todoVos(rows: TodoRow[]): Promise<WfTodoVo[]> {
    const names = new Map<number, string>();
    for (const r of rows)
      for (const [id, name] of [
        [r.initiator, r.initiator_name],
        [r.assignee, r.assignee_name],
        [r.owner, r.owner_name],
      ] as const)
        if (id !== null && name !== null) names.set(Number(id), name);
    const infos = new Map<number, ProcessInfo>();
    for (const id of new Set(rows.map((r) => Number(r.definition_id)))) infos.set(id, await this.info(id));
    return rows.map((r) =>
      todoVo(
        r,
        infos.get(Number(r.definition_id))?.userTasks.find((u) => u.elementId === r.element_id),
        names,
      ),
    );
  }

  /**
   * Totals come from the count cache: on a busy office the count costs more than the page. Any command on a
   * tenant's instances drops its totals after commit (ProcessRepo.lock), so they stay exact.
   */
  private todoTotal(actor: ListActor, q: WfTaskFilter): Promise<number> {
    const filter = {
      taskName: q.taskName?.trim() || undefined,
      definitionKey: q.definitionKey?.trim() || undefined,
      definitionName: q.definitionName?.trim() || undefined,
      businessKey: q.businessKey?.trim() || undefined,
    };
    const key = { userId: actor.userId, roleIds: [...actor.roleIds].sort(), deptId: actor.deptId, filter };
    return this.counts.count(TODO_TOTALS, actor.tenantId, key, () => this.lists.todoTotal(actor, filter));
  }

  async todo(caller: LoginUser, q: ListQuery & WfTaskFilter): Promise<Paged<WfTodoVo>> {
    const actor = listActorOf(caller);
    const [rows, total] = await Promise.all([this.lists.todoPage(actor, q), this.todoTotal(actor, q)]);
    return { rows: await this.todoVos(rows), total };
  }

  /** One task for its handling page: the caller must be able to act on it. */
  async get(caller: LoginUser, taskId: number): Promise<WfTodoVo> {
    const task = await this.repo.task(caller.tenantId, taskId);
    const row = task ? await this.lists.todoRow(caller.tenantId, taskId) : undefined;
    if (!task || !row) throw new ServiceError('workflow.task.notFound');
    if (!isActor(await actorOf(caller, this.directory), task))
      throw new ServiceError('workflow.task.notYours');
    return (await this.todoVos([row]))[0]!;
  }

  async done(caller: LoginUser, q: ListQuery & WfTaskFilter): Promise<Paged<WfDoneVo>> {
    const { rows, total } = await this.lists.done(caller.tenantId, caller.userId, q);
    const names = await this.directory.names(rows.map((r) => Number(r.initiator)));
    return { rows: rows.map((r) => doneVo(r, names)), total };
  }

  async cc(caller: LoginUser, q: ListQuery & WfTaskFilter): Promise<Paged<WfCcVo>> {
    const { rows, total } = await this.lists.cc(caller.tenantId, caller.userId, q);
    const names = await this.directory.names(
      rows.flatMap((r) => [Number(r.initiator), Number(r.from_user ?? 0)]),
    );
    return { rows: rows.map((r) => ccVo(r, names)), total };
  }

  async count(caller: LoginUser): Promise<WfTaskCount> {
    const [todo, cc] = await Promise.all([
      this.todoTotal(listActorOf(caller), {}),
      this.lists.ccCount(caller.tenantId, caller.userId),
    ]);
    return { todo, cc };
  }
}
