import type { Result, WfCategoryCreate, WfCategoryUpdate, WfCategoryVo } from '@zcps/contracts';
import { http } from '../../../lib/request';

export const categoryApi = {
  /** The whole matching tree as a flat list. */
  list: (params: Record<string, unknown> = {}) =>
    http.get<Result<WfCategoryVo[]>>('/workflow/category/list', { params }),
  add: (body: WfCategoryCreate) => http.post<Result<null>>('/workflow/category', body),
  update: (body: WfCategoryUpdate) => http.put<Result<null>>('/workflow/category', body),
  remove: (ids: readonly number[]) => http.delete<Result<null>>(`/workflow/category/${ids.join(',')}`),
  exportUrl: '/workflow/category/export',
};
