import type { DictTypeBody, DictTypeFilter, DictTypeVo, Language } from '@zcps/contracts';
import type { ListQuery } from '../../../platform/db/paging.js';
import { formatDateTime } from '../../../platform/http/dates.js';
import { refuseMissing, ServiceError } from '../../../platform/http/errors.js';
import { buildXlsx, EXPORT_MAX_ROWS, type XlsxColumn } from '../../../platform/http/xlsx.js';
import type { DictService } from './dict.service.js';
import type { DictTypeQuery, DictTypeRepo, DictTypeRow } from './dict-type.repo.js';
import { formatMessage, message } from '../../../platform/i18n/format.js';

export function toDictTypeVo(row: DictTypeRow): DictTypeVo {
  return {
    dictId: row.dictId,
    dictName: row.dictName,
    dictNameEn: row.dictNameEn,
    dictType: row.dictType,
    remark: row.remark,
    createTime: formatDateTime(row.createTime),
  };
}

const columns: XlsxColumn<DictTypeVo>[] = [
  { header: message('dictType.column.dictId'), value: (r) => r.dictId, width: 10 },
  { header: message('dictType.column.dictName'), value: (r) => r.dictName, width: 24 },
  { header: message('dictType.column.dictNameEn'), value: (r) => r.dictNameEn, width: 24 },
  { header: message('dictType.column.dictType'), value: (r) => r.dictType, width: 30 },
  { header: message('dictType.column.remark'), value: (r) => r.remark, width: 30 },
  { header: message('dictType.column.createTime'), value: (r) => r.createTime, width: 20 },
];

interface Caller {
  tenantId: string;
  userId: number;
  deptId: number | null;
}

/** Dictionary types: CRUD with a unique code per tenant; every change evicts the cached entries it touches. */
export class DictTypeService {
  constructor(
    private readonly repo: DictTypeRepo,
    private readonly dicts: DictService,
  ) {}

  async list(tenantId: string, query: ListQuery & DictTypeFilter) {
    const { rows, total } = await this.repo.page(tenantId, query);
    return { rows: rows.map(toDictTypeVo), total };
  }

  async options(tenantId: string): Promise<DictTypeVo[]> {
    return (await this.repo.all(tenantId, {}, EXPORT_MAX_ROWS)).map(toDictTypeVo);
  }

  async get(tenantId: string, dictId: number): Promise<DictTypeRow> {
    const row = await this.repo.byId(tenantId, dictId);
    if (!row) throw new ServiceError('dictType.notFound', { dictId });
    return row;
  }

  async create(caller: Caller, body: DictTypeBody): Promise<number> {
    if (await this.repo.typeTaken(caller.tenantId, body.dictType))
      throw new ServiceError('dictType.addExists', { dictName: body.dictName });
    const dictId = await this.repo.insert({
      tenantId: caller.tenantId,
      dictName: body.dictName,
      dictNameEn: body.dictNameEn || null,
      dictType: body.dictType,
      remark: body.remark ?? null,
      createBy: caller.userId,
      createDept: caller.deptId,
      updateBy: caller.userId,
    });
    await this.dicts.evict(caller.tenantId, body.dictType);
    return dictId;
  }

  async update(caller: Caller, dictId: number, body: DictTypeBody): Promise<void> {
    const current = await this.get(caller.tenantId, dictId);
    if (await this.repo.typeTaken(caller.tenantId, body.dictType, dictId))
      throw new ServiceError('dictType.editExists', { dictName: body.dictName });
    await this.repo.update(caller.tenantId, dictId, current.dictType, {
      dictName: body.dictName,
      dictNameEn: body.dictNameEn || null,
      dictType: body.dictType,
      remark: body.remark ?? null,
      updateBy: caller.userId,
    });
    await this.dicts.evict(caller.tenantId, current.dictType);
    if (body.dictType !== current.dictType) await this.dicts.evict(caller.tenantId, body.dictType);
  }

  /** Refuses the whole batch when any type still holds entries, so nothing is half deleted. */
  async remove(tenantId: string, dictIds: number[]): Promise<void> {
    const rows = await this.repo.byIds(tenantId, dictIds);
    refuseMissing(
      dictIds,
      rows.map((r) => r.dictId),
    );
    const inUse = new Set(
      await this.repo.typesInUse(
        tenantId,
        rows.map((r) => r.dictType),
      ),
    );
    const blocked = rows.find((r) => inUse.has(r.dictType));
    if (blocked)
      throw new ServiceError('dictType.assigned', { dictName: blocked.dictName ?? blocked.dictType });
    await this.repo.deleteByIds(
      tenantId,
      rows.map((r) => r.dictId),
    );
    for (const row of rows) await this.dicts.evict(tenantId, row.dictType);
  }

  refreshCache(tenantId: string): Promise<void> {
    return this.dicts.evict(tenantId);
  }

  async export(tenantId: string, query: DictTypeQuery, lang: Language): Promise<Buffer> {
    const rows = (await this.repo.all(tenantId, query, EXPORT_MAX_ROWS)).map(toDictTypeVo);
    return buildXlsx(lang, formatMessage(lang, 'dictType.sheet'), columns, rows);
  }
}
