import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database.js';
import { live } from '../../../platform/db/scope.js';
import { sysTenant } from '../../../db/schema/index.js';
import type { TenantRow } from './tenant.repo.js';

/** sys_tenant without a caller's scope: which tenants a login may enter, and the super admin's tenant switch. */
export class TenantLookupRepo {
  constructor(private readonly db: Db) {}

  async tenant(tenantId: string): Promise<TenantRow | undefined> {
    const [row] = await this.db
      .select()
      .from(sysTenant)
      .where(and(eq(sysTenant.tenantId, tenantId), live(sysTenant)))
      .limit(1);
    return row;
  }

  async enabledTenants(): Promise<Pick<TenantRow, 'tenantId' | 'companyName' | 'domain'>[]> {
    return this.db
      .select({ tenantId: sysTenant.tenantId, companyName: sysTenant.companyName, domain: sysTenant.domain })
      .from(sysTenant)
      .where(and(live(sysTenant), eq(sysTenant.status, '0')))
      .orderBy(asc(sysTenant.id));
  }
}
