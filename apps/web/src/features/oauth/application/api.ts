import type {
  OAuthApplicationBody,
  OAuthApplicationUpdate,
  OAuthApplicationVo,
  OAuthSecretVo,
  Result,
} from '@zcps/contracts';
import { http } from '../../../lib/request';

export const APPLICATION_BASE = '/oauth/application';

export const applicationApi = {
  get: (id: number) => http.get<Result<OAuthApplicationVo>>(`${APPLICATION_BASE}/${id}`),
  add: (body: OAuthApplicationBody) => http.post<Result<OAuthSecretVo>>(APPLICATION_BASE, body),
  update: (body: OAuthApplicationUpdate) => http.put<Result<null>>(APPLICATION_BASE, body),
  resetSecret: (id: number) => http.put<Result<OAuthSecretVo>>(`${APPLICATION_BASE}/resetSecret`, { id }),
  remove: (ids: readonly number[]) => http.delete<Result<null>>(`${APPLICATION_BASE}/${ids.join(',')}`),
};
