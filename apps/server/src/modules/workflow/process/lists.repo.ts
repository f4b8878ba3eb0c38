import { sql, type SQL } from 'drizzle-orm';
import type { WfInstanceFilter, WfTaskFilter } from '@zcps/contracts';
import type { Db } from '../../../platform/db/database.js';
import { escapeLike } from '../../../platform/db/like.js';
import { pageOf, type ListQuery, type Paged } from '../../../platform/db/paging.js';
import { idArray, rowsOf } from '../../../platform/db/raw-rows.js';

/** Who asks for a todo list: the user and what candidates can name them by. */
export interface Actor {
  tenantId: string;
  userId: number;
  roleIds: number[];
  deptId: number | null;
  postIds: number[];
}

const like = (column: SQL, value: string | undefined) =>
  value?.trim() ? sql` AND ${column} ILIKE ${`%${escapeLike(value.trim())}%`}` : sql``;

/** The display names a todo row shows (initiator, assignee, delegating owner), joined instead of looked up. */
const NAMES = sql`LEFT JOIN sys_user ui ON ui.user_id = i.initiator
  LEFT JOIN sys_user ua ON ua.user_id = t.assignee LEFT JOIN sys_user uo ON uo.user_id = t.owner`;

function taskFilter(q: WfTaskFilter): SQL {
  return sql`${like(sql`d.definition_key`, q.definitionKey)}${like(sql`d.definition_name`, q.definitionName)}${like(
    sql`t.element_name`,
    q.taskName,
  )}${like(sql`i.business_key`, q.businessKey)}`;
}

/** Who asks for a list: the session knows these; the posts are read in the list's own statement. */
export type ListActor = Omit<Actor, 'postIds'>;

/**
 * The tasks an actor may act on: assigned to them, or unassigned with them among the candidates. The posts
 * come from a sub-select, so a list costs no statement of its own for them.
 */
export function actorCondition(actor: ListActor): SQL {
  return sql`(t.assignee = ${actor.userId} OR (t.assignee IS NULL AND t.status = 'open' AND (
      t.candidate_users @> ARRAY[${actor.userId}]::bigint[]
      OR t.candidate_roles && ${idArray(actor.roleIds)}::bigint[]
      OR t.candidate_depts @> ARRAY[${actor.deptId ?? -1}]::bigint[]
      OR t.candidate_posts && ARRAY(SELECT post_id FROM sys_user_post WHERE user_id = ${actor.userId}))))`;
}

const todoOf = (actor: ListActor) =>
  sql`t.tenant_id = ${actor.tenantId} AND t.status = 'open' AND ${actorCondition(actor)}`;
const byProcess = (q: WfTaskFilter) =>
  Boolean(q.definitionKey?.trim() || q.definitionName?.trim() || q.businessKey?.trim());

export interface TodoRow {
  task_id: number;
  instance_id: number;
  definition_key: string;
  definition_name: string;
  version: number;
  element_id: string;
  element_name: string;
  business_key: string | null;
  initiator: number;
  assignee: number | null;
  owner: number | null;
  parent_task_id: number | null;
  status: string;
  due_at: Date | null;
  create_time: Date;
  definition_id: number;
  initiator_name: string | null;
  assignee_name: string | null;
  owner_name: string | null;
}

export interface DoneRow {
  log_id: number;
  task_id: number | null;
  instance_id: number;
  definition_name: string;
  task_name: string | null;
  business_key: string | null;
  initiator: number;
  action: string;
  comment: string | null;
  instance_status: string;
  create_time: Date;
}

export interface CcRow {
  cc_id: number;
  instance_id: number;
  definition_name: string;
  task_name: string | null;
  business_key: string | null;
  initiator: number;
  from_user: number | null;
  instance_status: string;
  create_time: Date;
}

export interface OwnRow {
  instance_id: number;
  definition_id: number;
  definition_key: string;
  definition_name: string;
  version: number;
  category_name: string | null;
  business_key: string | null;
  initiator: number;
  status: string;
  start_time: Date;
  end_time: Date | null;
}

