import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db, Executor } from '../../../platform/db/database.js';
import { afterCommit } from '../../../platform/db/after-commit.js';
import type { CountCache } from '../../../platform/db/count-cache.js';
import { inTenant } from '../../../platform/db/scope.js';
import {
  wfActivityLog,
  wfCc,
  wfDefinition,
  wfInstance,
  wfTask,
  wfTaskLog,
  wfTimer,
} from '../../../db/schema/index.js';
import { idArray, rowsOf } from '../../../platform/db/raw-rows.js';

export type InstanceRow = typeof wfInstance.$inferSelect;
export type TaskRow = typeof wfTask.$inferSelect;
export type TaskInsert = typeof wfTask.$inferInsert;
export type TaskLogRow = typeof wfTaskLog.$inferSelect;
export type TaskLogInsert = typeof wfTaskLog.$inferInsert;
export type TimerRow = typeof wfTimer.$inferSelect;
export type DefinitionRow = typeof wfDefinition.$inferSelect;

const TENANT = sql.placeholder('tenantId');

/** Task states that still belong to the running process. */
export const LIVE_TASK = ['open', 'waiting'];

/** The count cache's list of 我的待办 totals (and the navbar's). */
export const TODO_TOTALS = 'wf-todo';
/** The count cache's list of 我的待办 pages. */
export const TODO_PAGES = 'wf-todo-page';

/** The rows of running processes: instances, their tasks, history, activity, timers and cc. */
export class ProcessRepo {
  constructor(
    private readonly db: Db,
    private readonly counts: CountCache,
  ) {}

  /**
   * Locks the instance row for the command (SELECT … FOR UPDATE); every command holds it until commit, and tasks
   * change only under it, so this is where the tenant's 我的待办 totals and pages are dropped (after the commit).
   */
  lock(tx: Executor, tenantId: string, instanceId: number): Promise<InstanceRow | undefined> {
    return this.lockWhere(tx, tenantId, eq(wfInstance.instanceId, instanceId));
  }

  /**
   * As `lock`, for the instance a task belongs to (found in the same statement). This and the reads below run on
   * every task action, so they are named statements: the database parses and plans each once per connection.
   */
  async lockOfTask(tx: Executor, tenantId: string, taskId: number): Promise<InstanceRow | undefined> {
    const owner = tx
      .select({ id: wfTask.instanceId })
      .from(wfTask)
      .where(inTenant(wfTask, TENANT, eq(wfTask.taskId, sql.placeholder('taskId'))));
    const [row] = await tx
      .select()
      .from(wfInstance)
      .where(inTenant(wfInstance, TENANT, inArray(wfInstance.instanceId, owner)))
      .for('update')
      .prepare('zcps_wf_lock_of_task')
      .execute({ tenantId, taskId });
    return this.locked(tx, tenantId, row);
  }

  private async lockWhere(tx: Executor, tenantId: string, which: SQL): Promise<InstanceRow | undefined> {
    const [row] = await tx
      .select()
      .from(wfInstance)
      .where(inTenant(wfInstance, tenantId, which))
      .for('update');
    return this.locked(tx, tenantId, row);
  }

  private async locked(tx: Executor, tenantId: string, row: InstanceRow | undefined) {
    await afterCommit(tx, async () => {
      await Promise.all([
        this.counts.changed(TODO_TOTALS, tenantId),
        this.counts.changed(TODO_PAGES, tenantId),
      ]);
    });
    return row;
  }

  async instance(tenantId: string, instanceId: number): Promise<InstanceRow | undefined> {
    const [row] = await this.db
      .select()
      .from(wfInstance)
      .where(inTenant(wfInstance, tenantId, eq(wfInstance.instanceId, instanceId)));
    return row;
  }

  /** The newest instance a business record started (its key, e.g. `declaration:12`), any status. */
  async latestOfBusiness(
    tx: Executor,
    tenantId: string,
    businessKey: string,
  ): Promise<InstanceRow | undefined> {
    const [row] = await tx
      .select()
      .from(wfInstance)
      .where(inTenant(wfInstance, tenantId, eq(wfInstance.businessKey, businessKey)))
      .orderBy(desc(wfInstance.instanceId))
      .limit(1);
    return row;
  }

