import type { Result, RouterVo } from '@zcps/contracts';
import { http } from '../../../lib/request';

/** The server filters by the user's roles and localizes titles by Content-Language. */
export function fetchRouters(): Promise<Result<RouterVo[]>> {
  return http.get<Result<RouterVo[]>>('/system/menu/getRouters');
}
