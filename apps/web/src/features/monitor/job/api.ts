import type { JobBody, JobHandlerVo, JobUpdate, JobVo, Result } from '@zcps/contracts';
import { http } from '../../../lib/request';

export const jobApi = {
  get: (jobId: number) => http.get<Result<JobVo>>(`/monitor/job/${jobId}`),
  add: (body: JobBody) => http.post<Result<number>>('/monitor/job', body),
  update: (body: JobUpdate) => http.put<Result<null>>('/monitor/job', body),
  remove: (ids: number[]) => http.delete<Result<null>>(`/monitor/job/${ids.join(',')}`),
  changeStatus: (jobId: number, status: string) =>
    http.put<Result<null>>('/monitor/job/changeStatus', { jobId, status }),
  run: (jobId: number) => http.put<Result<null>>('/monitor/job/run', { jobId }),
  handlers: () => http.get<Result<JobHandlerVo[]>>('/monitor/job/handlers'),
  nextTimes: (cronExpression: string) =>
    http.get<Result<string[]>>('/monitor/job/cron/nextTimes', {
      params: { cronExpression, count: 5 },
      silent: true,
    }),
  exportUrl: '/monitor/job/export',
};

export const jobLogApi = {
  remove: (ids: number[]) => http.delete<Result<null>>(`/monitor/jobLog/${ids.join(',')}`),
  clean: () => http.delete<Result<null>>('/monitor/jobLog/clean'),
};
