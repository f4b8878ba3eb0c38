import type { RecordCheckBody, RecordSpec, RecordVo, Result } from '@zcps/contracts';
import { http } from '../../../lib/request';

/** The calls of one sub-record kind under its base (`/employee/education`, `/title/wage-level` …). */
export function recordApi(spec: RecordSpec) {
  const base = spec.base;
  return {
    base,
    listUrl: `${base}/list`,
    exportUrl: `${base}/export`,
    get: (recordId: number) => http.get<Result<RecordVo>>(`${base}/${recordId}`),
    add: (body: Record<string, unknown>) => http.post<Result<null>>(base, body),
    update: (body: Record<string, unknown>) => http.put<Result<null>>(base, body),
    remove: (ids: readonly number[]) => http.delete<Result<null>>(`${base}/${ids.join(',')}`),
    submit: (recordIds: readonly number[]) => http.put<Result<null>>(`${base}/submit`, { recordIds }),
    check: (body: RecordCheckBody) => http.put<Result<null>>(`${base}/check`, body),
  };
}
export type RecordApi = ReturnType<typeof recordApi>;
