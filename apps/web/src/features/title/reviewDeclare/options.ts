import { useQuery } from '@tanstack/react-query';
import type { EligibilityResult, EmployeeVo, Result, TableData } from '@zcps/contracts';
import { useUserStore } from '../../../stores/user-store';
import { http } from '../../../lib/request';

/** Roles that declare for others (their unit's employees, or anyone); staff alone declare for themselves. */
const DECLARE_FOR_OTHERS = ['company', 'office', 'admin', 'superadmin'];

export function useDeclaresForOthers(): boolean {
  const roles = useUserStore((s) => s.roles);
  return roles.some((r) => DECLARE_FOR_OTHERS.includes(r));
}

/** Employees in the caller's scope, searched by name (the server applies the data scope). */
export function useEmployeeOptions(name: string, enabled: boolean) {
  const query = useQuery({
    queryKey: ['/employee/info/list', 'declare', name],
    queryFn: () =>
      http.get<TableData<EmployeeVo>>('/employee/info/list', {
        params: { pageNum: 1, pageSize: 50, employeeName: name || undefined },
      }),
    enabled,
  });
  return (query.data?.rows ?? []).map((e) => ({
    value: e.employeeId,
    label: e.clientName ? `${e.employeeName}（${e.clientName}）` : e.employeeName,
  }));
}

export interface EligibilityInput {
  employeeId?: number;
  titleId?: number;
  exceptionId?: number;
}

/** The eligibility preview before saving: an employee's (or the caller's own) record against a title. */
export function useEligibilityPreview(input: EligibilityInput, ownRecord: boolean) {
  const ready = Boolean(input.titleId) && (ownRecord || Boolean(input.employeeId));
  const query = useQuery({
    queryKey: ['/title/eligibility', ownRecord ? 'mine' : input.employeeId, input.titleId, input.exceptionId],
    queryFn: () =>
      http.get<Result<EligibilityResult>>(`/title/eligibility/${ownRecord ? 'mine' : input.employeeId}`, {
        params: { titleId: input.titleId, exceptionId: input.exceptionId },
        silent: true,
      }),
    enabled: ready,
    retry: false,
  });
  return { result: ready ? (query.data?.data ?? null) : null, loading: ready && query.isFetching };
}
