import type {
  DictDataAdminVo,
  DictDataBody,
  DictDataUpdate,
  DictTypeBody,
  DictTypeUpdate,
  DictTypeVo,
  Result,
} from '@zcps/contracts';
import { http } from '../../../lib/request';

export const dictTypeApi = {
  get: (dictId: number) => http.get<Result<DictTypeVo>>(`/system/dict/type/${dictId}`),
  options: () => http.get<Result<DictTypeVo[]>>('/system/dict/type/optionselect'),
  add: (body: DictTypeBody) => http.post<Result<number>>('/system/dict/type', body),
  update: (body: DictTypeUpdate) => http.put<Result<null>>('/system/dict/type', body),
  remove: (ids: readonly number[]) => http.delete<Result<null>>(`/system/dict/type/${ids.join(',')}`),
  refreshCache: () => http.delete<Result<null>>('/system/dict/type/refreshCache'),
  exportUrl: '/system/dict/type/export',
};

export const dictDataApi = {
  get: (dictCode: number) => http.get<Result<DictDataAdminVo>>(`/system/dict/data/${dictCode}`),
  add: (body: DictDataBody) => http.post<Result<number>>('/system/dict/data', body),
  update: (body: DictDataUpdate) => http.put<Result<null>>('/system/dict/data', body),
  remove: (codes: readonly number[]) => http.delete<Result<null>>(`/system/dict/data/${codes.join(',')}`),
  exportUrl: '/system/dict/data/export',
};
