import { and, type SQL } from 'drizzle-orm';
import { DataScope } from '@zcps/contracts';
import type { LoginUser } from '../../../platform/auth/login-user.js';
import { dataScopeOf } from '../../../platform/db/data-scope.js';
import { live } from '../../../platform/db/scope.js';
import { zcEmployee } from '../../../db/schema/index.js';

/**
 * Which employees a caller reaches: live ones within their data scope, by the record's unit dept (company role)
 * or its account (staff role). Every employee query and every sub-record query (through its employee) uses it.
 */
export function employeeScope(caller: LoginUser): SQL {
  return and(
    live(zcEmployee),
    dataScopeOf(caller, { dept: zcEmployee.deptId, user: zcEmployee.userId }),
  ) as SQL;
}

/**
 * How a caller's writes pick the unit: `all` (office, admin) choose it, `unit` (dept-scoped company users)
 * always write into their own unit, `self` (staff) keep only their own record.
 */
export type Reach = 'all' | 'unit' | 'self';

const DEPT_SCOPES: readonly string[] = [
  DataScope.CUSTOM,
  DataScope.DEPT,
  DataScope.DEPT_AND_CHILD,
  DataScope.DEPT_AND_CHILD_OR_SELF,
];

export function reachOf(caller: LoginUser): Reach {
  if (dataScopeOf(caller, { dept: zcEmployee.deptId, user: zcEmployee.userId }) === undefined) return 'all';
  return caller.roles.some((r) => DEPT_SCOPES.includes(r.dataScope)) ? 'unit' : 'self';
}
