import type { DataSourceCreate, DataSourceTest, DataSourceUpdate, Result } from '@zcps/contracts';
import { http } from '../../../lib/request';

export const DATA_SOURCE_BASE = '/system/dataSource';

export const dataSourceApi = {
  add: (body: DataSourceCreate) => http.post<Result<null>>(DATA_SOURCE_BASE, body),
  update: (body: DataSourceUpdate) => http.put<Result<null>>(DATA_SOURCE_BASE, body),
  remove: (ids: readonly number[]) => http.delete<Result<null>>(`${DATA_SOURCE_BASE}/${ids.join(',')}`),
  changeStatus: (dataSourceId: number, status: '0' | '1') =>
    http.put<Result<null>>(`${DATA_SOURCE_BASE}/changeStatus`, { dataSourceId, status }),
  /** Answers 连接成功 with the server's version, or the reason it failed (shown by the request layer). */
  test: (body: DataSourceTest) => http.post<Result<null>>(`${DATA_SOURCE_BASE}/test`, body),
};
