import {
  parseDictHint,
  type GenHtmlType,
  type GenOptions,
  type GenQueryType,
  type GenTable,
  type GenTableColumn,
  type GenTplCategory,
  type GenTsType,
} from '@zcps/contracts';

/** A column as introspection reads it from pg_catalog (introspect.repo.ts). */
export interface DbColumn {
  columnName: string;
  /** As format_type writes it: `character varying(64)`, `numeric(6,2)`, `timestamp with time zone`. */
  columnType: string;
  notNull: boolean;
  columnDefault: string | null;
  columnComment: string | null;
  position: number;
  isPk: boolean;
  isIncrement: boolean;
}

/** What the generator fills in by itself; the user edits it afterwards (RuoYi GenConstants / generator.yml). */
export const GEN_DEFAULTS = { author: 'zcps', packageName: 'system', moduleName: 'system' } as const;

/** RuoYi GenConstants: audit and tenant columns the generated forms and filters leave out. */
const NOT_ADD = [
  'create_dept',
  'create_by',
  'create_time',
  'del_flag',
  'update_by',
  'update_time',
  'version',
  'tenant_id',
];
const NOT_EDIT = NOT_ADD;
const NOT_LIST = NOT_ADD;
const NOT_QUERY = [...NOT_ADD, 'id', 'remark'];

/** RuoYi's type buckets, by PostgreSQL type name (format_type without its modifiers). */
const STR = [
  'character varying',
  'varchar',
  'character',
  'char',
  'bpchar',
  'name',
  'uuid',
  'citext',
  'inet',
  'bytea',
];
const TEXT = ['text', 'json', 'jsonb', 'xml'];
const TIME = ['date', 'timestamp without time zone', 'timestamp with time zone', 'timestamp', 'timestamptz'];
const CLOCK = ['time without time zone', 'time with time zone', 'interval'];
const INT = [
  'smallint',
  'integer',
  'bigint',
  'int2',
  'int4',
  'int8',
  'real',
  'double precision',
  'float4',
  'float8',
];
const DECIMAL = ['numeric', 'decimal', 'money'];

const FLAG = (yes: boolean) => (yes ? '1' : '0');

/** `character varying(64)` → `character varying`; arrays keep `[]` so they fall in no bucket. */
export function baseType(columnType: string): string {
  return columnType
    .replace(/\(.*?\)/, '')
    .trim()
    .toLowerCase();
}

