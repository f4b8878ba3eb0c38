import { PassThrough } from 'node:stream';
import type { FastifyBaseLogger, FastifyReply } from 'fastify';
import type { Language, UserListVo } from '@zcps/contracts';
import type { LoginUser } from '../../../platform/auth/login-user.js';
import { EXPORT_MAX_ROWS, excelJS, type XlsxColumn } from '../../../platform/http/xlsx.js';
import { sheetTemplate } from '../../../platform/http/xlsx-import.js';
import type { DictService } from '../dict/dict.service.js';
import { dictLabels } from '../dict/dict-labels.js';
import type { UserAdminRepo } from './user-admin.repo.js';
import type { UserQuery } from './user-list.sql.js';
import { masksContacts, toUserListVo, userScopeOf } from './user-admin.service.js';
import { formatMessage, localize, message } from '../../../platform/i18n/format.js';

const BATCH = 1000;
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The import sheet's columns (reference §6: 用户序号 … 帐号状态); labels are read in either language. */
export const importColumns = {
  userId: message('user.column.userId'),
  deptId: message('user.column.deptId'),
  userName: message('user.column.userName'),
  nickName: message('user.column.nickName'),
  email: message('user.column.email'),
  phonenumber: message('user.column.phonenumber'),
  sex: message('user.column.sex'),
  status: message('user.column.status'),
} as const;

const pad = (n: number) => String(n).padStart(2, '0');
const stamp = (d = new Date()) =>
  `${d.getFullYear()}${pad(d.getMonth() + 1)}${pad(d.getDate())}${pad(d.getHours())}${pad(d.getMinutes())}${pad(d.getSeconds())}`;

/** Starts an xlsx download with the headers the console's download helper reads (`download-filename`). */
export function xlsxReply(reply: FastifyReply, baseName: string, body: NodeJS.ReadableStream | Buffer) {
  const fileName = encodeURIComponent(`${baseName}_${stamp()}.xlsx`);
  return reply
    .header('content-type', XLSX_TYPE)
    .header('content-disposition', `attachment; filename=${fileName}; filename*=utf-8''${fileName}`)
    .header('download-filename', fileName)
    .header('access-control-expose-headers', 'Content-Disposition,download-filename')
    .send(body);
}

/**
 * Streams the caller's matching users as xlsx: rows are read in id-ordered batches and committed to the
 * sheet as they arrive, so memory stays flat however long the list is.
 */
export async function streamUserExport(
  repo: UserAdminRepo,
  dicts: DictService,
  caller: LoginUser,
  query: Partial<UserQuery>,
  lang: Language,
  log: FastifyBaseLogger,
): Promise<PassThrough> {
  const [sex, status] = await Promise.all([
    dictLabels(dicts, caller.tenantId, 'sys_user_sex', lang),
    dictLabels(dicts, caller.tenantId, 'sys_normal_disable', lang),
  ]);
  const scope = userScopeOf(caller);
  const masked = masksContacts(caller);
  const columns: XlsxColumn<UserListVo>[] = [
    { header: importColumns.userId, value: (r) => r.userId, width: 10 },
    { header: importColumns.deptId, value: (r) => r.deptId, width: 10 },
    { header: message('user.column.deptName'), value: (r) => r.deptName },
    { header: importColumns.userName, value: (r) => r.userName },
    { header: importColumns.nickName, value: (r) => r.nickName },
    { header: importColumns.email, value: (r) => r.email, width: 24 },
    { header: importColumns.phonenumber, value: (r) => r.phonenumber },
    { header: importColumns.sex, value: (r) => sex(r.sex), width: 10 },
    { header: importColumns.status, value: (r) => status(r.status), width: 10 },
    { header: message('user.column.loginIp'), value: (r) => r.loginIp },
    { header: message('user.column.loginDate'), value: (r) => r.loginDate, width: 20 },
    { header: message('user.column.createTime'), value: (r) => r.createTime, width: 20 },
  ];
  // The first batch is read before any byte is sent: a failure there still answers an error envelope.
  const first = await repo.batch(caller.tenantId, scope, query, 0, BATCH);
  const out = new PassThrough();
  const workbook = new (excelJS().stream.xlsx.WorkbookWriter)({ stream: out, useStyles: true });
  const sheet = workbook.addWorksheet(formatMessage(lang, 'user.sheet'));
  sheet.columns = columns.map((c, i) => ({
    header: localize(lang, c.header),
    key: String(i),
    width: c.width ?? 18,
  }));
  sheet.getRow(1).font = { bold: true };

  const write = async () => {
    let rows = first;
    let written = 0;
    while (written < EXPORT_MAX_ROWS) {
      for (const row of rows) {
        sheet.addRow(columns.map((c) => c.value(toUserListVo(row, masked)) ?? '')).commit();
      }
      written += rows.length;
      if (rows.length < BATCH) break;
      rows = await repo.batch(caller.tenantId, scope, query, rows[rows.length - 1]!.userId, BATCH);
    }
    sheet.commit();
    await workbook.commit();
  };
  write().catch((err: unknown) => {
    log.error({ err }, 'user export failed');
    out.destroy(err as Error);
  });
  return out;
}

/** The empty import template: the header row only. */
export function importTemplate(lang: Language): Promise<Buffer> {
  return sheetTemplate(lang, message('user.templateSheet'), importColumns, { email: 24 });
}
