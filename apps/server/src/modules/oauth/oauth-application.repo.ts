import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { OAuthApplicationFilter } from '@zcps/contracts';
import type { Db } from '../../platform/db/database.js';
import { contains } from '../../platform/db/like.js';
import { orderOf, countedPage, pageOf, type ListQuery } from '../../platform/db/paging.js';
import { inTenant, live } from '../../platform/db/scope.js';
import { oauthApplication } from '../../db/schema/index.js';

export type AppRow = typeof oauthApplication.$inferSelect;
export type AppQuery = ListQuery & OAuthApplicationFilter;
export type AppValues = Pick<
  typeof oauthApplication.$inferInsert,
  | 'appName'
  | 'redirectUris'
  | 'scopes'
  | 'grantTypes'
  | 'accessTokenLifetime'
  | 'refreshTokenLifetime'
  | 'status'
  | 'remark'
>;
type By = { userId: number; deptId: number | null };

const SORTABLE = {
  id: oauthApplication.id,
  appName: oauthApplication.appName,
  clientId: oauthApplication.clientId,
  status: oauthApplication.status,
  createTime: oauthApplication.createTime,
};

/** OAuth applications of a tenant; the protocol side looks clients up by client id across tenants. */
export class OAuthApplicationRepo {
  constructor(private readonly db: Db) {}

  private where(tenantId: string, q: Partial<OAuthApplicationFilter>) {
    return inTenant(
      oauthApplication,
      tenantId,
      live(oauthApplication),
      contains(oauthApplication.appName, q.appName),
      contains(oauthApplication.clientId, q.clientId),
      q.status ? eq(oauthApplication.status, q.status) : undefined,
    );
  }

  async page(tenantId: string, q: AppQuery): Promise<{ rows: AppRow[]; total: number }> {
    const where = this.where(tenantId, q);
    const { limit, offset } = pageOf(q);
    return countedPage(
      this.db
        .select()
        .from(oauthApplication)
        .where(where)
        .orderBy(...orderOf(q, SORTABLE, [asc(oauthApplication.id)]))
        .limit(limit)
        .offset(offset),
      this.db.select({ total: count() }).from(oauthApplication).where(where),
    );
  }

  async findById(tenantId: string, id: number): Promise<AppRow | undefined> {
    const [row] = await this.db
      .select()
      .from(oauthApplication)
      .where(inTenant(oauthApplication, tenantId, eq(oauthApplication.id, id), live(oauthApplication)));
    return row;
  }

  async findByIds(tenantId: string, ids: number[]): Promise<AppRow[]> {
    return this.db
      .select()
      .from(oauthApplication)
      .where(inTenant(oauthApplication, tenantId, inArray(oauthApplication.id, ids), live(oauthApplication)));
  }

  /** A live, enabled application by its client id, whatever its tenant (token and authorize endpoints). */
  async findActiveByClientId(clientId: string): Promise<AppRow | undefined> {
    const [row] = await this.db
      .select()
      .from(oauthApplication)
      .where(
        and(
          eq(oauthApplication.clientId, clientId),
          live(oauthApplication),
          eq(oauthApplication.status, '0'),
        ),
      );
    return row;
  }

  async findActiveById(id: number): Promise<AppRow | undefined> {
    const [row] = await this.db
      .select()
      .from(oauthApplication)
      .where(and(eq(oauthApplication.id, id), live(oauthApplication), eq(oauthApplication.status, '0')));
    return row;
  }

  async insert(
    tenantId: string,
    values: AppValues & { clientId: string; clientType: string; clientSecret: string | null },
    by: By,
  ): Promise<AppRow> {
    const [row] = await this.db
      .insert(oauthApplication)
      .values({ ...values, tenantId, createBy: by.userId, updateBy: by.userId, createDept: by.deptId })
      .returning();
    return row!;
  }

  async update(
    tenantId: string,
    id: number,
    values: Partial<AppValues> & { clientSecret?: string },
    updateBy: number,
  ): Promise<void> {
    await this.db
      .update(oauthApplication)
      .set({ ...values, updateBy, updateTime: new Date() })
      .where(inTenant(oauthApplication, tenantId, eq(oauthApplication.id, id), live(oauthApplication)));
  }

  async softDelete(tenantId: string, ids: number[], updateBy: number): Promise<void> {
    await this.db
      .update(oauthApplication)
      .set({ delFlag: '2', updateBy, updateTime: new Date() })
      .where(inTenant(oauthApplication, tenantId, inArray(oauthApplication.id, ids), live(oauthApplication)));
  }
}
