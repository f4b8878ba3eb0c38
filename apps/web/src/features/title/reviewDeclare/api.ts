import type {
  CheckPass,
  CheckReject,
  DeclarationBatch,
  RecommendBody,
  DeclarationCreate,
  DeclarationProgress,
  DeclarationReturn,
  DeclarationSubmit,
  DeclarationUpdate,
  EligibilityResult,
  Result,
} from '@zcps/contracts';
import { http } from '../../../lib/request';

export const DECLARE_BASE = '/title/review-declare';
export const APPROVAL_BASE = '/title/review-approval';

export const declareApi = {
  add: (body: DeclarationCreate) => http.post<Result<number>>(DECLARE_BASE, body),
  update: (body: DeclarationUpdate) => http.put<Result<null>>(DECLARE_BASE, body),
  remove: (ids: readonly number[]) => http.delete<Result<null>>(`${DECLARE_BASE}/${ids.join(',')}`),
  eligibility: (declarationId: number) =>
    http.get<Result<EligibilityResult>>(`${DECLARE_BASE}/${declarationId}/eligibility`),
  submit: (body: DeclarationSubmit) => http.put<Result<null>>(`${DECLARE_BASE}/submit`, body),
  resubmit: (body: DeclarationSubmit) => http.put<Result<null>>(`${DECLARE_BASE}/resubmit`, body),
  withdraw: (body: DeclarationBatch) => http.put<Result<null>>(`${DECLARE_BASE}/withdraw`, body),
  recommend: (body: RecommendBody) => http.put<Result<null>>(`${DECLARE_BASE}/recommend`, body),
  exportUrl: `${DECLARE_BASE}/export`,
};

export const approvalApi = {
  check: (body: CheckPass) => http.put<Result<null>>(`${APPROVAL_BASE}/prepare/check`, body),
  reject: (body: CheckReject) => http.put<Result<null>>(`${APPROVAL_BASE}/prepare/reject`, body),
  returnTo: (body: DeclarationReturn) => http.put<Result<null>>(`${APPROVAL_BASE}/return`, body),
  progress: (declarationId: number) =>
    http.get<Result<DeclarationProgress>>(`${APPROVAL_BASE}/detail/${declarationId}`),
  prepareExportUrl: `${APPROVAL_BASE}/prepare/export`,
  trailExportUrl: (declarationId: number) => `${APPROVAL_BASE}/detail/${declarationId}/export`,
};

/** The hidden progress page of one declaration (menu `title/review-approval/index`). */
export const progressPath = (declarationId: number) =>
  `/titleReviewApproval/index?declarationId=${declarationId}`;
