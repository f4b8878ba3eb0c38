import type { ConfigBody, ConfigUpdate, Result } from '@zcps/contracts';
import { http } from '../../../lib/request';

export const configApi = {
  add: (body: ConfigBody) => http.post<Result<number>>('/system/config', body),
  update: (body: ConfigUpdate) => http.put<Result<null>>('/system/config', body),
  remove: (ids: readonly number[]) => http.delete<Result<null>>(`/system/config/${ids.join(',')}`),
  refreshCache: () => http.delete<Result<null>>('/system/config/refreshCache'),
  exportUrl: '/system/config/export',
};
