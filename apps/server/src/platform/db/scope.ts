import { and, eq, type Placeholder, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

interface TenantTable {
  tenantId: PgColumn;
}
interface SoftDeleteTable {
  delFlag: PgColumn;
}

/**
 * The tenant filter every repo applies to tenant tables: one helper, so no query can forget it.
 * Extra conditions are ANDed after it. A placeholder stands for the tenant in prepared statements.
 */
export function inTenant(
  table: TenantTable,
  tenantId: string | Placeholder,
  ...conditions: (SQL | undefined)[]
): SQL {
  return and(eq(table.tenantId, tenantId), ...conditions) as SQL;
}

/** Rows not logically deleted (del_flag '0'; '2' marks deleted). */
export function live(table: SoftDeleteTable): SQL {
  return eq(table.delFlag, '0');
}
