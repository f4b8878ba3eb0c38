import type { DictDataAdminVo, DictDataBody, DictDataFilter, Language } from '@zcps/contracts';
import type { ListQuery } from '../../../platform/db/paging.js';
import { formatDateTime } from '../../../platform/http/dates.js';
import { refuseMissing, ServiceError } from '../../../platform/http/errors.js';
import { buildXlsx, EXPORT_MAX_ROWS, type XlsxColumn } from '../../../platform/http/xlsx.js';
import { dictLabels } from './dict-labels.js';
import type { DictDataRow } from './dict.repo.js';
import type { DictService } from './dict.service.js';
import type { DictDataQuery, DictDataRepo } from './dict-data.repo.js';
import type { DictTypeRepo } from './dict-type.repo.js';
import { formatMessage, message } from '../../../platform/i18n/format.js';

export function toDictDataAdminVo(row: DictDataRow): DictDataAdminVo {
  return {
    dictCode: row.dictCode,
    dictSort: row.dictSort,
    dictLabel: row.dictLabel,
    dictLabelEn: row.dictLabelEn,
    dictValue: row.dictValue,
    dictType: row.dictType,
    cssClass: row.cssClass,
    listClass: row.listClass,
    isDefault: row.isDefault,
    remark: row.remark,
    createTime: formatDateTime(row.createTime),
  };
}

interface Caller {
  tenantId: string;
  userId: number;
  deptId: number | null;
}

/** Dictionary entries: (type, value) unique per tenant; every change evicts the cached entries of its type. */
export class DictDataService {
  constructor(
    private readonly repo: DictDataRepo,
    private readonly types: DictTypeRepo,
    private readonly dicts: DictService,
  ) {}

  async list(tenantId: string, query: ListQuery & DictDataFilter) {
    const { rows, total } = await this.repo.page(tenantId, query);
    return { rows: rows.map(toDictDataAdminVo), total };
  }

  async get(tenantId: string, dictCode: number): Promise<DictDataRow> {
    const row = await this.repo.byCode(tenantId, dictCode);
    if (!row) throw new ServiceError('dictData.notFound', { dictCode });
    return row;
  }

  private fields(body: DictDataBody) {
    return {
      dictSort: Number(body.dictSort ?? 0),
      dictLabel: body.dictLabel,
      dictLabelEn: body.dictLabelEn || null,
      dictValue: body.dictValue,
      dictType: body.dictType,
      cssClass: body.cssClass || null,
      listClass: body.listClass || null,
      isDefault: body.isDefault ?? 'N',
      remark: body.remark ?? null,
    };
  }

  async create(caller: Caller, body: DictDataBody): Promise<number> {
    const { tenantId } = caller;
    if (!(await this.types.typeTaken(tenantId, body.dictType)))
      throw new ServiceError('dictData.typeMissing', { dictType: body.dictType });
    if (await this.repo.valueTaken(tenantId, body.dictType, body.dictValue))
      throw new ServiceError('dictData.addExists', { dictValue: body.dictValue });
    const dictCode = await this.repo.insert({
      ...this.fields(body),
      tenantId,
      createBy: caller.userId,
      createDept: caller.deptId,
      updateBy: caller.userId,
    });
    await this.dicts.evict(tenantId, body.dictType);
    return dictCode;
  }

  async update(caller: Caller, dictCode: number, body: DictDataBody): Promise<void> {
    const { tenantId } = caller;
    const current = await this.get(tenantId, dictCode);
    if (body.dictType !== current.dictType && !(await this.types.typeTaken(tenantId, body.dictType)))
      throw new ServiceError('dictData.typeMissing', { dictType: body.dictType });
    if (await this.repo.valueTaken(tenantId, body.dictType, body.dictValue, dictCode))
      throw new ServiceError('dictData.editExists', { dictValue: body.dictValue });
    await this.repo.update(tenantId, dictCode, { ...this.fields(body), updateBy: caller.userId });
    await this.dicts.evict(tenantId, current.dictType);
    if (body.dictType !== current.dictType) await this.dicts.evict(tenantId, body.dictType);
  }

  async remove(tenantId: string, dictCodes: number[]): Promise<void> {
    const rows = await this.repo.byCodes(tenantId, dictCodes);
    refuseMissing(
      dictCodes,
      rows.map((r) => r.dictCode),
    );
    await this.repo.deleteByCodes(
      tenantId,
      rows.map((r) => r.dictCode),
    );
    for (const dictType of new Set(rows.map((r) => r.dictType))) await this.dicts.evict(tenantId, dictType);
  }

  async export(tenantId: string, query: DictDataQuery, lang: Language): Promise<Buffer> {
    const rows = (await this.repo.all(tenantId, query, EXPORT_MAX_ROWS)).map(toDictDataAdminVo);
    const yesNo = await dictLabels(this.dicts, tenantId, 'sys_yes_no', lang);
    const columns: XlsxColumn<DictDataAdminVo>[] = [
      { header: message('dictData.column.dictCode'), value: (r) => r.dictCode, width: 10 },
      { header: message('dictData.column.dictSort'), value: (r) => r.dictSort, width: 10 },
      { header: message('dictData.column.dictLabel'), value: (r) => r.dictLabel, width: 20 },
      { header: message('dictData.column.dictLabelEn'), value: (r) => r.dictLabelEn, width: 20 },
      { header: message('dictData.column.dictValue'), value: (r) => r.dictValue },
      { header: message('dictData.column.dictType'), value: (r) => r.dictType, width: 30 },
      { header: message('dictData.column.listClass'), value: (r) => r.listClass, width: 12 },
      { header: message('dictData.column.cssClass'), value: (r) => r.cssClass, width: 12 },
      { header: message('dictData.column.isDefault'), value: (r) => yesNo(r.isDefault), width: 10 },
      { header: message('dictData.column.remark'), value: (r) => r.remark, width: 30 },
      { header: message('dictData.column.createTime'), value: (r) => r.createTime, width: 20 },
    ];
    return buildXlsx(lang, formatMessage(lang, 'dictData.sheet'), columns, rows);
  }
}
