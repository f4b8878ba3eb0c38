import {
  MASTER_DATA_NAME,
  type GenDbTable,
  type GenTable,
  type GenTableColumn,
  type GenTableEdit,
  type GenTableFilter,
  type GenTableInfo,
} from '@zcps/contracts';
import type { LoginUser } from '../../../platform/auth/login-user.js';
import { pageOf, type ListQuery, type Paged } from '../../../platform/db/paging.js';
import { formatDateTime } from '../../../platform/http/dates.js';
import { refuseMissing, ServiceError } from '../../../platform/http/errors.js';
import type { DataSources } from '../datasource/data-sources.js';
import { columnDefaults, tableDefaults, type DbColumn } from './gen-defaults.js';
import { existingModule } from './gen-names.js';
import { validateEdit } from './gen-validate.js';
import type { GenColumnRow, GenRepo, GenTableQuery, GenTableRow } from './gen.repo.js';
import type { IntrospectRepo } from './introspect.repo.js';

type Flag = GenTableColumn['isPk'];
type TableOnly = Omit<GenTable, 'columns'>;

function toColumn(row: GenColumnRow): GenTableColumn {
  return {
    columnId: row.columnId,
    tableId: row.tableId,
    columnName: row.columnName,
    columnComment: row.columnComment,
    columnType: row.columnType,
    javaType: row.javaType as GenTableColumn['javaType'],
    javaField: row.javaField,
    isPk: row.isPk as Flag,
    isIncrement: row.isIncrement as Flag,
    isRequired: row.isRequired as Flag,
    isInsert: row.isInsert as Flag,
    isEdit: row.isEdit as Flag,
    isList: row.isList as Flag,
    isQuery: row.isQuery as Flag,
    queryType: row.queryType as GenTableColumn['queryType'],
    htmlType: row.htmlType as GenTableColumn['htmlType'],
    dictType: row.dictType,
    sort: row.sort,
  };
}

function toTable(row: GenTableRow): TableOnly {
  return {
    tableId: row.tableId,
    dataName: row.dataName,
    tableName: row.tableName,
    tableComment: row.tableComment,
    subTableName: row.subTableName,
    subTableFkName: row.subTableFkName,
    className: row.className,
    tplCategory: row.tplCategory as GenTable['tplCategory'],
    packageName: row.packageName,
    moduleName: row.moduleName,
    businessName: row.businessName,
    functionName: row.functionName,
    functionAuthor: row.functionAuthor,
    genType: row.genType as GenTable['genType'],
    genPath: row.genPath,
    options: row.options ?? {},
    remark: row.remark,
    createTime: formatDateTime(row.createTime),
    updateTime: formatDateTime(row.updateTime),
  };
}

/** A user's settings of a column that synchDb keeps; the database's facts (type, key) are read again. */
const KEPT = [
  'columnComment',
  'javaType',
  'javaField',
  'isRequired',
  'isInsert',
  'isEdit',
  'isList',
  'isQuery',
  'queryType',
  'htmlType',
  'dictType',
  'sort',
] as const;

/** 代码生成's tables: import from a data source, settings, synchronization; `load` feeds the code emission. */
export class GenService {
  constructor(
    private readonly repo: GenRepo,
    private readonly introspect: IntrospectRepo,
    private readonly sources: DataSources,
  ) {}

  async list(caller: LoginUser, query: GenTableQuery): Promise<Paged<TableOnly>> {
    const { rows, total } = await this.repo.page(caller.tenantId, query);
    return { rows: rows.map(toTable), total };
  }

  /** Tables of a data source not imported yet (the import dialog). */
  async dbList(caller: LoginUser, query: ListQuery & GenTableFilter): Promise<Paged<GenDbTable>> {
    const dataName = query.dataName || MASTER_DATA_NAME;
    const exclude = [
      ...(await this.repo.importedNames(caller.tenantId, dataName)),
      ...(dataName === MASTER_DATA_NAME ? await this.repo.foreignLowcodeTables(caller.tenantId) : []),
    ];
    const { limit, offset } = pageOf(query);
    return this.sources.withClient(caller.tenantId, dataName, (client) =>
      this.introspect.page(client, { ...query, exclude, limit, offset }),
    );
  }

  dataNames(caller: LoginUser): Promise<string[]> {
    return this.sources.names(caller.tenantId);
  }

