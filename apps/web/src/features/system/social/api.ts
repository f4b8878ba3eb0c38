import type { Result, SocialProviderCreate, SocialProviderUpdate, SocialProviderVo } from '@zcps/contracts';
import { http } from '../../../lib/request';

export const PROVIDER_BASE = '/system/social/provider';

export const providerApi = {
  get: (id: number) => http.get<Result<SocialProviderVo>>(`${PROVIDER_BASE}/${id}`),
  add: (body: SocialProviderCreate) => http.post<Result<null>>(PROVIDER_BASE, body),
  update: (body: SocialProviderUpdate) => http.put<Result<null>>(PROVIDER_BASE, body),
  remove: (ids: readonly (number | string)[]) =>
    http.delete<Result<null>>(`${PROVIDER_BASE}/${ids.join(',')}`),
};
