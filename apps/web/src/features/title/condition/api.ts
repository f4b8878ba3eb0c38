import type { Result, TitleConditionCreate, TitleConditionUpdate } from '@zcps/contracts';
import { http } from '../../../lib/request';

export const conditionApi = {
  add: (body: TitleConditionCreate) => http.post<Result<null>>('/title/condition', body),
  update: (body: TitleConditionUpdate) => http.put<Result<null>>('/title/condition', body),
  remove: (ids: readonly number[]) => http.delete<Result<null>>(`/title/condition/${ids.join(',')}`),
};
