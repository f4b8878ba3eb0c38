import type { Result, TitleExceptionCreate, TitleExceptionUpdate } from '@zcps/contracts';
import { http } from '../../../lib/request';

export const exceptionApi = {
  add: (body: TitleExceptionCreate) => http.post<Result<null>>('/title/exception', body),
  update: (body: TitleExceptionUpdate) => http.put<Result<null>>('/title/exception', body),
  remove: (ids: readonly number[]) => http.delete<Result<null>>(`/title/exception/${ids.join(',')}`),
};
