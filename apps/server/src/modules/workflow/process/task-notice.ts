import { afterCommit } from '../../../platform/db/after-commit.js';
import type { Executor } from '../../../platform/db/database.js';
import { bilingual, message } from '../../../platform/i18n/format.js';
import type { SseHub } from '../../resource/sse/sse.hub.js';
import type { DirectoryRepo } from './directory.repo.js';
import type { TaskRow } from './process.repo.js';

/**
 * Tells the people a new task waits for, on their open consoles, so the navbar count follows at once rather
 * than at its next poll: the assignee, or every enabled user its candidates name. Step and process names
 * only. Sent after the command commits, so nobody hears of a task that was rolled back.
 */
export class TaskNotices {
  constructor(
    private readonly directory: DirectoryRepo,
    private readonly sse: Pick<SseHub, 'publish'>,
  ) {}

  /** Tasks the engine created in `tx`. */
  async arrived(tx: Executor, tenantId: string, processName: string, tasks: readonly TaskRow[]) {
    if (!tasks.length) return;
    await afterCommit(tx, async () => {
      for (const task of tasks)
        await this.tell(tenantId, processName, task.elementName, await this.usersOf(tenantId, task));
    });
  }

  /** A task handed to people in `tx` (委派, 转办, 加签). */
  async assigned(tx: Executor, tenantId: string, processName: string, taskName: string, userIds: number[]) {
    await afterCommit(tx, () => this.tell(tenantId, processName, taskName, userIds));
  }

  private async usersOf(tenantId: string, task: TaskRow): Promise<number[]> {
    if (task.assignee !== null) return [task.assignee];
    const lookups: [number[], (tenantId: string, ids: number[]) => Promise<number[]>][] = [
      [task.candidateUsers, (t, ids) => this.directory.activeUsers(t, ids)],
      [task.candidateRoles, (t, ids) => this.directory.usersOfRoles(t, ids)],
      [task.candidateDepts, (t, ids) => this.directory.usersOfDepts(t, ids)],
      [task.candidatePosts, (t, ids) => this.directory.usersOfPosts(t, ids)],
    ];
    const users = new Set<number>();
    for (const [ids, find] of lookups)
      if (ids.length) for (const id of await find(tenantId, ids)) users.add(id);
    return [...users];
  }

  private async tell(tenantId: string, processName: string, taskName: string, userIds: number[]) {
    if (!userIds.length) return;
    const label = bilingual(message('workflow.notice.taskArrived', { task: taskName, process: processName }));
    const text = `[工作流 / Workflow] ${label.zh_CN} / ${label.en_US}`;
    await this.sse.publish({ tenantId, userIds: [...new Set(userIds)], text });
  }
}
