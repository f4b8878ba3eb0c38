import { sql, type SQL } from 'drizzle-orm';
import { MASTER_DATA_NAME } from '@zcps/contracts';
import type { SecretBox } from '../../../platform/crypto/secret-box.js';
import type { Database } from '../../../platform/db/database.js';
import { ServiceError } from '../../../platform/http/errors.js';
import type { DataSourceRepo, DataSourceRow } from './datasource.repo.js';
import { connectPg, connectionError, type Connection } from './pg-connect.js';

/** What introspection runs its catalogue queries on: positional `$n` parameters, rows back. */
export interface SqlClient {
  query<T>(text: string, params?: unknown[]): Promise<T[]>;
}

/** `$1`-style text as a Drizzle statement, so the app's own database (PGlite or PostgreSQL) runs it too. */
function toSql(text: string, params: unknown[]): SQL {
  const parts = text.split(/\$(\d+)/);
  return sql.join(parts.map((part, i) => (i % 2 === 0 ? sql.raw(part) : sql`${params[Number(part) - 1]}`)));
}

/** The data sources the code generator reads: `master` (the product's own database) and the enabled ones. */
export class DataSources {
  constructor(
    private readonly repo: DataSourceRepo,
    private readonly secrets: SecretBox,
    private readonly database: Database,
  ) {}

  async names(tenantId: string): Promise<string[]> {
    return [MASTER_DATA_NAME, ...(await this.repo.enabledNames(tenantId))];
  }

  /** The stored connection, decrypted. */
  connectionOf(row: DataSourceRow): Connection {
    try {
      return {
        url: this.secrets.open(row.urlCipher),
        username: row.username,
        password: row.passwordCipher ? this.secrets.open(row.passwordCipher) : null,
      };
    } catch {
      throw new ServiceError('dataSource.secretUnreadable', { name: row.name });
    }
  }

  /** Runs `fn` on the named source: the app's database for `master`, else a client opened and closed here. */
  async withClient<T>(tenantId: string, dataName: string, fn: (client: SqlClient) => Promise<T>): Promise<T> {
    if (dataName === MASTER_DATA_NAME) {
      const db = this.database.db;
      return fn({
        async query<R>(text: string, params: unknown[] = []) {
          return ((await db.execute(toSql(text, params))) as unknown as { rows: R[] }).rows;
        },
      });
    }
    const row = await this.repo.findByName(tenantId, dataName);
    if (!row || row.status !== '0') throw new ServiceError('dataSource.unavailable', { name: dataName });
    const connection = this.connectionOf(row);
    const client = await connectPg(connection);
    try {
      return await fn({
        async query<R>(text: string, params: unknown[] = []) {
          try {
            return (await client.query(text, params)).rows as R[];
          } catch (error) {
            // A dropped connection or a statement timeout: a clear message, never a 500.
            throw connectionError(error, connection);
          }
        },
      });
    } finally {
      await client.end().catch(() => undefined);
    }
  }
}
