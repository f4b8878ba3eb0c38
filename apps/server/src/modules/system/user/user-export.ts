import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import type { FastifyBaseLogger, FastifyReply } from 'fastify';
import type { Language, UserListVo } from '@zcps/contracts';
import type { LoginUser } from '../../../platform/auth/login-user.js';
import { EXPORT_MAX_ROWS, type XlsxColumn } from '../../../platform/http/xlsx.js';
import { sheetTemplate } from '../../../platform/http/xlsx-import.js';
import type { DictService } from '../dict/dict.service.js';
import { dictLabels } from '../dict/dict-labels.js';
import type { UserAdminRepo } from './user-admin.repo.js';
import type { UserQuery } from './user-list.sql.js';
import { masksContacts, toUserListVo, userScopeOf } from './user-admin.service.js';

const h = (zh_CN: string, en_US: string) => ({ zh_CN, en_US });
const BATCH = 1000;
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The import sheet's columns (reference §6: 用户序号 … 帐号状态); labels are read in either language. */
export const importColumns = {
  userId: h('用户序号', 'User id'),
  deptId: h('部门编号', 'Dept id'),
  userName: h('登录名称', 'User name'),
  nickName: h('用户名称', 'Nickname'),
  email: h('用户邮箱', 'Email'),
  phonenumber: h('手机号码', 'Mobile number'),
  sex: h('用户性别', 'Sex'),
  status: h('帐号状态', 'Status'),
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
  const columns: XlsxColumn<UserListVo>[] = [
    { header: importColumns.userId, value: (r) => r.userId, width: 10 },
    { header: importColumns.deptId, value: (r) => r.deptId, width: 10 },
    { header: h('部门名称', 'Dept'), value: (r) => r.deptName },
    { header: importColumns.userName, value: (r) => r.userName },
    { header: importColumns.nickName, value: (r) => r.nickName },
    { header: importColumns.email, value: (r) => r.email, width: 24 },
    { header: importColumns.phonenumber, value: (r) => r.phonenumber },
    { header: importColumns.sex, value: (r) => sex(r.sex), width: 10 },
    { header: importColumns.status, value: (r) => status(r.status), width: 10 },
    { header: h('最后登录IP', 'Last login IP'), value: (r) => r.loginIp },
    { header: h('最后登录时间', 'Last login'), value: (r) => r.loginDate, width: 20 },
    { header: h('创建时间', 'Created'), value: (r) => r.createTime, width: 20 },
  ];
  const out = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true });
  const sheet = workbook.addWorksheet(lang === 'en_US' ? 'Users' : '用户数据');
  sheet.columns = columns.map((c, i) => ({ header: c.header[lang], key: String(i), width: c.width ?? 18 }));
  sheet.getRow(1).font = { bold: true };
  const scope = userScopeOf(caller);
  const masked = masksContacts(caller);

  const write = async () => {
    let after = 0;
    let written = 0;
    while (written < EXPORT_MAX_ROWS) {
      const rows = await repo.batch(caller.tenantId, scope, query, after, BATCH);
      for (const row of rows) {
        sheet.addRow(columns.map((c) => c.value(toUserListVo(row, masked)) ?? '')).commit();
      }
      written += rows.length;
      if (rows.length < BATCH) break;
      after = rows[rows.length - 1]!.userId;
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
  return sheetTemplate(lang, h('用户数据', 'Users'), importColumns, { email: 24 });
}