  /** Reads every named table first and imports none unless all can be: there, with a primary key, not imported. */
  async importTables(caller: LoginUser, names: string[], dataName = MASTER_DATA_NAME): Promise<void> {
    const wanted = [...new Set(names.map((n) => n.trim()).filter(Boolean))];
    if (!wanted.length) throw new ServiceError('gen.noTables');
    const imported = new Set(await this.repo.importedNames(caller.tenantId, dataName));
    const taken = wanted.find((name) => imported.has(name));
    if (taken) throw new ServiceError('gen.alreadyImported', { table: taken });
    const hidden = new Set(
      dataName === MASTER_DATA_NAME ? await this.repo.foreignLowcodeTables(caller.tenantId) : [],
    );
    const read = await this.sources.withClient(caller.tenantId, dataName, async (client) => {
      const tables = (await this.introspect.tables(client, wanted)).filter((t) => !hidden.has(t.tableName));
      const missing = wanted.find((name) => !tables.some((t) => t.tableName === name));
      if (missing) throw new ServiceError('gen.tableMissing', { dataName, table: missing });
      const out: { tableName: string; tableComment: string | null; columns: DbColumn[] }[] = [];
      for (const t of tables) {
        const columns = await this.introspect.columns(client, t.tableName);
        if (!columns.some((c) => c.isPk)) throw new ServiceError('gen.noPrimaryKey', { table: t.tableName });
        out.push({ ...t, columns });
      }
      return out;
    });
    const dicts = await this.repo.dictionaries(caller.tenantId);
    for (const t of read) {
      const defaults = tableDefaults(dataName, t.tableName, t.tableComment, t.columns);
      // A default business name must not point at a hand-written module (sys_post → system/post → post2).
      const business = defaults.businessName;
      for (let n = 2; existingModule(defaults.moduleName, defaults.businessName, defaults.packageName); n++)
        defaults.businessName = `${business}${n}`;
      await this.repo.insert(
        {
          ...defaults,
          tenantId: caller.tenantId,
          createDept: caller.deptId,
          createBy: caller.userId,
          updateBy: caller.userId,
        },
        t.columns.map((c, i) => ({
          ...columnDefaults(c, i + 1, dicts),
          tenantId: caller.tenantId,
          createBy: caller.userId,
          updateBy: caller.userId,
        })),
      );
    }
  }

  private async found(caller: LoginUser, tableId: number): Promise<GenTableRow> {
    const row = await this.repo.findById(caller.tenantId, tableId);
    if (!row) throw new ServiceError('gen.notFound');
    return row;
  }

  /** One table with its columns in their order: what the preview and download render. */
  async load(caller: LoginUser, tableId: number): Promise<GenTable> {
    const row = await this.found(caller, tableId);
    const columns = await this.repo.columns(caller.tenantId, tableId);
    return { ...toTable(row), columns: columns.map(toColumn) };
  }

  async info(caller: LoginUser, tableId: number): Promise<GenTableInfo> {
    const info = await this.load(caller, tableId);
    const tables = (await this.repo.all(caller.tenantId)).map(toTable);
    return { info, rows: info.columns, tables };
  }

  async columns(caller: LoginUser, tableId: number): Promise<GenTableColumn[]> {
    await this.found(caller, tableId);
    return (await this.repo.columns(caller.tenantId, tableId)).map(toColumn);
  }

  async update(caller: LoginUser, body: GenTableEdit): Promise<void> {
    const row = await this.found(caller, body.tableId);
    const stored = await this.repo.columns(caller.tenantId, body.tableId);
    validateEdit(body, row, stored);
    const { tableId, columns, ...table } = body;
    const now = new Date();
    await this.repo.update(
      caller.tenantId,
      tableId,
      { ...table, updateBy: caller.userId, updateTime: now },
      columns.map(({ columnId, ...values }) => ({
        columnId,
        values: { ...values, updateBy: caller.userId, updateTime: now },
      })),
    );
  }

  async remove(caller: LoginUser, tableIds: number[]): Promise<void> {
    refuseMissing(
      tableIds,
      (await this.repo.findByIds(caller.tenantId, tableIds)).map((t) => t.tableId),
    );
    await this.repo.deleteByIds(caller.tenantId, tableIds);
  }

  /**
   * RuoYi synchDb: reads the table again; columns still there keep the user's settings (their type and key
   * flags follow the database), new ones get the defaults after the others, removed ones go.
   */
  async sync(caller: LoginUser, tableId: number): Promise<void> {
    const table = await this.found(caller, tableId);
    const fresh = await this.sources.withClient(caller.tenantId, table.dataName, (client) =>
      this.introspect.columns(client, table.tableName),
    );
    if (!fresh.length) throw new ServiceError('gen.syncGone', { table: table.tableName });
    const stored = await this.repo.columns(caller.tenantId, tableId);
    const byName = new Map(stored.map((c) => [c.columnName, c]));
    const dicts = await this.repo.dictionaries(caller.tenantId);
    let nextSort = Math.max(0, ...stored.map((c) => c.sort));
    const update: { columnId: number; values: Partial<GenColumnRow> }[] = [];
    const insert = [];
    for (const column of fresh) {
      const previous = byName.get(column.columnName);
      if (!previous) {
        insert.push({
          ...columnDefaults(column, ++nextSort, dicts),
          tenantId: caller.tenantId,
          createBy: caller.userId,
          updateBy: caller.userId,
        });
        continue;
      }
      const defaults = columnDefaults(column, previous.sort, dicts);
      const kept = Object.fromEntries(KEPT.map((key) => [key, previous[key]]));
      update.push({
        columnId: previous.columnId,
        values: { ...defaults, ...kept, updateBy: caller.userId, updateTime: new Date() },
      });
    }
    const names = new Set(fresh.map((c) => c.columnName));
    const remove = stored.filter((c) => !names.has(c.columnName)).map((c) => c.columnId);
    await this.repo.sync(caller.tenantId, tableId, { update, insert, remove, updateBy: caller.userId });
  }
}
