import type {
  Result,
  RoleMenuTreeVo,
  TenantPackageCreateBody,
  TenantPackageStatusBody,
  TenantPackageUpdateBody,
  TenantPackageVo,
} from '@zcps/contracts';
import { http } from '../../../lib/request';

export const PACKAGE_BASE = '/system/tenant/package';

export const packageApi = {
  get: (packageId: number) => http.get<Result<TenantPackageVo>>(`${PACKAGE_BASE}/${packageId}`),
  /** Enabled packages, for the tenant form. */
  selectList: () => http.get<Result<TenantPackageVo[]>>(`${PACKAGE_BASE}/selectList`),
  add: (body: TenantPackageCreateBody) => http.post<Result<number>>(PACKAGE_BASE, body),
  update: (body: TenantPackageUpdateBody) => http.put<Result<null>>(PACKAGE_BASE, body),
  changeStatus: (body: TenantPackageStatusBody) =>
    http.put<Result<null>>(`${PACKAGE_BASE}/changeStatus`, body),
  remove: (ids: readonly (number | string)[]) =>
    http.delete<Result<null>>(`${PACKAGE_BASE}/${ids.join(',')}`),
  /** Every menu a package may hold and this package's checked ones (0: a new package). */
  menuTree: (packageId: number) =>
    http.get<Result<RoleMenuTreeVo>>(`/system/menu/tenantPackageMenuTreeselect/${packageId}`),
};
