import type { DeptVo, PostCreate, PostUpdate, Result } from '@zcps/contracts';
import { http } from '../../../lib/request';

export const postApi = {
  add: (body: PostCreate) => http.post<Result<null>>('/system/post', body),
  update: (body: PostUpdate) => http.put<Result<null>>('/system/post', body),
  remove: (ids: readonly number[]) => http.delete<Result<null>>(`/system/post/${ids.join(',')}`),
  /** Enabled depts in the caller's scope: where a post may belong. */
  depts: () => http.get<Result<DeptVo[]>>('/system/dept/optionselect'),
  exportUrl: '/system/post/export',
};
