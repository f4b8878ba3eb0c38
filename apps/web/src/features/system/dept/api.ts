import type { DeptCreate, DeptUpdate, DeptVo, Result } from '@zcps/contracts';
import { http } from '../../../lib/request';

export const deptApi = {
  list: (params: Record<string, unknown>) => http.get<Result<DeptVo[]>>('/system/dept/list', { params }),
  /** Every dept but this one and its subtree: where it may move. */
  parentChoices: (deptId: number) => http.get<Result<DeptVo[]>>(`/system/dept/list/exclude/${deptId}`),
  add: (body: DeptCreate) => http.post<Result<null>>('/system/dept', body),
  update: (body: DeptUpdate) => http.put<Result<null>>('/system/dept', body),
  remove: (deptId: number) => http.delete<Result<null>>(`/system/dept/${deptId}`),
};
