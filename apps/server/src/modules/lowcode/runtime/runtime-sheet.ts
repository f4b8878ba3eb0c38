import type { ImportReport, Language, LcFieldVo, LcListQuery } from '@zcps/contracts';
import type { LoginUser } from '../../../platform/auth/login-user.js';
import { dictValues, importRows, readSheet, sheetTemplate } from '../../../platform/http/xlsx-import.js';
import { buildXlsx, EXPORT_MAX_ROWS, type XlsxColumn } from '../../../platform/http/xlsx.js';
import { formatMessage, message } from '../../../platform/i18n/format.js';
import type { LcResolved } from '../registry.js';
import type { LcRuntimeService } from './runtime.service.js';
import type { LcRow } from '@zcps/contracts';

/** Fields that travel through a sheet (files and rich text do not). */
const inSheet = (r: LcResolved) => r.fields.filter((f) => !['image', 'file', 'richText'].includes(f.type));
const IMPORT_MAX_ROWS = 5_000;

function cell(field: LcFieldVo, row: LcRow, lang: Language): string | number | null {
  const value = row[field.name];
  if (value === null || value === undefined) return null;
  if (`${field.name}Label` in row) return row[`${field.name}Label`] as string;
  if (field.type === 'switch') return formatMessage(lang, value ? 'lowcode.yes' : 'lowcode.no');
  if (Array.isArray(value)) return value.join('~');
  return typeof value === 'number' ? value : String(value);
}

/** Export: the list's filters and scope, dictionary and reference labels instead of codes. */
export async function exportRows(
  runtime: LcRuntimeService,
  caller: LoginUser,
  r: LcResolved,
  query: LcListQuery,
  lang: Language,
): Promise<Buffer> {
  const raw = await runtime.repo.all(
    r.table,
    runtime.where(caller, r, query),
    runtime.order(r, query),
    EXPORT_MAX_ROWS,
  );
  const rows = await runtime.present(caller, r, raw, lang);
  const columns: XlsxColumn<LcRow>[] = [
    { header: message('lowcode.column.id'), value: (row) => row.id, width: 12 },
    ...inSheet(r).map((f) => ({ header: f.label, value: (row: LcRow) => cell(f, row, lang) })),
    { header: message('lowcode.column.createTime'), value: (row) => row.createTime, width: 20 },
  ];
  return buildXlsx(lang, formatMessage(lang, 'lowcode.sheet', { label: r.object.label }), columns, rows);
}

function sheetColumns(r: LcResolved): Record<string, string | ReturnType<typeof message>> {
  const columns: Record<string, string | ReturnType<typeof message>> = { id: message('lowcode.column.id') };
  for (const f of inSheet(r)) columns[f.name] = f.label;
  return columns;
}

export function importTemplate(r: LcResolved, lang: Language): Promise<Buffer> {
  return sheetTemplate(lang, message('lowcode.sheet', { label: r.object.label }), sheetColumns(r));
}

const YES = new Set(['是', 'yes', 'y', 'true', '1']);
const NO = new Set(['否', 'no', 'n', 'false', '0']);

interface Lookups {
  dict: (field: LcFieldVo) => Promise<(text: string) => string | undefined>;
  /** The one row whose title reads the text (user, dept, reference), as an export writes it. */
  title: (field: LcFieldVo, text: string) => Promise<number | undefined>;
}

/**
 * A cell's text as the API value of its field (labels to dictionary values, titles to ids); bad text is left to
 * the checks, which name the field.
 */
async function parseCell(field: LcFieldVo, text: string, lookup: Lookups): Promise<unknown> {
  if (!text) return null;
  switch (field.type) {
    case 'number':
    case 'money':
      return Number.isFinite(Number(text)) ? Number(text) : text;
    case 'user':
    case 'dept':
    case 'reference':
      return /^\d+$/.test(text) ? Number(text) : ((await lookup.title(field, text)) ?? text);
    case 'switch':
      return YES.has(text.toLowerCase()) ? true : NO.has(text.toLowerCase()) ? false : text;
    case 'date':
      return /^\d{4}-\d{2}-\d{2}T/.test(text) ? text.slice(0, 10) : text;
    case 'datetime':
      return /^\d{4}-\d{2}-\d{2}T/.test(text) ? text.slice(0, 19).replace('T', ' ') : text;
    case 'dateRange':
      return text.split(/[~,，]/).map((s) => s.trim());
    case 'select':
    case 'radio':
      return (await lookup.dict(field))(text);
    case 'checkbox': {
      const one = await lookup.dict(field);
      return text.split(/[,，、]/).map((s) => one(s.trim()));
    }
    default:
      return text;
  }
}

/** Import like the user import: a row with an existing id updates it, others are created; a report per row. */
export async function importRowsOf(
  runtime: LcRuntimeService,
  caller: LoginUser,
  r: LcResolved,
  content: Buffer,
  lang: Language,
): Promise<ImportReport> {
  const fields = inSheet(r);
  const rows = await readSheet(content, {
    columns: sheetColumns(r),
    required: fields[0]?.name ?? 'id',
    maxRows: IMPORT_MAX_ROWS,
    badHeader: message('lowcode.importBadHeader'),
    notXlsx: 'user.importNotXlsx',
  });
  const dicts = new Map<string, Promise<(text: string) => string | undefined>>();
  const titles = new Map<string, Promise<number | undefined>>();
  const lookup: Lookups = {
    dict: (field) => {
      let found = dicts.get(field.dictType!);
      if (!found) {
        found = dictValues(runtime.dicts, caller.tenantId, field.dictType!);
        dicts.set(field.dictType!, found);
      }
      return found;
    },
    title: (field, text) => {
      const key = `${field.name}\u0000${text}`;
      let found = titles.get(key);
      if (!found) {
        found = runtime.rows.idByTitle(caller, field, text);
        titles.set(key, found);
      }
      return found;
    },
  };
  const title = r.object.titleField;
  try {
    return await importRows(
      rows,
      lang,
      (row) => (title && row.cells[title]) || row.cells.id || '',
      async (row) => {
        const body: Record<string, unknown> = {};
        for (const f of fields)
          if (f.name in row.cells) body[f.name] = await parseCell(f, row.cells[f.name] ?? '', lookup);
        const id = Number(row.cells.id);
        if (row.cells.id && Number.isInteger(id) && id > 0) {
          await runtime.update(caller, r, { ...body, id }, lang, false);
          return { outcome: 'updated' };
        }
        await runtime.create(caller, r, body, false);
        return { outcome: 'created' };
      },
    );
  } finally {
    await runtime.rowsChanged(caller, r);
  }
}
