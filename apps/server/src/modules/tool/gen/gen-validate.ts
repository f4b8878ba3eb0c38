import { GEN_CAMEL_NAME, type GenTableEdit } from '@zcps/contracts';
import type { Worded } from '../../../platform/i18n/format.js';
import { ServiceError } from '../../../platform/http/errors.js';
import { existingModule, GLOBAL_TYPES, JS_KEYWORDS, SQL_RESERVED, TS_WORDS } from './gen-names.js';
import type { GenColumnRow, GenTableRow } from './gen.repo.js';

/** How the edit page labels each field, so a refusal names it in the reader's language. */
const LABELS = {
  tableComment: { zh_CN: '表描述', en_US: 'Table description' },
  className: { zh_CN: '实体类名称', en_US: 'Class name' },
  packageName: { zh_CN: '生成包路径', en_US: 'Package' },
  moduleName: { zh_CN: '生成模块名', en_US: 'Module name' },
  businessName: { zh_CN: '生成业务名', en_US: 'Business name' },
  functionName: { zh_CN: '生成功能名', en_US: 'Function name' },
  functionAuthor: { zh_CN: '作者', en_US: 'Author' },
  genPath: { zh_CN: '自定义路径', en_US: 'Custom path' },
  remark: { zh_CN: '备注', en_US: 'Remark' },
  treeCode: { zh_CN: '树编码字段', en_US: 'Tree code column' },
  treeParentCode: { zh_CN: '树父编码字段', en_US: 'Tree parent code column' },
  treeName: { zh_CN: '树名称字段', en_US: 'Tree name column' },
} satisfies Record<string, Worded>;

const columnLabel = (column: string, zh: string, en: string): Worded => ({
  zh_CN: `字段 ${column} 的${zh}`,
  en_US: `${en} of column ${column}`,
});

/** What would end a comment, a template string or start an interpolation in the generated code. */
const UNSAFE = /\*\/|`|\$\{/;
const DICT_TYPE = /^[a-z][a-z0-9_]{0,99}$/;
const CLASS_NAME = /^[A-Z][A-Za-z0-9]{0,99}$/;
/** RuoYi's custom path, here always inside the checkout: `/` (the project root) or a relative folder. */
const GEN_PATH = /^\/?[A-Za-z0-9_./-]*$/;

function safeText(field: Worded, value: string | null | undefined) {
  if (value && UNSAFE.test(value)) throw new ServiceError('gen.unsafeText', { field });
}

function identifier(field: Worded, value: string, reserved: Set<string>[]) {
  if (!GEN_CAMEL_NAME.test(value)) throw new ServiceError('gen.identifier', { field, value });
  if (reserved.some((words) => words.has(value.toLowerCase())))
    throw new ServiceError('gen.reserved', { field, value });
}

/**
 * Checks an edit before anything is written: names become folders, identifiers and permission codes of the
 * generated code, and free text lands in comments and template strings.
 */
export function validateEdit(
  body: GenTableEdit,
  table: Pick<GenTableRow, 'moduleName' | 'businessName' | 'packageName'>,
  stored: GenColumnRow[],
): void {
  for (const key of ['tableComment', 'functionName', 'functionAuthor', 'genPath', 'remark'] as const)
    safeText(LABELS[key], body[key]);
  if (!GEN_PATH.test(body.genPath) || body.genPath.split('/').includes('..'))
    throw new ServiceError('gen.genPath', { value: body.genPath });
  if (!CLASS_NAME.test(body.className))
    throw new ServiceError('gen.className', { field: LABELS.className, value: body.className });
  if (GLOBAL_TYPES.has(body.className) || JS_KEYWORDS.has(body.className.toLowerCase()))
    throw new ServiceError('gen.reserved', { field: LABELS.className, value: body.className });
  const names = [JS_KEYWORDS, TS_WORDS, SQL_RESERVED];
  identifier(LABELS.packageName, body.packageName, names);
  identifier(LABELS.moduleName, body.moduleName, names);
  identifier(LABELS.businessName, body.businessName, names);
  // Names kept from before may name the module this table generated into the checkout; only new names collide.
  const renamed = (['moduleName', 'businessName', 'packageName'] as const).some(
    (key) => body[key] !== table[key],
  );
  const existing = renamed && existingModule(body.moduleName, body.businessName, body.packageName);
  if (existing)
    throw new ServiceError('gen.collides', {
      field: LABELS.businessName,
      value: body.businessName,
      path: existing,
    });

  const byId = new Map(stored.map((c) => [c.columnId, c]));
  const fields = new Set<string>();
  for (const column of body.columns) {
    const row = byId.get(column.columnId);
    if (!row) throw new ServiceError('gen.columnUnknown', { id: column.columnId });
    const name = row.columnName;
    safeText(columnLabel(name, '字段描述', 'Description'), column.columnComment);
    identifier(columnLabel(name, '属性名', 'Field name'), column.javaField, [JS_KEYWORDS]);
    if (fields.has(column.javaField))
      throw new ServiceError('gen.duplicateField', { value: column.javaField });
    fields.add(column.javaField);
    if (column.dictType && !DICT_TYPE.test(column.dictType))
      throw new ServiceError('gen.identifier', {
        field: columnLabel(name, '字典类型', 'Dictionary type'),
        value: column.dictType,
      });
  }
  if (body.columns.length !== stored.length) throw new ServiceError('gen.columnsMissing');

  if (body.tplCategory === 'tree') {
    const columnNames = new Set(stored.map((c) => c.columnName));
    for (const key of ['treeCode', 'treeParentCode', 'treeName'] as const) {
      const value = body.options[key];
      if (!value) throw new ServiceError('gen.treeOptions');
      if (!columnNames.has(value))
        throw new ServiceError('gen.treeColumn', { field: LABELS[key], column: value });
    }
  }
}
