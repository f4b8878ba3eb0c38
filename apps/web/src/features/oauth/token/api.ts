import type { Result } from '@zcps/contracts';
import { http } from '../../../lib/request';

export const TOKEN_BASE = '/oauth/token';

export const tokenApi = {
  revoke: (ids: readonly number[]) => http.put<Result<null>>(`${TOKEN_BASE}/revoke`, { ids }),
};
