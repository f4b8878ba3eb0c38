import { and, asc, count, desc, eq, inArray, ne } from 'drizzle-orm';
import type { ClientFilter } from '@zcps/contracts';
import type { Db } from '../../../platform/db/database.js';
import { contains } from '../../../platform/db/like.js';
import { orderOf, countedPage, pageOf, type ListQuery } from '../../../platform/db/paging.js';
import { live } from '../../../platform/db/scope.js';
import { sysClient } from '../../../db/schema/index.js';

export type ClientRow = typeof sysClient.$inferSelect;
export type ClientQuery = ListQuery & ClientFilter;
export type ClientValues = Pick<
  typeof sysClient.$inferInsert,
  'clientKey' | 'clientSecret' | 'grantType' | 'deviceType' | 'activeTimeout' | 'timeout' | 'status'
>;

const SORTABLE = {
  id: sysClient.id,
  clientId: sysClient.clientId,
  clientKey: sysClient.clientKey,
  status: sysClient.status,
  createTime: sysClient.createTime,
};

/** sys_client has no tenant column: clients decide how a login of any tenant is issued (reference §5.2). */
export class ClientRepo {
  constructor(private readonly db: Db) {}

  private where(q: Partial<ClientQuery>) {
    return and(
      live(sysClient),
      contains(sysClient.clientId, q.clientId),
      contains(sysClient.clientKey, q.clientKey),
      q.status ? eq(sysClient.status, q.status) : undefined,
    );
  }

  async page(q: ClientQuery): Promise<{ rows: ClientRow[]; total: number }> {
    const where = this.where(q);
    const { limit, offset } = pageOf(q);
    return countedPage(
      this.db
        .select()
        .from(sysClient)
        .where(where)
        .orderBy(...orderOf(q, SORTABLE, [asc(sysClient.id)]))
        .limit(limit)
        .offset(offset),
      this.db.select({ total: count() }).from(sysClient).where(where),
    );
  }

  /** Every matching client (export), newest first, up to `max`. */
  async all(q: Partial<ClientQuery>, max: number): Promise<ClientRow[]> {
    return this.db.select().from(sysClient).where(this.where(q)).orderBy(desc(sysClient.id)).limit(max);
  }

  async findById(id: number): Promise<ClientRow | undefined> {
    const [row] = await this.db
      .select()
      .from(sysClient)
      .where(and(eq(sysClient.id, id), live(sysClient)));
    return row;
  }

  async findByIds(ids: number[]): Promise<ClientRow[]> {
    return this.db
      .select()
      .from(sysClient)
      .where(and(inArray(sysClient.id, ids), live(sysClient)));
  }

  async keyTaken(clientKey: string, exceptId?: number): Promise<boolean> {
    const [row] = await this.db
      .select({ id: sysClient.id })
      .from(sysClient)
      .where(
        and(
          live(sysClient),
          eq(sysClient.clientKey, clientKey),
          exceptId ? ne(sysClient.id, exceptId) : undefined,
        ),
      )
      .limit(1);
    return !!row;
  }

  async clientIdTaken(clientId: string): Promise<boolean> {
    const [row] = await this.db
      .select({ id: sysClient.id })
      .from(sysClient)
      .where(and(live(sysClient), eq(sysClient.clientId, clientId)))
      .limit(1);
    return !!row;
  }

  /**
   * A deleted client keeps its row (logical delete) and so its unique client_id; re-adding the same key and
   * secret reuses that id, so the deleted row is purged first.
   */
  async insert(clientId: string, values: ClientValues, by: { userId: number; deptId: number | null }) {
    return this.db.transaction(async (tx) => {
      await tx.delete(sysClient).where(and(eq(sysClient.clientId, clientId), eq(sysClient.delFlag, '2')));
      const [created] = await tx
        .insert(sysClient)
        .values({ ...values, clientId, createBy: by.userId, updateBy: by.userId, createDept: by.deptId })
        .returning();
      return created!;
    });
  }

  async update(id: number, values: Partial<ClientValues>, updateBy: number): Promise<void> {
    await this.db
      .update(sysClient)
      .set({ ...values, updateBy, updateTime: new Date() })
      .where(and(eq(sysClient.id, id), live(sysClient)));
  }

  async softDelete(ids: number[], updateBy: number): Promise<number> {
    const deleted = await this.db
      .update(sysClient)
      .set({ delFlag: '2', updateBy, updateTime: new Date() })
      .where(and(inArray(sysClient.id, ids), live(sysClient)))
      .returning({ id: sysClient.id });
    return deleted.length;
  }
}
