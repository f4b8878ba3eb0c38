import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { z } from 'zod';
import {
  formatMessage,
  Languages,
  SUPER_ADMIN_USER_ID,
  userCreateSchema,
  type ImportReport,
  type ImportRow,
  type Language,
} from '@zcps/contracts';
import type { LoginUser } from '../../../platform/auth/login-user.js';
import { ServiceError } from '../../../platform/http/errors.js';
import { formatIssue } from '../../../platform/http/validation.js';
import { hashPassword } from '../../auth/password-login.js';
import type { ConfigService } from '../config/config.service.js';
import type { DictService } from '../dict/dict.service.js';
import type { UserAdminRepo } from './user-admin.repo.js';
import { userScopeOf, type UserAdminService } from './user-admin.service.js';
import { importColumns } from './user-export.js';

/** Most rows one import takes; larger files are split by the administrator. */
export const IMPORT_MAX_ROWS = 5000;

const rowSchema = userCreateSchema
  .pick({
    deptId: true,
    userName: true,
    nickName: true,
    email: true,
    phonenumber: true,
    sex: true,
    status: true,
  })
  .extend({ deptId: z.coerce.number().int().positive().optional() });
type ImportedUser = z.infer<typeof rowSchema>;
type ColumnKey = keyof typeof importColumns;