async function paged<T>(db: Db, select: SQL, from: SQL, order: SQL, q: ListQuery): Promise<Paged<T>> {
  const { limit, offset } = pageOf(q);
  const [rows, counted] = await Promise.all([
    db.execute(sql`SELECT ${select} ${from} ORDER BY ${order} LIMIT ${limit} OFFSET ${offset}`),
    db.execute(sql`SELECT count(*)::int AS total ${from}`),
  ]);
  return { rows: rowsOf<T>(rows), total: Number(rowsOf<{ total: number }>(counted)[0]?.total ?? 0) };
}

/** 我的待办, 我的已办, 抄送我的, 我发起的: none of them touches the engine. */
export class ListsRepo {
  constructor(private readonly db: Db) {}

  /**
   * The page of tasks is chosen from wf_task alone (newest first, along wf_task_open_recent_idx) and only its
   * rows are joined to their instance and version. A filter on the process (definition or business key) joins
   * first.
   */
  async todoPage(actor: ListActor, q: ListQuery & WfTaskFilter): Promise<TodoRow[]> {
    const { limit, offset } = pageOf(q);
    // NULLS LAST as the index has it (both columns are NOT NULL), so the planner walks it in order.
    const order = sql`t.create_time DESC NULLS LAST, t.task_id DESC NULLS LAST`;
    const columns = sql`t.task_id, t.instance_id, d.definition_key, d.definition_name, d.version, d.definition_id,
        t.element_id, t.element_name, i.business_key, i.initiator, t.assignee, t.owner, t.parent_task_id,
        t.status, t.due_at, t.create_time, ui.nick_name AS initiator_name, ua.nick_name AS assignee_name,
        uo.nick_name AS owner_name`;
    const joined = sql`JOIN wf_instance i ON i.instance_id = t.instance_id
        JOIN wf_definition d ON d.definition_id = i.definition_id ${NAMES}`;
    const rows = byProcess(q)
      ? sql`SELECT ${columns} FROM wf_task t ${joined} WHERE ${todoOf(actor)}${taskFilter(q)}
        ORDER BY ${order} LIMIT ${limit} OFFSET ${offset}`
      : sql`SELECT ${columns}
        FROM (SELECT * FROM wf_task t WHERE ${todoOf(actor)}${like(sql`t.element_name`, q.taskName)}
          ORDER BY ${order} LIMIT ${limit} OFFSET ${offset}) t
        ${joined} ORDER BY ${order}`;
    return rowsOf<TodoRow>(await this.db.execute(rows));
  }

  /** The number of tasks `todoPage` pages through (without a process filter, from wf_task alone). */
  async todoTotal(actor: ListActor, q: WfTaskFilter = {}): Promise<number> {
    const counted = byProcess(q)
      ? sql`SELECT count(*)::int AS n FROM wf_task t JOIN wf_instance i ON i.instance_id = t.instance_id
        JOIN wf_definition d ON d.definition_id = i.definition_id WHERE ${todoOf(actor)}${taskFilter(q)}`
      : sql`SELECT count(*)::int AS n FROM wf_task t
        WHERE ${todoOf(actor)}${like(sql`t.element_name`, q.taskName)}`;
    return Number(rowsOf<{ n: number }>(await this.db.execute(counted))[0]?.n ?? 0);
  }

  async todoRow(tenantId: string, taskId: number): Promise<TodoRow | undefined> {
    return rowsOf<TodoRow>(
      await this.db
        .execute(sql`SELECT t.task_id, t.instance_id, d.definition_key, d.definition_name, d.version,
        d.definition_id, t.element_id, t.element_name, i.business_key, i.initiator, t.assignee, t.owner,
        t.parent_task_id, t.status, t.due_at, t.create_time, ui.nick_name AS initiator_name,
        ua.nick_name AS assignee_name, uo.nick_name AS owner_name
        FROM wf_task t JOIN wf_instance i ON i.instance_id = t.instance_id
        JOIN wf_definition d ON d.definition_id = i.definition_id ${NAMES}
        WHERE t.tenant_id = ${tenantId} AND t.task_id = ${taskId}`),
    )[0];
  }

