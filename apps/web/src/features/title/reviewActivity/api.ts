import { useQuery } from '@tanstack/react-query';
import type {
  WfDefinitionVo,
  Result,
  ReviewActivityCreate,
  ReviewActivityOption,
  ReviewActivityUpdate,
} from '@zcps/contracts';
import { http } from '../../../lib/request';

export const ACTIVITY_BASE = '/title/review-activity';

export const activityApi = {
  add: (body: ReviewActivityCreate) => http.post<Result<null>>(ACTIVITY_BASE, body),
  update: (body: ReviewActivityUpdate) => http.put<Result<null>>(ACTIVITY_BASE, body),
  remove: (ids: readonly number[]) => http.delete<Result<null>>(`${ACTIVITY_BASE}/${ids.join(',')}`),
  start: (id: number) => http.put<Result<null>>(`${ACTIVITY_BASE}/start/${id}`),
  end: (id: number) => http.put<Result<null>>(`${ACTIVITY_BASE}/end/${id}`),
  exportUrl: `${ACTIVITY_BASE}/export`,
};

/** Activities in progress (the declaration form and the stage pages pick from them). */
export function useActivityOptions(enabled = true): ReviewActivityOption[] {
  const query = useQuery({
    queryKey: [ACTIVITY_BASE, 'optionselect'],
    queryFn: () => http.get<Result<ReviewActivityOption[]>>(`${ACTIVITY_BASE}/optionselect`),
    enabled,
  });
  return query.data?.data ?? [];
}

/**
 * Deployed, active processes an activity may run as its 预审 chain (the latest version of each key). A caller
 * without the workflow start permission gets none and the field stays empty.
 */
export function usePreReviewOptions(enabled = true) {
  const query = useQuery({
    queryKey: ['/workflow/process/startable'],
    queryFn: () => http.get<Result<WfDefinitionVo[]>>('/workflow/process/startable', { silent: true }),
    enabled,
  });
  return (query.data?.data ?? []).map((d) => ({
    label: `${d.definitionName}（${d.definitionKey} v${d.version}）`,
    value: d.definitionKey,
  }));
}
