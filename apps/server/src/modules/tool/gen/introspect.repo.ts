import type { GenDbTable } from '@zcps/contracts';
import { escapeLike } from '../../../platform/db/like.js';
import type { SqlClient } from '../datasource/data-sources.js';
import type { DbColumn } from './gen-defaults.js';

/** Ordinary and partitioned tables of the current schema, without the generator's own. */
const TABLES = `
  FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
  WHERE c.relkind IN ('r', 'p') AND n.nspname = current_schema() AND NOT c.relispartition
    AND c.relname NOT LIKE 'gen\\_%'`;

export interface DbTableFilter {
  tableName?: string;
  tableComment?: string;
  /** Already imported: left out. */
  exclude: string[];
  limit: number;
  offset: number;
}

interface TableRow {
  tableName: string;
  tableComment: string | null;
  total: number;
}

/**
 * Reads tables and columns from pg_catalog (information_schema has no comments nor key flags); the same SQL runs
 * on PGlite and PostgreSQL. Parameters are positional and every name arrives as a parameter.
 */
export class IntrospectRepo {
  async page(client: SqlClient, f: DbTableFilter): Promise<{ rows: GenDbTable[]; total: number }> {
    const rows = await client.query<TableRow>(
      `SELECT c.relname AS "tableName", obj_description(c.oid, 'pg_class') AS "tableComment",
          (count(*) OVER ())::int AS total
        ${TABLES}
          AND c.relname NOT IN (SELECT jsonb_array_elements_text($1::jsonb))
          AND ($2::text = '' OR c.relname ILIKE '%' || $2::text || '%')
          AND ($3::text = '' OR coalesce(obj_description(c.oid, 'pg_class'), '') ILIKE '%' || $3::text || '%')
        ORDER BY c.relname LIMIT $4::bigint OFFSET $5::bigint`,
      [
        JSON.stringify(f.exclude),
        escapeLike(f.tableName?.trim() ?? ''),
        escapeLike(f.tableComment?.trim() ?? ''),
        f.limit,
        f.offset,
      ],
    );
    return {
      rows: rows.map((r) => ({
        tableName: r.tableName,
        tableComment: r.tableComment,
        createTime: null,
        updateTime: null,
      })),
      total: Number(rows[0]?.total ?? 0),
    };
  }

  /** The named tables that exist, with their comments. */
  async tables(
    client: SqlClient,
    names: string[],
  ): Promise<{ tableName: string; tableComment: string | null }[]> {
    return client.query(
      `SELECT c.relname AS "tableName", obj_description(c.oid, 'pg_class') AS "tableComment"
        ${TABLES} AND c.relname IN (SELECT jsonb_array_elements_text($1::jsonb))
        ORDER BY c.relname`,
      [JSON.stringify(names)],
    );
  }

  /** Columns in table order; empty when the table is not there. */
  async columns(client: SqlClient, tableName: string): Promise<DbColumn[]> {
    const rows = await client.query<DbColumn>(
      `SELECT a.attname AS "columnName", format_type(a.atttypid, a.atttypmod) AS "columnType",
          a.attnotnull AS "notNull", pg_get_expr(d.adbin, d.adrelid) AS "columnDefault",
          col_description(a.attrelid, a.attnum) AS "columnComment", a.attnum::int AS "position",
          EXISTS (SELECT 1 FROM pg_index i
            WHERE i.indrelid = a.attrelid AND i.indisprimary AND a.attnum = ANY (i.indkey)) AS "isPk",
          (a.attidentity <> '' OR coalesce(pg_get_expr(d.adbin, d.adrelid) LIKE 'nextval(%', false)) AS "isIncrement"
        FROM pg_attribute a
          JOIN pg_class c ON c.oid = a.attrelid
          JOIN pg_namespace n ON n.oid = c.relnamespace
          LEFT JOIN pg_attrdef d ON d.adrelid = a.attrelid AND d.adnum = a.attnum
        WHERE n.nspname = current_schema() AND c.relname = $1::text AND c.relkind IN ('r', 'p')
          AND a.attnum > 0 AND NOT a.attisdropped
        ORDER BY a.attnum`,
      [tableName],
    );
    return rows.map((r) => ({ ...r, position: Number(r.position) }));
  }
}
