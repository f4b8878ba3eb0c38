import type { Readable } from 'node:stream';
import { eq, or, type SQL } from 'drizzle-orm';
import {
  API_BASE,
  ClientAuditStatus,
  DeptPostStatus,
  hasPermission,
  TitleClientPermission,
  type Language,
  type TitleClientCreate,
  type TitleClientFilter,
  type TitleClientLicenceVo,
  type TitleClientOption,
  type TitleClientUpdate,
  type TitleClientVo,
} from '@zcps/contracts';
import type { LoginUser } from '../../../platform/auth/login-user.js';
import { dataScopeOf } from '../../../platform/db/data-scope.js';
import { formatDateTime } from '../../../platform/http/dates.js';
import { refuseMissing, ServiceError, warn } from '../../../platform/http/errors.js';
import { buildXlsx, EXPORT_MAX_ROWS, type XlsxColumn } from '../../../platform/http/xlsx.js';
import { ObjectNotFoundError } from '../../../platform/oss/object-store.js';
import { zcClient } from '../../../db/schema/index.js';
import { dictLabels } from '../../system/dict/dict-labels.js';
import type { OssService } from '../../resource/oss/oss.service.js';
import type { DictService } from '../../system/dict/dict.service.js';
import { checkDictValue } from '../organization/master-data.js';
import type { OrganizationRepo } from '../organization/organization.repo.js';
import type { ClientListRow, ClientQuery, ClientRow, TitleClientRepo } from './client.repo.js';
import { formatMessage, message } from '../../../platform/i18n/format.js';

export const licenceUrlOf = (clientId: number) => `${API_BASE}/title/client/${clientId}/licence`;

export function toTitleClientVo(row: ClientListRow): TitleClientVo {
  return {
    clientId: row.clientId,
    deptId: row.deptId,
    userId: row.userId,
    userName: row.userName,
    orgId: row.orgId,
    orgName: row.orgName,
    clientName: row.clientName,
    creditCode: row.creditCode,
    unitType: row.unitType,
    contactName: row.contactName,
    contactPhone: row.contactPhone,
    email: row.email,
    address: row.address,
    licenceOssId: row.licenceOssId,
    licenceName: row.licenceOssId ? row.licenceName : null,
    licenceUrl: row.licenceOssId ? licenceUrlOf(row.clientId) : null,
    auditStatus: row.auditStatus,
    auditReason: row.auditReason,
    auditTime: formatDateTime(row.auditTime),
    status: row.status,
    remark: row.remark,
    createTime: formatDateTime(row.createTime),
  };
}

/** What only the office may change once a unit is approved: the registration itself. */
const REGISTRATION = ['clientName', 'creditCode', 'unitType', 'orgId', 'licenceOssId', 'status'] as const;

/** 委托单位: the office keeps them all; a company account sees and edits its own unit (dept data scope). */
export class TitleClientService {
  constructor(
    private readonly repo: TitleClientRepo,
    private readonly orgs: OrganizationRepo,
    private readonly dicts: DictService,
    private readonly oss: OssService,
  ) {}

  /** The caller's data scope, plus the unit the caller registered (to fix and resubmit before it has a dept). */
  scope(caller: LoginUser): SQL | undefined {
    const scope = dataScopeOf(caller, { dept: zcClient.deptId, user: zcClient.userId });
    return scope && or(scope, eq(zcClient.userId, caller.userId));
  }

  async list(caller: LoginUser, query: ClientQuery) {
    const { rows, total } = await this.repo.page(caller.tenantId, query, this.scope(caller));
    return { rows: rows.map(toTitleClientVo), total };
  }

  async export(caller: LoginUser, filter: Partial<TitleClientFilter>, lang: Language): Promise<Buffer> {
    const rows = await this.repo.all(caller.tenantId, filter, this.scope(caller), EXPORT_MAX_ROWS);
    const label = async (dictType: string) => dictLabels(this.dicts, caller.tenantId, dictType, lang);
    const [type, audit, status] = await Promise.all(
      ['client_type', 'client_audit_status', 'sys_normal_disable'].map(label),
    );
    const columns: XlsxColumn<TitleClientVo>[] = [
      { header: message('titleClient.column.clientId'), value: (r) => r.clientId, width: 10 },
      { header: message('titleClient.column.clientName'), value: (r) => r.clientName, width: 32 },
      { header: message('titleClient.column.creditCode'), value: (r) => r.creditCode, width: 22 },
      { header: message('titleClient.column.unitType'), value: (r) => type!(r.unitType) },
      { header: message('titleClient.column.orgName'), value: (r) => r.orgName, width: 28 },
      { header: message('titleClient.column.contactName'), value: (r) => r.contactName },
      { header: message('titleClient.column.contactPhone'), value: (r) => r.contactPhone },
      { header: message('titleClient.column.email'), value: (r) => r.email, width: 24 },
      { header: message('titleClient.column.address'), value: (r) => r.address, width: 32 },
      { header: message('titleClient.column.auditStatus'), value: (r) => audit!(r.auditStatus), width: 12 },
      { header: message('titleClient.column.auditReason'), value: (r) => r.auditReason, width: 28 },
      { header: message('titleClient.column.auditTime'), value: (r) => r.auditTime, width: 20 },
      { header: message('titleClient.column.status'), value: (r) => status!(r.status), width: 10 },
      { header: message('titleClient.column.createTime'), value: (r) => r.createTime, width: 20 },
    ];
    return buildXlsx(lang, formatMessage(lang, 'titleClient.sheet'), columns, rows.map(toTitleClientVo));
  }

