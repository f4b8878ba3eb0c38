import {
  DEFAULT_TENANT_ID,
  DictType,
  PACKAGE_MENU_IDS_MAX_CHARS,
  parsePackageMenuIds,
  ResponseCode,
  type Language,
  type RoleMenuTree,
  type TenantPackageVo,
  type tenantPackageCreateSchema,
  type tenantPackageStatusSchema,
  type tenantPackageUpdateSchema,
} from '@zcps/contracts';
import type { z } from 'zod';
import type { LoginUser } from '../../../platform/auth/login-user.js';
import { formatDateTime } from '../../../platform/http/dates.js';
import { refuseMissing, ServiceError } from '../../../platform/http/errors.js';
import { buildXlsx, EXPORT_MAX_ROWS, type XlsxColumn } from '../../../platform/http/xlsx.js';
import { dictLabels } from '../dict/dict-labels.js';
import type { DictService } from '../dict/dict.service.js';
import type { MenuAdminRepo } from '../menu/menu-admin.repo.js';
import { buildMenuTree, checkedKeysOf } from '../menu/menu-admin.service.js';
import { TENANT_PACKAGE_PAGE, TENANT_PAGE } from './tenant-menus.js';
import type { PackageQuery, PackageRow, PackageValues, TenantPackageRepo } from './tenant-package.repo.js';
import { formatMessage, message } from '../../../platform/i18n/format.js';

type PackageBody = z.output<typeof tenantPackageCreateSchema>;
type PackageUpdate = z.output<typeof tenantPackageUpdateSchema>;
type PackageStatus = z.output<typeof tenantPackageStatusSchema>;

export function toPackageVo(row: PackageRow): TenantPackageVo {
  return {
    packageId: row.packageId,
    packageName: row.packageName,
    menuIds: row.menuIds,
    remark: row.remark,
    menuCheckStrictly: row.menuCheckStrictly,
    status: row.status,
    createTime: formatDateTime(row.createTime),
  };
}

/** The family stores the list joined with comma + space. */
export const joinMenuIds = (ids: readonly number[]) => ids.join(', ');

const invalid = (key: 'tenantPackage.menuNotFound' | 'tenantPackage.menuNotAllowed', ids: number[]) =>
  new ServiceError(key, { ids: ids.join(',') }, ResponseCode.BAD_REQUEST);

/**
 * The tenant and package pages and their buttons: their endpoints serve the platform's super admin only, so a
 * package never hands them to a tenant.
 */
export function tenantAdminMenus(parents: Map<number, number>): Set<number> {
  const out = new Set<number>([TENANT_PAGE, TENANT_PACKAGE_PAGE]);
  for (const id of parents.keys()) {
    for (let p = parents.get(id); p !== undefined && p !== 0; p = parents.get(p)) {
      if (out.has(p)) {
        out.add(id);
        break;
      }
    }
  }
  return out;
}

/** Tenant packages: named menu sets that bound what a tenant's roles may grant. */
export class TenantPackageService {
  constructor(
    private readonly repo: TenantPackageRepo,
    private readonly menus: MenuAdminRepo,
    private readonly dicts: DictService,
  ) {}

  async list(q: PackageQuery) {
    const { rows, total } = await this.repo.page(q);
    return { rows: rows.map(toPackageVo), total };
  }

  async get(packageId: number): Promise<TenantPackageVo> {
    return toPackageVo(await this.found(packageId));
  }

  /** Every live package (names for the tenant export). */
  all(): Promise<PackageRow[]> {
    return this.repo.all({}, EXPORT_MAX_ROWS);
  }

  async selectList(): Promise<TenantPackageVo[]> {
    return (await this.repo.enabled()).map(toPackageVo);
  }

  async add(user: LoginUser, body: PackageBody): Promise<number> {
    const values = await this.checked(body);
    if (await this.repo.nameTaken(body.packageName))
      throw new ServiceError('tenantPackage.nameExists', { packageName: body.packageName });
    return this.repo.insert(
      { ...values, menuCheckStrictly: values.menuCheckStrictly ?? true, status: values.status ?? '0' },
      user,
    );
  }

