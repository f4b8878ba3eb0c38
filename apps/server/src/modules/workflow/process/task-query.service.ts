import type { WfCcVo, WfDoneVo, WfTaskCount, WfTaskFilter, WfTodoVo } from '@zcps/contracts';
import type { LoginUser } from '../../../platform/auth/login-user.js';
import type { CountCache } from '../../../platform/db/count-cache.js';
import type { Db } from '../../../platform/db/database.js';
import type { ListQuery, Paged } from '../../../platform/db/paging.js';
import { ServiceError } from '../../../platform/http/errors.js';
import type { ProcessInfo } from '../engine/bpmn-model.js';
import { listActorOf, mayAct } from './actor.js';
import type { ProcessModels } from './command.js';
import type { DirectoryRepo } from './directory.repo.js';
import type { ListActor, ListsRepo, TodoRow } from './lists.repo.js';
import { TODO_PAGES, TODO_TOTALS } from './process.repo.js';
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
   * Totals and pages come from the count cache: every open console polls 我的待办, while its rows change only by a
   * workflow command, and any command on a tenant's instances drops that tenant's entries after commit
   * (ProcessRepo.lock), on every instance, so both stay exact. Names joined into a page (initiator, assignee)
   * may trail a rename by the cache's TTL.
   */
  private todoTotal(actor: ListActor, q: WfTaskFilter): Promise<number> {
    const filter = todoFilterOf(q);
    return this.counts.count(TODO_TOTALS, actor.tenantId, todoKeyOf(actor, filter), () =>
      this.lists.todoTotal(actor, filter),
    );
  }

  async todo(caller: LoginUser, q: ListQuery & WfTaskFilter): Promise<Paged<WfTodoVo>> {
    const actor = listActorOf(caller);
    const filter = todoFilterOf(q);
    const query = { ...filter, pageNum: q.pageNum, pageSize: q.pageSize };
    const key = { ...todoKeyOf(actor, filter), page: [q.pageNum, q.pageSize] };
    const [rows, total] = await Promise.all([
      this.counts.remember(TODO_PAGES, actor.tenantId, key, async () =>
        this.todoVos(await this.lists.todoPage(actor, query)),
      ),
      this.todoTotal(actor, q),
    ]);
    return { rows, total };
  }

  /** One task for its handling page: the caller must be able to act on it. */
  async get(caller: LoginUser, taskId: number): Promise<WfTodoVo> {
    const task = await this.repo.task(caller.tenantId, taskId);
    const row = task ? await this.lists.todoRow(caller.tenantId, taskId) : undefined;
    if (!task || !row) throw new ServiceError('workflow.task.notFound');
    if (!(await mayAct(caller, this.directory, task))) throw new ServiceError('workflow.task.notYours');
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

function todoFilterOf(q: WfTaskFilter): WfTaskFilter {
  return {
    taskName: q.taskName?.trim() || undefined,
    definitionKey: q.definitionKey?.trim() || undefined,
    definitionName: q.definitionName?.trim() || undefined,
    businessKey: q.businessKey?.trim() || undefined,
  };
}

/** Everything a caller's 我的待办 depends on besides the tasks: who asks (posts follow the user) and the filter. */
function todoKeyOf(actor: ListActor, filter: WfTaskFilter) {
  return { userId: actor.userId, roleIds: [...actor.roleIds].sort(), deptId: actor.deptId, filter };
}
