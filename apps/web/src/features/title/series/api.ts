import type { Result, TitleSeriesCreate, TitleSeriesUpdate } from '@zcps/contracts';
import { http } from '../../../lib/request';

export const seriesApi = {
  add: (body: TitleSeriesCreate) => http.post<Result<null>>('/title/series', body),
  update: (body: TitleSeriesUpdate) => http.put<Result<null>>('/title/series', body),
  remove: (ids: readonly number[]) => http.delete<Result<null>>(`/title/series/${ids.join(',')}`),
};