  async definitionOf(tx: Executor, definitionId: number): Promise<DefinitionRow> {
    const [row] = await tx.select().from(wfDefinition).where(eq(wfDefinition.definitionId, definitionId));
    return row!;
  }

  async insertInstance(tx: Executor, row: typeof wfInstance.$inferInsert): Promise<number> {
    const [created] = await tx.insert(wfInstance).values(row).returning({ id: wfInstance.instanceId });
    return created!.id;
  }

  async saveInstance(tx: Executor, instanceId: number, patch: Partial<typeof wfInstance.$inferInsert>) {
    await tx
      .update(wfInstance)
      .set({ ...patch, updateTime: new Date() })
      .where(eq(wfInstance.instanceId, instanceId));
  }

  async task(tenantId: string, taskId: number, tx: Executor = this.db): Promise<TaskRow | undefined> {
    const [row] = await tx
      .select()
      .from(wfTask)
      .where(inTenant(wfTask, TENANT, eq(wfTask.taskId, sql.placeholder('taskId'))))
      .prepare('zcps_wf_task')
      .execute({ tenantId, taskId });
    return row;
  }

  liveTasks(tx: Executor, instanceId: number): Promise<TaskRow[]> {
    return tx
      .select()
      .from(wfTask)
      .where(and(eq(wfTask.instanceId, sql.placeholder('instanceId')), inArray(wfTask.status, LIVE_TASK)))
      .orderBy(asc(wfTask.taskId))
      .prepare('zcps_wf_live_tasks')
      .execute({ instanceId });
  }

  tasksOf(tx: Executor, instanceId: number, elementId: string): Promise<TaskRow[]> {
    return tx
      .select()
      .from(wfTask)
      .where(and(eq(wfTask.instanceId, instanceId), eq(wfTask.elementId, elementId)))
      .orderBy(asc(wfTask.taskId));
  }

  /** The last action logged on each of the tasks. */
  async lastActions(tx: Executor, taskIds: number[]): Promise<Map<number, string>> {
    const result = new Map<number, string>();
    if (taskIds.length === 0) return result;
    const rows = await tx
      .select({ taskId: wfTaskLog.taskId, action: wfTaskLog.action })
      .from(wfTaskLog)
      .where(inArray(wfTaskLog.taskId, taskIds))
      .orderBy(asc(wfTaskLog.logId));
    for (const row of rows) if (row.taskId !== null) result.set(row.taskId, row.action);
    return result;
  }

  async insertTasks(tx: Executor, rows: TaskInsert[]): Promise<TaskRow[]> {
    if (rows.length === 0) return [];
    return tx.insert(wfTask).values(rows).returning();
  }

  async updateTask(tx: Executor, taskId: number, patch: Partial<TaskInsert>): Promise<void> {
    await tx.update(wfTask).set(patch).where(eq(wfTask.taskId, taskId));
  }

  async closeTasks(tx: Executor, taskIds: number[], status: 'done' | 'cancelled'): Promise<void> {
    if (taskIds.length === 0) return;
    await tx
      .update(wfTask)
      .set({ status, endTime: new Date() })
      .where(and(inArray(wfTask.taskId, taskIds), inArray(wfTask.status, LIVE_TASK)));
  }

  async insertLog(tx: Executor, row: TaskLogInsert): Promise<void> {
    await tx.insert(wfTaskLog).values(row);
  }

  logs(instanceId: number, tx: Executor = this.db): Promise<TaskLogRow[]> {
    return tx
      .select()
      .from(wfTaskLog)
      .where(eq(wfTaskLog.instanceId, instanceId))
      .orderBy(asc(wfTaskLog.logId));
  }

  async insertActivity(
    tx: Executor,
    tenantId: string,
    instanceId: number,
    rows: { elementId: string; status: string }[],
  ): Promise<void> {
    if (rows.length === 0) return;
    await tx.insert(wfActivityLog).values(rows.map((r) => ({ ...r, tenantId, instanceId })));
  }

  activity(instanceId: number): Promise<{ elementId: string; status: string }[]> {
    return this.db
      .select({ elementId: wfActivityLog.elementId, status: wfActivityLog.status })
      .from(wfActivityLog)
      .where(eq(wfActivityLog.instanceId, instanceId))
      .orderBy(asc(wfActivityLog.id));
  }

