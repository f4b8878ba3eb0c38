import type { Result, TenantCreateBody, TenantStatusBody, TenantUpdateBody, TenantVo } from '@zcps/contracts';
import { http } from '../../../lib/request';

export const TENANT_BASE = '/system/tenant';

export const tenantApi = {
  get: (id: number) => http.get<Result<TenantVo>>(`${TENANT_BASE}/${id}`),
  /** Sent encrypted: it carries the new admin's password. Answers the new tenant id. */
  add: (body: TenantCreateBody) => http.post<Result<string>>(TENANT_BASE, body, { isEncrypt: true }),
  update: (body: TenantUpdateBody) => http.put<Result<null>>(TENANT_BASE, body),
  changeStatus: (body: TenantStatusBody) => http.put<Result<null>>(`${TENANT_BASE}/changeStatus`, body),
  remove: (ids: readonly (number | string)[]) => http.delete<Result<null>>(`${TENANT_BASE}/${ids.join(',')}`),
  syncPackage: (tenantId: string, packageId: number) =>
    http.get<Result<null>>(`${TENANT_BASE}/syncTenantPackage`, { params: { tenantId, packageId } }),
};
