import { useQuery } from '@tanstack/react-query';
import type {
  DossierVo,
  EmployeeCreate,
  EmployeeUpdate,
  EmployeeVo,
  Result,
  TitleClientOption,
  TitleNameVo,
} from '@zcps/contracts';
import { http } from '../../../lib/request';

export const EMPLOYEE_BASE = '/employee/info';

export const employeeApi = {
  listUrl: `${EMPLOYEE_BASE}/list`,
  exportUrl: `${EMPLOYEE_BASE}/export`,
  get: (employeeId: number) => http.get<Result<EmployeeVo>>(`${EMPLOYEE_BASE}/${employeeId}`),
  mine: () => http.get<Result<EmployeeVo | null>>(`${EMPLOYEE_BASE}/mine`),
  dossier: (employeeId: number) => http.get<Result<DossierVo>>(`${EMPLOYEE_BASE}/${employeeId}/dossier`),
  add: (body: EmployeeCreate) => http.post<Result<number>>(EMPLOYEE_BASE, body),
  update: (body: EmployeeUpdate) => http.put<Result<null>>(EMPLOYEE_BASE, body),
  remove: (ids: readonly number[]) => http.delete<Result<null>>(`${EMPLOYEE_BASE}/${ids.join(',')}`),
};

/** The dossier of one employee (every tab reads it; a change anywhere refetches it). */
export function useDossier(employeeId: number) {
  return useQuery({
    queryKey: [EMPLOYEE_BASE, 'dossier', employeeId],
    queryFn: async () => (await employeeApi.dossier(employeeId)).data,
  });
}

/**
 * Approved units for the unit select; `failed` when the list cannot be had, so the form falls back to the
 * unit's number.
 */
export function useUnitOptions(enabled: boolean) {
  const query = useQuery({
    queryKey: ['title/client/optionselect', 'employee'],
    queryFn: async () =>
      (await http.get<Result<TitleClientOption[]>>('/title/client/optionselect', { silent: true })).data,
    enabled,
    retry: false,
  });
  const options = (query.data ?? []).map((c) => ({ value: c.clientId, label: c.clientName }));
  return { options, failed: query.isError };
}

export function useTitleOptions(seriesId: number | undefined) {
  const query = useQuery({
    queryKey: ['title/title-name/optionselect', seriesId],
    queryFn: async () =>
      (await http.get<Result<TitleNameVo[]>>('/title/title-name/optionselect', { params: { seriesId } }))
        .data,
    enabled: Boolean(seriesId),
  });
  return seriesId ? (query.data ?? []).map((x) => ({ value: x.titleId, label: x.titleName })) : [];
}
