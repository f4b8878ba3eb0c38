import crypto from 'node:crypto';
import type { z } from 'zod';
import {
  DEFAULT_TENANT_ID,
  DictType,
  parsePackageMenuIds,
  UNLIMITED_ACCOUNTS,
  type Language,
  type TenantVo,
  type tenantCreateSchema,
  type tenantStatusSchema,
  type tenantUpdateSchema,
} from '@zcps/contracts';
import type { LoginUser } from '../../../platform/auth/login-user.js';
import type { SessionService } from '../../../platform/auth/session.service.js';
import { parseDateParam } from '../../../platform/db/paging.js';
import { formatDateTime } from '../../../platform/http/dates.js';
import { refuseMissing, ServiceError } from '../../../platform/http/errors.js';
import { buildXlsx, EXPORT_MAX_ROWS, type XlsxColumn } from '../../../platform/http/xlsx.js';
import { hashPassword } from '../../../platform/crypto/password-hash.js';
import type { PasswordPolicy } from '../user/password-policy.service.js';
import { dictLabels } from '../dict/dict-labels.js';
import type { DictService } from '../dict/dict.service.js';
import type { MenuService } from '../menu/menu.service.js';
import type { TenantPackageService } from './tenant-package.service.js';
import type { TenantProvisionRepo } from './tenant-provision.repo.js';
import type { TenantQuery, TenantRepo, TenantRow, TenantValues } from './tenant.repo.js';
import { formatMessage, message } from '../../../platform/i18n/format.js';

type CreateBody = z.output<typeof tenantCreateSchema>;
type UpdateBody = z.output<typeof tenantUpdateSchema>;
type StatusBody = z.output<typeof tenantStatusSchema>;

/** Tries at drawing an unused 6-digit tenant id before giving up (a million ids make a miss unlikely). */
const ID_TRIES = 20;

export function toTenantVo(row: TenantRow): TenantVo {
  return {
    id: row.id,
    tenantId: row.tenantId,
    contactUserName: row.contactUserName,
    contactPhone: row.contactPhone,
    companyName: row.companyName,
    licenseNumber: row.licenseNumber,
    address: row.address,
    intro: row.intro,
    domain: row.domain,
    remark: row.remark,
    packageId: row.packageId,
    expireTime: formatDateTime(row.expireTime),
    accountCount: row.accountCount,
    status: row.status,
    createTime: formatDateTime(row.createTime),
  };
}

/** Blank clears the expiry; a bare date means the end of that day; undefined leaves it as it is. */
function expiryOf(value: string | null | undefined): Date | null | undefined {
  if (value === undefined) return undefined;
  return value ? parseDateParam(value, true)! : null;
}

function valuesOf(body: CreateBody | UpdateBody): TenantValues {
  return {
    contactUserName: body.contactUserName,
    contactPhone: body.contactPhone,
    companyName: body.companyName,
    licenseNumber: body.licenseNumber ?? undefined,
    address: body.address ?? undefined,
    intro: body.intro ?? undefined,
    domain: body.domain ?? undefined,
    remark: body.remark ?? undefined,
    expireTime: expiryOf(body.expireTime),
    accountCount: body.accountCount,
    status: body.status,
  };
}

const unusable = (v: Partial<TenantValues>) =>
  v.status === '1' || (v.expireTime instanceof Date && v.expireTime.getTime() < Date.now());

/**
 * Tenants of the platform (reference §4.3). The default tenant 000000 is the platform's own and cannot be
 * changed here. A tenant that becomes unusable (disabled, expired, deleted) loses its open sessions at once.
 */
export class TenantService {
  constructor(
    private readonly repo: TenantRepo,
    private readonly provision: TenantProvisionRepo,
    private readonly packages: TenantPackageService,
    private readonly sessions: SessionService,
    private readonly menus: MenuService,
    private readonly dicts: DictService,
    private readonly passwords: PasswordPolicy,
  ) {}

  async list(q: TenantQuery) {
    const { rows, total } = await this.repo.page(q);
    return { rows: rows.map(toTenantVo), total };
  }

  async get(id: number): Promise<TenantVo> {
    return toTenantVo(await this.found(id));
  }

  /** Answers the new tenant's id. */
  async add(user: LoginUser, body: CreateBody): Promise<string> {
    // The new tenant starts with a copy of the default tenant's config, password policy included.
    await this.passwords.check(DEFAULT_TENANT_ID, body.password);
    const pkg = await this.packages.found(body.packageId);
    if (pkg.status !== '0')
      throw new ServiceError('tenantPackage.disabled', { packageName: pkg.packageName ?? pkg.packageId });
    if (await this.repo.companyTaken(body.companyName))
      throw new ServiceError('tenant.companyExists', { companyName: body.companyName });
    const tenantId = await this.unusedTenantId();
    const values = valuesOf(body);
    await this.provision.create(
      {
        tenantId,
        packageId: pkg.packageId,
        values: {
          ...values,
          accountCount: values.accountCount ?? UNLIMITED_ACCOUNTS,
          status: values.status ?? '0',
        },
        menuIds: parsePackageMenuIds(pkg.menuIds),
        admin: { userName: body.username, passwordHash: await hashPassword(body.password) },
      },
      user,
    );
    return tenantId;
  }

