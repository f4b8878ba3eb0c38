import { Readable } from 'node:stream';
import { excelJS } from './xlsx.js';
import { Languages, type ImportReport, type ImportRow, type Language } from '@zcps/contracts';
import { RequestValidationError, ServiceError } from './errors.js';
import { formatIssues } from './validation.js';
import { localize, type Message, type PlainKey, type Text } from '../i18n/format.js';

/**
 * What every xlsx import shares (users, employees, dossier records): the template, the streamed sheet reader
 * that maps header labels of either language to field keys, dictionary label lookup, and the row loop with
 * its per-row report and progress.
 */

/** Column key → its header (read in either language). */
export type SheetColumns<K extends string> = Record<K, Text>;

export interface SheetRow<K extends string> {
  /** The sheet's own row number, for the report. */
  row: number;
  cells: Partial<Record<K, string>>;
}

/** The text a cell shows, whatever ExcelJS made of it (rich text, hyperlinks, formulas, numbers, dates). */
export function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean')
    return String(value).trim();
  if (value instanceof Date) return value.toISOString();
  const v = value as { text?: unknown; richText?: { text: string }[]; result?: unknown };
  if (v.richText)
    return v.richText
      .map((p) => p.text)
      .join('')
      .trim();
  if (v.text !== undefined) return cellText(v.text);
  if (v.result !== undefined) return cellText(v.result);
  return '';
}

function headerKeys<K extends string>(columns: SheetColumns<K>, values: unknown[]): Map<number, K> {
  const byLabel = new Map<string, K>();
  for (const [key, header] of Object.entries(columns) as [K, Text][])
    for (const lang of Languages) byLabel.set(localize(lang, header).toLowerCase(), key);
  const keys = new Map<number, K>();
  values.forEach((value, index) => {
    const key = byLabel.get(cellText(value).toLowerCase());
    if (key) keys.set(index, key);
  });
  return keys;
}

export interface ReadSheetOptions<K extends string> {
  columns: SheetColumns<K>;
  /** A header without this column is not the template. */
  required: NoInfer<K>;
  /** Reading stops one row past this, so the caller can refuse the file. */
  maxRows: number;
  /** The refusal of a sheet without the required column (`message()`, naming the column if it says so). */
  badHeader: Message;
  notXlsx: PlainKey;
}

/** The non-empty data rows of the first sheet, read as a stream. */
export async function readSheet<K extends string>(
  content: Buffer,
  opts: ReadSheetOptions<K>,
): Promise<SheetRow<K>[]> {
  const rows: SheetRow<K>[] = [];
  try {
    const reader = new (excelJS().stream.xlsx.WorkbookReader)(Readable.from([content]), {
      sharedStrings: 'cache',
      hyperlinks: 'ignore',
      styles: 'ignore',
      worksheets: 'emit',
    });
    for await (const sheet of reader) {
      let keys: Map<number, K> | undefined;
      for await (const sheetRow of sheet) {
        const values = sheetRow.values as unknown[];
        if (!keys) {
          keys = headerKeys(opts.columns, values);
          if (![...keys.values()].includes(opts.required)) throw ServiceError.of(opts.badHeader);
          continue;
        }
        const cells: Partial<Record<K, string>> = {};
        for (const [index, key] of keys) cells[key] = cellText(values[index]);
        if (Object.values(cells).some((v) => v)) rows.push({ row: sheetRow.number, cells });
        if (rows.length > opts.maxRows) return rows;
      }
      break;
    }
  } catch (error) {
    if (error instanceof ServiceError) throw error;
    throw new ServiceError(opts.notXlsx);
  }
  return rows;
}

/** The empty import template: the header row only. */
export async function sheetTemplate<K extends string>(
  lang: Language,
  sheetName: Message,
  columns: SheetColumns<K>,
  widths: Partial<Record<K, number>> = {},
): Promise<Buffer> {
  const workbook = new (excelJS().Workbook)();
  const sheet = workbook.addWorksheet(localize(lang, sheetName));
  sheet.columns = (Object.entries(columns) as [K, Text][]).map(([key, header]) => ({
    header: localize(lang, header),
    key,
    width: widths[key] ?? 16,
  }));
  sheet.getRow(1).font = { bold: true };
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** What a dictionary lookup needs of the dictionary service. */
export interface DictSource {
  byType(
    tenantId: string,
    dictType: string,
    lang: Language,
  ): Promise<{ dictLabel: string; dictValue: string }[]>;
}

/** Dictionary label (either language) or value → value; unknown text passes through for validation. */
export async function dictValues(dicts: DictSource, tenantId: string, dictType: string) {
  const byText = new Map<string, string>();
  for (const lang of Languages)
    for (const entry of await dicts.byType(tenantId, dictType, lang)) {
      byText.set(entry.dictLabel, entry.dictValue);
      byText.set(entry.dictValue, entry.dictValue);
    }
  return (text: string) => (text ? (byText.get(text) ?? text) : undefined);
}

const PROGRESS_EVERY_MS = 250;

/**
 * Runs `handle` on each row in order and collects the report. A ServiceError or invalid input thrown for a row
 * fails that row with its message; anything else aborts the import.
 */
export async function importRows<R extends { row: number }>(
  rows: readonly R[],
  lang: Language,
  nameOf: (row: R) => string,
  handle: (row: R) => Promise<Omit<ImportRow, 'row' | 'userName'>>,
  progress?: (processed: number, total: number) => void,
): Promise<ImportReport> {
  const report: ImportReport = { created: 0, updated: 0, failed: 0, rows: [] };
  let toldAt = Date.now();
  for (const row of rows) {
    let entry: ImportRow;
    try {
      entry = { row: row.row, userName: nameOf(row), ...(await handle(row)) };
    } catch (error) {
      let reason: string;
      if (error instanceof ServiceError) reason = localize(lang, error);
      else if (error instanceof RequestValidationError)
        reason = formatIssues(error.issues, lang, error.input);
      else throw error;
      entry = { row: row.row, userName: nameOf(row), outcome: 'failed', reason };
    }
    report.rows.push(entry);
    report[entry.outcome] += 1;
    if (progress && Date.now() - toldAt >= PROGRESS_EVERY_MS) {
      toldAt = Date.now();
      progress(report.rows.length, rows.length);
    }
  }
  progress?.(rows.length, rows.length);
  return report;
}
