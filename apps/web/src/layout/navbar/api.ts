import type { ManualVo, MyNoticeVo, Result, TableData } from '@zcps/contracts';
import { http } from '../../lib/request';

export type { ManualVo, MyNoticeVo };

export const fetchManuals = () => http.get<Result<ManualVo[]>>('/resource/manual/list');

export const fetchMyNotices = (pageSize = 8) =>
  http.get<TableData<MyNoticeVo>>('/system/notice/my/list', { params: { pageNum: 1, pageSize } });

export const fetchUnreadCount = () => http.get<Result<number>>('/system/notice/my/unread-count');

export const markNoticesRead = (ids: (string | number)[]) =>
  http.put<Result<null>>(`/system/notice/my/read/${ids.join(',')}`, undefined, { repeatSubmit: false });

export const markAllNoticesRead = () =>
  http.put<Result<null>>('/system/notice/my/read-all', undefined, { repeatSubmit: false });
