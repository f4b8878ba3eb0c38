import type ExcelJS from 'exceljs';
import { lazyRequire } from '../lazy-require.js';
import type { FastifyReply } from 'fastify';
import type { Language } from '@zcps/contracts';
import { localize, type Text } from '../i18n/format.js';

/** ExcelJS, loaded by the first sheet the process reads or writes (it takes over a second to import). */
export const excelJS = lazyRequire<typeof ExcelJS>('exceljs');

export interface XlsxColumn<T> {
  header: Text;
  value: (row: T) => string | number | null;
  width?: number;
}

/** Most rows one export writes; a larger log is narrowed by filters first. */
export const EXPORT_MAX_ROWS = 100_000;

const pad = (n: number) => String(n).padStart(2, '0');
function stamp(d = new Date()): string {
  return `${d.getFullYear()}${pad(d.getMonth() + 1)}${pad(d.getDate())}${pad(d.getHours())}${pad(d.getMinutes())}${pad(d.getSeconds())}`;
}

export async function buildXlsx<T>(
  lang: Language,
  sheet: string,
  columns: XlsxColumn<T>[],
  rows: readonly T[],
): Promise<Buffer> {
  const workbook = new (excelJS().Workbook)();
  const worksheet = workbook.addWorksheet(sheet);
  worksheet.columns = columns.map((c, i) => ({
    header: localize(lang, c.header),
    key: String(i),
    width: c.width ?? 18,
  }));
  worksheet.getRow(1).font = { bold: true };
  for (const row of rows) worksheet.addRow(columns.map((c) => c.value(row) ?? ''));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** Answers an xlsx file the way the console's download helper expects (`download-filename`, URL-encoded). */
export function sendXlsx(reply: FastifyReply, baseName: string, body: Buffer) {
  const fileName = encodeURIComponent(`${baseName}_${stamp()}.xlsx`);
  return reply
    .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
    .header('content-disposition', `attachment; filename=${fileName}; filename*=utf-8''${fileName}`)
    .header('download-filename', fileName)
    .header('access-control-expose-headers', 'Content-Disposition,download-filename')
    .send(body);
}
