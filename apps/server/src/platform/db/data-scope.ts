import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { DataScope, SUPER_ADMIN_ROLE_KEY, TENANT_ADMIN_ROLE_KEY } from '@zcps/contracts';
import { anyOf, type DeptTree } from './dept-tree.js';

/** What data scope needs to know of the caller (a LoginUser has all of it). */
export interface ScopedCaller {
  tenantId: string;
  userId: number;
  deptId: number | null;
  roleKeys: readonly string[];
  roles: readonly { roleId: number; dataScope: string }[];
}

/** The columns of a scoped table that say whose row it is; a table may have either or both. */
export interface ScopeColumns {
  dept?: PgColumn;
  user?: PgColumn;
}

const deptAndBelow = (tenantId: string, deptId: number) => sql`(
  SELECT d.dept_id FROM sys_dept d WHERE d.tenant_id = ${tenantId}
    AND (d.dept_id = ${deptId} OR ${deptId}::bigint = ANY (string_to_array(d.ancestors, ',')::bigint[])))`;

/** `dept` in the subtree: an id list when the tree is at hand (estimable by the planner), else a subquery. */
function inSubtree(dept: PgColumn, tenantId: string, deptId: number, tree: DeptTree | undefined): SQL {
  return tree ? anyOf(dept, tree.subtree(deptId)) : sql`${dept} IN ${deptAndBelow(tenantId, deptId)}`;
}

/**
 * The data-scope condition of every scoped list (RuoYi's @DataPermission): the union over the caller's roles of
 * all (1), custom depts (2), own dept (3), own dept and below (4), self (5), own dept and below or self (6).
 * `undefined` means no restriction (a role with scope 1, the super admin or the tenant admin); a caller whose
 * roles grant nothing that this table can express sees nothing, never everything (fail closed).
 */
export function dataScopeOf(caller: ScopedCaller, columns: ScopeColumns, tree?: DeptTree): SQL | undefined {
  if (caller.roleKeys.includes(SUPER_ADMIN_ROLE_KEY) || caller.roleKeys.includes(TENANT_ADMIN_ROLE_KEY))
    return undefined;
  if (caller.roles.some((role) => role.dataScope === DataScope.ALL)) return undefined;
  const { dept, user } = columns;
  const parts: SQL[] = [];
  const seen = new Set<string>();
  for (const role of caller.roles) {
    if (seen.has(`${role.dataScope}:${role.roleId}`)) continue;
    seen.add(`${role.dataScope}:${role.roleId}`);
    const own = caller.deptId;
    switch (role.dataScope) {
      case DataScope.CUSTOM:
        if (dept)
          parts.push(
            sql`${dept} IN (SELECT rd.dept_id FROM sys_role_dept rd WHERE rd.role_id = ${role.roleId})`,
          );
        break;
      case DataScope.DEPT:
        if (dept && own !== null) parts.push(sql`${dept} = ${own}`);
        break;
      case DataScope.DEPT_AND_CHILD:
        if (dept && own !== null) parts.push(inSubtree(dept, caller.tenantId, own, tree));
        break;
      case DataScope.SELF:
        if (user) parts.push(sql`${user} = ${caller.userId}`);
        break;
      case DataScope.DEPT_AND_CHILD_OR_SELF:
        if (dept && own !== null) parts.push(inSubtree(dept, caller.tenantId, own, tree));
        if (user) parts.push(sql`${user} = ${caller.userId}`);
        break;
    }
  }
  if (parts.length === 0) return sql`false`;
  return sql`(${sql.join(parts, sql` OR `)})`;
}

/**
 * The caller's data scope as a set of dept ids when every role's scope is dept-based (own dept, own dept and
 * below), so a list can intersect it with its own dept filter and send one id list; null when the scope is
 * unrestricted or needs SQL (custom depts, self). An empty set means nothing is visible.
 */
export function scopeDeptIds(caller: ScopedCaller, tree: DeptTree): Set<number> | null {
  if (caller.roleKeys.includes(SUPER_ADMIN_ROLE_KEY) || caller.roleKeys.includes(TENANT_ADMIN_ROLE_KEY))
    return null;
  if (caller.roles.some((role) => role.dataScope === DataScope.ALL)) return null;
  return tree.derive(`scope:${scopeKey(caller)}`, () => deptScopeSet(caller, tree));
}

/** What a dept-based scope depends on: the caller's dept and the kinds of scope their roles hold. */
const scopeKey = (caller: ScopedCaller) =>
  `${caller.deptId}:${[...new Set(caller.roles.map((role) => role.dataScope))].sort().join()}`;

/**
 * The depts a dept-based scope lets the caller see within the selected dept's subtree (all of the scope when no
 * dept is selected), kept with the tree like the scope itself; null when the scope is not dept-based.
 */
export function visibleDeptIds(caller: ScopedCaller, tree: DeptTree, deptId?: number): number[] | null {
  const scope = scopeDeptIds(caller, tree);
  if (!scope) return null;
  return tree.derive(`visible:${scopeKey(caller)}:${deptId ?? ''}`, () =>
    (deptId ? tree.subtree(deptId) : [...scope]).filter((id) => scope.has(id)),
  );
}

function deptScopeSet(caller: ScopedCaller, tree: DeptTree): Set<number> | null {
  const ids = new Set<number>();
  for (const role of caller.roles) {
    if (role.dataScope === DataScope.DEPT) {
      if (caller.deptId !== null) ids.add(caller.deptId);
    } else if (role.dataScope === DataScope.DEPT_AND_CHILD) {
      if (caller.deptId !== null) for (const id of tree.subtree(caller.deptId)) ids.add(id);
    } else return null;
  }
  return ids;
}
