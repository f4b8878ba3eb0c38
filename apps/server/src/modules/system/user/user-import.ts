import { z } from 'zod';
import { SUPER_ADMIN_USER_ID, userCreateSchema, type ImportReport, type Language } from '@zcps/contracts';
import type { LoginUser } from '../../../platform/auth/login-user.js';
import { ServiceError } from '../../../platform/http/errors.js';
import { formatIssue } from '../../../platform/http/validation.js';
import { dictValues, importRows, readSheet } from '../../../platform/http/xlsx-import.js';
import { hashPassword } from '../../../platform/crypto/password-hash.js';
import type { ConfigService } from '../config/config.service.js';
import type { DictService } from '../dict/dict.service.js';
import type { UserAdminRepo } from './user-admin.repo.js';
import { userScopeOf, type UserAdminService } from './user-admin.service.js';
import { importColumns } from './user-export.js';
import { message } from '../../../platform/i18n/format.js';

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

export interface ImportDeps {
  repo: UserAdminRepo;
  service: UserAdminService;
  dicts: DictService;
  config: ConfigService;
  /** Told how far the import is, at most every PROGRESS_EVERY_MS and once at the end. */
  progress?: (processed: number, total: number) => void;
}

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
  const parsed = await readSheet(content, {
    columns: importColumns,
    required: 'userName',
    maxRows: IMPORT_MAX_ROWS,
    badHeader: message('user.importBadHeader'),
    notXlsx: 'user.importNotXlsx',
  });
  if (!parsed.length) throw new ServiceError('user.importEmpty');
  if (parsed.length > IMPORT_MAX_ROWS) throw new ServiceError('user.importTooMany', { max: IMPORT_MAX_ROWS });
  const [sex, status, initPassword] = await Promise.all([
    dictValues(deps.dicts, caller.tenantId, 'sys_user_sex'),
    dictValues(deps.dicts, caller.tenantId, 'sys_normal_disable'),
    deps.config.get(caller.tenantId, 'sys.user.initPassword'),
  ]);
  if (!initPassword) throw new ServiceError('user.initPasswordMissing');
  const passwordHash = await hashPassword(initPassword);
  const report = await importRows(
    parsed,
    lang,
    ({ cells }) => cells.userName ?? '',
    async ({ cells }) => {
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
      if (!candidate.success)
        return { outcome: 'failed', reason: formatIssue(candidate.error.issues[0]!, lang, input) };
      return importOne(deps, caller, candidate.data, passwordHash, updateSupport);
    },
    deps.progress,
  );
  if (report.created || report.updated) await deps.service.listChanged(caller.tenantId);
  if (report.updated) await deps.service.usersChanged(caller.tenantId);
  return report;
}

async function importOne(
  { repo, service }: ImportDeps,
  caller: LoginUser,
  user: ImportedUser,
  passwordHash: string,
  updateSupport: boolean,
): Promise<{ outcome: 'created' | 'updated' }> {
  const { tenantId, userId: by } = caller;
  const existing = await repo.findByUserName(tenantId, user.userName);
  if (existing) {
    if (!updateSupport) throw new ServiceError('user.importExists');
    if (existing.userId === SUPER_ADMIN_USER_ID) throw new ServiceError('user.superAdminProtected');
    if (!(await repo.find(tenantId, userScopeOf(caller), existing.userId)))
      throw new ServiceError('user.notFound', { id: user.userName });
    await service.checkFields(caller, user, existing.userId);
    await repo.update(tenantId, existing.userId, { ...user, updateBy: by });
    if (user.status === '1' && existing.status !== '1') await service.endSessionsOf(existing.userId);
    return { outcome: 'updated' };
  }
  await service.checkFields(caller, user);
  await service.checkQuota(tenantId, 1);
  await repo.insert(
    { ...user, tenantId, password: passwordHash, createBy: by, updateBy: by, createDept: caller.deptId },
    [],
    [],
  );
  return { outcome: 'created' };
}
