import type { Language, OperLogVo } from '@zcps/contracts';
import type { CountCache } from '../../../platform/db/count-cache.js';
import { countKeyOf } from '../../../platform/db/paging.js';
import { OPER_LOG_LIST } from '../../../platform/log/log-lists.js';
import { formatDateTime } from '../../../platform/http/dates.js';
import { refuseMissing, ServiceError } from '../../../platform/http/errors.js';
import { buildXlsx, EXPORT_MAX_ROWS, type XlsxColumn } from '../../../platform/http/xlsx.js';
import type { DictService } from '../../system/dict/dict.service.js';
import { dictLabels } from '../../system/dict/dict-labels.js';
import type { OperLogQuery, OperLogRepo, OperLogRow } from './operlog.repo.js';
import { formatMessage, message } from '../../../platform/i18n/format.js';

export function toOperLogVo(row: OperLogRow): OperLogVo {
  return { ...row, operTime: formatDateTime(row.operTime) };
}

export class OperLogService {
  constructor(
    private readonly repo: OperLogRepo,
    private readonly dicts: DictService,
    private readonly counts?: CountCache,
  ) {}

  /** The total comes from the count cache, keyed by the filters (the log's writes drop it, see log-lists.ts). */
  async list(tenantId: string, query: OperLogQuery) {
    const counts = this.counts;
    const key = countKeyOf(query);
    const { rows, total } = await this.repo.page(
      tenantId,
      query,
      counts ? (compute) => counts.count(OPER_LOG_LIST, tenantId, key, compute) : undefined,
    );
    return { rows: rows.map(toOperLogVo), total };
  }

  async detail(tenantId: string, operId: number): Promise<OperLogVo> {
    const row = await this.repo.findById(tenantId, operId);
    if (!row) throw new ServiceError('log.notFound', { id: operId });
    return toOperLogVo(row);
  }

  async export(tenantId: string, query: Partial<OperLogQuery>, lang: Language): Promise<Buffer> {
    const rows = (await this.repo.all(tenantId, query, EXPORT_MAX_ROWS)).map(toOperLogVo);
    const type = await dictLabels(this.dicts, tenantId, 'sys_oper_type', lang);
    const status = await dictLabels(this.dicts, tenantId, 'sys_common_status', lang);
    const columns: XlsxColumn<OperLogVo>[] = [
      { header: message('operLog.column.operId'), value: (r) => r.operId, width: 10 },
      { header: message('operLog.column.title'), value: (r) => r.title },
      { header: message('operLog.column.businessType'), value: (r) => type(r.businessType), width: 10 },
      { header: message('operLog.column.requestMethod'), value: (r) => r.requestMethod, width: 10 },
      { header: message('operLog.column.operName'), value: (r) => r.operName },
      { header: message('operLog.column.deptName'), value: (r) => r.deptName },
      { header: message('operLog.column.operUrl'), value: (r) => r.operUrl, width: 36 },
      { header: message('operLog.column.operIp'), value: (r) => r.operIp },
      { header: message('operLog.column.operLocation'), value: (r) => r.operLocation },
      { header: message('operLog.column.operParam'), value: (r) => r.operParam, width: 40 },
      { header: message('operLog.column.jsonResult'), value: (r) => r.jsonResult, width: 40 },
      { header: message('operLog.column.status'), value: (r) => status(r.status), width: 10 },
      { header: message('operLog.column.errorMsg'), value: (r) => r.errorMsg, width: 30 },
      { header: message('operLog.column.operTime'), value: (r) => r.operTime, width: 20 },
      { header: message('operLog.column.costTime'), value: (r) => r.costTime, width: 12 },
    ];
    return buildXlsx(lang, formatMessage(lang, 'operLog.sheet'), columns, rows);
  }

  async remove(tenantId: string, ids: number[]): Promise<number> {
    refuseMissing(ids, await this.repo.existing(tenantId, ids));
    return this.repo.deleteByIds(tenantId, ids);
  }

  clean(tenantId: string): Promise<number> {
    return this.repo.clean(tenantId);
  }
}
