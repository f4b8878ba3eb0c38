import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.js';
import { live } from '../../platform/db/scope.js';
import { sysClient, sysTenant } from '../../db/schema/index.js';

export type ClientRow = typeof sysClient.$inferSelect;
export type TenantRow = typeof sysTenant.$inferSelect;

/** sys_client and sys_tenant are not tenant-scoped: they decide which tenant a login enters. */
export class AuthRepo {
  constructor(private readonly db: Db) {}

  async clientById(clientId: string): Promise<ClientRow | undefined> {
    const [row] = await this.db
      .select()
      .from(sysClient)
      .where(and(eq(sysClient.clientId, clientId), live(sysClient)))
      .limit(1);
    return row;
  }

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
