import type { Language, LoginLogVo } from '@zcps/contracts';
import type { CountCache } from '../../../platform/db/count-cache.js';
import { countKeyOf } from '../../../platform/db/paging.js';
import { LOGIN_LOG_LIST } from '../../../platform/log/log-lists.js';
import { formatDateTime } from '../../../platform/http/dates.js';
import { buildXlsx, EXPORT_MAX_ROWS, type XlsxColumn } from '../../../platform/http/xlsx.js';
import type { Store } from '../../../platform/store/index.js';
import { passwordLockKey } from '../../../platform/auth/password-lock.js';
import type { DictService } from '../../system/dict/dict.service.js';
import { dictLabels } from '../../system/dict/dict-labels.js';
import type { LoginLogQuery, LoginLogRepo, LoginLogRow } from './logininfor.repo.js';
import { formatMessage, message } from '../../../platform/i18n/format.js';
import { refuseMissing } from '../../../platform/http/errors.js';

export function toLoginLogVo(row: LoginLogRow): LoginLogVo {
  return {
    infoId: row.infoId,
    tenantId: row.tenantId,
    userName: row.userName,
    clientKey: row.clientKey,
    deviceType: row.deviceType,
    status: row.status,
    ipaddr: row.ipaddr,
    loginLocation: row.loginLocation,
    browser: row.browser,
    os: row.os,
    msg: row.msg,
    loginTime: formatDateTime(row.loginTime),
  };
}

export class LoginLogService {
  constructor(
    private readonly repo: LoginLogRepo,
    private readonly store: Store,
    private readonly dicts: DictService,
    private readonly counts?: CountCache,
  ) {}

  /** The total comes from the count cache, keyed by the filters (the log's writes drop it, see log-lists.ts). */
  async list(tenantId: string, query: LoginLogQuery) {
    const counts = this.counts;
    const key = countKeyOf(query);
    const { rows, total } = await this.repo.page(
      tenantId,
      query,
      counts ? (compute) => counts.count(LOGIN_LOG_LIST, tenantId, key, compute) : undefined,
    );
    return { rows: rows.map(toLoginLogVo), total };
  }

  async export(tenantId: string, query: Partial<LoginLogQuery>, lang: Language): Promise<Buffer> {
    const rows = (await this.repo.all(tenantId, query, EXPORT_MAX_ROWS)).map(toLoginLogVo);
    const status = await dictLabels(this.dicts, tenantId, 'sys_common_status', lang);
    const columns: XlsxColumn<LoginLogVo>[] = [
      { header: message('loginLog.column.infoId'), value: (r) => r.infoId, width: 10 },
      { header: message('loginLog.column.userName'), value: (r) => r.userName },
      { header: message('loginLog.column.clientKey'), value: (r) => r.clientKey, width: 10 },
      { header: message('loginLog.column.deviceType'), value: (r) => r.deviceType, width: 10 },
      { header: message('loginLog.column.status'), value: (r) => status(r.status), width: 10 },
      { header: message('loginLog.column.ipaddr'), value: (r) => r.ipaddr },
      { header: message('loginLog.column.loginLocation'), value: (r) => r.loginLocation },
      { header: message('loginLog.column.browser'), value: (r) => r.browser },
      { header: message('loginLog.column.os'), value: (r) => r.os },
      { header: message('loginLog.column.msg'), value: (r) => r.msg, width: 30 },
      { header: message('loginLog.column.loginTime'), value: (r) => r.loginTime, width: 20 },
    ];
    return buildXlsx(lang, formatMessage(lang, 'loginLog.sheet'), columns, rows);
  }

  async remove(tenantId: string, ids: number[]): Promise<number> {
    refuseMissing(ids, await this.repo.existing(tenantId, ids));
    return this.repo.deleteByIds(tenantId, ids);
  }

  clean(tenantId: string): Promise<number> {
    return this.repo.clean(tenantId);
  }

  /** Clears the failed-password counter of a user name in the caller's tenant. */
  async unlock(tenantId: string, userName: string): Promise<void> {
    await this.store.del(passwordLockKey(tenantId, userName));
  }
}
