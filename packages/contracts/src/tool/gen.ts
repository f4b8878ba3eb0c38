import { z } from 'zod';

/** Permission codes of 代码生成 (RuoYi-Vue-Plus `/tool/gen`) and the spec's /codegen/edit route. */
export const GenPermission = {
  LIST: 'tool:gen:list',
  QUERY: 'tool:gen:query',
  IMPORT: 'tool:gen:import',
  EDIT: 'tool:gen:edit',
  REMOVE: 'tool:gen:remove',
  PREVIEW: 'tool:gen:preview',
  CODE: 'tool:gen:code',
  CONFIG: 'system:codegen:query',
} as const;

/** The product's own database among the data sources (RuoYi's `master`). */
export const MASTER_DATA_NAME = 'master';

/** Templates: a flat CRUD table or a tree (parent id column). Master-child (`sub`) comes later. */
export const GEN_TPL_CATEGORIES = ['crud', 'tree'] as const;
export type GenTplCategory = (typeof GEN_TPL_CATEGORIES)[number];

/** RuoYi GenConstants query types. */
export const GEN_QUERY_TYPES = ['EQ', 'NE', 'GT', 'GE', 'LT', 'LE', 'LIKE', 'BETWEEN'] as const;
export type GenQueryType = (typeof GEN_QUERY_TYPES)[number];

/** RuoYi GenConstants html types (the widget of a column in the generated form). */
export const GEN_HTML_TYPES = [
  'input',
  'textarea',
  'select',
  'radio',
  'checkbox',
  'datetime',
  'imageUpload',
  'fileUpload',
  'editor',
] as const;
export type GenHtmlType = (typeof GEN_HTML_TYPES)[number];

/** TypeScript type of a column in the generated code (RuoYi's java_type slot). */
export const GEN_TS_TYPES = ['string', 'number', 'boolean', 'Date', 'unknown'] as const;
export type GenTsType = (typeof GEN_TS_TYPES)[number];

/** RuoYi flags are '1' (yes) or '0'/null (no); kept as strings for plus-ui compatibility. */
const flag = z.enum(['0', '1']).nullable();
/** Generated identifiers: lower snake case, letters first (checked against reserved words on the server). */
export const GEN_SNAKE_NAME = /^[a-z][a-z0-9_]{0,62}$/;
/** camelCase identifiers of the generated code (module, business, fields). */
export const GEN_CAMEL_NAME = /^[a-z][a-zA-Z0-9]{0,62}$/;

export const genTableColumnSchema = z.object({
  columnId: z.number().int(),
  tableId: z.number().int(),
  columnName: z.string(),
  columnComment: z.string().nullable(),
  /** As pg_catalog formats it: `character varying(64)`, `numeric(6,2)`, `timestamp with time zone`. */
  columnType: z.string(),
  /** RuoYi's java_type; here the TypeScript type. */
  javaType: z.enum(GEN_TS_TYPES),
  /** RuoYi's java_field; here the camelCase property name. */
  javaField: z.string().regex(GEN_CAMEL_NAME),
  isPk: flag,
  isIncrement: flag,
  isRequired: flag,
  isInsert: flag,
  isEdit: flag,
  isList: flag,
  isQuery: flag,
  queryType: z.enum(GEN_QUERY_TYPES).nullable(),
  htmlType: z.enum(GEN_HTML_TYPES).nullable(),
  dictType: z.string().max(100).nullable(),
  sort: z.number().int(),
});
export type GenTableColumn = z.infer<typeof genTableColumnSchema>;

/** `options` of gen_table (JSON): tree fields and the parent menu of the generated page. */
export const genOptionsSchema = z.object({
  treeCode: z.string().optional(),
  treeParentCode: z.string().optional(),
  treeName: z.string().optional(),
  parentMenuId: z.number().int().optional(),
});
export type GenOptions = z.infer<typeof genOptionsSchema>;

export const genTableSchema = z.object({
  tableId: z.number().int(),
  dataName: z.string(),
  tableName: z.string(),
  tableComment: z.string().nullable(),
  subTableName: z.string().nullable(),
  subTableFkName: z.string().nullable(),
  /** PascalCase name of the generated types (`CertificateRegister`). */
  className: z.string(),
  tplCategory: z.enum(GEN_TPL_CATEGORIES),
  /** RuoYi's package; here the web feature area (`title`, `system`, or a new one). */
  packageName: z.string(),
  /** Permission prefix's first segment and the server area folder. */
  moduleName: z.string(),
  /** Feature folder and permission middle segment (`certRegister`). */
  businessName: z.string(),
  /** Menu title and messages (`证书登记`). */
  functionName: z.string(),
  functionAuthor: z.string(),
  genType: z.enum(['0', '1']),
  genPath: z.string(),
  options: genOptionsSchema,
  remark: z.string().nullable(),
  createTime: z.string().nullable(),
  updateTime: z.string().nullable(),
  columns: z.array(genTableColumnSchema),
});
export type GenTable = z.infer<typeof genTableSchema>;