  openTimers(tx: Executor, instanceId: number): Promise<TimerRow[]> {
    return tx
      .select()
      .from(wfTimer)
      .where(and(eq(wfTimer.instanceId, sql.placeholder('instanceId')), eq(wfTimer.fired, false)))
      .prepare('zcps_wf_open_timers')
      .execute({ instanceId });
  }

  async insertTimers(tx: Executor, rows: (typeof wfTimer.$inferInsert)[]): Promise<void> {
    if (rows.length > 0) await tx.insert(wfTimer).values(rows);
  }

  async dropTimers(tx: Executor, timerIds: number[]): Promise<void> {
    if (timerIds.length > 0) await tx.delete(wfTimer).where(inArray(wfTimer.timerId, timerIds));
  }

  /** Due timers, oldest first (read without locks; each is claimed under its instance's lock). */
  async dueTimers(
    now: Date,
    limit: number,
  ): Promise<{ timerId: number; tenantId: string; instanceId: number }[]> {
    return this.db
      .select({ timerId: wfTimer.timerId, tenantId: wfTimer.tenantId, instanceId: wfTimer.instanceId })
      .from(wfTimer)
      .where(and(eq(wfTimer.fired, false), sql`${wfTimer.dueAt} <= ${now}`))
      .orderBy(asc(wfTimer.dueAt), asc(wfTimer.timerId))
      .limit(limit);
  }

  /**
   * Claims one timer after its instance row is locked (the order every command takes): another instance that
   * holds it is skipped (SKIP LOCKED), one already fired or dropped answers nothing.
   */
  async claimTimer(tx: Executor, timerId: number): Promise<TimerRow | undefined> {
    const rows = rowsOf<{ timer_id: number }>(
      await tx.execute(sql`SELECT timer_id FROM wf_timer WHERE timer_id = ${timerId} AND fired = false
        FOR UPDATE SKIP LOCKED`),
    );
    if (rows.length === 0) return undefined;
    const [row] = await tx.select().from(wfTimer).where(eq(wfTimer.timerId, timerId));
    return row;
  }

  async markFired(tx: Executor, timerId: number): Promise<void> {
    await tx.update(wfTimer).set({ fired: true, firedAt: new Date() }).where(eq(wfTimer.timerId, timerId));
  }

  async insertCc(tx: Executor, rows: (typeof wfCc.$inferInsert)[]): Promise<void> {
    if (rows.length > 0) await tx.insert(wfCc).values(rows);
  }

  /** Whether the user took part (acted, was a task's assignee or candidate, or got a cc). */
  async participated(tenantId: string, instanceId: number, userId: number): Promise<boolean> {
    const rows = rowsOf<{ n: number }>(
      await this.db.execute(sql`SELECT (
        EXISTS (SELECT 1 FROM wf_task_log WHERE instance_id = ${instanceId} AND user_id = ${userId})
        OR EXISTS (SELECT 1 FROM wf_task WHERE instance_id = ${instanceId}
          AND (assignee = ${userId} OR owner = ${userId} OR ${userId}::bigint = ANY(candidate_users)))
        OR EXISTS (SELECT 1 FROM wf_cc WHERE instance_id = ${instanceId} AND user_id = ${userId})
      )::int AS n FROM wf_instance WHERE tenant_id = ${tenantId} AND instance_id = ${instanceId}`),
    );
    return Number(rows[0]?.n ?? 0) === 1;
  }

  /** Names of the open tasks per instance (the lists' "current" column). */
  async currentTasks(instanceIds: number[]): Promise<Map<number, string[]>> {
    const result = new Map<number, string[]>();
    if (instanceIds.length === 0) return result;
    const rows = rowsOf<{ instance_id: number; element_name: string }>(
      await this.db.execute(sql`SELECT DISTINCT instance_id, element_name FROM wf_task
        WHERE instance_id = ANY(${idArray(instanceIds)}::bigint[]) AND status IN ('open', 'waiting')
        ORDER BY element_name`),
    );
    for (const row of rows) {
      const id = Number(row.instance_id);
      result.set(id, [...(result.get(id) ?? []), row.element_name]);
    }
    return result;
  }
}
