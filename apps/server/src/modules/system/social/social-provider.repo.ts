import { and, asc, count, eq, inArray, ne } from 'drizzle-orm';
import type { SocialProviderFilter } from '@zcps/contracts';
import type { Db } from '../../../platform/db/database.js';
import { contains } from '../../../platform/db/like.js';
import { orderOf, countedPage, pageOf, type ListQuery } from '../../../platform/db/paging.js';
import { sysSocialProvider } from '../../../db/schema/index.js';

export type SocialProviderRow = typeof sysSocialProvider.$inferSelect;
export type SocialProviderValues = Omit<typeof sysSocialProvider.$inferInsert, 'id'>;
export type SocialProviderQuery = ListQuery & SocialProviderFilter;

const SORTABLE = {
  id: sysSocialProvider.id,
  source: sysSocialProvider.source,
  name: sysSocialProvider.name,
  sort: sysSocialProvider.sort,
  status: sysSocialProvider.status,
  createTime: sysSocialProvider.createTime,
};
const DEFAULT_ORDER = [asc(sysSocialProvider.sort), asc(sysSocialProvider.id)];

/** sys_social_provider has no tenant column: the login page lists providers before a tenant is known. */
export class SocialProviderRepo {
  constructor(private readonly db: Db) {}

  private where(q: Partial<SocialProviderFilter>) {
    return and(
      contains(sysSocialProvider.source, q.source),
      contains(sysSocialProvider.name, q.name),
      q.status ? eq(sysSocialProvider.status, q.status) : undefined,
    );
  }

  async page(q: SocialProviderQuery) {
    const where = this.where(q);
    const { limit, offset } = pageOf(q);
    return countedPage(
      this.db
        .select()
        .from(sysSocialProvider)
        .where(where)
        .orderBy(...orderOf(q, SORTABLE, DEFAULT_ORDER))
        .limit(limit)
        .offset(offset),
      this.db.select({ total: count() }).from(sysSocialProvider).where(where),
    );
  }

  async enabled(): Promise<SocialProviderRow[]> {
    return this.db
      .select()
      .from(sysSocialProvider)
      .where(eq(sysSocialProvider.status, '0'))
      .orderBy(...DEFAULT_ORDER);
  }

  async findById(id: number): Promise<SocialProviderRow | undefined> {
    const [row] = await this.db.select().from(sysSocialProvider).where(eq(sysSocialProvider.id, id));
    return row;
  }

  async findBySource(source: string): Promise<SocialProviderRow | undefined> {
    const [row] = await this.db.select().from(sysSocialProvider).where(eq(sysSocialProvider.source, source));
    return row;
  }

  async sourceTaken(source: string, exceptId?: number): Promise<boolean> {
    const [row] = await this.db
      .select({ id: sysSocialProvider.id })
      .from(sysSocialProvider)
      .where(
        and(
          eq(sysSocialProvider.source, source),
          exceptId !== undefined ? ne(sysSocialProvider.id, exceptId) : undefined,
        ),
      )
      .limit(1);
    return row !== undefined;
  }

  async insert(values: SocialProviderValues): Promise<void> {
    await this.db.insert(sysSocialProvider).values(values);
  }

  async update(id: number, values: Partial<SocialProviderValues>): Promise<void> {
    await this.db.update(sysSocialProvider).set(values).where(eq(sysSocialProvider.id, id));
  }

  /** Which of the ids exist (a delete refuses the others). */
  async existing(ids: number[]): Promise<number[]> {
    const rows = await this.db
      .select({ id: sysSocialProvider.id })
      .from(sysSocialProvider)
      .where(inArray(sysSocialProvider.id, ids));
    return rows.map((r) => r.id);
  }

  async deleteByIds(ids: number[]): Promise<SocialProviderRow[]> {
    return this.db.delete(sysSocialProvider).where(inArray(sysSocialProvider.id, ids)).returning();
  }
}
