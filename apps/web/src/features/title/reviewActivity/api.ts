import { useQuery } from '@tanstack/react-query';
import type {
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
