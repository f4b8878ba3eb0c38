import type { MenuBody, MenuTreeNode, MenuVo, Result, RoleMenuTree } from '@zcps/contracts';
import { http } from '../../../lib/request';

const BASE = '/system/menu';

/** The menu screen's calls; roleMenuTreeselect also serves the roles screen. */
export const menuApi = {
  list: (params: { menuName?: string; status?: string; visible?: string }) =>
    http.get<Result<MenuVo[]>>(`${BASE}/list`, { params }),
  get: (menuId: number) => http.get<Result<MenuVo>>(`${BASE}/${menuId}`),
  treeselect: () => http.get<Result<MenuTreeNode[]>>(`${BASE}/treeselect`),
  roleMenuTreeselect: (roleId: number) =>
    http.get<Result<RoleMenuTree>>(`${BASE}/roleMenuTreeselect/${roleId}`),
  add: (body: MenuBody) => http.post<Result<number>>(BASE, body),
  update: (body: MenuBody) => http.put<Result<null>>(BASE, body),
  remove: (menuId: number) => http.delete<Result<null>>(`${BASE}/${menuId}`),
};
