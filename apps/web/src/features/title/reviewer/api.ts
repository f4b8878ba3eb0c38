import { useQuery } from '@tanstack/react-query';
import type {
  ProfessionVo,
  Result,
  ReviewerAccountsBody,
  ReviewerAccountsResult,
  ReviewerConflictAdded,
  ReviewerConflictCreate,
  ReviewerConflictVo,
  ReviewerCreate,
  ReviewerStatusBody,
  ReviewerUpdate,
  ReviewerUserOption,
  ReviewerVo,
  TitleClientOption,
  TitleSeriesVo,
} from '@zcps/contracts';
import { http } from '../../../lib/request';
import { organizationApi, toOrgOptions, type OrgOption } from '../organization/api';

export const REVIEWER_BASE = '/title/reviewer';

export const reviewerApi = {
  get: (reviewerId: number) => http.get<Result<ReviewerVo>>(`${REVIEWER_BASE}/${reviewerId}`),
  add: (body: ReviewerCreate) => http.post<Result<null>>(REVIEWER_BASE, body),
  update: (body: ReviewerUpdate) => http.put<Result<null>>(REVIEWER_BASE, body),
  remove: (ids: readonly number[]) => http.delete<Result<null>>(`${REVIEWER_BASE}/${ids.join(',')}`),
  changeStatus: (body: ReviewerStatusBody) => http.put<Result<null>>(`${REVIEWER_BASE}/changeStatus`, body),
  userOptions: (search: string) =>
    http.get<Result<ReviewerUserOption[]>>(`${REVIEWER_BASE}/userOptions`, { params: { search } }),
  conflicts: (reviewerId: number) =>
    http.get<Result<ReviewerConflictVo[]>>(`${REVIEWER_BASE}/${reviewerId}/conflicts`),
  addConflict: (reviewerId: number, body: ReviewerConflictCreate) =>
    http.post<Result<ReviewerConflictAdded>>(`${REVIEWER_BASE}/${reviewerId}/conflicts`, body),
  removeConflicts: (reviewerId: number, ids: readonly number[]) =>
    http.delete<Result<null>>(`${REVIEWER_BASE}/${reviewerId}/conflicts/${ids.join(',')}`),
  openAccounts: (body: ReviewerAccountsBody) =>
    http.post<Result<ReviewerAccountsResult>>(`${REVIEWER_BASE}/accounts`, body),
  exportUrl: `${REVIEWER_BASE}/export`,
  conflictsExportUrl: (reviewerId: number) => `${REVIEWER_BASE}/${reviewerId}/conflicts/export`,
};

/** `{value, label}` options of the title catalogue and master data, shared by the reviewer and pool screens. */
export interface Option {
  value: number;
  label: string;
}

export function useSeriesOptions(enabled = true): Option[] {
  const query = useQuery({
    queryKey: ['title/series/optionselect'],
    queryFn: () => http.get<Result<TitleSeriesVo[]>>('/title/series/optionselect'),
    enabled,
  });
  return (query.data?.data ?? []).map((s) => ({ value: s.seriesId, label: s.seriesName }));
}

export function useProfessionOptions(seriesId: number | undefined): Option[] {
  const query = useQuery({
    queryKey: ['title/profession/optionselect', seriesId],
    queryFn: () =>
      http.get<Result<ProfessionVo[]>>('/title/profession/optionselect', { params: { seriesId } }),
    enabled: Boolean(seriesId),
  });
  return seriesId
    ? (query.data?.data ?? []).map((p) => ({ value: p.professionId, label: p.professionName }))
    : [];
}

export function useClientOptions(enabled = true): Option[] {
  const query = useQuery({
    queryKey: ['title/client/optionselect'],
    queryFn: () => http.get<Result<TitleClientOption[]>>('/title/client/optionselect'),
    enabled,
  });
  return (query.data?.data ?? []).map((c) => ({ value: c.clientId, label: c.clientName }));
}

/**
 * Enabled organizations as a select tree (the organization screen's own tree call). The query key is shared
 * with the unit form, so the cache holds the options themselves, never the raw answer: with two shapes under
 * one key, whichever screen loaded first left the other's select empty.
 */
export function useOrgOptions(enabled = true): OrgOption[] {
  const query = useQuery({
    queryKey: ['title/organization/treeselect'],
    queryFn: async () => toOrgOptions((await organizationApi.tree()).data),
    enabled,
  });
  return query.data ?? [];
}
