import type { Result, TitleNameCreate, TitleNameUpdate } from '@zcps/contracts';
import { http } from '../../../lib/request';

export const titleNameApi = {
  add: (body: TitleNameCreate) => http.post<Result<null>>('/title/title-name', body),
  update: (body: TitleNameUpdate) => http.put<Result<null>>('/title/title-name', body),
  remove: (ids: readonly number[]) => http.delete<Result<null>>(`/title/title-name/${ids.join(',')}`),
};
