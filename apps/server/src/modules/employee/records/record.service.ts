import {
  isRecordEditable,
  isRecordRemovable,
  nextCheckStatus,
  RecordCheckStatus,
  type RecordCheckAction,
  type RecordCheckBody,
  type RecordFilter,
  type RecordVo,
} from '@zcps/contracts';
import type { LoginUser } from '../../../platform/auth/login-user.js';
import { formatDateTime } from '../../../platform/http/dates.js';
import { refuseMissing, ServiceError } from '../../../platform/http/errors.js';
import { EXPORT_MAX_ROWS } from '../../../platform/http/xlsx.js';
import type { DictService } from '../../system/dict/dict.service.js';
import { employeeScope } from '../info/employee-scope.js';
import type { EmployeeRepo } from '../info/employee.repo.js';
import { checkDictValues } from './dict-check.js';
import type { RecordDef } from './record-defs.js';
import type { RecordQuery, RecordRepo, RecordRow } from './record.repo.js';
import type { PlainKey } from '../../../platform/i18n/format.js';

/** Stored row → what the console shows: dates as text, blanks as null. */
export function toRecordVo(def: RecordDef, row: RecordRow, employeeName?: string | null): RecordVo {
  const vo: RecordVo = {
    recordId: row.recordId,
    employeeId: row.employeeId,
    employeeName: employeeName ?? row.employeeName ?? null,
    checkStatus: row.checkStatus,
    checkRemark: row.checkRemark,
    checkBy: row.checkBy,
    checkTime: formatDateTime(row.checkTime),
    remark: row.remark,
    createTime: formatDateTime(row.createTime),
  };
  for (const f of def.spec.fields) vo[f.name] = row[f.name] ?? (f.kind === 'bool' ? false : null);
  return vo;
}

const REFUSED: Record<RecordCheckAction, PlainKey> = {
  submit: 'record.cannotSubmit',
  approve: 'record.cannotApprove',
  return: 'record.cannotReturn',
  reject: 'record.cannotReject',
};

/**
 * The rules of one sub-record kind (record-check.ts): the owner (a caller reaching the employee with the kind's
 * edit permission) changes drafts and returned records and submits them; a checker rules on pending ones.
 * Every refusal changes nothing, also for the other records of the same batch.
 */
export class RecordService {
  constructor(
    readonly def: RecordDef,
    private readonly repo: RecordRepo,
    private readonly employees: EmployeeRepo,
    private readonly dicts: DictService,
  ) {}

  async list(caller: LoginUser, q: RecordQuery) {
    const { rows, total } = await this.repo.page(caller.tenantId, employeeScope(caller), q);
    return { rows: rows.map((r) => toRecordVo(this.def, r)), total };
  }

  async rowsForExport(caller: LoginUser, filter: Partial<RecordFilter>): Promise<RecordRow[]> {
    return this.repo.all(caller.tenantId, employeeScope(caller), filter, EXPORT_MAX_ROWS);
  }

  /** The reachable records among `ids`; with `all`, every id must be reachable. */
  private async reachable(caller: LoginUser, ids: number[], all = true): Promise<RecordRow[]> {
    const unique = [...new Set(ids)];
    const rows = await this.repo.findMany(caller.tenantId, employeeScope(caller), unique);
    if (all && rows.length < unique.length) {
      const found = new Set(rows.map((r) => r.recordId));
      throw new ServiceError('record.notFound', { ids: unique.filter((id) => !found.has(id)).join(',') });
    }
    return rows;
  }

  async get(caller: LoginUser, recordId: number): Promise<RecordVo> {
    const [row] = await this.reachable(caller, [recordId]);
    return toRecordVo(this.def, row!);
  }

  /** The kind's fields of a body: dictionary values checked, the per-employee unique field free. */
  private async fields(
    caller: LoginUser,
    employeeId: number,
    body: Record<string, unknown>,
    recordId?: number,
  ) {
    const { spec, uniquePerEmployee } = this.def;
    const coded = spec.fields.filter((f) => f.dict).map((f) => [f.name, f.dict!, body[f.name]] as const);
    await checkDictValues(this.dicts, caller.tenantId, coded, body);
    if (
      uniquePerEmployee &&
      (await this.repo.taken(
        caller.tenantId,
        employeeId,
        uniquePerEmployee,
        body[uniquePerEmployee],
        recordId,
      ))
    )
      throw new ServiceError('record.yearTaken', { year: String(body[uniquePerEmployee]) });
    const values: Record<string, unknown> = { remark: body.remark ?? null };
    for (const f of spec.fields) values[f.name] = body[f.name] ?? (f.kind === 'bool' ? false : null);
    return values;
  }

  async create(caller: LoginUser, body: Record<string, unknown> & { employeeId: number }): Promise<number> {
    const employee = await this.employees.find(caller.tenantId, employeeScope(caller), body.employeeId);
    if (!employee) throw new ServiceError('record.employeeNotFound', { employee: body.employeeId });
    return this.repo.insert({
      ...(await this.fields(caller, employee.employeeId, body)),
      tenantId: caller.tenantId,
      employeeId: employee.employeeId,
      checkStatus: RecordCheckStatus.DRAFT,
      createDept: caller.deptId,
      createBy: caller.userId,
      updateBy: caller.userId,
    });
  }

  async update(caller: LoginUser, body: Record<string, unknown> & { recordId: number }): Promise<void> {
    const [row] = await this.reachable(caller, [body.recordId]);
    if (!isRecordEditable(row!.checkStatus)) throw new ServiceError('record.notEditable');
    const values = await this.fields(caller, row!.employeeId, body, row!.recordId);
    await this.repo.update(caller.tenantId, [row!.recordId], {
      ...values,
      updateBy: caller.userId,
      updateTime: new Date(),
    });
  }

  /** Deletes the reachable records among `ids`; none while any is pending or approved. */
  async remove(caller: LoginUser, ids: number[]): Promise<void> {
    const rows = await this.reachable(caller, ids, false);
    refuseMissing(
      ids,
      rows.map((r) => r.recordId),
    );
    if (rows.some((r) => !isRecordRemovable(r.checkStatus))) throw new ServiceError('record.notRemovable');
    await this.repo.deleteByIds(
      caller.tenantId,
      rows.map((r) => r.recordId),
    );
  }

  /** Moves every record of the batch by `action`, or none when one of them may not move. */
  private async transition(caller: LoginUser, ids: number[], action: RecordCheckAction, extra: object) {
    const rows = await this.reachable(caller, ids);
    const next = rows.map((r) => nextCheckStatus(r.checkStatus, action));
    if (next.some((s) => s === null)) throw new ServiceError(REFUSED[action]);
    await this.repo.update(
      caller.tenantId,
      rows.map((r) => r.recordId),
      { checkStatus: next[0], ...extra, updateBy: caller.userId, updateTime: new Date() },
    );
  }

  async submit(caller: LoginUser, ids: number[]): Promise<void> {
    await this.transition(caller, ids, 'submit', {});
  }

  async check(caller: LoginUser, body: RecordCheckBody): Promise<void> {
    await this.transition(caller, body.recordIds, body.action, {
      checkRemark: body.checkRemark || null,
      checkBy: caller.userId,
      checkTime: new Date(),
    });
  }
}
