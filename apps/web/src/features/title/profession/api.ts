import type { ProfessionCreate, ProfessionUpdate, Result } from '@zcps/contracts';
import { http } from '../../../lib/request';

export const professionApi = {
  add: (body: ProfessionCreate) => http.post<Result<null>>('/title/profession', body),
  update: (body: ProfessionUpdate) => http.put<Result<null>>('/title/profession', body),
  remove: (ids: readonly number[]) => http.delete<Result<null>>(`/title/profession/${ids.join(',')}`),
};
