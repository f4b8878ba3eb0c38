import type { Language, OperLogVo } from '@zcps/contracts';
import { formatDateTime } from '../../../platform/http/dates.js';
import { ServiceError } from '../../../platform/http/errors.js';
import { buildXlsx, EXPORT_MAX_ROWS, type XlsxColumn } from '../../../platform/http/xlsx.js';
import type { DictService } from '../../system/dict/dict.service.js';
import { dictLabels } from '../../system/dict/dict-labels.js';
import type { OperLogQuery, OperLogRepo, OperLogRow } from './operlog.repo.js';

export function toOperLogVo(row: OperLogRow): OperLogVo {
  return { ...row, operTime: formatDateTime(row.operTime) };
}

const h = (zh_CN: string, en_US: string) => ({ zh_CN, en_US });

export class OperLogService {
  constructor(
    private readonly repo: OperLogRepo,
    private readonly dicts: DictService,
  ) {}

  async list(tenantId: string, query: OperLogQuery) {
    const { rows, total } = await this.repo.page(tenantId, query);
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
      { header: h('操作序号', 'Id'), value: (r) => r.operId, width: 10 },
      { header: h('系统模块', 'Module'), value: (r) => r.title },
      { header: h('业务类型', 'Type'), value: (r) => type(r.businessType), width: 10 },
      { header: h('请求方式', 'HTTP method'), value: (r) => r.requestMethod, width: 10 },
      { header: h('操作人员', 'Operator'), value: (r) => r.operName },
      { header: h('部门名称', 'Department'), value: (r) => r.deptName },
      { header: h('请求地址', 'URL'), value: (r) => r.operUrl, width: 36 },
      { header: h('操作地址', 'IP address'), value: (r) => r.operIp },
      { header: h('操作地点', 'Location'), value: (r) => r.operLocation },
      { header: h('请求参数', 'Parameters'), value: (r) => r.operParam, width: 40 },
      { header: h('返回参数', 'Result'), value: (r) => r.jsonResult, width: 40 },
      { header: h('状态', 'Status'), value: (r) => status(r.status), width: 10 },
      { header: h('错误消息', 'Error'), value: (r) => r.errorMsg, width: 30 },
      { header: h('操作时间', 'Time'), value: (r) => r.operTime, width: 20 },
      { header: h('消耗时间(毫秒)', 'Cost (ms)'), value: (r) => r.costTime, width: 12 },
    ];
    return buildXlsx(lang, lang === 'en_US' ? 'Operation log' : '操作日志', columns, rows);
  }

  remove(tenantId: string, ids: number[]): Promise<number> {
    return this.repo.deleteByIds(tenantId, ids);
  }

  clean(tenantId: string): Promise<number> {
    return this.repo.clean(tenantId);
  }
}
