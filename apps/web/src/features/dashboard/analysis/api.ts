import type { DashboardAnalysis, Result } from '@zcps/contracts';
import { http } from '../../../lib/request';

export const ANALYSIS_URL = '/dashboard/analysis';

export const fetchAnalysis = () => http.get<Result<DashboardAnalysis>>(ANALYSIS_URL).then((res) => res.data);
