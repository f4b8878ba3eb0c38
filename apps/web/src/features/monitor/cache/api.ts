import type { CacheInfo, CacheNameVo, CacheValueVo, Result } from '@zcps/contracts';
import { http } from '../../../lib/request';

const enc = encodeURIComponent;

export const cacheApi = {
  info: () => http.get<Result<CacheInfo>>('/monitor/cache'),
  names: () => http.get<Result<CacheNameVo[]>>('/monitor/cache/getNames'),
  keys: (name: string) => http.get<Result<string[]>>(`/monitor/cache/getKeys/${enc(name)}`),
  value: (name: string, key: string) =>
    http.get<Result<CacheValueVo>>(`/monitor/cache/getValue/${enc(name)}/${enc(key)}`),
  clearName: (name: string) => http.delete<Result<null>>(`/monitor/cache/clearCacheName/${enc(name)}`),
  clearKey: (name: string, key: string) =>
    http.delete<Result<null>>(`/monitor/cache/clearCacheKey/${enc(name)}/${enc(key)}`),
  clearAll: () => http.delete<Result<null>>('/monitor/cache/clearCacheAll'),
};