function lengthOf(columnType: string): number {
  const match = /\((\d+)/.exec(columnType);
  return match ? Number(match[1]) : 0;
}

/** `create_time` → `createTime`; a name that does not start with a letter gets one, so it stays an identifier. */
export function toCamel(name: string): string {
  const camel = name
    .toLowerCase()
    .replace(/[^a-z0-9_]/g, '')
    .replace(/_+([a-z0-9])/g, (_m, c: string) => c.toUpperCase())
    .replace(/_/g, '');
  return /^[a-z]/.test(camel) ? camel : `f${camel}`;
}

export const toPascal = (name: string) => toCamel(name).replace(/^./, (c) => c.toUpperCase());

function tsTypeOf(type: string): GenTsType {
  if (STR.includes(type) || CLOCK.includes(type) || DECIMAL.includes(type)) return 'string';
  if (TEXT.includes(type)) return type.startsWith('json') ? 'unknown' : 'string';
  if (TIME.includes(type)) return 'Date';
  if (INT.includes(type)) return 'number';
  if (type === 'boolean' || type === 'bool') return 'boolean';
  return 'unknown';
}

function htmlTypeOf(column: DbColumn, type: string, hasHint: boolean): GenHtmlType {
  const name = column.columnName.toLowerCase();
  if (name.endsWith('status')) return 'radio';
  if (name.endsWith('type') || name.endsWith('sex')) return 'select';
  if (name.endsWith('image') || name.endsWith('avatar')) return 'imageUpload';
  if (name.endsWith('file')) return 'fileUpload';
  if (name.endsWith('content')) return 'editor';
  if (name.endsWith('remark')) return 'textarea';
  if (TIME.includes(type) || name.endsWith('_time')) return 'datetime';
  if (hasHint || type === 'boolean') return type === 'boolean' ? 'radio' : 'select';
  if (TEXT.includes(type) || lengthOf(column.columnType) >= 500) return 'textarea';
  return 'input';
}

function queryTypeOf(column: DbColumn, type: string): GenQueryType {
  if (column.columnName.toLowerCase().endsWith('name')) return 'LIKE';
  if (TIME.includes(type)) return 'BETWEEN';
  return 'EQ';
}

/** Dictionaries whose entries a comment's hint names, exactly (`状态（0正常 1停用）` → sys_normal_disable). */
export type DictCatalogue = Map<string, { value: string; label: string }[]>;

function dictTypeFor(comment: string | null, dicts: DictCatalogue): string | null {
  const hint = parseDictHint(comment);
  if (!hint) return null;
  const wanted = hint.options
    .map((o) => `${o.value}=${o.label}`)
    .sort()
    .join('|');
  for (const [type, entries] of dicts)
    if (
      entries
        .map((o) => `${o.value}=${o.label}`)
        .sort()
        .join('|') === wanted
    )
      return type;
  return null;
}

export type ColumnDefaults = Omit<GenTableColumn, 'columnId' | 'tableId'>;

/**
 * RuoYi GenUtils.initColumnField: audit and tenant columns stay out of forms, lists and filters; the key is not
 * inserted nor filtered on; a column is required when it is NOT NULL without a default (the form must ask).
 */
export function columnDefaults(column: DbColumn, sort: number, dicts: DictCatalogue): ColumnDefaults {
  const type = baseType(column.columnType);
  const name = column.columnName.toLowerCase();
  const hasHint = parseDictHint(column.columnComment) !== null;
  return {
    columnName: column.columnName,
    columnComment: column.columnComment,
    columnType: column.columnType,
    javaType: tsTypeOf(type),
    javaField: toCamel(column.columnName),
    isPk: FLAG(column.isPk),
    isIncrement: FLAG(column.isIncrement),
    isRequired: FLAG(
      column.notNull && !column.isPk && !NOT_EDIT.includes(name) && column.columnDefault === null,
    ),
    isInsert: FLAG(!NOT_ADD.includes(name) && !column.isPk),
    isEdit: FLAG(!NOT_EDIT.includes(name)),
    isList: FLAG(!NOT_LIST.includes(name)),
    isQuery: FLAG(!NOT_QUERY.includes(name) && !column.isPk && !TEXT.includes(type)),
    queryType: queryTypeOf(column, type),
    htmlType: htmlTypeOf(column, type, hasHint),
    dictType: dictTypeFor(column.columnComment, dicts),
    sort,
  };
}

/** Short prefixes (`sys_`, `zc_`, `t_`) name the schema's owner, not the business. */
function businessPart(tableName: string): string {
  const parts = tableName.toLowerCase().split('_').filter(Boolean);
  return parts.length > 1 && parts[0]!.length <= 3 ? parts.slice(1).join('_') : parts.join('_');
}

/** The tree template needs a parent column; the tree name is the first `*name` column, else the first text one. */
function treeOptions(columns: DbColumn[]): GenOptions | null {
  const parent = columns.find((c) => c.columnName.toLowerCase() === 'parent_id');
  const pk = columns.find((c) => c.isPk);
  if (!parent || !pk) return null;
  const texts = columns.filter((c) => STR.includes(baseType(c.columnType)) && !c.isPk);
  const name = texts.find((c) => c.columnName.toLowerCase().endsWith('name')) ?? texts[0];
  return {
    treeCode: pk.columnName,
    treeParentCode: parent.columnName,
    ...(name ? { treeName: name.columnName } : {}),
  };
}

export type TableDefaults = Omit<GenTable, 'tableId' | 'columns' | 'createTime' | 'updateTime'>;

/** RuoYi GenUtils.initTable: names from the table name, the function name from its comment (without 表). */
export function tableDefaults(
  dataName: string,
  tableName: string,
  tableComment: string | null,
  columns: DbColumn[],
): TableDefaults {
  const business = businessPart(tableName);
  const tree = treeOptions(columns);
  const tplCategory: GenTplCategory = tree ? 'tree' : 'crud';
  const comment = tableComment?.trim() || null;
  return {
    dataName,
    tableName,
    tableComment: comment,
    subTableName: null,
    subTableFkName: null,
    className: toPascal(business),
    tplCategory,
    packageName: GEN_DEFAULTS.packageName,
    moduleName: GEN_DEFAULTS.moduleName,
    businessName: toCamel(business),
    functionName: (comment?.replace(/表$/, '') || toCamel(business)).slice(0, 50),
    functionAuthor: GEN_DEFAULTS.author,
    genType: '0',
    genPath: '/',
    options: tree ?? {},
    remark: null,
  };
}