/** Filters of the imported-table list (`GET /tool/gen/list`) and of a data source's tables (`db/list`). */
export const genTableFilterSchema = z.object({
  tableName: z.string().trim().max(200).optional(),
  tableComment: z.string().trim().max(500).optional(),
  dataName: z.string().trim().max(64).optional(),
});
export type GenTableFilter = z.infer<typeof genTableFilterSchema>;

/** A table of a data source as the import dialog lists it. */
export const genDbTableSchema = z.object({
  tableName: z.string(),
  tableComment: z.string().nullable(),
  createTime: z.string().nullable(),
  updateTime: z.string().nullable(),
});
export type GenDbTable = z.infer<typeof genDbTableSchema>;

/** `GET /tool/gen/{tableId}`, as RuoYi answers it: the table, its columns, and every imported table. */
export const genTableInfoSchema = z.object({
  info: genTableSchema,
  rows: z.array(genTableColumnSchema),
  tables: z.array(genTableSchema.omit({ columns: true })),
});
export type GenTableInfo = z.infer<typeof genTableInfoSchema>;

/** What `PUT /tool/gen` takes for a column: its id and the settings a user may change. */
export const genColumnEditSchema = genTableColumnSchema
  .omit({ tableId: true, columnName: true, columnType: true, isPk: true, isIncrement: true })
  .extend({ columnComment: z.string().max(500).nullable() });
export type GenColumnEdit = z.infer<typeof genColumnEditSchema>;

/** `PUT /tool/gen`: the table's generator settings and its columns (the table and column names stay). */
export const genTableEditSchema = z.object({
  tableId: z.number().int().positive(),
  tableComment: z.string().max(500).nullable(),
  subTableName: z.string().max(64).nullish(),
  subTableFkName: z.string().max(64).nullish(),
  className: z.string().min(1).max(100),
  tplCategory: z.enum(GEN_TPL_CATEGORIES),
  packageName: z.string().min(1).max(100),
  moduleName: z.string().min(1).max(30),
  businessName: z.string().min(1).max(30),
  functionName: z.string().trim().min(1).max(50),
  functionAuthor: z.string().trim().min(1).max(50),
  genType: z.enum(['0', '1']).default('0'),
  genPath: z.string().max(200).default('/'),
  options: genOptionsSchema.default({}),
  remark: z.string().max(500).nullish(),
  columns: z.array(genColumnEditSchema).min(1).max(500),
});
export type GenTableEdit = z.infer<typeof genTableEditSchema>;

/** A dictionary hint read from a column comment such as `状态（0正常 1停用）` or `状态(0=正常,1=停用)`. */
export interface GenDictHint {
  label: string;
  options: { value: string; label: string }[];
}

/** RuoYi's readConverterExp, for comments: the label before the brackets and the value-label pairs inside. */
export function parseDictHint(comment: string | null | undefined): GenDictHint | null {
  const match = /^(.*?)\s*[（(]([^（）()]+)[）)]\s*$/.exec(comment?.trim() ?? '');
  if (!match) return null;
  const options: GenDictHint['options'] = [];
  for (const part of match[2]!.split(/[\s,，;；、]+/).filter(Boolean)) {
    // Without `=` or `:` the label starts where the value's letters end (`0正常`), so it cannot start with one.
    const pair = /^([A-Za-z0-9_-]+)(?:\s*[=:：]\s*(\S.*)|([^A-Za-z0-9_\-=:：\s].*))$/.exec(part);
    if (!pair) return null;
    options.push({ value: pair[1]!, label: (pair[2] ?? pair[3]!).trim() });
  }
  return options.length >= 2 ? { label: match[1]!.trim(), options } : null;
}

/**
 * How long a thread's first compile check may take: it type-checks the whole graph the generated files reach,
 * minutes on a busy 2-core machine. The console waits this long (and a little more) for the answer.
 */
export const GEN_COMPILE_COLD_LIMIT_MS = 300_000;