  done(tenantId: string, userId: number, q: ListQuery & WfTaskFilter): Promise<Paged<DoneRow>> {
    const filter = sql`${like(sql`d.definition_key`, q.definitionKey)}${like(sql`d.definition_name`, q.definitionName)}${like(
      sql`l.task_name`,
      q.taskName,
    )}${like(sql`i.business_key`, q.businessKey)}`;
    return paged<DoneRow>(
      this.db,
      sql`l.log_id, l.task_id, l.instance_id, d.definition_name, l.task_name, i.business_key, i.initiator,
        l.action, l.comment, i.status AS instance_status, l.create_time`,
      sql`FROM wf_task_log l JOIN wf_instance i ON i.instance_id = l.instance_id
        JOIN wf_definition d ON d.definition_id = i.definition_id
        WHERE l.tenant_id = ${tenantId} AND l.user_id = ${userId} AND l.task_id IS NOT NULL${filter}`,
      sql`l.create_time DESC, l.log_id DESC`,
      q,
    );
  }

  cc(tenantId: string, userId: number, q: ListQuery & WfTaskFilter): Promise<Paged<CcRow>> {
    const filter = sql`${like(sql`d.definition_key`, q.definitionKey)}${like(sql`d.definition_name`, q.definitionName)}${like(
      sql`c.task_name`,
      q.taskName,
    )}${like(sql`i.business_key`, q.businessKey)}`;
    return paged<CcRow>(
      this.db,
      sql`c.cc_id, c.instance_id, d.definition_name, c.task_name, i.business_key, i.initiator, c.from_user,
        i.status AS instance_status, c.create_time`,
      sql`FROM wf_cc c JOIN wf_instance i ON i.instance_id = c.instance_id
        JOIN wf_definition d ON d.definition_id = i.definition_id
        WHERE c.tenant_id = ${tenantId} AND c.user_id = ${userId}${filter}`,
      sql`c.create_time DESC, c.cc_id DESC`,
      q,
    );
  }

  async ccCount(tenantId: string, userId: number): Promise<number> {
    const rows = rowsOf<{ n: number }>(
      await this.db.execute(sql`SELECT count(*)::int AS n FROM wf_cc WHERE tenant_id = ${tenantId}
        AND user_id = ${userId}`),
    );
    return Number(rows[0]?.n ?? 0);
  }

  own(tenantId: string, userId: number, q: ListQuery & WfInstanceFilter): Promise<Paged<OwnRow>> {
    const filter = sql`${like(sql`d.definition_key`, q.definitionKey)}${like(sql`d.definition_name`, q.definitionName)}${like(
      sql`i.business_key`,
      q.businessKey,
    )}${q.status ? sql` AND i.status = ${q.status}` : sql``}`;
    return paged<OwnRow>(
      this.db,
      sql`i.instance_id, i.definition_id, d.definition_key, d.definition_name, d.version,
        (SELECT c.category_name FROM wf_category c WHERE c.category_id = d.category_id) AS category_name,
        i.business_key, i.initiator, i.status, i.start_time, i.end_time`,
      sql`FROM wf_instance i JOIN wf_definition d ON d.definition_id = i.definition_id
        WHERE i.tenant_id = ${tenantId} AND i.initiator = ${userId}${filter}`,
      sql`i.start_time DESC, i.instance_id DESC`,
      q,
    );
  }

  async ownRow(tenantId: string, instanceId: number): Promise<OwnRow | undefined> {
    return rowsOf<OwnRow>(
      await this.db.execute(sql`SELECT i.instance_id, i.definition_id, d.definition_key, d.definition_name,
        d.version, (SELECT c.category_name FROM wf_category c WHERE c.category_id = d.category_id) AS category_name,
        i.business_key, i.initiator, i.status, i.start_time, i.end_time
        FROM wf_instance i JOIN wf_definition d ON d.definition_id = i.definition_id
        WHERE i.tenant_id = ${tenantId} AND i.instance_id = ${instanceId}`),
    )[0];
  }
}
