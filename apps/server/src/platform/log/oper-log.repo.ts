import { DEFAULT_TENANT_ID } from '@zcps/contracts';
import type { CountCache } from '../db/count-cache.js';
import type { Db } from '../db/database.js';
import { logChanged, OPER_LOG_LIST } from './log-lists.js';
import { sysOperLog } from '../../db/schema/index.js';

export type OperLogEntry = Omit<typeof sysOperLog.$inferInsert, 'operId' | 'operTime'>;

/** The write side of the operation log (the monitor module reads and deletes). */
export class OperLogWriter {
  constructor(
    private readonly db: Db,
    private readonly counts?: CountCache,
  ) {}

  async insert(entry: OperLogEntry): Promise<void> {
    await this.db.insert(sysOperLog).values(entry);
    await logChanged(this.counts, OPER_LOG_LIST, [entry.tenantId ?? DEFAULT_TENANT_ID]);
  }
}
