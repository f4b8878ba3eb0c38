import type { GenTable, GenTableColumn } from '@zcps/contracts';
import { ServiceError } from '../../../../platform/http/errors.js';
import { ddlOf, drizzleOf, INT_RANGE, kindOf, NUMBER_KINDS, type Kind } from './column-kinds.js';
import { camelOf, checkCamel, checkClass, checkSnake, commentText, kebab, pascal, words } from './names.js';

const SYSTEM_COLUMNS = [
  'tenant_id',
  'create_dept',
  'create_by',
  'create_time',
  'update_by',
  'update_time',
  'del_flag',
];
const AUDIT_COLUMNS = ['create_dept', 'create_by', 'create_time', 'update_by', 'update_time'];

export interface FieldModel {
  column: string;
  prop: string;
  /** Label in Chinese (the column comment before any parenthesis) and a plain English one. */
  label: string;
  labelEn: string;
  comment: string;
  kind: Kind;
  /** What the Vo carries: numbers, text (numeric and dates too), booleans or JSON. */
  ts: 'number' | 'string' | 'boolean' | 'unknown';
  isInt: boolean;
  pk: boolean;
  required: boolean;
  insert: boolean;
  edit: boolean;
  list: boolean;
  query: boolean;
  queryType: string;
  /** The first datetime BETWEEN column uses the kit's date range (`params[beginTime]`). */
  dateRange: boolean;
  widget: string;
  dictType: string | null;
  dictVar: string | null;
  drizzle: string;
  voZod: string;
  createZod: string;
  filterZod: string[];
  where: string;
  toVo: string;
  toRow: string;
  sortable: boolean;
  /** The form's initial value of an edited row. */
  fromVo: string;
}

export interface TableModel {
  table: string;
  comment: string;
  functionName: string;
  functionNameEn: string;
  module: string;
  business: string;
  className: string;
  /** `title-cert-register`: i18n catalogue file names. */
  kebab: string;
  /** `cert-register`: server folder and file names. */
  file: string;
  /** Namespace of the web messages and server keys: `titleCertRegister`. */
  ns: string;
  permPrefix: string;
  url: string;
  tree: { parent: FieldModel; name: FieldModel } | null;
  parentMenuId: number;
  pk: FieldModel;
  fields: FieldModel[];
  has: Record<
    'tenant' | 'audit' | 'createDept' | 'createBy' | 'createTime' | 'updateBy' | 'updateTime' | 'delFlag',
    boolean
  >;
  dicts: { type: string; name: string }[];
  /** Path from the generated server folder to modules/system (dict helpers). */
  systemDir: string;
  ddl: string[];
}

