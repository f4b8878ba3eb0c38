import type { UserTaskProps } from '@zcps/contracts';
import type { Executor } from '../../../platform/db/database.js';
import { evaluateFeel } from '../engine/feel.js';
import type { DirectoryRepo } from './directory.repo.js';

const idsOf = (text: string) =>
  text
    .split(',')
    .map((s) => Number(s.trim()))
    .filter((n) => Number.isInteger(n) && n > 0);

/** FEEL that answered ids: a number, a list of numbers, or numeric strings. */
function idsFromValue(value: unknown): number[] {
  const list = Array.isArray(value) ? value : [value];
  return list.map((v) => Number(v)).filter((n) => Number.isInteger(n) && n > 0);
}

export interface CandidateContext {
  tenantId: string;
  initiator: number;
  initiatorDept: number | null;
  variables: Record<string, unknown>;
  /** The command's transaction (PGlite has one connection: a query beside it would wait forever). */
  tx: Executor;
}

/** Who may act on a single task: an assignee, or candidate users / roles / depts / posts. */
export interface TaskCandidates {
  assignee: number | null;
  users: number[];
  roles: number[];
  depts: number[];
  posts: number[];
}

/** Resolves a user task's candidate strategy (zcps:candidateStrategy / zcps:candidates). */
export class Candidates {
  constructor(private readonly directory: DirectoryRepo) {}

  /** For a single task: candidates stay as roles, depts and posts, so a later member can still act. */
  async forTask(props: UserTaskProps, ctx: CandidateContext): Promise<TaskCandidates> {
    const none: TaskCandidates = { assignee: null, users: [], roles: [], depts: [], posts: [] };
    const ids = idsOf(props.candidates);
    switch (props.candidateStrategy) {
      case 'user':
        return { ...none, users: ids };
      case 'role':
        return { ...none, roles: ids };
      case 'dept':
        return { ...none, depts: ids };
      case 'post':
        return { ...none, posts: ids };
      case 'initiator':
        return { ...none, assignee: ctx.initiator };
      case 'initiatorLeader':
        return {
          ...none,
          assignee: await this.directory.deptLeaderOf(ctx.tenantId, ctx.initiatorDept, ctx.tx),
        };
      case 'expression': {
        const users = idsFromValue(evaluateFeel(props.candidates, ctx.variables));
        return users.length === 1 ? { ...none, assignee: users[0]! } : { ...none, users };
      }
    }
  }

  /** For a multi-instance task: the approvers one by one (enabled users), in a stable order. */
  async approvers(props: UserTaskProps, ctx: CandidateContext): Promise<number[]> {
    const ids = idsOf(props.candidates);
    switch (props.candidateStrategy) {
      case 'user':
        return this.directory.activeUsers(ctx.tenantId, ids, ctx.tx);
      case 'role':
        return this.directory.usersOfRoles(ctx.tenantId, ids, ctx.tx);
      case 'dept':
        return this.directory.usersOfDepts(ctx.tenantId, ids, ctx.tx);
      case 'post':
        return this.directory.usersOfPosts(ctx.tenantId, ids, ctx.tx);
      case 'initiator':
        return [ctx.initiator];
      case 'initiatorLeader': {
        const leader = await this.directory.deptLeaderOf(ctx.tenantId, ctx.initiatorDept, ctx.tx);
        return leader ? [leader] : [];
      }
      case 'expression':
        return this.directory.activeUsers(
          ctx.tenantId,
          idsFromValue(evaluateFeel(props.candidates, ctx.variables)),
          ctx.tx,
        );
    }
  }
}
