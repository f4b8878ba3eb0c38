import type { Db } from '../db/database.js';
import { sysOperLog } from '../../db/schema/index.js';

export type OperLogEntry = Omit<typeof sysOperLog.$inferInsert, 'operId' | 'operTime'>;

/** The write side of the operation log (the monitor module reads and deletes). */
export class OperLogWriter {
  constructor(private readonly db: Db) {}

  async insert(entry: OperLogEntry): Promise<void> {
    await this.db.insert(sysOperLog).values(entry);
  }
}
