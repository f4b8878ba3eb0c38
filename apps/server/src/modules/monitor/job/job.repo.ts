import { and, asc, count, desc, eq, gt, inArray, lt, sql, type SQL } from 'drizzle-orm';
import { contains } from '../../../platform/db/like.js';
import type { Db } from '../../../platform/db/database.js';
import { sysJob, sysJobLog, sysJobTick } from '../../../db/schema/index.js';
import { inTenant } from '../../../platform/db/scope.js';
import { dateRange, orderOf, type Page } from '../../../platform/db/paging.js';
import type { PageQuery } from '@zcps/contracts';

export type JobRow = typeof sysJob.$inferSelect;
export type JobInsert = Omit<typeof sysJob.$inferInsert, 'jobId'>;
export type JobLogRow = typeof sysJobLog.$inferSelect;
export type JobLogInsert = Omit<typeof sysJobLog.$inferInsert, 'jobLogId'>;

export interface JobFilter {
  jobName?: string;
  jobGroup?: string;
  status?: string;
}
export interface JobLogFilter extends JobFilter {
  jobId?: number;
  begin?: string;
  end?: string;
}

export class JobRepo {
  constructor(private readonly db: Db) {}

  private jobWhere(tenantId: string, f: JobFilter): SQL {
    return inTenant(
      sysJob,
      tenantId,
      contains(sysJob.jobName, f.jobName),
      f.jobGroup ? eq(sysJob.jobGroup, f.jobGroup) : undefined,
      f.status ? eq(sysJob.status, f.status) : undefined,
    );
  }

  async list(tenantId: string, f: JobFilter, query: PageQuery, page?: Page) {
    const where = this.jobWhere(tenantId, f);
    const order = orderOf(query, { jobId: sysJob.jobId, jobName: sysJob.jobName }, [asc(sysJob.jobId)]);
    const base = this.db
      .select()
      .from(sysJob)
      .where(where)
      .orderBy(...order);
    const rows = page ? await base.limit(page.limit).offset(page.offset) : await base;
    const [counted] = await this.db.select({ total: count() }).from(sysJob).where(where);
    return { rows, total: counted?.total ?? 0 };
  }

  async byId(tenantId: string, jobId: number): Promise<JobRow | undefined> {
    const [row] = await this.db
      .select()
      .from(sysJob)
      .where(inTenant(sysJob, tenantId, eq(sysJob.jobId, jobId)));
    return row;
  }

  /** Any tenant: the scheduler serves the whole deployment. */
  async byIdAnyTenant(jobId: number): Promise<JobRow | undefined> {
    const [row] = await this.db.select().from(sysJob).where(eq(sysJob.jobId, jobId));
    return row;
  }

  async enabled(): Promise<JobRow[]> {
    return this.db.select().from(sysJob).where(eq(sysJob.status, '0'));
  }

  async insert(values: JobInsert): Promise<number> {
    const [row] = await this.db.insert(sysJob).values(values).returning({ jobId: sysJob.jobId });
    return row!.jobId;
  }

  async update(tenantId: string, jobId: number, values: Partial<JobInsert>): Promise<boolean> {
    const rows = await this.db
      .update(sysJob)
      .set({ ...values, updateTime: new Date() })
      .where(inTenant(sysJob, tenantId, eq(sysJob.jobId, jobId)))
      .returning({ jobId: sysJob.jobId });
    return rows.length > 0;
  }

  /** Which of the ids are the tenant's (a delete refuses the others). */
  async existing(tenantId: string, ids: number[]): Promise<number[]> {
    const rows = await this.db
      .select({ id: sysJob.jobId })
      .from(sysJob)
      .where(inTenant(sysJob, tenantId, inArray(sysJob.jobId, ids)));
    return rows.map((r) => r.id);
  }

  async remove(tenantId: string, jobIds: number[]): Promise<number[]> {
    const rows = await this.db
      .delete(sysJob)
      .where(inTenant(sysJob, tenantId, inArray(sysJob.jobId, jobIds)))
      .returning({ jobId: sysJob.jobId });
    const removed = rows.map((r) => r.jobId);
    if (removed.length) await this.db.delete(sysJobTick).where(inArray(sysJobTick.jobId, removed));
    return removed;
  }

  async setTimes(jobId: number, times: { nextValidTime?: Date | null; lastFireTime?: Date }): Promise<void> {
    await this.db.update(sysJob).set(times).where(eq(sysJob.jobId, jobId));
  }