  async edit(user: LoginUser, body: PackageUpdate): Promise<void> {
    const row = await this.found(body.packageId);
    const values = await this.checked(body);
    if (await this.repo.nameTaken(body.packageName, row.packageId))
      throw new ServiceError('tenantPackage.nameExists', { packageName: body.packageName });
    await this.repo.update(row.packageId, values, user.userId);
  }

  async changeStatus(user: LoginUser, body: PackageStatus): Promise<void> {
    const row = await this.found(body.packageId);
    await this.repo.update(row.packageId, { status: body.status }, user.userId);
  }

  async remove(user: LoginUser, ids: number[]): Promise<void> {
    const rows = await this.repo.findByIds(ids);
    refuseMissing(
      ids,
      rows.map((r) => r.packageId),
    );
    const used = new Set(await this.repo.inUse(rows.map((r) => r.packageId)));
    const busy = rows.find((r) => used.has(r.packageId));
    if (busy)
      throw new ServiceError('tenantPackage.inUse', { packageName: busy.packageName ?? busy.packageId });
    if (rows.length)
      await this.repo.softDelete(
        rows.map((r) => r.packageId),
        user.userId,
      );
  }

  /** Every menu a package may hold, and those this package holds (`packageId` 0: a new package). */
  async menuTree(packageId: number, lang: Language): Promise<RoleMenuTree> {
    const row = packageId ? await this.found(packageId) : undefined;
    const excluded = tenantAdminMenus(await this.repo.menuParents());
    const rows = (await this.menus.list({ tenantId: DEFAULT_TENANT_ID, roleIds: 'all' })).filter(
      (m) => !excluded.has(m.menuId),
    );
    const granted = { menuIds: parsePackageMenuIds(row?.menuIds), strict: row?.menuCheckStrictly ?? true };
    return { checkedKeys: row ? checkedKeysOf(granted, rows) : [], menus: buildMenuTree(rows, lang) };
  }

  async export(q: Partial<PackageQuery>, lang: Language): Promise<Buffer> {
    const rows = (await this.repo.all(q, EXPORT_MAX_ROWS)).map(toPackageVo);
    const status = await dictLabels(this.dicts, DEFAULT_TENANT_ID, DictType.SYS_NORMAL_DISABLE, lang);
    const columns: XlsxColumn<TenantPackageVo>[] = [
      { header: message('tenantPackage.column.packageId'), value: (r) => r.packageId, width: 12 },
      { header: message('tenantPackage.column.packageName'), value: (r) => r.packageName },
      { header: message('tenantPackage.column.menuIds'), value: (r) => r.menuIds, width: 60 },
      { header: message('tenantPackage.column.remark'), value: (r) => r.remark, width: 30 },
      { header: message('tenantPackage.column.status'), value: (r) => status(r.status), width: 10 },
      { header: message('tenantPackage.column.createTime'), value: (r) => r.createTime, width: 20 },
    ];
    return buildXlsx(lang, formatMessage(lang, 'tenantPackage.sheet'), columns, rows);
  }

  /** A live package, else "套餐不存在". */
  async found(packageId: number): Promise<PackageRow> {
    const row = await this.repo.findById(packageId);
    if (!row) throw new ServiceError('tenantPackage.notFound');
    return row;
  }

  /** Menus must exist, leave out the tenant-management pages and fit the stored column. */
  private async checked(body: PackageBody): Promise<PackageValues> {
    const ids = [...new Set(body.menuIds ?? [])];
    const parents = await this.repo.menuParents();
    const missing = ids.filter((id) => !parents.has(id));
    if (missing.length) throw invalid('tenantPackage.menuNotFound', missing);
    const excluded = tenantAdminMenus(parents);
    const forbidden = ids.filter((id) => excluded.has(id));
    if (forbidden.length) throw invalid('tenantPackage.menuNotAllowed', forbidden);
    const menuIds = joinMenuIds(ids);
    if (menuIds.length > PACKAGE_MENU_IDS_MAX_CHARS)
      throw new ServiceError('tenantPackage.tooManyMenus', {}, ResponseCode.BAD_REQUEST);
    return {
      packageName: body.packageName,
      menuIds,
      remark: body.remark ?? undefined,
      menuCheckStrictly: body.menuCheckStrictly,
      status: body.status,
    };
  }
}