/** The label of a column: its comment up to a parenthesis (`状态（0正常 1停用）` → `状态`), else its name. */
function labelOf(c: GenTableColumn, prop: string): string {
  const text = commentText(c.columnComment).split(/[（(]/)[0]?.trim();
  return text || words(prop);
}

function fieldOf(c: GenTableColumn, T: string, dateRangeTaken: { value: boolean }): FieldModel {
  checkSnake('column', c.columnName);
  const prop = checkCamel('field', c.javaField || camelOf(c.columnName));
  const k = kindOf(c.columnType, c.columnName);
  const kind = k.kind;
  const pk = c.isPk === '1';
  const required = pk || c.isRequired === '1';
  const isNumber = NUMBER_KINDS.includes(kind);
  const isInt = ['smallint', 'integer', 'bigint'].includes(kind);
  const isDateTime = kind === 'timestamp' || kind === 'timestamptz';
  const ts: FieldModel['ts'] = isNumber
    ? 'number'
    : kind === 'boolean'
      ? 'boolean'
      : kind === 'json' || kind === 'jsonb'
        ? 'unknown'
        : 'string';
  const max = kind === 'varchar' || kind === 'char' ? (k.length ?? 255) : kind === 'text' ? 65_535 : 64;
  const nul = required ? '' : '.nullable()';
  const voZod =
    ts === 'number'
      ? `z.number()${isInt ? '.int()' : ''}${nul}`
      : ts === 'boolean'
        ? `z.boolean()${nul}`
        : ts === 'unknown'
          ? 'z.unknown()'
          : `z.string()${nul}`;
  const optional = required ? '' : '.nullish()';
  let createZod: string;
  if (isInt) {
    const range = INT_RANGE[kind];
    createZod = `z.number().int()${range ? `.min(${range[0]}).max(${range[1]})` : ''}${optional}`;
  } else if (isNumber) createZod = `z.number()${optional}`;
  else if (kind === 'numeric') createZod = `z.string().trim().regex(/^-?\\d+(\\.\\d+)?$/)${optional}`;
  else if (kind === 'boolean') createZod = `z.boolean()${optional}`;
  else if (ts === 'unknown') createZod = 'z.unknown()';
  else if (isDateTime)
    createZod = `z.string().trim().regex(/^\\d{4}-\\d{2}-\\d{2}( \\d{2}:\\d{2}(:\\d{2})?)?$/)${optional}`;
  else if (kind === 'date') createZod = `z.string().trim().regex(/^\\d{4}-\\d{2}-\\d{2}$/)${optional}`;
  else
    createZod = required
      ? `z.string().trim().min(1).max(${max}).refine(noHtml)`
      : `z.string().trim().max(${max}).refine(noHtml).nullish()`;

  const queryType = c.queryType ?? 'EQ';
  const query = c.isQuery === '1' && ts !== 'unknown';
  const dateRange = query && isDateTime && queryType === 'BETWEEN' && !dateRangeTaken.value;
  if (dateRange) dateRangeTaken.value = true;
  const col = `${T}.${prop}`;
  const op =
    ({ EQ: 'eq', NE: 'ne', GT: 'gt', GE: 'gte', LT: 'lt', LE: 'lte' } as Record<string, string>)[queryType] ??
    'eq';
  const Prop = pascal(prop);
  let filterZod: string[] = [];
  let where = '';
  if (query) {
    if (dateRange) where = `...dateRange(${col}, q['params[beginTime]'], q['params[endTime]'])`;
    else if (queryType === 'BETWEEN' && isNumber) {
      filterZod = [`begin${Prop}: z.coerce.number().optional()`, `end${Prop}: z.coerce.number().optional()`];
      where = `q.begin${Prop} !== undefined ? gte(${col}, q.begin${Prop}) : undefined,\nq.end${Prop} !== undefined ? lte(${col}, q.end${Prop}) : undefined`;
    } else if (isDateTime) {
      filterZod = [`${prop}: z.string().trim().max(30).optional()`];
      where = `...dateRange(${col}, q.${prop}, q.${prop})`;
    } else if (isNumber) {
      filterZod = [`${prop}: z.coerce.number().optional()`];
      where = `q.${prop} !== undefined ? ${op}(${col}, q.${prop}) : undefined`;
    } else if (kind === 'boolean') {
      filterZod = [`${prop}: z.enum(['true', 'false']).optional()`];
      where = `q.${prop} ? eq(${col}, q.${prop} === 'true') : undefined`;
    } else if (queryType === 'LIKE' && kind !== 'numeric' && kind !== 'date') {
      filterZod = [`${prop}: z.string().trim().max(${Math.min(max, 200)}).optional()`];
      where = `contains(${col}, q.${prop})`;
    } else {
      filterZod = [`${prop}: z.string().trim().max(${Math.min(max, 200)}).optional()`];
      where = `q.${prop} ? ${op === 'eq' || kind === 'numeric' || kind === 'date' ? op : 'eq'}(${col}, q.${prop}) : undefined`;
    }
  }
  const toVo = isDateTime ? `formatDateTime(row.${prop})` : `row.${prop}`;
  const toRow = isDateTime
    ? `body.${prop} ? parseDateParam(body.${prop}) : ${required ? 'new Date()' : 'null'}`
    : ts === 'string' && !required
      ? `body.${prop} || null`
      : ts === 'unknown'
        ? `body.${prop}`
        : required
          ? `body.${prop}`
          : `body.${prop} ?? null`;
  let widget = kind === 'boolean' ? 'switch' : (c.htmlType ?? 'input');
  if ((widget === 'select' || widget === 'radio' || widget === 'checkbox') && !c.dictType) widget = 'input';
  if (isDateTime || kind === 'date') widget = 'datetime';
  else if (widget === 'datetime') widget = 'input';
  if (isNumber || kind === 'numeric') widget = widget === 'select' || widget === 'radio' ? widget : 'number';
  const dictType = c.dictType ? c.dictType : null;
  if (dictType && !/^[a-z][a-z0-9_]{0,99}$/.test(dictType))
    throw new ServiceError('genCode.badName', { kind: 'dict', name: commentText(dictType) });
  const fromVo = ts === 'string' && !required ? `row.${prop} ?? undefined` : `row.${prop}`;
  return {
    column: c.columnName,
    prop,
    label: labelOf(c, prop),
    labelEn: words(prop),
    comment: commentText(c.columnComment),
    kind,
    ts,
    isInt,
    pk,
    required,
    insert: c.isInsert === '1' && !pk,
    edit: c.isEdit === '1' && !pk,
    list: c.isList === '1' || pk,
    query,
    queryType,
    dateRange,
    widget,
    dictType,
    dictVar: dictType ? camelOf(dictType.replace(/^sys_/, '')) + 'Dict' : null,
    drizzle: pk && kind === 'bigint' ? `idColumn('${c.columnName}')` : drizzleOf(c, k, required),
    voZod,
    createZod,
    filterZod,
    where,
    toVo,
    toRow,
    sortable: (c.isList === '1' || pk) && !['text', 'json', 'jsonb'].includes(kind),
    fromVo,
  };
}

/** Everything the templates read, checked: names are identifiers, texts are escaped, the table is generable. */
export function modelOf(table: GenTable): TableModel {
  const tableName = checkSnake('table', table.tableName);
  const module = checkCamel('module', table.moduleName);
  const business = checkCamel('business', table.businessName);
  const className = checkClass(table.className);
  const T = camelOf(tableName);
  const names = new Set(table.columns.map((c) => c.columnName));
  const has = {
    tenant: names.has('tenant_id'),
    audit: AUDIT_COLUMNS.every((c) => names.has(c)),
    createDept: names.has('create_dept'),
    createBy: names.has('create_by'),
    createTime: names.has('create_time'),
    updateBy: names.has('update_by'),
    updateTime: names.has('update_time'),
    delFlag: names.has('del_flag'),
  };
  if (!has.tenant) throw new ServiceError('genCode.noTenant', { table: tableName });
  const pks = table.columns.filter((c) => c.isPk === '1');
  if (pks.length !== 1) throw new ServiceError('genCode.noPk', { table: tableName });
  const range = { value: false };
  const sorted = [...table.columns].sort((a, b) => a.sort - b.sort);
  const fields = sorted
    .filter((c) => !SYSTEM_COLUMNS.includes(c.columnName))
    .map((c) => fieldOf(c, T, range));
  const pk = fields.find((f) => f.pk)!;
  if (pk.kind !== 'bigint' && pk.kind !== 'integer')
    throw new ServiceError('genCode.noPk', { table: tableName });
  const seen = new Set<string>();
  for (const f of fields) {
    if (seen.has(f.prop)) throw new ServiceError('genCode.badName', { kind: 'field', name: f.prop });
    seen.add(f.prop);
  }
  let tree: TableModel['tree'] = null;
  if (table.tplCategory === 'tree') {
    const byColumn = (name: string | undefined) =>
      fields.find((f) => f.column === name || f.prop === name || f.prop === camelOf(name ?? ''));
    const parent = byColumn(table.options.treeParentCode);
    const name = byColumn(table.options.treeName);
    if (!parent || !name || parent.ts !== 'number' || name.ts !== 'string')
      throw new ServiceError('genCode.badTree', { table: tableName });
    tree = { parent, name };
  }
  const dicts = [...new Set(fields.filter((f) => f.dictType).map((f) => f.dictType!))].map((type) => ({
    type,
    name: camelOf(type.replace(/^sys_/, '')) + 'Dict',
  }));
  const functionName = commentText(table.functionName) || commentText(table.tableComment) || words(business);
  const model: TableModel = {
    table: tableName,
    comment: commentText(table.tableComment) || functionName,
    functionName,
    functionNameEn: words(business),
    module,
    business,
    className,
    kebab: `${kebab(module)}-${kebab(business)}`,
    file: kebab(business),
    ns: module + pascal(business),
    permPrefix: `${module}:${business}`,
    url: `/${module}/${business}`,
    tree,
    parentMenuId: table.options.parentMenuId ?? 3,
    pk,
    fields,
    has,
    dicts,
    systemDir: module === 'system' ? '..' : '../../system',
    ddl: [],
  };
  model.ddl = ddlOf(sorted);
  return model;
}
