import type {
  PoolMemberAdd,
  PoolStats,
  Result,
  ReviewerPoolCreate,
  ReviewerPoolUpdate,
  ReviewerPoolVo,
} from '@zcps/contracts';
import { http } from '../../../lib/request';

export const POOL_BASE = '/title/reviewer-pool';

export const poolApi = {
  get: (poolId: number) => http.get<Result<ReviewerPoolVo>>(`${POOL_BASE}/${poolId}`),
  add: (body: ReviewerPoolCreate) => http.post<Result<null>>(POOL_BASE, body),
  update: (body: ReviewerPoolUpdate) => http.put<Result<null>>(POOL_BASE, body),
  remove: (ids: readonly number[]) => http.delete<Result<null>>(`${POOL_BASE}/${ids.join(',')}`),
  addMembers: (poolId: number, body: PoolMemberAdd) =>
    http.post<Result<null>>(`${POOL_BASE}/${poolId}/members`, body),
  removeMembers: (poolId: number, reviewerIds: readonly number[]) =>
    http.delete<Result<null>>(`${POOL_BASE}/${poolId}/members/${reviewerIds.join(',')}`),
  stats: (poolId: number) => http.get<Result<PoolStats>>(`${POOL_BASE}/${poolId}/stats`),
  membersUrl: (poolId: number) => `${POOL_BASE}/${poolId}/members`,
  membersExportUrl: (poolId: number) => `${POOL_BASE}/${poolId}/members/export`,
  candidatesUrl: (poolId: number) => `${POOL_BASE}/${poolId}/candidates`,
  exportUrl: `${POOL_BASE}/export`,
};

/** The detail page of a pool (hidden menu `reviewer-pool/detail/:poolId` under 职称管理). */
export const poolDetailPath = (poolId: number) => `/title/reviewer-pool/detail/${poolId}`;
