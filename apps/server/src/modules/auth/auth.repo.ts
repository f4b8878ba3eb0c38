import { and, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.js';
import { live } from '../../platform/db/scope.js';
import { sysClient } from '../../db/schema/index.js';

export type ClientRow = typeof sysClient.$inferSelect;

/** sys_client is not tenant-scoped: the client a login names decides its grant types and timeouts. */
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
}
