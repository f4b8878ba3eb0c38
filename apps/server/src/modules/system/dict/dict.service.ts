import type { DictDataVo, Language } from '@zcps/contracts';
import { formatDateTime } from '../../../platform/http/dates.js';
import type { Store } from '../../../platform/store/index.js';
import type { DictRepo, DictDataRow } from './dict.repo.js';

const CACHE = 'sys_dict:';

interface CachedEntry extends Omit<DictDataRow, 'createTime' | 'updateTime'> {
  createTime: string | null;
}

/** Dictionary entries by type, cached per tenant in the store (`sys_dict:{tenant}:{type}`), labels localized. */
export class DictService {
  constructor(
    private readonly repo: DictRepo,
    private readonly store: Store,
  ) {}

  private async entries(tenantId: string, dictType: string): Promise<CachedEntry[]> {
    const key = `${CACHE}${tenantId}:${dictType}`;
    const cached = await this.store.get(key);
    if (cached) return JSON.parse(cached) as CachedEntry[];
    const rows = (await this.repo.dataOfType(tenantId, dictType)).map(({ updateTime: _u, ...row }) => ({
      ...row,
      createTime: formatDateTime(row.createTime),
    }));
    await this.store.set(key, JSON.stringify(rows), 3600);
    return rows;
  }

  async byType(tenantId: string, dictType: string, lang: Language): Promise<DictDataVo[]> {
    return (await this.entries(tenantId, dictType)).map((row) => ({
      dictCode: row.dictCode,
      dictSort: row.dictSort,
      dictLabel: lang === 'en_US' && row.dictLabelEn ? row.dictLabelEn : row.dictLabel,
      dictValue: row.dictValue,
      dictType: row.dictType,
      cssClass: row.cssClass,
      listClass: row.listClass,
      isDefault: row.isDefault,
      remark: row.remark,
      createTime: row.createTime,
    }));
  }

  /** Called by every dictionary write (system issue) so all instances read fresh entries. */
  async evict(tenantId: string, dictType?: string): Promise<void> {
    const keys = dictType
      ? [`${CACHE}${tenantId}:${dictType}`]
      : await this.store.keys(`${CACHE}${tenantId}:`);
    await this.store.del(...keys);
  }
}