  /** A live unit the caller may see, else 'not found' (another tenant's or company's unit looks absent). */
  async visible(caller: LoginUser, clientId: number): Promise<ClientListRow> {
    const row = await this.repo.find(caller.tenantId, clientId, this.scope(caller));
    if (!row) throw new ServiceError('titleClient.notFound');
    return row;
  }

  async get(caller: LoginUser, clientId: number): Promise<TitleClientVo> {
    return toTitleClientVo(await this.visible(caller, clientId));
  }

  async options(caller: LoginUser): Promise<TitleClientOption[]> {
    return this.repo.approved(caller.tenantId);
  }

  private async check(caller: LoginUser, body: TitleClientCreate, before?: ClientRow) {
    const { tenantId } = caller;
    await checkDictValue(this.dicts, tenantId, 'client_type', body.unitType, 'titleClient.unitTypeInvalid');
    if (await this.repo.creditCodeTaken(tenantId, body.creditCode, before?.clientId))
      throw new ServiceError('titleClient.codeExists', { clientName: body.clientName });
    if (body.orgId && body.orgId !== before?.orgId) {
      const org = await this.orgs.findById(tenantId, body.orgId);
      if (org?.status !== DeptPostStatus.NORMAL) throw new ServiceError('titleClient.orgNotFound');
    }
    // A new licence must be a file this caller uploaded, so no one links another user's file to read it.
    const licence = body.licenceOssId;
    if (
      licence &&
      licence !== before?.licenceOssId &&
      !(await this.repo.file(tenantId, licence, caller.userId))
    )
      throw new ServiceError('titleClient.licenceNotFound');
  }

  private fields(body: TitleClientCreate) {
    return {
      clientName: body.clientName,
      creditCode: body.creditCode,
      unitType: body.unitType,
      contactName: body.contactName,
      contactPhone: body.contactPhone,
      email: body.email || null,
      address: body.address || null,
      orgId: body.orgId ?? null,
      licenceOssId: body.licenceOssId ?? null,
      status: body.status,
      remark: body.remark || null,
    };
  }

  /** Added by the office; it waits for the audit like a registered one. */
  async create(caller: LoginUser, body: TitleClientCreate): Promise<number> {
    await this.check(caller, body);
    return this.repo.insert({
      ...this.fields(body),
      tenantId: caller.tenantId,
      auditStatus: ClientAuditStatus.PENDING,
      createDept: caller.deptId,
      createBy: caller.userId,
      updateBy: caller.userId,
    });
  }

  /** The audit status is never edited here; a company may change an approved unit's contact data only. */
  async update(caller: LoginUser, body: TitleClientUpdate): Promise<void> {
    const before = await this.visible(caller, body.clientId);
    const fields = this.fields(body);
    const office = hasPermission(caller.permissions, TitleClientPermission.AUDIT);
    if (!office && before.auditStatus === ClientAuditStatus.APPROVED) {
      if (REGISTRATION.some((key) => fields[key] !== before[key]))
        throw new ServiceError('titleClient.registrationLocked');
    }
    await this.check(caller, body, before);
    await this.repo.update(caller.tenantId, before.clientId, {
      ...fields,
      updateBy: caller.userId,
      updateTime: new Date(),
    });
  }

  /** Deletes the visible units among `clientIds`; none while any of them has employee records. */
  async remove(caller: LoginUser, clientIds: number[]): Promise<void> {
    const { tenantId } = caller;
    const rows = await this.repo.findByIds(tenantId, clientIds, this.scope(caller));
    refuseMissing(
      clientIds,
      rows.map((r) => r.clientId),
    );
    for (const row of rows) {
      const employees = await this.repo.employeeCount(tenantId, row.clientId);
      if (employees > 0)
        throw warn('titleClient.hasEmployees', { clientName: row.clientName, count: employees });
    }
    await this.repo.softDelete(
      tenantId,
      rows.map((r) => r.clientId),
      caller.userId,
    );
  }

  /** Stores an uploaded licence in the object store of the active configuration. */
  async storeLicence(caller: LoginUser, name: string, ext: string, content: Buffer) {
    const stored = await this.oss.store(caller, 'upload', name, ext, content);
    return { ossId: stored.ossId, fileName: stored.originalName } satisfies TitleClientLicenceVo;
  }

  /** The licence of a unit the caller may see (title:client:query is enough; no system:oss:download). */
  async openLicence(caller: LoginUser, clientId: number): Promise<{ stream: Readable; name: string }> {
    const client = await this.visible(caller, clientId);
    if (!client.licenceOssId) throw new ServiceError('titleClient.noLicence');
    const file = await this.repo.file(caller.tenantId, client.licenceOssId);
    if (!file) throw new ServiceError('titleClient.licenceNotFound');
    try {
      const store = await this.oss.storeOf(file.service);
      return { stream: await store.get(file.fileName), name: file.originalName };
    } catch (error) {
      if (error instanceof ObjectNotFoundError) throw new ServiceError('titleClient.licenceNotFound');
      throw error;
    }
  }
}
