import {
  birthDateOfIdCard,
  EmployeePermission,
  hasPermission,
  maskReviewerIdCard,
  type EmployeeCreate,
  type EmployeeFilter,
  type EmployeeUpdate,
  type EmployeeVo,
} from '@zcps/contracts';
import type { LoginUser } from '../../../platform/auth/login-user.js';
import type { CountCache } from '../../../platform/db/count-cache.js';
import { isBlankSearch } from '../../../platform/db/like.js';
import { countKeyOf } from '../../../platform/db/paging.js';
import { formatDateTime } from '../../../platform/http/dates.js';
import { refuseMissing, ServiceError } from '../../../platform/http/errors.js';
import { EXPORT_MAX_ROWS } from '../../../platform/http/xlsx.js';
import type { DictService } from '../../system/dict/dict.service.js';
import { maskPhone } from '../../system/user/user-admin.service.js';
import { checkDictValues } from '../records/dict-check.js';
import { EMPLOYEE_SHEET_DICTS } from './employee-sheet.js';
import type {
  EmployeeInsert,
  EmployeeListRow,
  EmployeeQuery,
  EmployeeRepo,
  EmployeeRow,
} from './employee.repo.js';
import { employeeScope, reachOf } from './employee-scope.js';

/** The employee list's count cache (CountCache): create, update and remove call `changed` after the write. */
export const EMPLOYEE_LIST = 'employee';

/** ID card and phone are shown in full only to callers who may edit employees. */
export const masksIdentity = (caller: LoginUser) =>
  !hasPermission(caller.permissions, EmployeePermission.EDIT);

export function toEmployeeVo(row: EmployeeListRow, masked: boolean): EmployeeVo {
  return {
    employeeId: row.employeeId,
    userId: row.userId,
    clientId: row.clientId,
    clientName: row.clientName,
    deptId: row.deptId,
    employeeName: row.employeeName,
    sex: row.sex,
    birthDate: row.birthDate,
    nation: row.nation,
    politicalStatus: row.politicalStatus,
    idCard: masked ? maskReviewerIdCard(row.idCard) : row.idCard,
    phone: masked && row.phone ? maskPhone(row.phone) : row.phone,
    email: row.email,
    education: row.education,
    seriesId: row.seriesId,
    seriesName: row.seriesName,
    professionId: row.professionId,
    professionName: row.professionName,
    currentTitleId: row.currentTitleId,
    currentTitleName: row.currentTitleName,
    currentTitleLevel: row.currentTitleLevel,
    currentTitleDate: row.currentTitleDate,
    currentTitleCertNo: row.currentTitleCertNo,
    hiredDate: row.hiredDate,
    workStartDate: row.workStartDate,
    wageLevel: row.wageLevel,
    employmentRelation: row.employmentRelation,
    archiveLocation: row.archiveLocation,
    status: row.status,
    remark: row.remark,
    createTime: formatDateTime(row.createTime),
  };
}

/** The unit a write lands in: the record's entrusted unit and the dept that puts it in its company's scope. */
interface Unit {
  clientId: number | null;
  deptId: number | null;
}

export class EmployeeService {
  constructor(
    private readonly repo: EmployeeRepo,
    private readonly dicts: DictService,
    private readonly counts?: CountCache,
  ) {}

  /**
   * A caller who reaches every employee takes the total from the count cache, keyed by the filters; a scoped
   * caller, a unit-name filter (a unit renamed elsewhere would move it) and the pending-check filter (a sub-record
   * checked) are counted each time.
   */
  async list(caller: LoginUser, query: EmployeeQuery) {
    const { tenantId } = caller;
    const counts = this.counts;
    const all = reachOf(caller) === 'all';
    const kept = counts && all && isBlankSearch(query.clientName) && query.pendingCheck !== '1';
    const key = countKeyOf(query);
    const { rows, total } = await this.repo.page(
      tenantId,
      query,
      employeeScope(caller),
      kept ? (compute) => counts.count(EMPLOYEE_LIST, tenantId, key, compute) : undefined,
      all,
    );
    const masked = masksIdentity(caller);
    return { rows: rows.map((r) => toEmployeeVo(r, masked)), total };
  }

  async rowsForExport(caller: LoginUser, filter: Partial<EmployeeFilter>): Promise<EmployeeVo[]> {
    const rows = await this.repo.all(caller.tenantId, filter, employeeScope(caller), EXPORT_MAX_ROWS);
    const masked = masksIdentity(caller);
    return rows.map((r) => toEmployeeVo(r, masked));
  }

  /** An employee the caller reaches, else 'not found' (another company's looks the same as none). */
  async visible(caller: LoginUser, employeeId: number): Promise<EmployeeListRow> {
    const row = await this.repo.find(caller.tenantId, employeeScope(caller), employeeId);
    if (!row) throw new ServiceError('employee.notFound');
    return row;
  }

  async get(caller: LoginUser, employeeId: number): Promise<EmployeeVo> {
    return toEmployeeVo(await this.visible(caller, employeeId), masksIdentity(caller));
  }

  /** The caller's own record (a staff member's dossier), or null before they create it. */
  async mine(caller: LoginUser): Promise<EmployeeVo | null> {
    const own = await this.repo.findByUser(caller.tenantId, caller.userId);
    return own ? this.get(caller, own.employeeId) : null;
  }

