import {
  ConfigPermission,
  type ConfigBody,
  type ConfigFilter,
  type ConfigVo,
  type Language,
} from '@zcps/contracts';
import { isAllowed } from '../../../platform/auth/access.js';
import type { LoginUser } from '../../../platform/auth/login-user.js';
import type { ListQuery } from '../../../platform/db/paging.js';
import { formatDateTime } from '../../../platform/http/dates.js';
import { forbidden, refuseMissing, ServiceError } from '../../../platform/http/errors.js';
import { buildXlsx, EXPORT_MAX_ROWS, type XlsxColumn } from '../../../platform/http/xlsx.js';
import type { DictService } from '../dict/dict.service.js';
import { dictLabels } from '../dict/dict-labels.js';
import type { ConfigQuery, ConfigRepo, ConfigRow } from './config.repo.js';
import type { ConfigService } from './config.service.js';
import { formatMessage, message } from '../../../platform/i18n/format.js';

export function toConfigVo(row: ConfigRow): ConfigVo {
  return {
    configId: row.configId,
    configName: row.configName,
    configKey: row.configKey,
    configValue: row.configValue,
    configType: row.configType,
    isPublic: row.isPublic,
    remark: row.remark,
    createTime: formatDateTime(row.createTime),
  };
}

interface Caller {
  tenantId: string;
  userId: number;
  deptId: number | null;
}

/** The parameter screen: CRUD of sys_config with a unique key per tenant; every change goes through evict. */
export class ConfigAdminService {
  constructor(
    private readonly repo: ConfigRepo,
    private readonly config: ConfigService,
    private readonly dicts: DictService,
  ) {}

  async list(tenantId: string, query: ListQuery & ConfigFilter) {
    const { rows, total } = await this.repo.page(tenantId, query);
    return { rows: rows.map(toConfigVo), total };
  }

  async get(tenantId: string, configId: number): Promise<ConfigRow> {
    const row = await this.repo.byId(tenantId, configId);
    if (!row) throw new ServiceError('config.notFound', { config: configId });
    return row;
  }

  /**
   * The value of a key through the cache; '' when the key does not exist. A caller without system:config:query
   * reads only public keys (the console's switches): anything else, the initial password first, is refused.
   */
  async valueOf(caller: LoginUser, configKey: string): Promise<string> {
    if (!isAllowed({ permission: ConfigPermission.QUERY }, caller)) {
      const row = await this.repo.byKey(caller.tenantId, configKey);
      if (row?.isPublic !== 'Y') throw forbidden();
    }
    return (await this.config.get(caller.tenantId, configKey)) ?? '';
  }

  async create(caller: Caller, body: ConfigBody): Promise<number> {
    if (await this.repo.keyTaken(caller.tenantId, body.configKey))
      throw new ServiceError('config.addExists', { configName: body.configName });
    const configId = await this.repo.insert({
      tenantId: caller.tenantId,
      configName: body.configName,
      configKey: body.configKey,
      configValue: body.configValue,
      configType: body.configType ?? 'N',
      isPublic: body.isPublic ?? 'N',
      remark: body.remark ?? null,
      createBy: caller.userId,
      createDept: caller.deptId,
      updateBy: caller.userId,
    });
    // A read before the key existed cached "missing".
    await this.config.evict(caller.tenantId, body.configKey);
    return configId;
  }

  async update(caller: Caller, configId: number, body: ConfigBody): Promise<void> {
    const current = await this.get(caller.tenantId, configId);
    if (await this.repo.keyTaken(caller.tenantId, body.configKey, configId))
      throw new ServiceError('config.editExists', { configName: body.configName });
    await this.repo.update(caller.tenantId, configId, {
      configName: body.configName,
      configKey: body.configKey,
      configValue: body.configValue,
      configType: body.configType ?? 'N',
      isPublic: body.isPublic ?? current.isPublic,
      remark: body.remark ?? null,
      updateBy: caller.userId,
    });
    await this.config.evict(caller.tenantId, current.configKey);
    if (body.configKey !== current.configKey) await this.config.evict(caller.tenantId, body.configKey);
  }

  async updateByKey(caller: Caller, configKey: string, configValue: string): Promise<void> {
    const current = await this.repo.byKey(caller.tenantId, configKey);
    if (!current) throw new ServiceError('config.notFound', { config: configKey });
    await this.repo.update(caller.tenantId, current.configId, { configValue, updateBy: caller.userId });
    await this.config.evict(caller.tenantId, configKey);
  }

  /** Refuses the whole batch when it holds a built-in parameter, so nothing is half deleted. */
  async remove(tenantId: string, configIds: number[]): Promise<void> {
    const rows = await this.repo.byIds(tenantId, configIds);
    refuseMissing(
      configIds,
      rows.map((r) => r.configId),
    );
    const builtIn = rows.find((r) => r.configType === 'Y');
    if (builtIn) throw new ServiceError('config.builtIn', { configKey: builtIn.configKey });
    await this.repo.deleteByIds(
      tenantId,
      rows.map((r) => r.configId),
    );
    for (const row of rows) await this.config.evict(tenantId, row.configKey);
  }

  refreshCache(tenantId: string): Promise<void> {
    return this.config.evict(tenantId);
  }

  async export(tenantId: string, query: ConfigQuery, lang: Language): Promise<Buffer> {
    const rows = (await this.repo.all(tenantId, query, EXPORT_MAX_ROWS)).map(toConfigVo);
    const yesNo = await dictLabels(this.dicts, tenantId, 'sys_yes_no', lang);
    const columns: XlsxColumn<ConfigVo>[] = [
      { header: message('config.column.configId'), value: (r) => r.configId, width: 10 },
      { header: message('config.column.configName'), value: (r) => r.configName, width: 30 },
      { header: message('config.column.configKey'), value: (r) => r.configKey, width: 30 },
      { header: message('config.column.configValue'), value: (r) => r.configValue, width: 24 },
      { header: message('config.column.configType'), value: (r) => yesNo(r.configType), width: 10 },
      { header: message('config.column.isPublic'), value: (r) => yesNo(r.isPublic), width: 10 },
      { header: message('config.column.remark'), value: (r) => r.remark, width: 30 },
      { header: message('config.column.createTime'), value: (r) => r.createTime, width: 20 },
    ];
    return buildXlsx(lang, formatMessage(lang, 'config.sheet'), columns, rows);
  }
}
