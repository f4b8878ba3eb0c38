import type { NoticeBody, NoticeVo, Result } from '@zcps/contracts';
import { http } from '../../../lib/request';

const BASE = '/system/notice';

export const noticeApi = {
  get: (noticeId: number) => http.get<Result<NoticeVo>>(`${BASE}/${noticeId}`),
  add: (body: NoticeBody) => http.post<Result<number>>(BASE, body),
  update: (body: NoticeBody) => http.put<Result<null>>(BASE, body),
  remove: (ids: readonly (number | string)[]) => http.delete<Result<null>>(`${BASE}/${ids.join(',')}`),
};
