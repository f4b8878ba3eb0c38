import type {
  Result,
  RoleCreateBody,
  RoleDataScopeBody,
  RoleDeptTreeVo,
  RoleDetailVo,
  RoleMenuTreeVo,
  RoleTreeNode,
  RoleUpdateBody,
} from '@zcps/contracts';
import { http } from '../../../lib/request';

export const ROLE_BASE = '/system/role';

export const roleApi = {
  get: (roleId: number) => http.get<Result<RoleDetailVo>>(`${ROLE_BASE}/${roleId}`),
  add: (body: RoleCreateBody) => http.post<Result<number>>(ROLE_BASE, body),
  update: (body: RoleUpdateBody) => http.put<Result<null>>(ROLE_BASE, body),
  changeStatus: (roleId: number, status: string) =>
    http.put<Result<null>>(`${ROLE_BASE}/changeStatus`, { roleId, status }),
  dataScope: (body: RoleDataScopeBody) => http.put<Result<null>>(`${ROLE_BASE}/dataScope`, body),
  remove: (roleIds: readonly (string | number)[]) =>
    http.delete<Result<null>>(`${ROLE_BASE}/${roleIds.join(',')}`),
  deptTree: (roleId: number) => http.get<Result<RoleDeptTreeVo>>(`${ROLE_BASE}/deptTree/${roleId}`),
  /** The menu module's trees: every menu, and every menu with the role's checked ones. */
  menuTree: () => http.get<Result<RoleTreeNode[]>>('/system/menu/treeselect'),
  roleMenuTree: (roleId: number) =>
    http.get<Result<RoleMenuTreeVo>>(`/system/menu/roleMenuTreeselect/${roleId}`),
  cancel: (roleId: number, userId: number) =>
    http.put<Result<null>>(`${ROLE_BASE}/authUser/cancel`, { userId, roleId }),
  cancelAll: (roleId: number, userIds: readonly (string | number)[]) =>
    http.put<Result<null>>(`${ROLE_BASE}/authUser/cancelAll`, undefined, {
      params: { roleId, userIds: userIds.join(',') },
    }),
  selectAll: (roleId: number, userIds: readonly (string | number)[]) =>
    http.put<Result<null>>(`${ROLE_BASE}/authUser/selectAll`, undefined, {
      params: { roleId, userIds: userIds.join(',') },
    }),
};
