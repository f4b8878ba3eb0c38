import { sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database.js';

export class ServerRepo {
  constructor(private readonly db: Db) {}

  async databaseFigures(): Promise<{ version: string; sizeBytes: number }> {
    const result = (await this.db.execute(
      sql`select version() as version, pg_database_size(current_database()) as size`,
    )) as unknown as { rows: { version: string; size: string | number }[] };
    const row = result.rows[0];
    return { version: row?.version ?? '', sizeBytes: Number(row?.size ?? 0) };
  }
}
