import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { SmsLogFilter } from '@zcps/contracts';
import type { Db, Executor } from '../../../platform/db/database.js';
import { countedPage, dateRange, pageOf, type ListQuery } from '../../../platform/db/paging.js';
import { inTenant } from '../../../platform/db/scope.js';
import { sysSmsLog, sysSmsProvider, sysSmsTemplate, sysUser } from '../../../db/schema/index.js';

export type SmsTemplateRow = typeof sysSmsTemplate.$inferSelect;
export type SmsProviderRow = typeof sysSmsProvider.$inferSelect;
export type SmsProviderInsert = Omit<typeof sysSmsProvider.$inferInsert, 'configId'>;
export type SmsLogRow = typeof sysSmsLog.$inferSelect;
export type SmsLogInsert = Omit<typeof sysSmsLog.$inferInsert, 'logId'>;
export type SmsLogQuery = ListQuery & SmsLogFilter;

const l = sysSmsLog;

/** Templates, provider rows and the send log of 短信消息; every query within one tenant. */
export class SmsRepo {
  constructor(readonly db: Db) {}

  templates(tenantId: string): Promise<SmsTemplateRow[]> {
    return this.db
      .select()
      .from(sysSmsTemplate)
      .where(inTenant(sysSmsTemplate, tenantId))
      .orderBy(sysSmsTemplate.templateId);
  }

  async template(
    db: Executor,
    tenantId: string,
    purpose: string,
    channel: string,
  ): Promise<SmsTemplateRow | undefined> {
    const [row] = await db
      .select()
      .from(sysSmsTemplate)
      .where(
        inTenant(
          sysSmsTemplate,
          tenantId,
          eq(sysSmsTemplate.purpose, purpose),
          eq(sysSmsTemplate.channel, channel),
        ),
      )
      .limit(1);
    return row;
  }

  async templateById(tenantId: string, templateId: number): Promise<SmsTemplateRow | undefined> {
    const [row] = await this.db
      .select()
      .from(sysSmsTemplate)
      .where(inTenant(sysSmsTemplate, tenantId, eq(sysSmsTemplate.templateId, templateId)))
      .limit(1);
    return row;
  }

  async updateTemplate(
    tenantId: string,
    templateId: number,
    set: Pick<SmsTemplateRow, 'templateCode' | 'subject' | 'content' | 'status' | 'updateBy'>,
  ): Promise<void> {
    await this.db
      .update(sysSmsTemplate)
      .set({ ...set, updateTime: new Date() })
      .where(inTenant(sysSmsTemplate, tenantId, eq(sysSmsTemplate.templateId, templateId)));
  }

  async provider(tenantId: string, channel: string): Promise<SmsProviderRow | undefined> {
    const [row] = await this.db
      .select()
      .from(sysSmsProvider)
      .where(inTenant(sysSmsProvider, tenantId, eq(sysSmsProvider.channel, channel)))
      .limit(1);
    return row;
  }

  async saveProvider(row: SmsProviderInsert): Promise<void> {
    const { tenantId, channel, createBy: _c, createDept: _d, ...set } = row;
    await this.db
      .insert(sysSmsProvider)
      .values(row)
      .onConflictDoUpdate({
        target: [sysSmsProvider.tenantId, sysSmsProvider.channel],
        set: { ...set, tenantId, channel, updateTime: new Date() },
      });
  }

  /** The phone, email and name of accounts that messages go to. */
  recipients(db: Executor, tenantId: string, userIds: number[]) {
    if (!userIds.length) return Promise.resolve([]);
    return db
      .select({
        userId: sysUser.userId,
        nickName: sysUser.nickName,
        phonenumber: sysUser.phonenumber,
        email: sysUser.email,
      })
      .from(sysUser)
      .where(and(eq(sysUser.tenantId, tenantId), inArray(sysUser.userId, userIds), eq(sysUser.delFlag, '0')));
  }

  async addLogs(db: Executor, rows: SmsLogInsert[]): Promise<number[]> {
    const ids: number[] = [];
    // A tally moves thousands of declarations: chunks keep each insert under the bind-parameter limit.
    for (let i = 0; i < rows.length; i += 1000) {
      const added = await db
        .insert(l)
        .values(rows.slice(i, i + 1000))
        .returning({ id: l.logId });
      ids.push(...added.map((r) => r.id));
    }
    return ids;
  }

  async log(tenantId: string, logId: number): Promise<SmsLogRow | undefined> {
    const [row] = await this.db
      .select()
      .from(l)
      .where(inTenant(l, tenantId, eq(l.logId, logId)))
      .limit(1);
    return row;
  }

  logsByIds(logIds: number[]): Promise<SmsLogRow[]> {
    if (!logIds.length) return Promise.resolve([]);
    return this.db.select().from(l).where(inArray(l.logId, logIds));
  }

  /** Records an attempt: sent, or failed with why. */
  async attempted(logId: number, provider: string, error: string | null): Promise<void> {
    await this.db
      .update(l)
      .set({
        status: error === null ? '1' : '2',
        error: error === null ? null : error.slice(0, 500),
        provider,
        attempts: sql`${l.attempts} + 1`,
        sendTime: new Date(),
      })
      .where(eq(l.logId, logId));
  }

  private where(tenantId: string, q: Partial<SmsLogQuery>) {
    return inTenant(
      l,
      tenantId,
      q.channel ? eq(l.channel, q.channel) : undefined,
      q.purpose ? eq(l.purpose, q.purpose) : undefined,
      q.status ? eq(l.status, q.status) : undefined,
      ...dateRange(l.createTime, q['params[beginTime]'], q['params[endTime]']),
    );
  }

  page(tenantId: string, q: SmsLogQuery) {
    const where = this.where(tenantId, q);
    const { limit, offset } = pageOf(q);
    return countedPage(
      this.db.select().from(l).where(where).orderBy(desc(l.logId)).limit(limit).offset(offset),
      this.db.select({ total: count() }).from(l).where(where),
    );
  }

  all(tenantId: string, q: Partial<SmsLogQuery>, max: number): Promise<SmsLogRow[]> {
    return this.db.select().from(l).where(this.where(tenantId, q)).orderBy(desc(l.logId)).limit(max);
  }

  async existingLogs(tenantId: string, logIds: number[]): Promise<number[]> {
    const rows = await this.db
      .select({ id: l.logId })
      .from(l)
      .where(inTenant(l, tenantId, inArray(l.logId, logIds)));
    return rows.map((r) => r.id);
  }

  async removeLogs(tenantId: string, logIds: number[]): Promise<number[]> {
    const rows = await this.db
      .delete(l)
      .where(inTenant(l, tenantId, inArray(l.logId, logIds)))
      .returning({ id: l.logId });
    return rows.map((r) => r.id);
  }
}
