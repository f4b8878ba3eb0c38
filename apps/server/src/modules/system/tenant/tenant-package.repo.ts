import { and, asc, count, desc, eq, inArray, ne } from 'drizzle-orm';
import type { TenantPackageFilter } from '@zcps/contracts';
import type { Db } from '../../../platform/db/database.js';
import { contains } from '../../../platform/db/like.js';
import { dateRange, orderOf, countedPage, pageOf, type ListQuery } from '../../../platform/db/paging.js';
import { live } from '../../../platform/db/scope.js';
import { sysMenu, sysTenant, sysTenantPackage } from '../../../db/schema/index.js';

export type PackageRow = typeof sysTenantPackage.$inferSelect;
export type PackageQuery = ListQuery & TenantPackageFilter;
export type PackageValues = Pick<
  typeof sysTenantPackage.$inferInsert,
  'packageName' | 'menuIds' | 'remark' | 'menuCheckStrictly' | 'status'
>;
export interface Actor {
  userId: number;
  deptId: number | null;
}

const SORTABLE = {
  packageId: sysTenantPackage.packageId,
  packageName: sysTenantPackage.packageName,
  status: sysTenantPackage.status,
  createTime: sysTenantPackage.createTime,
};

/** sys_tenant_package has no tenant column: packages are the platform's catalogue of what tenants may use. */
export class TenantPackageRepo {
  constructor(private readonly db: Db) {}

  private where(q: Partial<PackageQuery>) {
    return and(
      live(sysTenantPackage),
      contains(sysTenantPackage.packageName, q.packageName),
      q.status ? eq(sysTenantPackage.status, q.status) : undefined,
      ...dateRange(sysTenantPackage.createTime, q['params[beginTime]'], q['params[endTime]']),
    );
  }

  async page(q: PackageQuery): Promise<{ rows: PackageRow[]; total: number }> {
    const where = this.where(q);
    const { limit, offset } = pageOf(q);
    return countedPage(
      this.db
        .select()
        .from(sysTenantPackage)
        .where(where)
        .orderBy(...orderOf(q, SORTABLE, [asc(sysTenantPackage.packageId)]))
        .limit(limit)
        .offset(offset),
      this.db.select({ total: count() }).from(sysTenantPackage).where(where),
    );
  }

  all(q: Partial<PackageQuery>, max: number): Promise<PackageRow[]> {
    return this.db
      .select()
      .from(sysTenantPackage)
      .where(this.where(q))
      .orderBy(desc(sysTenantPackage.packageId))
      .limit(max);
  }

  /** Enabled packages, for the tenant form's select. */
  enabled(): Promise<PackageRow[]> {
    return this.db
      .select()
      .from(sysTenantPackage)
      .where(and(live(sysTenantPackage), eq(sysTenantPackage.status, '0')))
      .orderBy(asc(sysTenantPackage.packageId));
  }

  async findById(packageId: number): Promise<PackageRow | undefined> {
    const [row] = await this.db
      .select()
      .from(sysTenantPackage)
      .where(and(eq(sysTenantPackage.packageId, packageId), live(sysTenantPackage)));
    return row;
  }

  findByIds(ids: number[]): Promise<PackageRow[]> {
    return this.db
      .select()
      .from(sysTenantPackage)
      .where(and(inArray(sysTenantPackage.packageId, ids), live(sysTenantPackage)));
  }

  async nameTaken(name: string, exceptId?: number): Promise<boolean> {
    const [row] = await this.db
      .select({ id: sysTenantPackage.packageId })
      .from(sysTenantPackage)
      .where(
        and(
          live(sysTenantPackage),
          eq(sysTenantPackage.packageName, name),
          exceptId ? ne(sysTenantPackage.packageId, exceptId) : undefined,
        ),
      )
      .limit(1);
    return !!row;
  }

  /** Ids among `packageIds` that a live tenant still uses. */
  async inUse(packageIds: number[]): Promise<number[]> {
    if (!packageIds.length) return [];
    const rows = await this.db
      .selectDistinct({ packageId: sysTenant.packageId })
      .from(sysTenant)
      .where(and(live(sysTenant), inArray(sysTenant.packageId, packageIds)));
    return rows.flatMap((r) => (r.packageId === null ? [] : [r.packageId]));
  }

  /** Menu id → parent id of every menu, to check ids and find the descendants of a page. */
  async menuParents(): Promise<Map<number, number>> {
    const rows = await this.db.select({ id: sysMenu.menuId, parentId: sysMenu.parentId }).from(sysMenu);
    return new Map(rows.map((r) => [r.id, r.parentId]));
  }

  async insert(values: PackageValues, by: Actor): Promise<number> {
    const [row] = await this.db
      .insert(sysTenantPackage)
      .values({ ...values, createBy: by.userId, updateBy: by.userId, createDept: by.deptId })
      .returning({ id: sysTenantPackage.packageId });
    return row!.id;
  }

  async update(packageId: number, values: Partial<PackageValues>, updateBy: number): Promise<void> {
    await this.db
      .update(sysTenantPackage)
      .set({ ...values, updateBy, updateTime: new Date() })
      .where(and(eq(sysTenantPackage.packageId, packageId), live(sysTenantPackage)));
  }

  async softDelete(ids: number[], updateBy: number): Promise<void> {
    await this.db
      .update(sysTenantPackage)
      .set({ delFlag: '2', updateBy, updateTime: new Date() })
      .where(and(inArray(sysTenantPackage.packageId, ids), live(sysTenantPackage)));
  }
}
