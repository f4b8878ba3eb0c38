import type {
  CertificateVo,
  ObjectionCreate,
  ObjectionHandle,
  ObjectionVo,
  Publicize,
  Result,
  ResultSummary,
  Revoke,
} from '@zcps/contracts';
import { http } from '../../../lib/request';

const BASE = '/title/review-approval';

/** Final approval, the archive (终审归档) and the results: one API for the three pages. */
export const finalApi = {
  approvalListUrl: `${BASE}/final-approval/list`,
  archiveListUrl: `${BASE}/final/list`,
  resultListUrl: `${BASE}/result/list`,
  exportUrl: (page: 'final-approval' | 'final' | 'result') => `${BASE}/${page}/export`,
  publicize: (body: Publicize) => http.post<Result<null>>(`${BASE}/final-approval/publicize`, body),
  confirm: (declarationIds: number[]) =>
    http.post<Result<null>>(`${BASE}/final-approval/confirm`, { declarationIds }),
  objections: (declarationId: number) =>
    http.get<Result<ObjectionVo[]>>(`${BASE}/final-approval/${declarationId}/objections`),
  addObjection: (body: ObjectionCreate) => http.post<Result<null>>(`${BASE}/final-approval/objection`, body),
  handleObjection: (body: ObjectionHandle) =>
    http.put<Result<null>>(`${BASE}/final-approval/objection`, body),
  revoke: (body: Revoke) => http.post<Result<null>>(`${BASE}/final/revoke`, body),
  certificate: (declarationId: number) =>
    http.get<Result<CertificateVo>>(`${BASE}/final/${declarationId}/certificate`),
  publish: (activityId: number) => http.post<Result<number>>(`${BASE}/result/publish`, { activityId }),
  summary: (activityId?: number) =>
    http.get<Result<ResultSummary[]>>(`${BASE}/result/summary`, { params: activityId ? { activityId } : {} }),
};
