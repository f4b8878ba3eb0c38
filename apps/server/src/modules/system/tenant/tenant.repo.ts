import { and, asc, count, desc, eq, inArray, ne } from 'drizzle-orm';
import type { TenantFilter } from '@zcps/contracts';
import type { Db } from '../../../platform/db/database.js';
import { contains } from '../../../platform/db/like.js';
import { dateRange, orderOf, countedPage, pageOf, type ListQuery } from '../../../platform/db/paging.js';
import { live } from '../../../platform/db/scope.js';
import { sysTenant, sysUser } from '../../../db/schema/index.js';

export type TenantRow = typeof sysTenant.$inferSelect;
export type TenantQuery = ListQuery & TenantFilter;
export type TenantValues = Pick<
  typeof sysTenant.$inferInsert,
  | 'contactUserName'
  | 'contactPhone'
  | 'companyName'
  | 'licenseNumber'
  | 'address'
  | 'intro'
  | 'domain'
  | 'remark'
  | 'expireTime'
  | 'accountCount'
  | 'status'
>;

const SORTABLE = {
  id: sysTenant.id,
  tenantId: sysTenant.tenantId,
  companyName: sysTenant.companyName,
  contactUserName: sysTenant.contactUserName,
  expireTime: sysTenant.expireTime,
  accountCount: sysTenant.accountCount,
  status: sysTenant.status,
  createTime: sysTenant.createTime,
};

/** sys_tenant is not tenant-scoped: it is the platform's list of tenants. */
export class TenantRepo {
  constructor(private readonly db: Db) {}

  private where(q: Partial<TenantQuery>) {
    return and(
      live(sysTenant),
      q.tenantId ? eq(sysTenant.tenantId, q.tenantId) : undefined,
      contains(sysTenant.contactUserName, q.contactUserName),
      q.contactPhone ? eq(sysTenant.contactPhone, q.contactPhone) : undefined,
      contains(sysTenant.companyName, q.companyName),
      q.packageId ? eq(sysTenant.packageId, q.packageId) : undefined,
      q.status ? eq(sysTenant.status, q.status) : undefined,
      ...dateRange(sysTenant.createTime, q['params[beginTime]'], q['params[endTime]']),
    );
  }

  async page(q: TenantQuery): Promise<{ rows: TenantRow[]; total: number }> {
    const where = this.where(q);
    const { limit, offset } = pageOf(q);
    return countedPage(
      this.db
        .select()
        .from(sysTenant)
        .where(where)
        .orderBy(...orderOf(q, SORTABLE, [asc(sysTenant.id)]))
        .limit(limit)
        .offset(offset),
      this.db.select({ total: count() }).from(sysTenant).where(where),
    );
  }

  all(q: Partial<TenantQuery>, max: number): Promise<TenantRow[]> {
    return this.db.select().from(sysTenant).where(this.where(q)).orderBy(desc(sysTenant.id)).limit(max);
  }

  async findById(id: number): Promise<TenantRow | undefined> {
    const [row] = await this.db
      .select()
      .from(sysTenant)
      .where(and(eq(sysTenant.id, id), live(sysTenant)));
    return row;
  }

  async findByTenantId(tenantId: string): Promise<TenantRow | undefined> {
    const [row] = await this.db
      .select()
      .from(sysTenant)
      .where(and(eq(sysTenant.tenantId, tenantId), live(sysTenant)));
    return row;
  }

  findByIds(ids: number[]): Promise<TenantRow[]> {
    return this.db
      .select()
      .from(sysTenant)
      .where(and(inArray(sysTenant.id, ids), live(sysTenant)));
  }

  async companyTaken(companyName: string, exceptId?: number): Promise<boolean> {
    const [row] = await this.db
      .select({ id: sysTenant.id })
      .from(sysTenant)
      .where(
        and(
          live(sysTenant),
          eq(sysTenant.companyName, companyName),
          exceptId ? ne(sysTenant.id, exceptId) : undefined,
        ),
      )
      .limit(1);
    return !!row;
  }

  /** Deleted tenants keep their id (logical delete), so a new tenant never reuses one. */
  async tenantIdTaken(tenantId: string): Promise<boolean> {
    const [row] = await this.db
      .select({ id: sysTenant.id })
      .from(sysTenant)
      .where(eq(sysTenant.tenantId, tenantId))
      .limit(1);
    return !!row;
  }

  async update(id: number, values: Partial<TenantValues>, updateBy: number): Promise<void> {
    await this.db
      .update(sysTenant)
      .set({ ...values, updateBy, updateTime: new Date() })
      .where(and(eq(sysTenant.id, id), live(sysTenant)));
  }

  async softDelete(ids: number[], updateBy: number): Promise<void> {
    await this.db
      .update(sysTenant)
      .set({ delFlag: '2', updateBy, updateTime: new Date() })
      .where(and(inArray(sysTenant.id, ids), live(sysTenant)));
  }

  /** Users of the given tenants, to end their sessions when a tenant is disabled or deleted. */
  async userIdsOf(tenantIds: string[]): Promise<number[]> {
    if (!tenantIds.length) return [];
    const rows = await this.db
      .select({ userId: sysUser.userId })
      .from(sysUser)
      .where(and(inArray(sysUser.tenantId, tenantIds), live(sysUser)));
    return rows.map((r) => r.userId);
  }
}
