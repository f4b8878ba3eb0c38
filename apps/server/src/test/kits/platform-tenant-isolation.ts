import crypto from 'node:crypto';
import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import { sysMenu } from '../../db/schema/index.js';
import { addPackage, tenantWithAdmin } from './system-tenant.js';
import { declarations, evaluations, reviewers, reviewFixture, team } from './review.js';
import type { TestApp } from '../test-app.js';

/**
 * The database side of the tenant isolation matrix: which tables hold tenant rows, a snapshot of one tenant's
 * rows, the values (ids and names) that belong to that tenant alone, and a second tenant to attack it from.
 */
export interface TableInfo {
  name: string;
  /** Single-column primary key, or null for link tables keyed by several columns. */
  pk: string | null;
  tenant: boolean;
  textColumns: string[];
  columns: string[];
}

/** Tables whose rows say nothing of a tenant's data: logs and sessions grow with every call. */
const VOLATILE = new Set(['sys_oper_log', 'sys_logininfor', 'sys_job_log']);

async function rowsOf<T>(t: TestApp, query: string): Promise<T[]> {
  return ((await t.database.db.execute(sql.raw(query))) as unknown as { rows: T[] }).rows;
}

export async function publicTables(t: TestApp): Promise<TableInfo[]> {
  const columns = await rowsOf<{ table_name: string; column_name: string; data_type: string }>(
    t,
    `SELECT c.table_name, c.column_name, c.data_type FROM information_schema.columns c
       JOIN information_schema.tables x ON x.table_name = c.table_name AND x.table_schema = c.table_schema
      WHERE c.table_schema = 'public' AND x.table_type = 'BASE TABLE' AND c.table_name NOT LIKE '\\_\\_%'
      ORDER BY c.table_name, c.ordinal_position`,
  );
  const keys = await rowsOf<{ table_name: string; column_name: string }>(
    t,
    `SELECT k.table_name, k.column_name FROM information_schema.table_constraints c
       JOIN information_schema.key_column_usage k ON k.constraint_name = c.constraint_name
        AND k.table_name = c.table_name
      WHERE c.table_schema = 'public' AND c.constraint_type = 'PRIMARY KEY'`,
  );
  const tables = new Map<string, TableInfo>();
  for (const c of columns) {
    const table = tables.get(c.table_name) ?? {
      name: c.table_name,
      pk: null,
      tenant: false,
      textColumns: [],
      columns: [],
    };
    table.columns.push(c.column_name);
    if (c.column_name === 'tenant_id') table.tenant = true;
    if (c.data_type === 'text' || c.data_type === 'character varying') table.textColumns.push(c.column_name);
    tables.set(c.table_name, table);
  }
  for (const name of new Set(keys.map((k) => k.table_name))) {
    const pk = keys.filter((k) => k.table_name === name);
    if (pk.length === 1 && tables.has(name)) tables.get(name)!.pk = pk[0]!.column_name;
  }
  return [...tables.values()].filter((table) => !VOLATILE.has(table.name));
}

/**
 * Per table, a hash of every row that is the tenant's: tenant tables by tenant_id, the others (menus, links
 * between rows) whole, since a link to one of the tenant's rows is the tenant's data too.
 */
export async function snapshotOf(t: TestApp, tables: TableInfo[], tenantId: string) {
  const snapshot = new Map<string, string[]>();
  for (const table of tables) {
    const where = table.tenant ? `WHERE tenant_id = '${tenantId}'` : '';
    const rows = await rowsOf<{ row: string }>(t, `SELECT x::text AS row FROM ${table.name} x ${where}`);
    const hashes = rows.map((r) => crypto.createHash('sha1').update(r.row).digest('hex').slice(0, 16));
    snapshot.set(table.name, hashes.sort());
  }
  return snapshot;
}

/**
 * Tables whose tenant rows differ between two snapshots, with how many rows went and came. A shared table may
 * gain rows (the other tenant's own links); none of the rows it had may change or go.
 */
export function changedTables(
  before: Map<string, string[]>,
  after: Map<string, string[]>,
  tables: TableInfo[],
): string[] {
  const changes: string[] = [];
  const tenantTables = new Set(tables.filter((table) => table.tenant).map((table) => table.name));
  for (const [name, rows] of before) {
    const now = new Set(after.get(name) ?? []);
    const then = new Set(rows);
    const gone = rows.filter((r) => !now.has(r)).length;
    const came = tenantTables.has(name) ? [...now].filter((r) => !then.has(r)).length : 0;
    if (gone || came) changes.push(`${name}: ${gone} row(s) changed or deleted, ${came} new or changed`);
  }
  return changes;
}

export interface TenantValues {
  /** Table → the tenant's primary-key values. */
  ids: Map<string, number[]>;
  /** Column name → values of that column in the tenant's rows, by table (for path parameters). */
  columnValues: (column: string) => Promise<Map<string, (string | number)[]>>;
  /** Text the tenant's rows hold and nothing else in the database does. */
  distinctive: Set<string>;
}

