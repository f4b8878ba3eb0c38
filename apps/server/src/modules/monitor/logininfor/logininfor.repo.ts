import type { Db } from '../../../platform/db/database.js';
import { sysLogininfor } from '../../../db/schema/index.js';

export type LoginLogEntry = Omit<typeof sysLogininfor.$inferInsert, 'infoId' | 'loginTime'>;

export class LoginLogRepo {
  constructor(private readonly db: Db) {}

  async insert(entry: LoginLogEntry): Promise<void> {
    await this.db.insert(sysLogininfor).values({
      ...entry,
      userName: entry.userName?.slice(0, 50),
      msg: entry.msg?.slice(0, 255),
    });
  }
}
