import { eq } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database.js';
import { inTenant } from '../../../platform/db/scope.js';
import { sysConfig } from '../../../db/schema/index.js';

export class ConfigRepo {
  constructor(private readonly db: Db) {}

  async valueOf(tenantId: string, key: string): Promise<string | null> {
    const [row] = await this.db
      .select({ value: sysConfig.configValue })
      .from(sysConfig)
      .where(inTenant(sysConfig, tenantId, eq(sysConfig.configKey, key)))
      .limit(1);
    return row ? (row.value ?? '') : null;
  }
}