  async edit(user: LoginUser, body: UpdateBody): Promise<void> {
    const row = this.changeable(await this.found(body.id));
    if (await this.repo.companyTaken(body.companyName, row.id))
      throw new ServiceError('tenant.companyExists', { companyName: body.companyName });
    const values = valuesOf(body);
    await this.repo.update(row.id, values, user.userId);
    if (unusable(values)) await this.endSessions([row.tenantId]);
  }

  async changeStatus(user: LoginUser, body: StatusBody): Promise<void> {
    const row = this.changeable(await this.found(body.id));
    await this.repo.update(row.id, { status: body.status }, user.userId);
    if (body.status === '1') await this.endSessions([row.tenantId]);
  }

  async remove(user: LoginUser, ids: number[]): Promise<void> {
    const rows = await this.repo.findByIds(ids);
    refuseMissing(
      ids,
      rows.map((r) => r.id),
    );
    if (rows.some((r) => r.tenantId === DEFAULT_TENANT_ID)) throw new ServiceError('tenant.deleteDefault');
    await this.repo.softDelete(
      rows.map((r) => r.id),
      user.userId,
    );
    await this.endSessions(rows.map((r) => r.tenantId));
  }

  /** Applies a package to a tenant's roles; users whose grants changed sign in again. */
  async syncPackage(user: LoginUser, tenantId: string, packageId: number): Promise<void> {
    const tenant = await this.repo.findByTenantId(tenantId);
    if (!tenant) throw new ServiceError('tenant.notFound', { id: tenantId });
    this.changeable(tenant);
    const pkg = await this.packages.found(packageId);
    if (pkg.status !== '0')
      throw new ServiceError('tenantPackage.disabled', { packageName: pkg.packageName ?? pkg.packageId });
    const menuIds = parsePackageMenuIds(pkg.menuIds);
    const changed = await this.provision.syncPackage(tenantId, packageId, menuIds, user);
    for (const userId of changed) await this.sessions.endAllOf(userId);
    await this.menus.evictAll();
  }

  async export(q: Partial<TenantQuery>, lang: Language): Promise<Buffer> {
    const rows = (await this.repo.all(q, EXPORT_MAX_ROWS)).map(toTenantVo);
    const status = await dictLabels(this.dicts, DEFAULT_TENANT_ID, DictType.SYS_NORMAL_DISABLE, lang);
    const names = new Map((await this.packages.all()).map((p) => [p.packageId, p.packageName ?? '']));
    const unlimited = formatMessage(lang, 'tenant.unlimited');
    const columns: XlsxColumn<TenantVo>[] = [
      { header: message('tenant.column.tenantId'), value: (r) => r.tenantId, width: 12 },
      { header: message('tenant.column.companyName'), value: (r) => r.companyName, width: 24 },
      { header: message('tenant.column.contactUserName'), value: (r) => r.contactUserName },
      { header: message('tenant.column.contactPhone'), value: (r) => r.contactPhone },
      { header: message('tenant.column.licenseNumber'), value: (r) => r.licenseNumber, width: 22 },
      { header: message('tenant.column.address'), value: (r) => r.address, width: 30 },
      { header: message('tenant.column.domain'), value: (r) => r.domain },
      { header: message('tenant.column.intro'), value: (r) => r.intro, width: 30 },
      {
        header: message('tenant.column.packageId'),
        value: (r) => (r.packageId ? (names.get(r.packageId) ?? '') : ''),
      },
      { header: message('tenant.column.expireTime'), value: (r) => r.expireTime, width: 20 },
      {
        header: message('tenant.column.accountCount'),
        value: (r) => (r.accountCount === UNLIMITED_ACCOUNTS ? unlimited : r.accountCount),
      },
      { header: message('tenant.column.status'), value: (r) => status(r.status), width: 10 },
      { header: message('tenant.column.remark'), value: (r) => r.remark, width: 30 },
    ];
    return buildXlsx(lang, formatMessage(lang, 'tenant.sheet'), columns, rows);
  }

  private async found(id: number): Promise<TenantRow> {
    const row = await this.repo.findById(id);
    if (!row) throw new ServiceError('tenant.notFound', { id });
    return row;
  }

  private changeable(row: TenantRow): TenantRow {
    if (row.tenantId === DEFAULT_TENANT_ID) throw new ServiceError('tenant.protected');
    return row;
  }

  private async unusedTenantId(): Promise<string> {
    for (let i = 0; i < ID_TRIES; i++) {
      const candidate = String(crypto.randomInt(1, 1_000_000)).padStart(6, '0');
      if (!(await this.repo.tenantIdTaken(candidate))) return candidate;
    }
    throw new ServiceError('tenant.idExhausted');
  }

  private async endSessions(tenantIds: string[]): Promise<void> {
    for (const userId of await this.repo.userIdsOf(tenantIds)) await this.sessions.endAllOf(userId);
  }
}
