import type { ClientBody, ClientStatusBody, ClientUpdate, ClientVo, Result } from '@zcps/contracts';
import { http } from '../../../lib/request';

export const CLIENT_BASE = '/system/client';

export const clientApi = {
  get: (id: number) => http.get<Result<ClientVo>>(`${CLIENT_BASE}/${id}`),
  add: (body: ClientBody) => http.post<Result<null>>(CLIENT_BASE, body),
  update: (body: ClientUpdate) => http.put<Result<null>>(CLIENT_BASE, body),
  changeStatus: (body: ClientStatusBody) => http.put<Result<null>>(`${CLIENT_BASE}/changeStatus`, body),
  remove: (ids: readonly (number | string)[]) => http.delete<Result<null>>(`${CLIENT_BASE}/${ids.join(',')}`),
};