  /** True when this caller won the tick; false when another instance (or an earlier call) holds it. */
  async claimTick(jobId: number, fireTime: Date, instanceId: string, leaseUntil: Date): Promise<boolean> {
    const rows = await this.db
      .insert(sysJobTick)
      .values({ jobId, fireTime, instanceId, leaseUntil })
      .onConflictDoNothing()
      .returning({ jobId: sysJobTick.jobId });
    return rows.length > 0;
  }

  async isRunning(jobId: number, now: Date): Promise<boolean> {
    const [row] = await this.db
      .select({ n: count() })
      .from(sysJobTick)
      .where(and(eq(sysJobTick.jobId, jobId), eq(sysJobTick.running, '1'), gt(sysJobTick.leaseUntil, now)));
    return (row?.n ?? 0) > 0;
  }

  async finishTick(jobId: number, fireTime: Date): Promise<void> {
    await this.db
      .update(sysJobTick)
      .set({ running: '0' })
      .where(and(eq(sysJobTick.jobId, jobId), eq(sysJobTick.fireTime, fireTime)));
  }

  async insertLog(entry: JobLogInsert): Promise<void> {
    await this.db.insert(sysJobLog).values({
      ...entry,
      jobMessage: entry.jobMessage?.slice(0, 500),
      exceptionInfo: entry.exceptionInfo?.slice(0, 2000),
    });
  }

  private logWhere(tenantId: string, f: JobLogFilter): SQL {
    return inTenant(
      sysJobLog,
      tenantId,
      f.jobId ? eq(sysJobLog.jobId, f.jobId) : undefined,
      contains(sysJobLog.jobName, f.jobName),
      f.jobGroup ? eq(sysJobLog.jobGroup, f.jobGroup) : undefined,
      f.status ? eq(sysJobLog.status, f.status) : undefined,
      ...dateRange(sysJobLog.startTime, f.begin, f.end),
    );
  }

  async logList(tenantId: string, f: JobLogFilter, query: PageQuery, page: Page) {
    const where = this.logWhere(tenantId, f);
    const order = orderOf(
      query,
      { startTime: sysJobLog.startTime, durationMs: sysJobLog.durationMs, jobLogId: sysJobLog.jobLogId },
      [desc(sysJobLog.jobLogId)],
    );
    const rows = await this.db
      .select()
      .from(sysJobLog)
      .where(where)
      .orderBy(...order)
      .limit(page.limit)
      .offset(page.offset);
    const [counted] = await this.db.select({ total: count() }).from(sysJobLog).where(where);
    return { rows, total: counted?.total ?? 0 };
  }

  async logById(tenantId: string, id: number): Promise<JobLogRow | undefined> {
    const [row] = await this.db
      .select()
      .from(sysJobLog)
      .where(inTenant(sysJobLog, tenantId, eq(sysJobLog.jobLogId, id)));
    return row;
  }

  /** Which of the ids are the tenant's job logs (a delete refuses the others). */
  async existingLogs(tenantId: string, ids: number[]): Promise<number[]> {
    const rows = await this.db
      .select({ id: sysJobLog.jobLogId })
      .from(sysJobLog)
      .where(inTenant(sysJobLog, tenantId, inArray(sysJobLog.jobLogId, ids)));
    return rows.map((r) => r.id);
  }

  async removeLogs(tenantId: string, ids: number[]): Promise<number> {
    const rows = await this.db
      .delete(sysJobLog)
      .where(inTenant(sysJobLog, tenantId, inArray(sysJobLog.jobLogId, ids)))
      .returning({ id: sysJobLog.jobLogId });
    return rows.length;
  }

  async cleanLogs(tenantId: string): Promise<void> {
    await this.db.delete(sysJobLog).where(inTenant(sysJobLog, tenantId));
  }

  /** Retention across tenants: old logs and finished tick claims. */
  async purgeBefore(cutoff: Date): Promise<number> {
    const rows = await this.db
      .delete(sysJobLog)
      .where(lt(sysJobLog.startTime, cutoff))
      .returning({ id: sysJobLog.jobLogId });
    await this.purgeTicksBefore(cutoff);
    return rows.length;
  }

  async purgeTicksBefore(cutoff: Date): Promise<void> {
    await this.db
      .delete(sysJobTick)
      .where(
        and(
          lt(sysJobTick.fireTime, cutoff),
          sql`(${sysJobTick.running} = '0' OR ${sysJobTick.leaseUntil} < now())`,
        ),
      );
  }
}