  /** Where a write of this caller lands; `current` is the record being edited. */
  private async unitFor(caller: LoginUser, clientId: number | null | undefined, current?: EmployeeRow) {
    const reach = reachOf(caller);
    if (reach === 'unit') {
      if (current) return { clientId: current.clientId, deptId: current.deptId } satisfies Unit;
      if (caller.deptId === null) throw new ServiceError('employee.noUnit');
      const own = await this.repo.approvedUnit(caller.tenantId, { deptId: caller.deptId });
      if (!own) throw new ServiceError('employee.noUnit');
      return { clientId: own.clientId, deptId: own.deptId } satisfies Unit;
    }
    if (!clientId) return { clientId: null, deptId: null } satisfies Unit;
    if (current && clientId === current.clientId)
      return { clientId: current.clientId, deptId: current.deptId } satisfies Unit;
    const unit = await this.repo.approvedUnit(caller.tenantId, { clientId });
    if (!unit) throw new ServiceError('employee.unitInvalid');
    return { clientId: unit.clientId, deptId: unit.deptId } satisfies Unit;
  }

  /** The catalogue references exist, are enabled and belong to the chosen series; answers the title level. */
  private async checkCatalog(tenantId: string, body: EmployeeCreate): Promise<string | null> {
    const ids = {
      seriesId: body.seriesId ?? undefined,
      professionId: body.professionId ?? undefined,
      titleId: body.currentTitleId ?? undefined,
    };
    const found = await this.repo.catalog(tenantId, ids);
    const inSeries = (row: { seriesId: number } | undefined) =>
      row !== undefined && (ids.seriesId === undefined || row.seriesId === ids.seriesId);
    if (ids.seriesId && !found.series) throw new ServiceError('employee.seriesInvalid');
    if (ids.professionId && !inSeries(found.profession)) throw new ServiceError('employee.professionInvalid');
    if (ids.titleId && !inSeries(found.title)) throw new ServiceError('employee.titleInvalid');
    return found.title?.titleLevel ?? null;
  }

  private async fields(caller: LoginUser, body: EmployeeCreate, exceptId?: number) {
    const coded = Object.entries(EMPLOYEE_SHEET_DICTS).map(
      ([name, dict]) => [name, dict, body[name as keyof typeof EMPLOYEE_SHEET_DICTS]] as const,
    );
    await checkDictValues(this.dicts, caller.tenantId, coded, body);
    if (await this.repo.findByIdCard(caller.tenantId, body.idCard, exceptId))
      throw new ServiceError('employee.idCardTaken', { employeeName: body.employeeName });
    const level = await this.checkCatalog(caller.tenantId, body);
    const { clientId: _unit, ...rest } = body;
    return {
      ...rest,
      nation: body.nation ?? null,
      politicalStatus: body.politicalStatus ?? null,
      phone: body.phone ?? null,
      email: body.email ?? null,
      education: body.education ?? null,
      seriesId: body.seriesId ?? null,
      professionId: body.professionId ?? null,
      currentTitleId: body.currentTitleId ?? null,
      currentTitleLevel: level,
      currentTitleDate: body.currentTitleDate ?? null,
      currentTitleCertNo: body.currentTitleCertNo ?? null,
      hiredDate: body.hiredDate ?? null,
      workStartDate: body.workStartDate ?? null,
      wageLevel: body.wageLevel ?? null,
      employmentRelation: body.employmentRelation ?? null,
      archiveLocation: body.archiveLocation ?? null,
      remark: body.remark ?? null,
      birthDate: birthDateOfIdCard(body.idCard),
    } satisfies Partial<EmployeeInsert>;
  }

  async create(caller: LoginUser, body: EmployeeCreate): Promise<number> {
    const { tenantId, userId } = caller;
    const self = reachOf(caller) === 'self';
    if (self && (await this.repo.findByUser(tenantId, userId))) throw new ServiceError('employee.mineExists');
    const unit = await this.unitFor(caller, body.clientId);
    const employeeId = await this.repo.insert({
      ...(await this.fields(caller, body)),
      ...unit,
      tenantId,
      userId: self ? userId : null,
      createDept: caller.deptId,
      createBy: userId,
      updateBy: userId,
    });
    await this.listChanged(tenantId);
    return employeeId;
  }

  /** After a write to an employee row has committed: the list's totals may have moved. */
  private listChanged(tenantId: string): Promise<void> {
    return this.counts?.changed(EMPLOYEE_LIST, tenantId) ?? Promise.resolve();
  }

  async update(caller: LoginUser, body: EmployeeUpdate): Promise<void> {
    const current = await this.visible(caller, body.employeeId);
    const { employeeId: _id, ...fields } = body;
    const unit = await this.unitFor(caller, body.clientId, current);
    await this.repo.update(caller.tenantId, current.employeeId, {
      ...(await this.fields(caller, fields, current.employeeId)),
      ...unit,
      updateBy: caller.userId,
      updateTime: new Date(),
    });
    await this.listChanged(caller.tenantId);
  }

  /** Deletes the reachable employees among `ids`; none while any holds a pending or approved record. */
  async remove(caller: LoginUser, ids: number[]): Promise<void> {
    const rows = await this.repo.findMany(caller.tenantId, employeeScope(caller), ids);
    refuseMissing(
      ids,
      rows.map((r) => r.employeeId),
    );
    const checked = await this.repo.withCheckedRecords(
      caller.tenantId,
      rows.map((r) => r.employeeId),
    );
    const blocked = rows.find((r) => checked.has(r.employeeId));
    if (blocked) throw new ServiceError('employee.hasCheckedRecords', { employeeName: blocked.employeeName });
    await this.repo.softDelete(
      caller.tenantId,
      rows.map((r) => r.employeeId),
      caller.userId,
    );
    await this.listChanged(caller.tenantId);
  }
}
