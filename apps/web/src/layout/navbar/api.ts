import type { ManualVo, MyNoticeVo, Result, ReviewMessageVo, TableData } from '@zcps/contracts';
import { http } from '../../lib/request';

export type { ManualVo, MyNoticeVo, ReviewMessageVo };

export const fetchManuals = () => http.get<Result<ManualVo[]>>('/resource/manual/list');

export const fetchMyNotices = (pageSize = 8) =>
  http.get<TableData<MyNoticeVo>>('/system/notice/my/list', { params: { pageNum: 1, pageSize } });

export const fetchUnreadCount = () => http.get<Result<number>>('/system/notice/my/unread-count');

export const markNoticesRead = (ids: (string | number)[]) =>
  http.put<Result<null>>(`/system/notice/my/read/${ids.join(',')}`, undefined, { repeatSubmit: false });

export const markAllNoticesRead = () =>
  http.put<Result<null>>('/system/notice/my/read-all', undefined, { repeatSubmit: false });

export const fetchReviewMessages = (pageSize = 8) =>
  http.get<TableData<ReviewMessageVo>>('/title/review-message/list', { params: { pageNum: 1, pageSize } });

export const fetchReviewUnreadCount = () => http.get<Result<number>>('/title/review-message/unread-count');

/** None given marks all of the caller's review messages read. */
export const markReviewMessagesRead = (messageIds?: number[]) =>
  http.put<Result<number>>('/title/review-message/read', messageIds ? { messageIds } : {}, {
    repeatSubmit: false,
  });
