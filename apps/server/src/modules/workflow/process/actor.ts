import type { LoginUser } from '../../../platform/auth/login-user.js';
import type { DirectoryRepo } from './directory.repo.js';
import type { Actor, ListActor } from './lists.repo.js';
import type { TaskRow } from './process.repo.js';

/** The caller as candidates name people: user, roles, dept and posts. */
export async function actorOf(caller: LoginUser, directory: DirectoryRepo): Promise<Actor> {
  return {
    tenantId: caller.tenantId,
    userId: caller.userId,
    roleIds: caller.roles.map((r) => r.roleId),
    deptId: caller.deptId,
    postIds: await directory.postsOf(caller.userId),
  };
}

/** The caller as a list's SQL names them (it reads the posts itself). */
export function listActorOf(caller: LoginUser): ListActor {
  return {
    tenantId: caller.tenantId,
    userId: caller.userId,
    roleIds: caller.roles.map((r) => r.roleId),
    deptId: caller.deptId,
  };
}

/** May the caller act on the task; reads the caller's posts only when nothing else makes them a candidate. */
export async function mayAct(caller: LoginUser, directory: DirectoryRepo, task: TaskRow): Promise<boolean> {
  const withoutPosts = { ...listActorOf(caller), postIds: [] };
  if (isActor(withoutPosts, task)) return true;
  if (task.assignee !== null || task.candidatePosts.length === 0) return false;
  return isActor({ ...withoutPosts, postIds: await directory.postsOf(caller.userId) }, task);
}

/** May this actor act on the task: its assignee, or (unassigned) one of its candidates. */
export function isActor(actor: Actor, task: TaskRow): boolean {
  if (task.assignee !== null) return task.assignee === actor.userId;
  return (
    task.candidateUsers.includes(actor.userId) ||
    task.candidateRoles.some((r) => actor.roleIds.includes(r)) ||
    (actor.deptId !== null && task.candidateDepts.includes(actor.deptId)) ||
    task.candidatePosts.some((p) => actor.postIds.includes(p))
  );
}
