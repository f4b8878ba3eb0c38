import type { ReviewerPoolVo } from '@zcps/contracts';

/** A pool as the list and detail answer it (page tests). */
export const pool = (poolId: number, poolName: string): ReviewerPoolVo => ({
  poolId,
  poolName,
  seriesId: 5,
  seriesName: '工程技术人员',
  titleLevel: '2',
  orgId: null,
  orgName: '工程系列评委会',
  termStart: '2025-01-01',
  termEnd: '2027-12-31',
  status: '0',
  memberCount: 12,
  availableCount: 10,
  remark: null,
  createTime: '2026-01-01 10:00:00',
});
