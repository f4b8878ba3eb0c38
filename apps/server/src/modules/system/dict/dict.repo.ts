import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database.js';
import { inTenant } from '../../../platform/db/scope.js';
import { sysDictData } from '../../../db/schema/index.js';

export type DictDataRow = typeof sysDictData.$inferSelect;

export class DictRepo {
  constructor(private readonly db: Db) {}

  async dataOfType(tenantId: string, dictType: string): Promise<DictDataRow[]> {
    return this.db
      .select()
      .from(sysDictData)
      .where(inTenant(sysDictData, tenantId, eq(sysDictData.dictType, dictType)))
      .orderBy(asc(sysDictData.dictSort), asc(sysDictData.dictCode));
  }
}