/** The text a cell shows, whatever ExcelJS made of it (rich text, hyperlinks, formulas, numbers). */
function cellText(value: unknown): string {
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

function headerKeys(values: unknown[]): Map<number, ColumnKey> {
  const byLabel = new Map<string, ColumnKey>();
  for (const [key, labels] of Object.entries(importColumns) as [ColumnKey, Record<Language, string>][])
    for (const lang of Languages) byLabel.set(labels[lang].toLowerCase(), key);
  const keys = new Map<number, ColumnKey>();
  values.forEach((value, index) => {
    const key = byLabel.get(cellText(value).toLowerCase());
    if (key) keys.set(index, key);
  });
  return keys;
}

/** Dictionary label (either language) or value → value. */
async function dictValues(dicts: DictService, tenantId: string, dictType: string) {
  const byText = new Map<string, string>();
  for (const lang of Languages)
    for (const entry of await dicts.byType(tenantId, dictType, lang)) {
      byText.set(entry.dictLabel, entry.dictValue);
      byText.set(entry.dictValue, entry.dictValue);
    }
  return (text: string) => (text ? (byText.get(text) ?? text) : undefined);
}

export interface ImportDeps {
  repo: UserAdminRepo;
  service: UserAdminService;
  dicts: DictService;
  config: ConfigService;
  /** Told how far the import is, at most every PROGRESS_EVERY_MS and once at the end. */
  progress?: (processed: number, total: number) => void;
}

const PROGRESS_EVERY_MS = 250;

/**
 * Imports users from the template's sheet, row by row: each row is created (initial password from
 * `sys.user.initPassword`), updated (only with updateSupport, only users the caller may see) or refused with its
 * reason; a refused row writes nothing, the others are kept.
 */
export async function importUsers(
  deps: ImportDeps,
  caller: LoginUser,
  content: Buffer,
  updateSupport: boolean,
  lang: Language,
): Promise<ImportReport> {
  const parsed = await readSheet(content);
  if (!parsed.length) throw new ServiceError('user.importEmpty');
  if (parsed.length > IMPORT_MAX_ROWS) throw new ServiceError('user.importTooMany', [IMPORT_MAX_ROWS]);
  const [sex, status, initPassword] = await Promise.all([
    dictValues(deps.dicts, caller.tenantId, 'sys_user_sex'),
    dictValues(deps.dicts, caller.tenantId, 'sys_normal_disable'),
    deps.config.get(caller.tenantId, 'sys.user.initPassword'),
  ]);
  if (!initPassword) throw new ServiceError('user.initPasswordMissing');
  const passwordHash = await hashPassword(initPassword);
  const report: ImportReport = { created: 0, updated: 0, failed: 0, rows: [] };
  let toldAt = Date.now();

  for (const { row, cells } of parsed) {
    const input = {
      deptId: cells.deptId || undefined,
      userName: cells.userName ?? '',
      nickName: cells.nickName ?? '',
      email: cells.email ?? '',
      phonenumber: cells.phonenumber ?? '',
      sex: sex(cells.sex ?? ''),
      status: status(cells.status ?? ''),
    };
    const candidate = rowSchema.safeParse(input);
    const userName = cells.userName ?? '';
    let entry: ImportRow;
    if (!candidate.success) {
      const reason = formatIssue(candidate.error.issues[0]!, lang, input);
      entry = { row, userName, outcome: 'failed', reason };
    } else {
      entry = await importOne(deps, caller, candidate.data, passwordHash, updateSupport, lang, row);
    }
    report.rows.push(entry);
    report[entry.outcome] += 1;
    if (deps.progress && Date.now() - toldAt >= PROGRESS_EVERY_MS) {
      toldAt = Date.now();
      deps.progress(report.rows.length, parsed.length);
    }
  }
  deps.progress?.(parsed.length, parsed.length);
  if (report.created || report.updated) await deps.service.listChanged(caller.tenantId);
  return report;
}

async function importOne(
  { repo, service }: ImportDeps,
  caller: LoginUser,
  user: ImportedUser,
  passwordHash: string,
  updateSupport: boolean,
  lang: Language,
  row: number,
): Promise<ImportRow> {
  const { tenantId, userId: by } = caller;
  try {
    const existing = await repo.findByUserName(tenantId, user.userName);
    if (existing) {
      if (!updateSupport) throw new ServiceError('user.importExists');
      if (existing.userId === SUPER_ADMIN_USER_ID) throw new ServiceError('user.superAdminProtected');
      if (!(await repo.find(tenantId, userScopeOf(caller), existing.userId)))
        throw new ServiceError('user.notFound', [user.userName]);
      await service.checkFields(caller, user, existing.userId);
      await repo.update(tenantId, existing.userId, { ...user, updateBy: by });
      if (user.status === '1' && existing.status !== '1') await service.endSessionsOf(existing.userId);
      return { row, userName: user.userName, outcome: 'updated' };
    }
    await service.checkFields(caller, user);
    await service.checkQuota(tenantId, 1);
    await repo.insert(
      { ...user, tenantId, password: passwordHash, createBy: by, updateBy: by, createDept: caller.deptId },
      [],
      [],
    );
    return { row, userName: user.userName, outcome: 'created' };
  } catch (error) {
    if (!(error instanceof ServiceError)) throw error;
    return {
      row,
      userName: user.userName,
      outcome: 'failed',
      reason: formatMessage(lang, error.key, ...error.args),
    };
  }
}

/** The data rows of the first sheet (sheet row numbers kept for the report), read as a stream. */
async function readSheet(
  content: Buffer,
): Promise<{ row: number; cells: Partial<Record<ColumnKey, string>> }[]> {
  const rows: { row: number; cells: Partial<Record<ColumnKey, string>> }[] = [];
  try {
    const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([content]), {
      sharedStrings: 'cache',
      hyperlinks: 'ignore',
      styles: 'ignore',
      worksheets: 'emit',
    });
    for await (const sheet of reader) {
      let keys: Map<number, ColumnKey> | undefined;
      for await (const sheetRow of sheet) {
        const values = sheetRow.values as unknown[];
        if (!keys) {
          keys = headerKeys(values);
          if (![...keys.values()].includes('userName')) throw new ServiceError('user.importBadHeader');
          continue;
        }
        const cells: Partial<Record<ColumnKey, string>> = {};
        for (const [index, key] of keys) cells[key] = cellText(values[index]);
        if (Object.values(cells).some((v) => v)) rows.push({ row: sheetRow.number, cells });
        if (rows.length > IMPORT_MAX_ROWS) return rows;
      }
      break;
    }
  } catch (error) {
    if (error instanceof ServiceError) throw error;
    throw new ServiceError('user.importNotXlsx');
  }
  return rows;
}
