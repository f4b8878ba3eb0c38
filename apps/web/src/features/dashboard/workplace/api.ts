import type { DashboardWorkplace, Result } from '@zcps/contracts';
import { http } from '../../../lib/request';

export const WORKPLACE_URL = '/dashboard/workplace';

export const fetchWorkplace = () =>
  http.get<Result<DashboardWorkplace>>(WORKPLACE_URL).then((res) => res.data);