const FEW = 2;
/**
 * Text that names code rather than data (a job's handler is listed for every tenant), or that each tenant issues
 * from its own 用户编码 sequence, so every tenant's first number reads the same (ZJ000001 is A's first expert
 * and also B's next one).
 */
const CODE_NAMES = new Set([
  'sys_job.invoke_target',
  'zc_reviewer.reviewer_no',
  'zc_review_declaration.declaration_no',
  'zc_review_declaration.certificate_no',
]);

/** What belongs to `tenantId` alone, compared with every other tenant's rows and the shared tables. */
export async function tenantValues(t: TestApp, tables: TableInfo[], tenantId: string): Promise<TenantValues> {
  const ids = new Map<string, number[]>();
  const mine = new Set<string>();
  const elsewhere = new Set<string>();
  for (const table of tables) {
    if (table.tenant && table.pk) {
      const rows = await rowsOf<{ id: string }>(
        t,
        `SELECT ${table.pk}::text AS id FROM ${table.name} WHERE tenant_id = '${tenantId}' ORDER BY 1`,
      );
      const numeric = rows.map((r) => Number(r.id)).filter(Number.isSafeInteger);
      if (numeric.length) ids.set(table.name, numeric);
    }
    const telling = table.textColumns.filter(
      (c) => c !== 'tenant_id' && !CODE_NAMES.has(`${table.name}.${c}`),
    );
    for (const column of telling) {
      const owner = table.tenant ? `(tenant_id = '${tenantId}')` : 'false';
      const values = await rowsOf<{ v: string; mine: boolean }>(
        t,
        `SELECT DISTINCT ${column} AS v, ${owner} AS mine FROM ${table.name} WHERE ${column} IS NOT NULL`,
      );
      for (const { v, mine: own } of values) (own ? mine : elsewhere).add(v);
    }
  }
  const distinctive = new Set([...mine].filter((v) => !elsewhere.has(v) && isTelling(v)));
  const columnValues = async (column: string) => {
    const found = new Map<string, (string | number)[]>();
    const holders = tables.filter((x) => x.tenant && x.columns.includes(column));
    const keyed = holders.filter((x) => x.pk === column);
    for (const table of keyed.length ? keyed : holders) {
      const values = keyed.length
        ? ids.get(table.name)
        : (
            await rowsOf<{ v: string | number }>(
              t,
              `SELECT DISTINCT ${column} AS v FROM ${table.name}
                WHERE tenant_id = '${tenantId}' AND ${column} IS NOT NULL ORDER BY 1 LIMIT ${FEW}`,
            )
          ).map((r) => r.v);
      if (values?.length) found.set(table.name, spread(values));
    }
    return found;
  };
  return { ids, columnValues, distinctive };
}

/** First and last: the ids that stand for the table. */
function spread<T>(values: T[]): T[] {
  return values.length <= FEW ? values : [values[0]!, values.at(-1)!];
}

/** Long enough not to turn up by chance, and not a number, flag or date. */
function isTelling(value: string): boolean {
  if (/^[\d\s.:\-/,TZ+]*$/.test(value)) return false;
  // eslint-disable-next-line no-control-regex
  const wide = value.replace(/[\u0000-\u00ff]/g, '').length;
  return wide >= 3 || value.length >= 6;
}

/** Every text value of a worksheet, so an export can be checked like a JSON answer. */
export async function xlsxValues(buffer: Buffer): Promise<string[]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(buffer as unknown as ArrayBuffer);
  const values: string[] = [];
  workbook.eachSheet((sheet) =>
    sheet.eachRow((row, n) => {
      if (n > 1) row.eachCell((cell) => values.push(String(cell.text)));
    }),
  );
  return values;
}

/**
 * Review rows for tenant A (the seed has none): an activity, declarations, reviewers, a team with its members and
 * evaluations, so the review routes have something of A's to find.
 */
export async function reviewRowsOf(t: TestApp, tenantId: string) {
  const fx = await reviewFixture(t, tenantId, '甲方隔离');
  const declared = await declarations(t, fx, { count: 3, stage: 'group_review', status: '1' });
  const experts = await reviewers(t, fx, 3);
  const teamId = await team(t, fx, experts);
  await evaluations(t, fx, declared, experts, teamId);
}

/**
 * Tenant B: a package holding every menu, a tenant on it and its admin, signed in. The admin holds the tenant
 * admin role (every permission of the package) and is not the platform super admin.
 */
export async function tenantB(t: TestApp, platformToken: string) {
  const menus = await t.database.db.select({ id: sysMenu.menuId, perms: sysMenu.perms }).from(sysMenu);
  // Every menu a package may hold: tenant management stays with the platform.
  const granted = menus.filter((m) => !m.perms?.startsWith('system:tenant')).map((m) => m.id);
  const packageId = await addPackage(t, platformToken, '隔离测试套餐', granted);
  return tenantWithAdmin(t, platformToken, packageId, {
    companyName: '乙方隔离企业',
    username: 'tenantb',
    password: 'tenantb123',
  });
}
